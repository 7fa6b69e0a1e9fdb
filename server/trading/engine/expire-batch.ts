/**
 * Pending orders expired together (docs/trading.md "Pending order expiry"): the orders one check finds past their
 * time are cancelled in one transaction of a fixed number of statements — two round trips on PostgreSQL — as the
 * stops of a round are closed (close-batch.ts), instead of a transaction of five statements each. Many orders share
 * a time: "End of today" is the trader's midnight, the same for everyone in a time zone.
 *
 * Each cancel is what cancelInTrx (transitions.ts) makes of it alone: judged on the order as stored (one modified
 * since the check read the book keeps its new expiry), the same order row and release posting with the same ref. An
 * order of a pair is left to cancelInTrx, which also unpairs the other: one implementation of that rule.
 */
import type { Pipeline } from '../../db/pipeline.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { BookOrder } from './book.js';
import { BatchLedger, lockOrdersAndAccounts } from './batch-writes.js';
import { ZERO } from './pricing.js';
import { cancelReleasePosting } from './postings.js';

export interface Expired {
  /** cancelled for their expiry, in the order given */
  expired: OrderRow[];
  /** still pending and expired, but one of a pair: for the caller to cancel one at a time */
  paired: BookOrder[];
  /** no longer pending (filled or cancelled first): they no longer expire */
  gone: number[];
}

/**
 * Cancels the orders of `due` still pending whose stored expiry is at or before `dueBy` (ISO, UTC), in the pipeline's
 * transaction.
 */
export async function expireOrders(p: Pipeline, due: BookOrder[], dueBy: string): Promise<Expired> {
  const now = new Date().toISOString();
  const { open, balances } = await lockOrdersAndAccounts(p, due.map((o) => o.id), OrderStatus.pending, due.map((o) => o.userId));
  const result: Expired = { expired: [], paired: [], gone: [] };
  const ledger = new BatchLedger(balances, now);
  for (const o of due) {
    const row = open.get(o.id);
    if (!row) {
      result.gone.push(o.id);
      continue;
    }
    open.delete(o.id); // an id given twice is cancelled once
    // A modification committed since the book was read may have moved the expiry or removed it: the book hears of it.
    if (!(row.expires_at && row.expires_at <= dueBy)) continue;
    if (row.oco_id) {
      result.paired.push(o);
      continue;
    }
    const release = cancelReleasePosting(row, 'expired');
    if (release) ledger.post(release.userId, [release]);
    result.expired.push({ ...row, status: OrderStatus.cancelled, reserved: ZERO, close_reason: 'expired', closed_at: now, updated_at: now });
  }
  if (!result.expired.length) return result;

  const update = p.db
    .updateTable('orders')
    .set({ status: OrderStatus.cancelled, reserved: ZERO, close_reason: 'expired', closed_at: now, updated_at: now })
    .where('id', 'in', result.expired.map((row) => Number(row.id)))
    .where('status', '=', OrderStatus.pending);
  await p.run([update, ...ledger.writes(p.db)], true);
  return result;
}
