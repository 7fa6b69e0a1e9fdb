import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import '../trading/schema.js';
import { big, div, mul, roundTo, sum, type Big } from '../../src/core/money/index.js';
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

const pct = (a: Big, b: Big) => (b.eq(0) ? '0.00' : roundTo(mul(div(a, b), 100), 2));

function mode<T>(xs: T[], fallback: T): T {
  const counts = new Map<T, number>();
  let best = fallback;
  let bestN = 0;
  for (const x of xs) {
    const n = (counts.get(x) ?? 0) + 1;
    counts.set(x, n);
    if (n > bestN) [best, bestN] = [x, n];
  }
  return best;
}

let cache: { at: number; db: unknown; list: FollowEntry[] } | null = null;
/** The ranking is recomputed at most this often (it scans closed trades). */
export const FOLLOW_CACHE_MS = 30_000;
export const invalidateFollowCache = () => {
  cache = null;
};

export async function followList(db: Kysely<Database>, now = Date.now(), limit = 50): Promise<FollowEntry[]> {
  if (cache && cache.db === db && now - cache.at < FOLLOW_CACHE_MS) return cache.list.slice(0, limit);
  const since = new Date(now - THREE_WEEKS_MS).toISOString();
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('follow_profiles as f', 'f.user_id', 'o.user_id')
    .leftJoin('instruments as i', 'i.id', 'o.instrument_id')
    .select(['o.user_id', 'o.profit', 'o.margin', 'o.leverage', 'o.margin_mode', 'o.code', 'o.closed_at', 'i.show_code', 'u.uid', 'u.email', 'u.mobile', 'f.display_name', 'f.hidden'])
    .where('o.status', '=', 3)
    .where('u.is_demo', '=', 0)
    .where('u.ranking_hidden_at', 'is', null)
    .where((eb) => eb.or([eb('f.hidden', 'is', null), eb('f.hidden', '=', 0)]))
    .execute();

  interface Acc { uid: string; user: string; all: typeof rows; recent: typeof rows }
  const byUser = new Map<number, Acc>();
  for (const r of rows) {
    let a = byUser.get(r.user_id);
    if (!a) byUser.set(r.user_id, (a = { uid: r.uid, user: r.display_name || maskAccount(r.email, r.mobile, r.uid), all: [], recent: [] }));
    a.all.push(r);
    if (r.closed_at && r.closed_at >= since) a.recent.push(r);
  }
  const entries = [...byUser.values()].map((a) => {
    const profitAll = sum(a.all.map((r) => r.profit ?? '0'));
    const marginAll = sum(a.all.map((r) => r.margin));
    const profit3 = sum(a.recent.map((r) => r.profit ?? '0'));
    const margin3 = sum(a.recent.map((r) => r.margin));
    const wins = a.recent.filter((r) => big(r.profit ?? '0').gt(0)).length;
    return {
      rank: 0,
      uid: a.uid,
      user: a.user,
      multiple: mode(a.all.map((r) => (Number(r.margin_mode) === 1 ? 1 : Number(r.leverage ?? 1))), 1),
      three_week_rate: pct(profit3, margin3),
      three_week_win: a.recent.length ? roundTo((wins / a.recent.length) * 100, 2) : '0.00',
      three_week_profit: roundTo(profit3, 2),
      total_rate: pct(profitAll, marginAll),
      total_trade_num: a.all.length,
      code: mode(a.all.map((r) => r.show_code ?? r.code), ''),
    } satisfies FollowEntry;
  });
  entries.sort((x, y) => big(y.three_week_rate).cmp(big(x.three_week_rate)) || big(y.total_rate).cmp(big(x.total_rate)) || x.uid.localeCompare(y.uid));
  entries.forEach((e, i) => (e.rank = i + 1));
  cache = { at: now, db, list: entries };
  return entries.slice(0, limit);
}
