/**
 * Pending orders filled together (docs/trading.md "Stops closed together"): the fills one round of ticks finds in a
 * row are written in one transaction of a fixed number of statements, as its stops are closed (close-batch.ts),
 * instead of a transaction of a dozen statements each.
 *
 * Only the common case: an order whose fill needs more than itself — its pair's other order cancelled with it, or a
 * cancel because the money no longer allows it (which releases its reserve before the trader's next order is judged)
 * — is filled alone (closes.ts `fill`), so those rules keep one implementation: the orders before it are written
 * together, it goes alone, and the ones after it make the next batch, so each keeps its place. Each fill is what
 * fillInTrx (transitions.ts) makes of it alone: judged again on the order as stored, the same order row and ledger
 * rows with the same refs.
 */
import { isZero, pendingFillable, pendingTypeOf } from '../../../src/core/money/index.js';
import type { Pipeline } from '../../db/pipeline.js';
import { AppError } from '../../http/envelope.js';
import type { QuoteState } from '../../feed/types.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { BookOrder } from './book.js';
import { BatchLedger, byId, lockOrdersAndAccounts } from './batch-writes.js';
import { ZERO } from './pricing.js';
import { fillReleasePosting, openPostings } from './postings.js';

export interface DueFill {
  order: BookOrder;
  quote: QuoteState;
  /** the fill's price, and the margin and fee at it */
  price: string;
  margin: string;
  fee: string;
}

export interface FilledRun {
  /** the orders filled, in the order given */
  filled: Array<{ due: DueFill; row: OrderRow }>;
  /**
   * Nothing of these written: from the first order that needs more than itself (one of a pair, or one the money no
   * longer allows) to the end. The caller fills that one alone and the others in a batch again.
   */
  rest: DueFill[];
}

/**
 * Fills the orders of `due` still pending and due at their quote, in the pipeline's transaction, up to the first one
 * that needs more than itself: two round trips on PostgreSQL.
 */
export async function fillOrders(p: Pipeline, due: DueFill[]): Promise<FilledRun> {
  const { open, balances } = await lockOrdersAndAccounts(p, due.map((d) => d.order.id), OrderStatus.pending, due.map((d) => d.order.userId));
  const now = new Date().toISOString();
  const filled: FilledRun['filled'] = [];
  const ledger = new BatchLedger(balances, now);
  let rest: DueFill[] = [];
  for (const [i, d] of due.entries()) {
    const row = open.get(d.order.id);
    // Gone, or no longer due: a modification committed since this tick chose it wins.
    if (!row || !pendingFillable(Number(row.side), d.quote, row.origin_price, pendingTypeOf(row.pending_type))) continue;
    if (row.oco_id) {
      rest = due.slice(i);
      break;
    }
    const userId = Number(row.user_id);
    const release = isZero(row.reserved) ? [] : [fillReleasePosting(row)];
    try {
      ledger.post(userId, [...release, ...openPostings(userId, d.order.id, row.code, d.margin, d.fee)]);
    } catch (e) {
      if (!AppError.is(e, 'insufficientBalance')) throw e;
      rest = due.slice(i);
      break;
    }
    open.delete(d.order.id); // an order given twice is filled once
    filled.push({ due: d, row: { ...row, status: OrderStatus.holding, open_price: d.price, margin: d.margin, fee: d.fee, reserved: ZERO, opened_at: now, updated_at: now } });
  }
  if (!filled.length) return { filled, rest };

  const rows = filled.map(({ row }) => row);
  const update = p.db
    .updateTable('orders')
    .set({ status: OrderStatus.holding, open_price: byId(rows, (r) => r.open_price), margin: byId(rows, (r) => r.margin), fee: byId(rows, (r) => r.fee), reserved: ZERO, opened_at: now, updated_at: now })
    .where('id', 'in', rows.map((row) => Number(row.id)))
    .where('status', '=', OrderStatus.pending);
  await p.run([update, ...ledger.writes(p.db)], true);
  return { filled, rest };
}
