/**
 * Responsible-trading limits (docs/accounts.md "Trading limits and breaks"): the limits a trader set on themselves,
 * and the breaks they took. A row of `trading_limits` exists while a limit applies or a change of it waits.
 */
import type { Generated, Selectable } from 'kysely';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';

export interface TradingLimitsTable {
  user_id: number;
  kind: LimitKind;
  /** USD (2 decimals) the period may take; null: no limit now (a limit set only waits, in `next_*`). */
  amount: string | null;
  period: LimitPeriod;
  /** A looser limit (or its removal, `next_amount` null) that applies from `next_at`; null `next_at`: none waits. */
  next_amount: string | null;
  next_period: LimitPeriod | null;
  next_at: string | null;
  updated_at: string;
}

export interface TradingBreaksTable {
  id: Generated<number>;
  user_id: number;
  started_at: string;
  ends_at: string;
}

declare module '../db/schema.js' {
  interface Database {
    trading_limits: TradingLimitsTable;
    trading_breaks: TradingBreaksTable;
  }
}

export type LimitRow = Selectable<TradingLimitsTable>;
