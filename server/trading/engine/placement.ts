/**
 * Opening orders, several per transaction (docs/trading.md "Group commit"). Orders that arrive while the engine is
 * writing wait and are written together next: one transaction, a fixed number of statements however many orders it
 * holds, so under load each order costs a fraction of a round trip to the database instead of eight. An order that
 * arrives alone is written alone at once: nothing waits for a batch to fill.
 *
 * Each order is still judged as if it came alone, in arrival order: the affordability check sees the balances left
 * by the orders before it (and their floating P&L), a refusal refuses that order only, and a client_ref already used
 * answers its first order. The queue that forms the batches is placement-queue.ts.
 */
import { add, canAfford, roundMoney } from '../../../src/core/money/index.js';
import { AppError } from '../../http/envelope.js';
import type { Pipeline } from '../../db/pipeline.js';
import { LedgerType, lockAccountsQuery, lockedAccounts, type AccountBalances, type LedgerPosting } from '../../ledger/index.js';
import { BatchLedger } from './batch-writes.js';
import type { Instrument } from '../repo.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import { bookOrder, type BookOrder } from './book.js';
import { ZERO } from './pricing.js';
import { openPostings } from './postings.js';
import type { ValidOrder } from './validation.js';

export interface NewOrder {
  userId: number;
  inst: Instrument;
  order: ValidOrder;
  /** the open price of a market order, the target of a pending one */
  price: string;
  margin: string;
  fee: string;
  /** the user's floating P&L with these positions of theirs opened before it in the same batch (a loss reduces what may be committed) */
  floating: (opened: BookOrder[]) => string;
  /** A copy trade (docs/trading.md "Copy trading"): the trader's position it copies. */
  copyOf?: number | null;
}

export interface Placed {
  row: OrderRow;
  /** true when the client_ref had been used: `row` is the first order, nothing new was written */
  duplicate: boolean;
}

const refKey = (userId: number, ref: string) => `${userId}\u0000${ref}`;

/** The ledger rows of one new order: margin and fee of a market order, the reservation of a pending one. */
export function postingsOf(n: NewOrder, id: number): LedgerPosting[] {
  if (n.order.mode === 1) return openPostings(n.userId, id, n.inst.code, n.margin, n.fee);
  const cost = roundMoney(add(n.margin, n.fee));
  const memo = `Pending order ${n.inst.code} #${id}: margin and fee reserved`;
  return [{ userId: n.userId, value: `-${cost}`, lockValue: cost, type: LedgerType.marginLock, ref: `order:${id}:reserve`, memo, memoTran: memo }];
}

/** The row of a new order, without its id. */
export function orderValues(n: NewOrder, now: string) {
  const { userId, inst, order, price, margin, fee } = n;
  const market = order.mode === 1;
  return {
    user_id: userId, instrument_id: inst.id, code: inst.code, side: order.side, status: market ? OrderStatus.holding : OrderStatus.pending,
    lots: order.lots, leverage: order.leverage, margin_mode: inst.marginMode, contract_size: inst.contractSize, quote_ccy: inst.quote,
    price_precision: inst.precision, origin_price: price, open_price: market ? price : null, close_price: null,
    sl: order.sl, tp: order.tp, margin, fee, reserved: market ? ZERO : roundMoney(add(margin, fee)), profit: null, close_reason: null,
    client_ref: order.clientRef, created_at: now, opened_at: market ? now : null, closed_at: null, updated_at: now,
    expires_at: order.expiresAt, pending_type: order.pendingType, copy_of: n.copyOf ?? null,
  };
}

/**
 * Which orders the money allows, in order: each is checked against what the accepted ones before it left. Ids are not
 * known yet; the rows are made again with them once the orders are inserted (the same sums).
 */
export function accept(batch: NewOrder[], accounts: Map<number, AccountBalances>, now: string): Array<AppError | null> {
  const left = new BatchLedger(accounts, now);
  const opened = new Map<number, BookOrder[]>();
  return batch.map((n) => {
    const mine = opened.get(n.userId) ?? [];
    if (!canAfford(left.balances(n.userId).balance, n.floating(mine), roundMoney(add(n.margin, n.fee)))) return new AppError('insufficientMargin');
    try {
      left.post(n.userId, postingsOf(n, 0));
    } catch (e) {
      if (AppError.is(e, 'insufficientBalance')) return new AppError('insufficientMargin');
      throw e;
    }
    if (n.order.mode === 1) opened.set(n.userId, [...mine, bookOrder({ ...orderValues(n, now), id: 0, trail_pips: '0' } as OrderRow)]);
    return null;
  });
}

/** The statement reading the orders of these (user, client_ref) keys already written. */
function ordersByRefQuery(db: Pipeline['db'], batch: NewOrder[]) {
  const withRef = batch.filter((n) => n.order.clientRef !== null);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', 'in', [...new Set(withRef.map((n) => n.userId))])
    .where('client_ref', 'in', [...new Set(withRef.map((n) => n.order.clientRef!))]);
}

const byRef = (rows: OrderRow[]) => new Map(rows.map((r) => [refKey(Number(r.user_id), r.client_ref!), r]));

/**
 * Writes a batch of new orders with their ledger rows in the pipeline's transaction; the answer for each, in order:
 * the order (new, or the first one of its client_ref) or the refusal. At most three round trips on PostgreSQL however
 * many orders: the used refs read with the accounts locked, the orders inserted, the ledger written with the commit.
 */
export async function placeOrders(p: Pipeline, batch: NewOrder[]): Promise<Array<Placed | AppError>> {
  const now = new Date().toISOString();
  const out: Array<Placed | AppError | undefined> = new Array(batch.length);
  const anyRef = batch.some((n) => n.order.clientRef !== null);
  // Every order of the batch locks its trader's account, even one answered by an earlier order of its client_ref:
  // the refs are read with the lock so that both go in one round trip.
  const users = batch.map((n) => n.userId);
  const [accountRows, refRows = []] = await p.run(anyRef ? [lockAccountsQuery(p.db, users), ordersByRefQuery(p.db, batch)] : [lockAccountsQuery(p.db, users)]);
  const accounts = lockedAccounts(accountRows as Parameters<typeof lockedAccounts>[0], users);
  const prior = byRef(refRows as OrderRow[]);
  // A client_ref seen earlier in this batch is answered like one written before: by that order, once it is written.
  const firstOfRef = new Map<string, number>();
  const twins: Array<[number, number]> = [];
  const fresh: number[] = [];
  batch.forEach((n, i) => {
    const key = n.order.clientRef === null ? null : refKey(n.userId, n.order.clientRef);
    const earlier = key === null ? undefined : prior.get(key);
    if (earlier) out[i] = { row: earlier, duplicate: true };
    else if (key !== null && firstOfRef.has(key)) twins.push([i, firstOfRef.get(key)!]);
    else {
      if (key !== null) firstOfRef.set(key, i);
      fresh.push(i);
    }
  });

  const refusals = accept(fresh.map((i) => batch[i]), accounts, now);
  const accepted = fresh.filter((i, k) => {
    if (refusals[k]) out[i] = refusals[k]!;
    return !refusals[k];
  });

  if (accepted.length) {
    let q = p.db.insertInto('orders').values(accepted.map((i) => orderValues(batch[i], now)));
    // Another engine's twin written meanwhile (only across a leader switch) is skipped here and read back below.
    if (accepted.some((i) => batch[i].order.clientRef !== null)) q = q.onConflict((oc) => oc.columns(['user_id', 'client_ref']).doNothing());
    const [inserted] = await p.run([q.returningAll()]);
    const rows = (inserted as OrderRow[]).sort((a, b) => Number(a.id) - Number(b.id));
    // Rows with a client_ref are matched by it; the others come back in the order they were listed (ascending ids).
    const mine = byRef(rows.filter((r) => r.client_ref !== null));
    const plain = rows.filter((r) => r.client_ref === null);
    const written: number[] = [];
    for (const i of accepted) {
      const ref = batch[i].order.clientRef;
      const row = ref === null ? plain.shift() : mine.get(refKey(batch[i].userId, ref));
      if (row) {
        out[i] = { row, duplicate: false };
        written.push(i);
      }
    }
    const skipped = accepted.filter((i) => !out[i]);
    // The ledger rows with the real ids, from the balances read at the start, for the orders actually written.
    const ledger = new BatchLedger(accounts, now);
    for (const i of written) ledger.post(batch[i].userId, postingsOf(batch[i], Number((out[i] as Placed).row.id)));
    const writes = ledger.writes(p.db);
    const answers = await p.run(skipped.length ? [...writes, ordersByRefQuery(p.db, skipped.map((i) => batch[i]))] : writes, true);
    if (skipped.length) {
      const raced = byRef(answers.at(-1) as OrderRow[]);
      for (const i of skipped) out[i] = { row: raced.get(refKey(batch[i].userId, batch[i].order.clientRef!))!, duplicate: true };
    }
  }
  for (const [i, first] of twins) {
    const answer = out[first]!;
    out[i] = answer instanceof AppError ? answer : { row: answer.row, duplicate: true };
  }
  return out as Array<Placed | AppError>;
}
