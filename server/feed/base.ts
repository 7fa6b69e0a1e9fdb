/** Shared state of the feeds: instruments, last quotes, candle series and tick listeners. */
import { changePercent } from '../../src/core/money/index.js';
import { CandleSeries } from './candles.js';
import { ClosureCalendar, type MarketClosure } from './closures.js';
import { isSessionOpen } from './sessions.js';
import type { Candle, ChangedCandle, FeedInstrument, Period, PriceFeed, QuoteState, ResumeQuote, TickListener } from './types.js';
import { PERIODS } from './types.js';

export interface FeedOptions {
  /** Clock in ms (tests inject a fixed or stepping clock). */
  now?: () => number;
}

export abstract class BaseFeed implements PriceFeed {
  abstract readonly kind: 'sim' | 'manual';
  protected instruments = new Map<string, FeedInstrument>();
  protected series = new Map<string, CandleSeries>();
  protected last = new Map<string, QuoteState>();
  private listeners = new Set<TickListener>();
  /** The desk's closures (holidays, maintenance), on top of the sessions. */
  readonly closures = new ClosureCalendar();
  /** Each pair's market status as the listeners last heard it (statusChanges). */
  private told = new Map<string, 0 | 1>();
  protected now: () => number;
  /** Whether new series record their changed bars for the market archive (the manual feed's do). */
  protected readonly recordCandleChanges: boolean = false;

  constructor(instruments: FeedInstrument[], opts: FeedOptions = {}) {
    this.now = opts.now ?? Date.now;
    for (const i of instruments) this.instruments.set(i.code, { ...i });
  }

  abstract start(): void;
  abstract stop(): void;

  upsertInstrument(inst: FeedInstrument): void {
    const prev = this.instruments.get(inst.code);
    this.instruments.set(inst.code, { ...inst });
    const s = this.series.get(inst.code);
    if (s) s.precision = inst.precision;
    if (!prev || !this.last.has(inst.code)) this.initInstrument(inst);
    // The desk's override may have opened or closed it: everyone hears it now, not with the next price.
    this.emit(this.statusChanges());
  }

  setClosures(closures: readonly MarketClosure[]): void {
    this.closures.set(closures);
    this.emit(this.statusChanges());
  }

  /**
   * The quotes of the pairs whose market opened or closed since the listeners last heard of them: a market that
   * closes stops moving, so its closing would otherwise come with no tick at all.
   */
  protected statusChanges(): QuoteState[] {
    const out: QuoteState[] = [];
    for (const code of this.instruments.keys()) {
      const q = this.getQuote(code);
      if (q && this.told.get(code) !== q.status) out.push(q);
    }
    return out;
  }

  /** Give a new instrument its first quote (reference price ± half the spread). */
  protected initInstrument(inst: FeedInstrument) {
    const mid = Number(inst.price);
    this.setPrice(inst.code, mid, false);
  }

  marketStatus(code: string): 0 | 1 {
    const inst = this.instruments.get(code);
    if (!inst) return 0;
    if (inst.marketStatusOverride === 0 || inst.marketStatusOverride === 1) return inst.marketStatusOverride;
    if (this.closures.size > 0 && this.closures.at(code, inst.session, this.now())) return 0;
    return this.sessionStatus(inst);
  }

  protected sessionStatus(inst: FeedInstrument): 0 | 1 {
    return isSessionOpen(inst.session, this.now()) ? 1 : 0;
  }

  getQuote(code: string): QuoteState | undefined {
    const q = this.last.get(code);
    if (!q) return undefined;
    const status = this.marketStatus(code);
    if (q.status !== status) q.status = status;
    return q;
  }

  quotes(): QuoteState[] {
    const out: QuoteState[] = [];
    for (const code of this.instruments.keys()) {
      const q = this.getQuote(code);
      if (q) out.push(q);
    }
    return out;
  }

  candles(code: string, period: Period, limit?: number): Candle[] {
    return this.series.get(code)?.list(period, limit) ?? [];
  }

  currentCandles(code: string): Partial<Record<Period, Candle>> {
    const s = this.series.get(code);
    const out: Partial<Record<Period, Candle>> = {};
    if (!s) return out;
    for (const p of PERIODS) {
      const c = s.currentOf(p);
      if (c) out[p] = c;
    }
    return out;
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(ticks: QuoteState[]) {
    if (ticks.length === 0) return;
    for (const q of ticks) this.told.set(q.code, q.status);
    for (const l of this.listeners) {
      try {
        l(ticks);
      } catch (err) {
        // a listener must not break the feed
        console.error('tick listener failed', err);
      }
    }
  }

  protected seriesOf(code: string): CandleSeries {
    let s = this.series.get(code);
    if (!s) {
      s = new CandleSeries(this.instruments.get(code)?.precision ?? 5);
      s.recordChanges = this.recordCandleChanges;
      this.series.set(code, s);
    }
    return s;
  }

  /**
   * Record a new mid price (sim) as bid/ask around it, update candles (on bid) and the quote.
   * `candle` false only sets the quote (initial price without a bar).
   */
  protected setPrice(code: string, mid: number, candle = true): QuoteState {
    const inst = this.instruments.get(code)!;
    const p = inst.precision;
    const half = Number(inst.spread) / 2;
    const bid = (mid - half).toFixed(p);
    const ask = (Number(bid) + Number(inst.spread)).toFixed(p);
    return this.setBidAsk(code, bid, ask, candle);
  }

  protected setBidAsk(code: string, bid: string, ask: string, candle = true, volume = 1): QuoteState {
    const inst = this.instruments.get(code)!;
    const t = this.now();
    const s = this.seriesOf(code);
    if (candle) s.quote(t, bid, volume);
    const day = s.day();
    const p = inst.precision;
    const open = day ? day.o.toFixed(p) : bid;
    const high = day ? day.h.toFixed(p) : bid;
    const low = day ? day.l.toFixed(p) : bid;
    const q: QuoteState = {
      code, bid, ask, open, high, low,
      change: changePercent(open, bid),
      status: this.marketStatus(code),
      time: t,
    };
    this.last.set(code, q);
    // A new pair's first status is what its first quote says.
    if (!this.told.has(code)) this.told.set(code, q.status);
    return q;
  }

  takeChangedCandles(): ChangedCandle[] {
    const out: ChangedCandle[] = [];
    for (const [code, s] of this.series) for (const c of s.takeChanged()) out.push({ code, ...c });
    return out;
  }

  resume(quotes: ResumeQuote[]): void {
    for (const q of quotes) {
      const inst = this.instruments.get(q.code);
      if (!inst || typeof q.bid !== 'string' || typeof q.ask !== 'string') continue;
      this.setBidAsk(q.code, q.bid, q.ask, false);
      this.resumed(inst, (Number(q.bid) + Number(q.ask)) / 2);
    }
  }

  /** A feed that generates prices continues from this mid price. */
  protected resumed(_inst: FeedInstrument, _mid: number): void {}

  /** The simulator's history is its own (regenerated from its seed): it keeps it. */
  adoptCandles(_series: ReadonlyMap<string, CandleSeries>): void {}

  setQuote(_code: string, _bid: string, _ask: string): QuoteState {
    throw new Error('Quotes can only be set on the manual feed (FEED=manual)');
  }
}
