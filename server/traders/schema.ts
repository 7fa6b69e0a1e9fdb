/** Table types of migration 009_trader_tools (added to the foundation's Database by module augmentation). */
import type { Generated, Selectable } from 'kysely';

export interface WatchlistTable {
  user_id: number;
  instrument_id: number;
  /** 0-based place in the person's order. */
  position: number;
}

export interface UserPreferencesTable {
  user_id: number;
  one_click_trading: number;
  updated_at: string;
}

/** Alert status: 0 waiting, 1 fired (once; editing a fired alert arms it again). */
export const AlertStatus = { active: 0, fired: 1 } as const;
export type AlertDirection = 'above' | 'below';

export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  instrument_id: number;
  code: string;
  /** 'above': fires when the ask reaches the price; 'below': when the bid does (docs/trading.md "Price alerts"). */
  direction: AlertDirection;
  price: string;
  status: number;
  created_at: string;
  updated_at: string;
  fired_at: string | null;
  fired_price: string | null;
  /** 1: also told by e-mail or SMS when it fires (migration 027), 0: on the app only. */
  by_message: Generated<number>;
}

export type PriceAlert = Selectable<PriceAlertsTable>;

declare module '../db/schema.js' {
  interface Database {
    watchlist: WatchlistTable;
    user_preferences: UserPreferencesTable;
    price_alerts: PriceAlertsTable;
  }
}
