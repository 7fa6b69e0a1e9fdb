/**
 * The rules of a trader's own limits, pure (docs/accounts.md "Trading limits and breaks"). The one rule that makes a
 * limit worth setting: a limit made tighter applies at once, one made looser (or removed) only after a day's wait, so a
 * limit holds in the moment it was set for — after a loss, late at night.
 */
import { lte, max, sub } from '../../src/core/money/index.js';
import type { LimitPeriod, LimitRow } from './schema.js';

export const DAY_MS = 86_400_000;
/** The rolling window each period counts over. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };
export const PERIODS = Object.keys(PERIOD_MS) as LimitPeriod[];
/** How long a looser limit (or a removed one) waits before it applies. */
export const LOOSENING_WAIT_MS = DAY_MS;
/** The breaks a trader can take, in days. */
export const BREAK_DAYS = [1, 7, 30, 180] as const;

export interface Limit {
  amount: string;
  period: LimitPeriod;
}
export interface LimitState {
  /** What applies now; null: no limit. */
  current: Limit | null;
  /** A looser limit (null: none at all) that applies from `at`. */
  next: { limit: Limit | null; at: string } | null;
}
/** The row's columns a change writes; null: the row goes (no limit, nothing waits). */
export type LimitColumns = Pick<LimitRow, 'amount' | 'period' | 'next_amount' | 'next_period' | 'next_at'> | null;

const limitOf = (amount: string | null, period: LimitPeriod | null): Limit | null => (amount == null || period == null ? null : { amount, period });

/** What a stored row means at `now`: a waiting change whose time has come is what applies. */
export function stateOf(row: LimitRow | undefined, now: number): LimitState {
  if (!row) return { current: null, next: null };
  if (row.next_at && Date.parse(row.next_at) <= now) return { current: limitOf(row.next_amount, row.next_period), next: null };
  return { current: limitOf(row.amount, row.period), next: row.next_at ? { limit: limitOf(row.next_amount, row.next_period), at: row.next_at } : null };
}

/**
 * True when `wanted` lets through no more than `current` could: no larger amount over a window that is no shorter
 * (100 a month is tighter than 100 a week; 100 a day is not tighter than 500 a week — it allows 700 in a week).
 */
export function tighter(current: Limit | null, wanted: Limit | null): boolean {
  if (!current) return true;
  if (!wanted) return false;
  return lte(wanted.amount, current.amount) && PERIOD_MS[wanted.period] >= PERIOD_MS[current.period];
}

/** What a limit of `amount` leaves once `used` is counted (never below 0). */
export const roomLeft = (amount: string, used: string): string => max(sub(amount, used), 0).toString();

const same = (a: Limit | null, b: Limit | null) => (a && b ? a.period === b.period && a.amount === b.amount : a === b);

/**
 * The columns after the trader asks for `wanted` (null: no limit). Tighter applies now and drops a waiting change;
 * looser waits `LOOSENING_WAIT_MS` — asking for the same looser limit again keeps the wait already running.
 */
export function change(state: LimitState, wanted: Limit | null, now: number): { columns: LimitColumns; applied: boolean } {
  if (tighter(state.current, wanted)) {
    if (!wanted) return { columns: null, applied: true };
    return { columns: { amount: wanted.amount, period: wanted.period, next_amount: null, next_period: null, next_at: null }, applied: true };
  }
  const current = state.current!;
  const at = state.next && same(state.next.limit, wanted) ? state.next.at : new Date(now + LOOSENING_WAIT_MS).toISOString();
  return { columns: { amount: current.amount, period: current.period, next_amount: wanted?.amount ?? null, next_period: wanted?.period ?? null, next_at: at }, applied: false };
}
