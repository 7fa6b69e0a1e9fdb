/** Table types of migration 012_market_archive (added to the foundation's Database by module augmentation). */

export interface MarketCandlesTable {
  code: string;
  /** One of PERIODS. */
  period: string;
  /** The bar's bucket start, unix seconds (a bigint: PostgreSQL answers it as a string). */
  time: number | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number | string;
}

export interface MarketQuotesTable {
  code: string;
  bid: string;
  ask: string;
  /** ms epoch of the quote. */
  time: number | string;
}

declare module '../db/schema.js' {
  interface Database {
    market_candles: MarketCandlesTable;
    market_quotes: MarketQuotesTable;
  }
}
