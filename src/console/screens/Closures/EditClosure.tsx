import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { MARKET_ZONES, TRADING_SESSIONS } from '../../../core/trading-sessions';
import { DialogFields as Fields } from '../../ui/DialogFields';
import { closureBody, type ClosureFields, type ClosureProblem } from './closure-form';
import { cityOf } from '../../../widgets/internal/trading/hours';

const Sessions = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-block-size: 32px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PROBLEM: Record<ClosureProblem, string> = {
  name: 'console.closures.badName',
  markets: 'console.closures.badMarkets',
  pairs: 'console.closures.badPairs',
  start: 'console.closures.badTime',
  end: 'console.closures.badTime',
  order: 'console.closures.badOrder',
};

/** A closure's reason, name, markets (sessions ticked, pairs typed) and its span on a chosen market clock. */
export function EditClosure({ title, initial, busy, error, onSave, onClose }: { title: string; initial: ClosureFields; busy: boolean; error?: string; onSave: (body: Record<string, unknown>) => void; onClose: () => void }) {
  const t = useT();
  const [f, setF] = useState(initial);
  const [problem, setProblem] = useState<ClosureProblem | null>(null);
  const save = () => {
    const r = closureBody(f);
    if ('problem' in r) return setProblem(r.problem);
    setProblem(null);
    onSave(r.body);
  };
  const says = (...which: ClosureProblem[]) => (problem && which.includes(problem) ? t(PROBLEM[problem]) : undefined);
  const tick = (s: string, on: boolean) => setF({ ...f, sessions: on ? [...f.sessions, s] : f.sessions.filter((x) => x !== s) });
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {t('console.closures.save')}
          </Button>
        </>
      }
    >
      <Fields>
        <label>
          {t('console.closures.reason')}{' '}
          <select value={f.reason} onChange={(e) => setF({ ...f, reason: e.target.value as ClosureFields['reason'] })}>
            <option value="holiday">{t('console.closures.holiday')}</option>
            <option value="maintenance">{t('console.closures.maintenance')}</option>
          </select>
        </label>
        <Input label={t('console.closures.name')} value={f.name} maxLength={80} error={says('name')} onChange={(e) => setF({ ...f, name: e.target.value })} />
        <Sessions>
          <legend>{t('console.closures.sessions')}</legend>
          {TRADING_SESSIONS.map((s) => (
            <label key={s}>
              <input type="checkbox" checked={f.sessions.includes(s)} onChange={(e) => tick(s, e.target.checked)} />
              {s}
            </label>
          ))}
        </Sessions>
        {/* No session ticked and no pair typed: said here, under the last place a market is given. */}
        <Input label={t('console.closures.pairs')} value={f.pairs} autoCapitalize="characters" error={says('pairs', 'markets')} onChange={(e) => setF({ ...f, pairs: e.target.value })} />
        <label>
          {t('console.closures.zone')}{' '}
          <select value={f.zone} onChange={(e) => setF({ ...f, zone: e.target.value })}>
            {MARKET_ZONES.map((z) => (
              <option key={z} value={z}>
                {cityOf(z)}
              </option>
            ))}
          </select>
        </label>
        <Input type="datetime-local" label={t('console.closures.start')} value={f.start} error={says('start')} onChange={(e) => setF({ ...f, start: e.target.value })} />
        <Input type="datetime-local" label={t('console.closures.end')} value={f.end} error={says('end', 'order')} onChange={(e) => setF({ ...f, end: e.target.value })} />
        <Hint>{t('console.closures.hint')}</Hint>
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}
