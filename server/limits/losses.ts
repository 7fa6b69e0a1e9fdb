/**
 * What a trader lost over a loss limit's window (docs/accounts.md "Trading limits and breaks"): fees, the P&L of closed
 * trades and swap, summed exactly by the database. Read at every order of a trader with a loss limit, so a long window
 * must not cost a sum over a month of a busy trader's rows each time (30,000 rows: 6 ms): the ledger is append-only,
 * so a whole UTC day that ended over an hour ago (no transaction is open that long) never changes its total. Those
 * totals are kept per process, per database, read once with one grouped statement; only the window's ragged ends —
 * at most about two days of rows — are summed at each order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { exactSum, moneySum } from '../db/money-sum.js';
import { add, max, neg, roundMoney, sum } from '../../src/core/money/index.js';
import { LedgerType } from '../ledger/index.js';
import { DAY_MS } from './rules.js';

type Db = Kysely<Database>;
/** A day's rows are final this long after it ends. */
const SETTLE_MS = 3_600_000;
/** The accounts whose day totals are kept (the least recently read are dropped first). */
const KEPT_ACCOUNTS = 5_000;
const TRADING = [LedgerType.fee, LedgerType.realisedPnl, LedgerType.swap];

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

/** Net of the account's trading rows from `from` (inclusive) to `to` (exclusive; open: up to now). */
async function netBetween(db: Db, userId: number, from: number, to?: number): Promise<string> {
  let q = db.selectFrom('ledger').select(exactSum(db, 'value').as('net')).where('user_id', '=', userId).where('type', 'in', TRADING).where('created_at', '>=', iso(from));
  if (to !== undefined) q = q.where('created_at', '<', iso(to));
  return moneySum(db, (await q.executeTakeFirst())?.net);
}

/** Settled day totals by account ('2026-11-30' → net), most recently read last. */
type Days = Map<number, Map<string, string>>;
const kept = new WeakMap<Db, Days>();

async function dayTotals(db: Db, userId: number, first: number, end: number): Promise<string[]> {
  let days = kept.get(db);
  if (!days) kept.set(db, (days = new Map()));
  const mine = days.get(userId) ?? new Map<string, string>();
  days.delete(userId);
  days.set(userId, mine);
  if (days.size > KEPT_ACCOUNTS) days.delete(days.keys().next().value!);
  const wanted: string[] = [];
  for (let d = first; d < end; d += DAY_MS) wanted.push(dayOf(d));
  const missing = wanted.filter((d) => !mine.has(d));
  if (missing.length) {
    const from = Date.parse(`${missing[0]}T00:00:00.000Z`);
    const to = Date.parse(`${missing[missing.length - 1]}T00:00:00.000Z`) + DAY_MS;
    const rows = await db
      .selectFrom('ledger')
      .select((eb) => [eb.fn<string>('substr', ['created_at', eb.lit(1), eb.lit(10)]).as('day'), exactSum(db, 'value').as('net')])
      .where('user_id', '=', userId)
      .where('type', 'in', TRADING)
      .where('created_at', '>=', iso(from))
      .where('created_at', '<', iso(to))
      .groupBy('day')
      .execute();
    const found = new Map(rows.map((r) => [r.day, moneySum(db, r.net)]));
    for (const d of missing) mine.set(d, found.get(d) ?? '0');
  }
  return wanted.map((d) => mine.get(d)!);
}

/** Lost by trading from `since` to `now` (a gain counts 0), USD 6 dp. */
export async function lossSince(db: Db, userId: number, since: number, now: number): Promise<string> {
  const firstDay = Math.ceil(since / DAY_MS) * DAY_MS;
  const settledEnd = Math.floor((now - SETTLE_MS) / DAY_MS) * DAY_MS;
  let net: string;
  if (settledEnd - firstDay < 2 * DAY_MS) net = await netBetween(db, userId, since);
  else {
    const [head, days, tail] = await Promise.all([netBetween(db, userId, since, firstDay), dayTotals(db, userId, firstDay, settledEnd), netBetween(db, userId, settledEnd)]);
    net = add(add(head, sum(days)), tail).toString();
  }
  return roundMoney(max(neg(net), 0));
}
