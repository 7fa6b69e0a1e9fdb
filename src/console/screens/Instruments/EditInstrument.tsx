import { useState } from 'react';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { TRADING_SESSIONS } from '../../../core/trading-sessions';
import { instrumentBody, type InstrumentFields } from './instrument-form';
import type { InstrumentRow } from './InstrumentsView';
import { DialogFields as Fields } from '../../ui/DialogFields';

/** Spread, leverage list, fee, minimum lots, swap and the market status override of one instrument. */
export function EditInstrument({ row, busy, error, onSave, onClose }: { row: InstrumentRow; busy: boolean; error?: string; onSave: (body: Record<string, unknown>) => void; onClose: () => void }) {
  const t = useT();
  const [f, setF] = useState<InstrumentFields>({
    spread: row.Spread,
    leverages: row.HasForexMultiple.map((m) => m.Value).join(', '),
    fee_rate: row.ForexFeeRate,
    min_lots: row.ForexMinCont,
    swap_long: row.SwapLong ?? '0',
    swap_short: row.SwapShort ?? '0',
    market_status: 'keep',
    session: row.Session ?? '',
  });
  const [problem, setProblem] = useState<keyof InstrumentFields | null>(null);
  const save = () => {
    const r = instrumentBody(f);
    if ('problem' in r) return setProblem(r.field);
    setProblem(null);
    onSave(r.body);
  };
  const problemText = { leverages: 'console.instruments.badLeverages', swap_long: 'console.instruments.badSwap', swap_short: 'console.instruments.badSwap' } as Partial<Record<keyof InstrumentFields, string>>;
  const field = (k: 'spread' | 'leverages' | 'fee_rate' | 'min_lots' | 'swap_long' | 'swap_short', label: string) => (
    <Input
      label={label}
      value={f[k]}
      // a decimal keypad, and the field shows the reading as it is typed (the leverages are a list: commas stay commas;
      // a swap may be negative, and a decimal keypad has no minus on every phone)
      inputMode={k === 'leverages' || k === 'swap_long' || k === 'swap_short' ? undefined : 'decimal'}
      error={problem === k ? t(problemText[k] ?? 'console.instruments.badDecimal') : undefined}
      onChange={(e) => setF({ ...f, [k]: e.target.value })}
    />
  );
  return (
    <Dialog
      open
      title={t('console.instruments.editTitle', { code: row.ShowCode })}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {t('console.instruments.save')}
          </Button>
        </>
      }
    >
      <Fields>
        {field('spread', t('console.instruments.spread'))}
        {field('leverages', t('console.instruments.leverages'))}
        {field('fee_rate', t('console.instruments.fee'))}
        {field('min_lots', t('console.instruments.minLots'))}
        {field('swap_long', t('console.instruments.swapLong'))}
        {field('swap_short', t('console.instruments.swapShort'))}
        <label>
          {t('console.instruments.market')}{' '}
          <select value={f.market_status} onChange={(e) => setF({ ...f, market_status: e.target.value as InstrumentFields['market_status'] })}>
            <option value="keep">{t('console.instruments.keep')}</option>
            <option value="auto">{t('console.instruments.auto')}</option>
            <option value="open">{t('console.instruments.open')}</option>
            <option value="closed">{t('console.instruments.closed')}</option>
          </select>
        </label>
        {row.Session && (
          <label>
            {t('console.instruments.session')}{' '}
            <select value={f.session} onChange={(e) => setF({ ...f, session: e.target.value })}>
              {TRADING_SESSIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}
