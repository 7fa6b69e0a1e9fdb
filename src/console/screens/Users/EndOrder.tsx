import { useState } from 'react';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import type { ConsoleClient } from '../../core/client';
import type { UserDetail } from './UserDetailView';
import { endOrderTitle, sideLabel } from './orderLabels';

type Order = UserDetail['orders'][number];

/**
 * The dealing desk ends a client's order on their behalf (docs/operators.md "Closing for a client"): says what will
 * happen and what the client will read, asks the reason the audit log keeps, and sends it; the server's refusal
 * (closed meanwhile, market closed) stays in the dialog.
 */
export function EndOrder({ client, userId, order, onDone, onClose }: { client: ConsoleClient; userId: number; order: Order; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pending = order.status === 0;
  const title = endOrderTitle(order, t);
  const send = async () => {
    setBusy(true);
    try {
      await client.call('POST', `/users/${userId}/orders/${order.id}/close`, { reason: reason.trim() });
      onDone();
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
            {title}
          </Button>
        </>
      }
    >
      <p>
        {order.code} · {sideLabel(order, t)} · {order.lots}
      </p>
      {pending && order.oco_id ? <p>{t('console.users.ocoStays', { id: order.oco_id })}</p> : null}
      <p>{t(pending ? 'console.users.cancelWhat' : 'console.users.closeWhat', { reason: t(pending ? 'trade.reasonAdminCancel' : 'trade.reasonAdmin') })}</p>
      <Input label={t('console.common.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-autofocus="" />
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
