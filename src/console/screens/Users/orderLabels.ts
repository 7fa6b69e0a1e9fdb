// How the desk names a client's order: its side and kind, and what ending it is called.
import type { TFunction } from '../../../core';
import type { UserDetail } from './UserDetailView';

type Order = UserDetail['orders'][number];

/** What ending an order is called: closing a position, cancelling a pending order. */
export const endOrderTitle = (o: Order, t: TFunction): string => t(o.status === 0 ? 'console.users.cancelOrder' : 'console.users.closePosition', { id: o.id });

/** Buy or Sell for a position; a pending order also says how it waits for its price (limit or stop). */
export function sideLabel(o: Order, t: TFunction): string {
  const buy = o.side === 1;
  if (o.status !== 0) return t(buy ? 'console.users.buy' : 'console.users.sell');
  const stop = o.pending_type === 'stop';
  return t(buy ? (stop ? 'console.users.buyStop' : 'console.users.buyLimit') : stop ? 'console.users.sellStop' : 'console.users.sellLimit');
}
