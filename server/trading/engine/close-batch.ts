/**
 * Positions closed together (docs/trading.md "Stops closed together"): the stops and take profits one round of ticks
 * triggers, and each pass of its stop-outs, are closed in one transaction of a fixed number of statements however
 * many there are, instead of one transaction of ten or more statements each (a trader's own close is a batch of one).
 * A price gap through a thousand stops, with PostgreSQL a network hop away, took half a minute closed one by one; the
 * next ticks' checks wait for it.
 *
 * Each close is what closeInTrx (transitions.ts) makes of it alone, in the order given: the same order row, the same
 * ledger rows with the same refs, a loss capped at the balance that the closes before it left.
 */
import type { RateLookup } from '../../../src/core/money/index.js';
import type { Pipeline } from '../../db/pipeline.js';
import { capAtBalance, type LedgerPosting } from '../../ledger/index.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { BookOrder } from './book.js';
import { BatchLedger, byId, lockOrdersAndAccounts } from './batch-writes.js';
import { pnlOf, pnlPosting, unlockPosting } from './postings.js';
import type { CloseReason } from './transitions.js';

export interface DueClose {
  order: Pick<BookOrder, 'id' | 'userId'>;
  price: string;
  reason: CloseReason;
}

/**
 * Closes the positions of `due` that are still holding, in the pipeline's transaction: two round trips on PostgreSQL
 * (the positions and their traders' accounts locked; the orders updated and the ledger written with the commit).
 * Answers the rows closed, in the order given; a position no longer holding (closed by someone else first) is left out.
 */
export async function closePositions(p: Pipeline, due: DueClose[], rates: RateLookup): Promise<OrderRow[]> {
  const { open, balances } = await lockOrdersAndAccounts(p, due.map((d) => d.order.id), OrderStatus.holding, due.map((d) => d.order.userId));
  const now = new Date().toISOString();
  const closed: OrderRow[] = [];
  const ledger = new BatchLedger(balances, now);
  const post = (posting: LedgerPosting | null) => posting && ledger.post(posting.userId, [posting]);
  for (const d of due) {
    const row = open.get(d.order.id);
    if (!row) continue;
    open.delete(d.order.id);
    const profit = pnlOf(row, row.lots, d.price, rates);
    const after: OrderRow = { ...row, status: OrderStatus.closed, close_price: d.price, profit, close_reason: d.reason, closed_at: now, updated_at: now };
    post(unlockPosting(after));
    // Capped at the balance as it is once this position's margin is back, as postClose reads it.
    const { balance } = ledger.balances(d.order.userId);
    post(pnlPosting(after, d.reason, capAtBalance(balance, profit)));
    closed.push(after);
  }
  if (!closed.length) return closed;

  const update = p.db
    .updateTable('orders')
    .set({ status: OrderStatus.closed, close_price: byId(closed, (r) => r.close_price), profit: byId(closed, (r) => r.profit), close_reason: byId(closed, (r) => r.close_reason), closed_at: now, updated_at: now })
    .where('id', 'in', closed.map((row) => Number(row.id)))
    .where('status', '=', OrderStatus.holding);
  await p.run([update, ...ledger.writes(p.db)], true);
  return closed;
}
