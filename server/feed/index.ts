export * from './types.js';
export { SimFeed, HISTORY_DAYS, type SimOptions } from './sim.js';
export { ManualFeed } from './manual.js';
export { isSessionOpen } from './sessions.js';
export { CandleSeries, RING_SIZE } from './candles.js';
import { ManualFeed } from './manual.js';
import { SimFeed, type SimOptions } from './sim.js';
import type { FeedInstrument, PriceFeed } from './types.js';

/** The `FEED` setting: 'sim' (default) or 'manual'. */
export function createFeed(kind: string | undefined, instruments: FeedInstrument[], opts: SimOptions = {}): PriceFeed {
  if (kind === 'manual') return new ManualFeed(instruments, opts);
  return new SimFeed(instruments, opts);
}
