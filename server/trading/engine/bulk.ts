/**
 * What a trader asks of many orders at once (extensions): close every position, or the profitable or losing ones;
 * cancel every pending order. Each order changes on its own, in its own transaction, exactly as the single request
 * would change it — so one that another request, a trigger or a fill got to first is left and counted, never changed
 * twice — and a bulk request never holds locks on many orders at once.
 */
import { closePrice, gt, lt } from '../../../src/core/money/index.js';
import type { OrderRow } from '../schema.js';
import { OrderStatus } from '../schema.js';
import type { CloseWhich } from './api.js';
import type { RequestContext } from './requests.js';

/**
 * Every holding position of the user, or only those now in profit or at a loss, each closed at its own market price;
 * one whose market is closed (or that closed meanwhile) is left and counted.
 */
export async function closeAll(c: RequestContext, userId: number, which: CloseWhich): Promise<{ closed: OrderRow[]; skipped: number }> {
  const chosen = c.book.positionsOf(userId).filter((o) => {
    if (which === 'all') return true;
    const pnl = c.pricing.floating(o)?.pnl;
    return pnl !== undefined && (which === 'profitable' ? gt(pnl, 0) : lt(pnl, 0));
  });
  const closed: OrderRow[] = [];
  for (const o of chosen) {
    const q = c.feed.marketStatus(o.code) === 1 ? c.feed.getQuote(o.code) : undefined;
    const done = q ? await c.closeOrder(o, closePrice(o.side, q), 'user') : null;
    if (done) closed.push(done);
  }
  return { closed, skipped: chosen.length - closed.length };
}

/**
 * Every pending order of the user cancelled, oldest first, each by `cancel` (the single cancel's transaction and
 * pushes); one filled or cancelled meanwhile is left and counted. A closed market cancels too, as a single cancel does.
 */
export async function cancelAll(
  c: RequestContext, userId: number, cancel: (row: Pick<OrderRow, 'id'>) => Promise<OrderRow | null>,
): Promise<{ cancelled: OrderRow[]; skipped: number }> {
  const chosen = c.book.ofUser(userId).filter((o) => o.status === OrderStatus.pending).sort((a, b) => a.id - b.id);
  const cancelled: OrderRow[] = [];
  for (const o of chosen) {
    const done = await cancel(o);
    if (done) cancelled.push(done);
  }
  return { cancelled, skipped: chosen.length - cancelled.length };
}
