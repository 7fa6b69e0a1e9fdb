/**
 * Order state transitions with their ledger postings. Each function runs inside the caller's transaction, changes
 * the order with a conditional UPDATE (`… WHERE status = <expected>`) and returns null when the order was no longer
 * in that state, so a double click, a retry or a race between a user's close and an SL trigger moves money once.
 *
 * Ledger rows per order (refs make each posting unique, so even a replayed transaction cannot post twice):
 *   market open   5 margin lock  (value −margin, lock +margin)   ref order:{id}:margin
 *                 3 fee          (value −fee)                    ref order:{id}:fee
 *   pending       5 reserve      (value −(margin+fee), lock +…)  ref order:{id}:reserve
 *   fill          6 release reserve, then the two market-open rows (margin and fee recomputed at the fill price)
 *   cancel        6 release reserve                              ref order:{id}:release
 *   modify        5 or 6: the reservation's difference at the new price (none when equal)  ref order:{id}:modify:{revision}
 *   close         6 margin unlock (value +margin, lock −margin)  ref order:{id}:unlock
 *                 4 realised P&L (value ±pnl; a loss larger than the available balance is capped at it —
 *                   negative balance protection — the order still records its true P&L)   ref order:{id}:pnl
 *   partial close the same two rows for the closed part, with the part's own order id (a new closed order)
 *
 * The rows themselves are made by postings.ts (pure), which the batches of many orders share (close-batch.ts,
 * fill-batch.ts, expire-batch.ts, placement.ts).
 *
 * A pending order may be one of a pair (one cancels the other, `oco_id`): its fill cancels the other in the same
 * transaction (cancelPairInTrx), and its cancel, whatever the reason, leaves the other pending alone (unpaired).
 */
import type { Transaction, Updateable } from 'kysely';
import { add, big, canAfford, closePrice, gt, isZero, roundMoney, splitProRata, sub, type RateLookup } from '../../../src/core/money/index.js';
import { AppError } from '../../http/envelope.js';
import type { Database } from '../../db/schema.js';
import type { QuoteState } from '../../feed/types.js';
import { LedgerType, cappedAtBalance, lockAccounts, postLedger, postLedgers } from '../../ledger/index.js';
import { isPostgres } from '../../db/dialect.js';
import { ZERO } from './pricing.js';
import { cancelReleasePosting, fillReleasePosting, openPostings, pnlOf, pnlPosting, unlockPosting } from './postings.js';
import { OrderStatus, type OrderRow, type OrdersTable } from '../schema.js';

/** `oco`: a pending order cancelled because the other order of its pair filled (cancelPairInTrx). */
export type CloseReason = 'user' | 'partial' | 'sl' | 'tp' | 'stop_out' | 'cancel' | 'expired' | 'demo_reset' | 'insufficient_margin' | 'own_limit' | 'admin' | 'oco' | 'copy' | 'copy_stop';

const nowIso = () => new Date().toISOString();

/** Margin lock then fee, as two ledger rows in one round of statements. */
async function postOpen(trx: Transaction<Database>, userId: number, id: number, code: string, margin: string, fee: string) {
  await postLedgers(trx, openPostings(userId, id, code, margin, fee));
}

/** Holding → closed at `price`: margin unlocked, P&L realised (a loss capped at the balance). */
export async function closeInTrx(trx: Transaction<Database>, row: OrderRow, price: string, reason: CloseReason, rates: RateLookup): Promise<OrderRow | null> {
  const id = Number(row.id);
  const pnl = pnlOf(row, row.lots, price, rates);
  const now = nowIso();
  const changes = { status: OrderStatus.closed, close_price: price, profit: pnl, close_reason: reason, closed_at: now, updated_at: now };
  const res = await trx.updateTable('orders').set(changes).where('id', '=', id).where('status', '=', OrderStatus.holding).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return null;
  await postClose(trx, { ...row, ...changes }, reason);
  return { ...row, ...changes };
}

/**
 * Holding → `lots` of it closed at `price`, the rest still open. The closed part becomes an order of its own
 * (status closed, reason `partial`, parent_id = the position) carrying its pro-rata share of margin, fee and swap, so
 * history lists each partial close with its own figures; its postings use the part's id. The position keeps
 * lots − part and the rest of its margin and fee; the update is conditional on the lots it had, so two racing
 * partial closes cannot both take the same lots. null when the position was no longer holding those lots.
 */
export async function partialCloseInTrx(trx: Transaction<Database>, row: OrderRow, lots: string, price: string, rates: RateLookup): Promise<{ part: OrderRow; position: OrderRow } | null> {
  const id = Number(row.id);
  const margin = splitProRata(row.margin, lots, row.lots);
  const fee = splitProRata(row.fee, lots, row.lots);
  const swap = splitProRata(row.swap ?? ZERO, lots, row.lots);
  const now = nowIso();
  const keep = { lots: big(row.lots).minus(lots).toFixed(), margin: margin.rest, fee: fee.rest, swap: swap.rest, updated_at: now };
  const through = row.swap_through ?? null;
  const res = await trx
    .updateTable('orders')
    .set(keep)
    .where('id', '=', id)
    .where('status', '=', OrderStatus.holding)
    .where('lots', '=', row.lots)
    // A rollover charged since the row was read: the part would carry the swap it had before (swap.ts).
    .where((eb) => (through === null ? eb('swap_through', 'is', null) : eb('swap_through', '=', through)))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return null;
  const { id: _id, ...copy } = row;
  const part = await trx
    .insertInto('orders')
    .values({
      ...copy, status: OrderStatus.closed, lots, margin: margin.part, fee: fee.part, swap: swap.part, reserved: ZERO, close_price: price,
      profit: pnlOf(row, lots, price, rates), close_reason: 'partial', client_ref: null, parent_id: id, closed_at: now, updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await postClose(trx, part, 'partial');
  return { part, position: { ...row, ...keep } };
}

/** The postings of a closed order: its margin unlocked, its P&L realised (a loss capped at the available balance). */
async function postClose(trx: Transaction<Database>, closed: OrderRow, reason: CloseReason): Promise<void> {
  const unlock = unlockPosting(closed);
  if (unlock) await postLedger(trx, unlock);
  const pnl = closed.profit ?? ZERO;
  if (isZero(pnl)) return;
  const realised = pnlPosting(closed, reason, await cappedAtBalance(trx, Number(closed.user_id), pnl));
  if (realised) await postLedger(trx, realised);
}

/**
 * Writes `changes` to a pending order only if it is still pending at the revision `row` was read at (a modification
 * counts one); false when a fill, a cancel or another change got there first.
 */
export async function updatePending(trx: Transaction<Database>, row: OrderRow, changes: Updateable<OrdersTable>): Promise<boolean> {
  const res = await trx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', Number(row.id))
    .where('status', '=', OrderStatus.pending)
    .where('revision', '=', Number(row.revision ?? 0))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Locks these orders in id order (PostgreSQL; SQLite runs one writer at a time). Both orders of a pair are locked
 * this way before either changes — by a fill, a cancel or the pairing route (pairs.ts) — so two of those never wait
 * on each other crosswise.
 */
export async function lockOrders(trx: Transaction<Database>, ids: number[]): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('orders').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** The order as stored now, its pair locked with it first when it has one. */
async function readForChange(trx: Transaction<Database>, id: number): Promise<OrderRow | undefined> {
  const read = () => trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  const row = await read();
  if (!row?.oco_id || !isPostgres(trx)) return row;
  await lockOrders(trx, [id, Number(row.oco_id)]);
  return read(); // as committed by whoever held the lock before
}

/**
 * Pending → cancelled: the reservation is released — as it is now: the order is read again, and the update applies
 * to that revision only, so a modification committed meanwhile is never released at its old amount. The other order
 * of its pair, if any, stays pending on its own (unpaired); when the reason is `oco` the other has just filled.
 */
export async function cancelInTrx(trx: Transaction<Database>, order: Pick<OrderRow, 'id'>, reason: CloseReason): Promise<OrderRow | null> {
  const id = Number(order.id);
  const row = await readForChange(trx, id);
  if (!row || Number(row.status) !== OrderStatus.pending) return null;
  const now = nowIso();
  const changes = { status: OrderStatus.cancelled, reserved: ZERO, close_reason: reason, closed_at: now, updated_at: now };
  if (!(await updatePending(trx, row, changes))) return null;
  const release = cancelReleasePosting(row, reason);
  if (release) await postLedger(trx, release);
  if (row.oco_id && reason !== 'oco') {
    await trx
      .updateTable('orders')
      .set({ oco_id: null, updated_at: now })
      .where('id', '=', Number(row.oco_id))
      .where('oco_id', '=', id)
      .where('status', '=', OrderStatus.pending)
      .execute();
  }
  return { ...row, ...changes };
}

/** After a fill: the other order of its pair cancelled (`oco`), its reservation released; null when it has none left pending. */
export async function cancelPairInTrx(trx: Transaction<Database>, filled: OrderRow): Promise<OrderRow | null> {
  if (!filled.oco_id) return null;
  const other = await trx.selectFrom('orders').select(['id', 'oco_id']).where('id', '=', Number(filled.oco_id)).executeTakeFirst();
  if (!other || Number(other.oco_id) !== Number(filled.id)) return null;
  return cancelInTrx(trx, other, 'oco');
}

/** A pending order's new price, stops and expiry, with its margin and fee priced again at the new price. */
export interface PendingChange {
  target: string;
  sl: string;
  tp: string;
  expiresAt: string | null;
  margin: string;
  fee: string;
}

/**
 * Pending → pending with a new price, stops and expiry (docs/trading.md "Modifying a pending order"). The reservation
 * becomes the order's cost at the new price; only the difference moves. More is frozen only when the money allows it
 * (the balance less a floating loss, like a new order: `floating` is the user's floating P&L); less is released. The
 * change applies to the revision `row` was judged at and counts the next one: null when the order was filled,
 * cancelled or changed meanwhile.
 */
export async function modifyInTrx(trx: Transaction<Database>, row: OrderRow, change: PendingChange, floating: string): Promise<OrderRow | null> {
  const id = Number(row.id);
  const userId = Number(row.user_id);
  // The order before the account, as a fill, a cancel and a close take them: the other way round, a fill holding the
  // order and waiting for the account while this holds the account and waits for the order is a deadlock, which
  // PostgreSQL ends after a second by failing one of the two.
  let read = trx.selectFrom('orders').selectAll().where('id', '=', id);
  if (isPostgres(trx)) read = read.forUpdate();
  const current = await read.executeTakeFirst();
  const accounts = await lockAccounts(trx, [userId]);
  const revision = Number(row.revision ?? 0);
  if (!current || Number(current.status) !== OrderStatus.pending || Number(current.revision ?? 0) !== revision) return null;
  const reserved = roundMoney(add(change.margin, change.fee));
  const more = roundMoney(sub(reserved, current.reserved));
  if (gt(more, 0) && !canAfford(accounts.get(userId)!.balance, floating, more)) throw new AppError('insufficientMargin');
  const now = nowIso();
  const changes = {
    origin_price: change.target, sl: change.sl, tp: change.tp, expires_at: change.expiresAt, margin: change.margin, fee: change.fee,
    reserved, revision: revision + 1, updated_at: now,
  };
  if (!(await updatePending(trx, current, changes))) return null;
  if (!isZero(more)) {
    const memo = `Pending order modified ${row.code} #${id}: reservation adjusted`;
    const freeze = gt(more, 0);
    const amount = freeze ? more : roundMoney(big(more).neg());
    await postLedger(trx, {
      userId, value: freeze ? `-${amount}` : amount, lockValue: freeze ? amount : `-${amount}`,
      type: freeze ? LedgerType.marginLock : LedgerType.marginUnlock, ref: `order:${id}:modify:${revision + 1}`, memo, memoTran: memo,
    });
  }
  return { ...current, ...changes };
}

/**
 * Pending → holding at `price`: the reservation is released and margin and fee locked at the fill price. `stillDue`
 * judges the order as stored now: a modification committed after the tick chose this order (a new price the quote
 * has not reached) wins, and the order stays pending. The caller cancels its pair in the same transaction
 * (cancelPairInTrx).
 */
export async function fillInTrx(
  trx: Transaction<Database>, id: number, price: string, margin: string, fee: string, stillDue: (row: OrderRow) => boolean = () => true,
): Promise<OrderRow | null> {
  const row = await readForChange(trx, id);
  if (!row || Number(row.status) !== OrderStatus.pending || !stillDue(row)) return null;
  const now = nowIso();
  const changes = { status: OrderStatus.holding, open_price: price, margin, fee, reserved: ZERO, opened_at: now, updated_at: now };
  if (!(await updatePending(trx, row, changes))) return null;
  const userId = Number(row.user_id);
  if (!isZero(row.reserved)) await postLedger(trx, fillReleasePosting(row));
  await postOpen(trx, userId, id, row.code, margin, fee);
  return { ...row, ...changes };
}

/** Demo reset: every open order of the user cancelled or closed at the current price; returns their ids. */
export async function resetInTrx(trx: Transaction<Database>, userId: number, quote: (code: string) => QuoteState | undefined, rates: RateLookup): Promise<number[]> {
  // Every open order locked first, in id order, before the account: a fill or close of one of them takes the order
  // and then the account, so the reset must never hold the account (after its first cancel or close) while it waits
  // for another order — a deadlock, which PostgreSQL ends after a second by failing one of the two.
  let open = trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).orderBy('id');
  if (isPostgres(trx)) open = open.forUpdate();
  const rows = await open.execute();
  for (const row of rows) {
    if (Number(row.status) === OrderStatus.pending) await cancelInTrx(trx, row, 'demo_reset');
    else {
      const q = quote(row.code);
      await closeInTrx(trx, row, q ? closePrice(Number(row.side), q) : row.open_price!, 'demo_reset', rates);
    }
  }
  return rows.map((r) => Number(r.id));
}
