import { useState, type ReactNode } from 'react';
import { Button, Dialog, Input } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';

export interface ReasonDialogProps {
  title: string;
  /** The label of the button that does it. */
  action: string;
  /** What will happen, said before the reason is asked. */
  children: ReactNode;
  /** Does it with the reason typed (trimmed); a refusal it throws stays in the dialog. */
  onSend: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A desk action the audit log keeps a reason for (docs/operators.md "Closing for a client"): says what will happen,
 * sends nothing without a reason, and keeps the server's refusal in the dialog.
 */
export function ReasonDialog({ title, action, children, onSend, onClose }: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await onSend(reason.trim());
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('console.common.cancel')}
          </Button>
          <Button $variant="danger" disabled={busy || !reason.trim()} onClick={send}>
            {action}
          </Button>
        </>
      }
    >
      {children}
      <Input label={t('console.common.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-autofocus="" />
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
