import { styled } from 'styled-components';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Input } from '../ui/Input';
import { Muted } from '../ui/Text';
import { copyChanged, type CopyFormState } from './copyForm';

export interface CopyDialogProps {
  /** The trader of the card tapped; null: closed. */
  target: { uid: string; user: string } | null;
  /** The terms the person copies them with now; null when not copying them. */
  copying: { multiplier: string; stop_loss: string } | null;
  loggedIn: boolean;
  /** The multiplier as typed. */
  typed: string;
  /** The copy stop-loss as typed (USD; blank: none). */
  stopTyped: string;
  form: CopyFormState;
  busy: boolean;
  onType: (typed: string) => void;
  onStopType: (typed: string) => void;
  onCopy: () => void;
  onStop: () => void;
  onClose: () => void;
  /** Logged out: the dialog's button asks for a login (absent: it says only that one is needed). */
  onLogin?: () => void;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Start copying a trader, change the multiplier, or stop: what a copy does is said before the person agrees. */
export function CopyDialog({ target, copying, loggedIn, typed, stopTyped, form, busy, onType, onStopType, onCopy, onStop, onClose, onLogin }: CopyDialogProps) {
  const t = useT();
  const name = target?.user ?? '';
  const actions = !loggedIn ? (
    <>
      <Button $variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      {onLogin && <Button onClick={onLogin}>{t('content.copyLogin')}</Button>}
    </>
  ) : (
    <>
      {copying !== null ? (
        <Button $variant="danger" onClick={onStop} disabled={busy}>
          {t('content.copyStop')}
        </Button>
      ) : (
        <Button $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      )}
      <Button onClick={onCopy} disabled={busy || !copyChanged(form, copying)}>
        {t(copying !== null ? 'content.copySave' : 'content.copyStart')}
      </Button>
    </>
  );
  return (
    <Dialog open={target !== null} title={t('content.copyTitle', { name })} onClose={onClose} actions={actions}>
      <Stack>
        <Muted>{t('content.copyHow', { name })}</Muted>
        <Muted>{t('content.copyRisk')}</Muted>
        {loggedIn ? (
          <>
            <Input
              label={t('content.copyMultiplier')}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(e) => onType(e.target.value)}
              error={form.multiplier === null ? t('content.copyMultiplierHint') : undefined}
            />
            {form.multiplier !== null && <Muted $size="sm">{t('content.copyExample', { lots: form.example })}</Muted>}
            <Input
              label={t('content.copyStopLoss')}
              inputMode="decimal"
              autoComplete="off"
              value={stopTyped}
              onChange={(e) => onStopType(e.target.value)}
              error={form.stopLoss === null ? t('content.copyStopLossInvalid') : undefined}
            />
            {form.stopLoss !== null && <Muted $size="sm">{t('content.copyStopLossHint', { name })}</Muted>}
            {copying !== null && <Muted $size="sm">{t('content.copyStopHint', { name })}</Muted>}
          </>
        ) : (
          <Muted>{t('content.copyLoginHint')}</Muted>
        )}
      </Stack>
    </Dialog>
  );
}
