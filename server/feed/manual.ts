/**
 * Manual feed: prices change only through `setQuote` (POST /admin/api/quotes). Used by tests and operations.
 * Each instrument starts at its reference price so conversions work before the first admin quote (or continues from
 * the market archive, archive.ts); there is no generated history, candles are built from the admin quotes. Market
 * status: open unless the instrument's admin override or a closure of the desk's calendar closes it (sessions are
 * ignored, so tests do not depend on the day of the week).
 */
import { big } from '../../src/core/money/index.js';
import { BaseFeed, type FeedOptions } from './base.js';
import type { CandleSeries } from './candles.js';
import type { FeedInstrument, QuoteState } from './types.js';

/** How often the market status is checked against the clock. */
const STATUS_CHECK_MS = 1000;

export class ManualFeed extends BaseFeed {
  readonly kind = 'manual' as const;
  protected override readonly recordCandleChanges = true;

  constructor(instruments: FeedInstrument[], opts: FeedOptions = {}) {
    super(instruments, opts);
    for (const i of instruments) this.initInstrument(i);
  }

  private timer: ReturnType<typeof setInterval> | null = null;

  /** Prices come from the desk, but a closure of the desk's calendar opens and closes markets by the clock. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.emit(this.statusChanges()), STATUS_CHECK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  protected override sessionStatus(): 0 | 1 {
    return 1;
  }

  /** Archived candles (with the ticks a new leader heard after the last write) continue here (known instruments'). */
  override adoptCandles(series: ReadonlyMap<string, CandleSeries>): void {
    for (const [code, s] of series) {
      const inst = this.instruments.get(code);
      if (!inst) continue;
      s.precision = inst.precision;
      s.recordChanges = true;
      this.series.set(code, s);
    }
  }

  override setQuote(code: string, bid: string, ask: string): QuoteState {
    const inst = this.instruments.get(code);
    if (!inst) throw new RangeError(`Unknown instrument ${code}`);
    const b = big(bid);
    const a = big(ask);
    if (b.lte(0) || a.lt(b)) throw new RangeError('bid must be positive and ask must not be below bid');
    const p = inst.precision;
    const q = this.setBidAsk(code, b.toFixed(p), a.toFixed(p), true);
    this.emit([q]);
    return q;
  }
}
