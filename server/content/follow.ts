import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { exactSum, exactUnits, moneySum } from '../db/money-sum.js';
import { SharedReading } from '../db/shared-reading.js';
import '../trading/schema.js';
import { big, div, mul, roundTo } from '../../src/core/money/index.js';
import './schema.js';
import '../copy/schema.js';

// GET /api/follow/list: the trader ranking, computed from real closed trades (orders.status 3) of real (non-demo)
// users: return and win rate over the last three weeks and all time. Listed: users with at least one closed trade
// who are not hidden, neither by an operator (follow_profiles.hidden) nor by their own choice (users.ranking_hidden_at,
// copy/consent.ts). Display name: the profile's, else a masked account name.

export interface FollowEntry {
  /** Rank position, 1 = best. */
  rank: number;
  /** Public uid of the trader (stable key). */
  uid: string;
  /** Display name (never the full e-mail or phone number). */
  user: string;
  /** Most used leverage of the trader's trades (1 for fixed-margin trades). */
  multiple: number;
  /** Realised P&L ÷ margin used over the last 21 days, in percent (2 dp). */
  three_week_rate: string;
  /** Share of winning trades over the last 21 days, in percent (2 dp). */
  three_week_win: string;
  /** Realised P&L over the last 21 days, USD (2 dp). */
  three_week_profit: string;
  /** Realised P&L ÷ margin used, all time, percent (2 dp). */
  total_rate: string;
  total_trade_num: number;
  /** The trader's most traded instrument (ShowCode). */
  code: string;
}

export const THREE_WEEKS_MS = 21 * 24 * 3600 * 1000;

export function maskAccount(email: string | null, mobile: string | null, uid: string): string {
  if (email) {
    const [name, domain] = email.split('@');
    return `${name.slice(0, 2)}***@${domain ?? ''}`;
  }
  if (mobile) return `${mobile.slice(0, 3)}****${mobile.slice(-2)}`;
  return `Trader ${uid.slice(0, 2)}***${uid.slice(-2)}`;
}

const pct = (a: string, b: string) => (big(b).eq(0) ? '0.00' : roundTo(mul(div(a, b), 100), 2));

/** The ranking is recomputed at most this often (it reads every closed trade). */
export const FOLLOW_CACHE_MS = 30_000;
/** Each server's ranking (tests run several servers in a process), by its database. */
const rankings = new WeakMap<Kysely<Database>, SharedReading<FollowEntry[]>>();
const rankingOf = (db: Kysely<Database>) => {
  let r = rankings.get(db);
  if (!r) rankings.set(db, (r = new SharedReading((now) => rankAll(db, now), FOLLOW_CACHE_MS)));
  return r;
};
/** For a change that must show at once (a trader hidden): a ranking worked out before it is not kept. */
export const invalidateFollowCache = (db: Kysely<Database>) => rankingOf(db).forget();

/** A span of user ids [from, to), or null for every user. */
type Span = readonly [number, number] | null;
/** User ids a statement covers on SQLite: about 7,500 closed trades at 150 a trader, some 25 ms of the event loop. */
const SPAN_IDS = 50;

/** The closed trades of the traders who may be ranked: real, not hidden by an operator nor by themselves. */
function rankedTrades(db: Kysely<Database>, span: Span) {
  const q = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('follow_profiles as f', 'f.user_id', 'o.user_id')
    .where('u.is_demo', '=', 0)
    .where('u.ranking_hidden_at', 'is', null)
    .where((eb) => eb.or([eb('f.hidden', 'is', null), eb('f.hidden', '=', 0)]));
  if (!span) return q.where('o.status', '=', 3);
  // `+status` keeps SQLite off the status index (every closed trade, for each span) and on the (user, status) one.
  return q.where(sql`+${sql.ref('o.status')}`, '=', 3).where('o.user_id', '>=', span[0]).where('o.user_id', '<', span[1]);
}

/** Each ranked trader's most frequent `value` over their closed trades (the smaller value on a tie). */
async function mostFrequent(db: Kysely<Database>, span: Span, value: RawBuilder<string | number>, withInstrument = false): Promise<Map<number, string | number>> {
  let trades = rankedTrades(db, span);
  if (withInstrument) trades = trades.leftJoin('instruments as i', 'i.id', 'o.instrument_id');
  const counted = trades
    .select(['o.user_id', value.as('v'), sql<number>`row_number() over (partition by o.user_id order by count(*) desc, ${value})`.as('n')])
    .groupBy(['o.user_id', value])
    .as('c');
  const rows = await db.selectFrom(counted).select(['c.user_id', 'c.v']).where('c.n', '=', 1).execute();
  return new Map(rows.map((r) => [Number(r.user_id), r.v]));
}

/** The figures of the ranked traders among a span of user ids, not yet ranked. */
async function figuresOf(db: Kysely<Database>, since: string, span: Span): Promise<FollowEntry[]> {
  const recent = sql`${sql.ref('o.closed_at')} >= ${since}`;
  const won = sql`${exactUnits(db, 'o.profit')} > 0`;
  const traders = await rankedTrades(db, span)
    .select([
      'o.user_id', 'u.uid', 'u.email', 'u.mobile', 'f.display_name',
      (eb) => eb.fn.countAll<number>().as('trades'),
      sql<number>`sum(case when ${recent} then 1 else 0 end)`.as('recent'),
      sql<number>`sum(case when ${recent} and ${won} then 1 else 0 end)`.as('wins'),
      exactSum(db, 'o.profit').as('profit_all'),
      exactSum(db, 'o.margin').as('margin_all'),
      exactSum(db, 'o.profit', recent).as('profit_3w'),
      exactSum(db, 'o.margin', recent).as('margin_3w'),
    ])
    .groupBy(['o.user_id', 'u.uid', 'u.email', 'u.mobile', 'f.display_name'])
    .execute();
  if (traders.length === 0) return [];
  await nextTurn();
  const leverage = await mostFrequent(db, span, sql<number>`case when ${sql.ref('o.margin_mode')} = 1 then 1 else coalesce(${sql.ref('o.leverage')}, 1) end`);
  await nextTurn();
  const pair = await mostFrequent(db, span, sql<string>`coalesce(${sql.ref('i.show_code')}, ${sql.ref('o.code')})`, true);
  return traders.map((t) => {
    const [profitAll, marginAll, profit3, margin3] = [t.profit_all, t.margin_all, t.profit_3w, t.margin_3w].map((x) => moneySum(db, x));
    const recentTrades = Number(t.recent);
    return {
      rank: 0,
      uid: t.uid,
      user: t.display_name || maskAccount(t.email, t.mobile, t.uid),
      multiple: Number(leverage.get(Number(t.user_id)) ?? 1),
      three_week_rate: pct(profit3, margin3),
      three_week_win: recentTrades ? roundTo((Number(t.wins) / recentTrades) * 100, 2) : '0.00',
      three_week_profit: roundTo(profit3, 2),
      total_rate: pct(profitAll, marginAll),
      total_trade_num: Number(t.trades),
      code: String(pair.get(Number(t.user_id)) ?? ''),
    };
  });
}

/**
 * The ranking, counted by the database so that a row per trader comes back: reading every closed trade into the
 * process held its event loop 2.4 s for 300,000 trades. PostgreSQL counts them all in one go, on its side; SQLite
 * answers inside the process, so there it counts SPAN_IDS users at a time on the orders' (user, status) index, with a
 * turn of the event loop between statements. Sums of money are exact (money-sum.ts).
 */
async function rankAll(db: Kysely<Database>, now: number): Promise<FollowEntry[]> {
  const since = new Date(now - THREE_WEEKS_MS).toISOString();
  const entries: FollowEntry[] = [];
  if (isPostgres(db)) entries.push(...(await figuresOf(db, since, null)));
  else {
    const { top } = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
    for (let from = 1; from <= Number(top ?? 0); from += SPAN_IDS) {
      entries.push(...(await figuresOf(db, since, [from, from + SPAN_IDS])));
      await nextTurn();
    }
  }
  entries.sort((x, y) => big(y.three_week_rate).cmp(big(x.three_week_rate)) || big(y.total_rate).cmp(big(x.total_rate)) || x.uid.localeCompare(y.uid));
  entries.forEach((e, i) => (e.rank = i + 1));
  return entries;
}

/** The top `limit` of the ranking, kept FOLLOW_CACHE_MS; one working out at a time, shared by the requests waiting. */
export async function followList(db: Kysely<Database>, now = Date.now(), limit = 50): Promise<FollowEntry[]> {
  return (await rankingOf(db).current(now)).slice(0, limit);
}
