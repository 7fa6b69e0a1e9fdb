/** Price feed contracts (DESIGN.md "Price feed"). */
import type { SessionKind } from '../trading/instruments.js';
import type { CandleSeries } from './candles.js';
import type { ClosureCalendar, MarketClosure } from './closures.js';

export const PERIODS = ['1M', '5M', '15M', '30M', '1H', '1D'] as const;
export type Period = (typeof PERIODS)[number];
/** Period lengths in seconds (docs/product.md#constants-and-limits). */
export const PERIOD_SECONDS: Record<Period, number> = {
  '1M': 60, '5M': 300, '15M': 900, '30M': 1800, '1H': 3600, '1D': 86400,
};
export const isPeriod = (p: unknown): p is Period => typeof p === 'string' && (PERIODS as readonly string[]).includes(p);

/** What the feed needs to know about an instrument. */
export interface FeedInstrument {
  code: string;
  precision: number;
  /** ask − bid in price units (decimal string) */
  spread: string;
  /** reference mid price (decimal string): the simulator's starting and mean-reversion level */
  price: string;
  /** annualised volatility, e.g. 0.07 */
  volatility: number;
  session: SessionKind;
  /** null = by trading session; 1 = forced open; 0 = forced closed (admin) */
  marketStatusOverride: number | null;
}

/** A candle on bid prices; prices are decimal strings at the instrument's precision, Time in unix seconds. */
export interface Candle {
  Time: number;
  Open: string;
  High: string;
  Low: string;
  Close: string;
  Volume: number;
}

export interface QuoteState {
  code: string;
  bid: string;
  ask: string;
  /** day open (open of the current 1D candle, bid) */
  open: string;
  /** day high / low (bid) */
  high: string;
  low: string;
  /** percent change of bid vs day open, 2 dp */
  change: string;
  /** 1 open, 0 closed */
  status: 0 | 1;
  /** ms epoch of the last price change */
  time: number;
}

/** A bar of one instrument changed since the feed was last asked (what the market archive writes). */
export interface ChangedCandle {
  code: string;
  period: Period;
  candle: Candle;
}

/** A quote to continue from: its instrument, bid and ask (the day's figures come from the candles). */
export type ResumeQuote = Pick<QuoteState, 'code' | 'bid' | 'ask'>;

export type TickListener = (ticks: QuoteState[]) => void;

/** Live quotes and market status: what prices views and P&L read (a feed, or a gateway's mirror of the engine's). */
export interface QuoteSource {
  getQuote(code: string): QuoteState | undefined;
  quotes(): QuoteState[];
  /** Market status now (sessions, the desk's closures and its override). */
  marketStatus(code: string): 0 | 1;
  /** Listen to price changes (batched per tick round). Returns an unsubscribe function. */
  onTick(listener: TickListener): () => void;
}

/** ms epoch of the newest price a source holds, 0 before any (the dashboard's and the metrics' price age). */
export function newestQuoteTime(source: Pick<QuoteSource, 'quotes'>): number {
  let newest = 0;
  for (const q of source.quotes()) if (q.time > newest) newest = q.time;
  return newest;
}

export interface PriceFeed extends QuoteSource {
  readonly kind: 'sim' | 'manual';
  /** Start producing ticks (sim: timer). Idempotent. */
  start(): void;
  stop(): void;
  /**
   * Add or update an instrument (admin). A new instrument starts at its reference price. A market the change opened
   * or closed is told to the tick listeners at once.
   */
  upsertInstrument(inst: FeedInstrument): void;
  /** The desk's closures now (closures.ts): replaces the previous ones; markets they open or close are told at once. */
  setClosures(closures: readonly MarketClosure[]): void;
  /** The closures the feed holds (the hours route reads them where the feed runs). */
  readonly closures: ClosureCalendar;
  /** Closed candles plus the current one, oldest first; at most `limit` (newest). */
  candles(code: string, period: Period, limit?: number): Candle[];
  /** The current (forming) candle of each period. */
  currentCandles(code: string): Partial<Record<Period, Candle>>;
  /**
   * Continue from these quotes, a previous engine leader's last (cluster/engine-service.ts) or the archived ones
   * (archive.ts): each becomes the current quote of its instrument without a tick; the simulator walks on from there.
   */
  resume(quotes: ResumeQuote[]): void;
  /**
   * Continue candles built elsewhere: the archived ones (archive.ts), with the ticks a new engine leader heard after
   * the last write (cluster/engine-service.ts). The manual feed, whose candles come from its quotes alone, takes them
   * over; the simulator keeps the history it regenerates.
   */
  adoptCandles(series: ReadonlyMap<string, CandleSeries>): void;
  /** The bars changed since the last call (the manual feed's; the simulator's are not archived: empty). */
  takeChangedCandles(): ChangedCandle[];
  /** Manual feed only (throws on sim): set a quote and emit a tick synchronously. */
  setQuote(code: string, bid: string, ask: string): QuoteState;
}
