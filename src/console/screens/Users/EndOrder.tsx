import { useT } from '../../../widgets/provider/useT';
import type { ConsoleClient } from '../../core/client';
import { ReasonDialog } from '../../ui/ReasonDialog';
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
  const pending = order.status === 0;
  const title = endOrderTitle(order, t);
  const send = async (reason: string) => {
    await client.call('POST', `/users/${userId}/orders/${order.id}/close`, { reason });
    onDone();
  };
  return (
    <ReasonDialog title={title} action={title} onSend={send} onClose={onClose}>
      <p>
        {order.code} · {sideLabel(order, t)} · {order.lots}
      </p>
      {pending && order.oco_id ? <p>{t('console.users.ocoStays', { id: order.oco_id })}</p> : null}
      <p>{t(pending ? 'console.users.cancelWhat' : 'console.users.closeWhat', { reason: t(pending ? 'trade.reasonAdminCancel' : 'trade.reasonAdmin') })}</p>
    </ReasonDialog>
  );
}
