import { useState } from 'react';
import { Button, Dialog } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import type { ConsoleClient } from '../../core/client';
import { ReasonDialog } from '../../ui/ReasonDialog';
import type { UserDetail } from './UserDetailView';

type Order = UserDetail['orders'][number];

/** What the server answers: what ended, and what was left open with the reason in the operator's language. */
export interface EndAllResult {
  ended: { id: number }[];
  skipped: { id: number; msg: string }[];
}

/**
 * The dealing desk ends every open order of a client at once (docs/operators.md "Closing for a client"): pending orders
 * cancelled first, then positions closed at their market prices, each as the single close with its own audit row. Says
 * what will happen, asks the reason, and when some could not be ended (a closed market) says which and why, in the
 * dialog, before the page is read again.
 */
export function EndAll({ client, userId, orders, onDone, onClose }: { client: ConsoleClient; userId: number; orders: Order[]; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [left, setLeft] = useState<EndAllResult | null>(null);
  const pending = orders.filter((o) => o.status === 0).length;
  const title = t('console.users.endAllTitle');
  const send = async (reason: string) => {
    const r = await client.call<EndAllResult>('POST', `/users/${userId}/orders/close-all`, { reason });
    if (r.skipped.length === 0) onDone();
    else setLeft(r);
  };
  if (left) {
    return (
      <Dialog open title={title} onClose={onDone} actions={<Button onClick={onDone}>{t('console.common.close')}</Button>}>
        <p>{t('console.users.endAllLeft', { count: left.ended.length })}</p>
        <ul data-testid="left-open">
          {left.skipped.map((s) => (
            <li key={s.id}>
              #{s.id}: {s.msg}
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  return (
    <ReasonDialog title={title} action={t('console.users.endAll', { count: orders.length })} onSend={send} onClose={onClose}>
      <p>{t('console.users.endAllWhat', { pending, positions: orders.length - pending, reason: t('trade.reasonAdmin') })}</p>
    </ReasonDialog>
  );
}
