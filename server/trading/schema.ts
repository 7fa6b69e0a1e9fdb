/** Table types of migration 002_trading (added to the foundation's Database by module augmentation). */
import type { Generated, Selectable } from 'kysely';

export interface CategoriesTable {
  id: number;
  name: string;
  /** JSON object lang → name (NameShowTrans) */
  names: string;
  sort: number;
}

export interface InstrumentsTable {
  id: Generated<number>;
  code: string;
  show_code: string;
  category_id: number;
  logo: string;
  base_ccy: string;
  quote_ccy: string;
  price_precision: number;
  contract_size: string;
  min_lots: string;
  lot_step: string;
  fee_rate: string;
  /** Swap, USD per lot and night held by a buy / a sell; negative is charged to the trader (migration 034). */
  swap_long: Generated<string>;
  swap_short: Generated<string>;
  /** JSON array of integers, e.g. "[50,100,200]"; "[]" = no leverage configured */
  leverages: string;
  margin_mode: number;
  spread: string;
  ref_price: string;
  volatility: string;
  session: string;
  /** null = by session, 1 forced open, 0 forced closed */
  market_status: number | null;
  enabled: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** Order status: 0 pending, 1 holding (open position), 2 cancelled, 3 closed. */
export const OrderStatus = { pending: 0, holding: 1, cancelled: 2, closed: 3 } as const;

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  instrument_id: number;
  code: string;
  /** 1 buy, 2 sell */
  side: number;
  status: number;
  lots: string;
  /** null for MarginMode 1 */
  leverage: number | null;
  margin_mode: number;
  contract_size: string;
  quote_ccy: string;
  price_precision: number;
  /** Requested price: the target of a pending order, the market price seen at submit otherwise. */
  origin_price: string;
  /** Fill price; null while pending. */
  open_price: string | null;
  close_price: string | null;
  /** '0' = not set */
  sl: string;
  tp: string;
  /** Margin (USD, 6 dp): locked while holding; for a pending order the estimate at the target price. */
  margin: string;
  fee: string;
  /** Amount frozen by a pending order (margin + fee); '0' once filled or cancelled. */
  reserved: string;
  /** Realised P&L (USD, 6 dp) once closed. */
  profit: string | null;
  /** user | partial | sl | tp | stop_out | cancel | expired | demo_reset | insufficient_margin | own_limit | admin | oco | copy | copy_stop */
  close_reason: string | null;
  /** A partial close: the position this closed part came from (migration 007). */
  parent_id?: number | null;
  /** Trailing stop distance in pips, '0' = off (migration 008). */
  trail_pips?: string;
  /** A pending order not filled by then is cancelled ('expired'); null = good till cancelled (migration 022). */
  expires_at?: string | null;
  /** Accepted modifications of the pending order (migration 023): 0 as placed. */
  revision?: Generated<number>;
  /** A pending order's trigger (migration 024): 'limit' or 'stop'; null for a market order and older limit orders. */
  pending_type?: string | null;
  /** The other pending order of its one-cancels-the-other pair (migration 028); kept once either has ended. */
  oco_id?: number | null;
  /** A copy (migration 030): the position of the trader it copies, whose close closes it; null for the trader's own. */
  copy_of?: number | null;
  /** Swap taken (negative) or earned so far, USD 6 dp; moved in the ledger at each rollover (migration 034). */
  swap?: Generated<string>;
  /** The trading day (YYYY-MM-DD) of the last rollover it was charged for; null: none yet. */
  swap_through?: string | null;
  /** Client idempotency key of the submit (unique per user when given). */
  client_ref: string | null;
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
  updated_at: string;
}

/** A trader's note on a position (migration 025): keyed by the position, a closed part's note is its position's. */
export interface OrderNotesTable {
  order_id: number;
  user_id: number;
  note: string;
  /** The note's search form (db/search-text.ts `folded`, migration 039), written with it. */
  folded: string;
  updated_at: string;
}

/**
 * A margin call (migration 026): the account's risk rate fell below the margin-call level at `started_at`, with the
 * figures of that moment; the owner told at `notified_at`; `ended_at` once safe again (null: still on).
 */
export interface MarginCallsTable {
  id: Generated<number>;
  user_id: number;
  risk_rate: string;
  equity: string;
  margin: string;
  /** the margin-call level in force, % */
  level: string;
  started_at: string;
  notified_at: string | null;
  ended_at: string | null;
}

declare module '../db/schema.js' {
  interface Database {
    categories: CategoriesTable;
    instruments: InstrumentsTable;
    orders: OrdersTable;
    order_notes: OrderNotesTable;
    margin_calls: MarginCallsTable;
  }
}

export type CategoryRow = Selectable<CategoriesTable>;
export type InstrumentRow = Selectable<InstrumentsTable>;
export type OrderRow = Selectable<OrdersTable>;
