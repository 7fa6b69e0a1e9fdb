/**
 * Seeded price simulator. Each instrument follows a mean-reverting geometric random walk on its mid price
 * (annualised volatility per instrument, half-life of the reversion to the reference price 60 days), with bid/ask
 * at ± half its spread. Prices move only while the instrument's trading session is open.
 *
 * Deterministic: given the seed and the clock, history and ticks are identical. At construction it backfills
 * history from `now − HISTORY_DAYS` with one multi-resolution walk, feeding every period at least as long as the
 * step, so all periods come from one path. Each step size runs only as far back as the periods it alone can make
 * need (`segmentStarts`): a candle ring keeps RING_SIZE bars, so finer steps further back would make bars the ring
 * drops. That is why the start is cheap (about 9,000 steps an instrument instead of 50,000 with fixed calendar
 * segments; the server starts 0.5 s sooner). Live ticks continue the same walk.
 */
import type { SessionKind } from '../trading/instruments.js';
import { BaseFeed, type FeedOptions } from './base.js';
import { RING_SIZE } from './candles.js';
import { hashString, Prng } from './prng.js';
import { isSessionOpen } from './sessions.js';
import { PERIOD_SECONDS, type FeedInstrument, type QuoteState } from './types.js';

export const HISTORY_DAYS = 760;
const DAY = 86400;
const YEAR_SECONDS = 252 * DAY;
const HALF_LIFE = 60 * DAY;
const KAPPA = Math.LN2 / HALF_LIFE;

/**
 * The backfill's step sizes, finest first, each with the longest period only it (and finer steps) can make: a
 * period is fed by steps no longer than itself. The coarsest step makes the daily bars of the rest of the history:
 * 4 hours, a step that moves the price when its session opens during any of its hours (`openDuring`), so every
 * trading day has its daily bar as with hourly steps.
 */
const STEPS: Array<{ step: number; longest: number }> = [
  { step: 60, longest: PERIOD_SECONDS['1M'] },
  { step: 300, longest: PERIOD_SECONDS['5M'] },
  { step: 900, longest: PERIOD_SECONDS['30M'] },
  { step: 3600, longest: PERIOD_SECONDS['1H'] },
  { step: 4 * 3600, longest: PERIOD_SECONDS['1D'] },
];

/**
 * Whether a backfill step starting at `t` (unix seconds) moves the price: the session is open at its start, or, for
 * a step longer than an hour, at the start of any of its hours (a 4-hour step from Sunday 20:00 makes the fx markets'
 * short Sunday bar, as hourly steps did).
 */
function openDuring(session: SessionKind, t: number, step: number): boolean {
  for (let h = 0; h < step; h += 3600) if (isSessionOpen(session, (t + h) * 1000)) return true;
  return false;
}

/**
 * Where each step's segment starts (unix seconds, aligned to its step), finest first, walking back from `end`
 * through the session's open time: a step's segment reaches back until the open time since `end` fills RING_SIZE + 1
 * bars of its longest period (open time never makes fewer bars than it fills: a bar per bucket with ticks). The
 * coarsest starts at `start`.
 */
export function segmentStarts(session: SessionKind, start: number, end: number): number[] {
  const starts: number[] = [];
  let t = end;
  let open = 0;
  for (let k = 0; k < STEPS.length - 1; k++) {
    const { step, longest } = STEPS[k];
    t = Math.max(start, Math.floor(t / step) * step);
    while (t > start && open < (RING_SIZE + 1) * longest) {
      t -= step;
      if (isSessionOpen(session, t * 1000)) open += step;
    }
    starts.push(Math.max(start, t));
  }
  starts.push(start);
  return starts;
}

export interface SimOptions extends FeedOptions {
  seed?: number;
  /** Live tick interval in ms (default 1000). */
  tickMs?: number;
  /** Probability that an open instrument moves in a tick round (default 0.8). */
  moveProbability?: number;
}

interface Walk {
  rng: Prng;
  logMid: number;
  logRef: number;
  sigma: number; // per √second
  lastSec: number;
}

export class SimFeed extends BaseFeed {
  readonly kind = 'sim' as const;
  private walks = new Map<string, Walk>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private seed: number;
  private tickMs: number;
  private moveProbability: number;

  constructor(instruments: FeedInstrument[], opts: SimOptions = {}) {
    super(instruments, opts);
    this.seed = opts.seed ?? 42;
    this.tickMs = opts.tickMs ?? 1000;
    this.moveProbability = opts.moveProbability ?? 0.8;
    for (const i of instruments) this.initInstrument(i);
  }

  protected override initInstrument(inst: FeedInstrument) {
    const ref = Math.log(Number(inst.price));
    const walk: Walk = {
      rng: new Prng((this.seed ^ hashString(inst.code) ^ Math.floor(this.now() / 86_400_000)) >>> 0),
      logMid: ref,
      logRef: ref,
      sigma: inst.volatility / Math.sqrt(YEAR_SECONDS),
      lastSec: 0,
    };
    this.walks.set(inst.code, walk);
    this.backfill(inst, walk);
  }

  protected override resumed(inst: FeedInstrument, mid: number): void {
    const w = this.walks.get(inst.code);
    if (w && mid > 0) w.logMid = Math.log(mid);
  }

  private step(w: Walk, dt: number): number {
    w.logMid += -KAPPA * (w.logMid - w.logRef) * dt + w.sigma * Math.sqrt(dt) * w.rng.normal();
    return Math.exp(w.logMid);
  }

  private backfill(inst: FeedInstrument, w: Walk) {
    const nowSec = Math.floor(this.now() / 1000);
    const start = Math.floor((nowSec - HISTORY_DAYS * DAY) / DAY) * DAY;
    const series = this.seriesOf(inst.code);
    const half = Number(inst.spread) / 2;
    const end = Math.floor(nowSec / 60) * 60;
    const starts = segmentStarts(inst.session, start, end);
    let t = start;
    let price = Math.exp(w.logMid);
    for (let s = STEPS.length - 1; s >= 0; s--) {
      const stepSec = STEPS[s].step;
      const segEnd = s === 0 ? end : starts[s - 1];
      const alignedEnd = Math.floor(segEnd / stepSec) * stepSec;
      t = Math.ceil(t / stepSec) * stepSec;
      for (; t < alignedEnd; t += stepSec) {
        if (!openDuring(inst.session, t, stepSec)) continue;
        const o = price;
        const c = this.step(w, stepSec);
        const wiggle = w.sigma * Math.sqrt(stepSec) * 0.6;
        const h = Math.max(o, c) * Math.exp(Math.abs(w.rng.normal()) * wiggle);
        const l = Math.min(o, c) * Math.exp(-Math.abs(w.rng.normal()) * wiggle);
        const v = 1 + Math.floor(w.rng.next() * (stepSec / 60) * 40);
        series.add(t, stepSec, o - half, h - half, l - half, c - half, v);
        price = c;
      }
    }
    w.lastSec = nowSec;
    this.setPrice(inst.code, price, false);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One tick round at the clock's current time; returns (and emits) the quotes that changed. */
  tick(): QuoteState[] {
    const nowMs = this.now();
    const nowSec = nowMs / 1000;
    const changed: QuoteState[] = [];
    for (const inst of this.instruments.values()) {
      const w = this.walks.get(inst.code);
      if (!w) continue;
      if (this.marketStatus(inst.code) !== 1) {
        w.lastSec = nowSec;
        continue;
      }
      const dt = Math.max(0.001, nowSec - w.lastSec);
      if (w.rng.next() > this.moveProbability) continue;
      w.lastSec = nowSec;
      const mid = this.step(w, Math.min(dt, 3600));
      const before = this.last.get(inst.code);
      const q = this.setPrice(inst.code, mid, true);
      if (!before || before.bid !== q.bid || before.ask !== q.ask) changed.push(q);
    }
    // A market that opened or closed by the clock this round is told even when no price moved.
    for (const q of this.statusChanges()) if (!changed.includes(q)) changed.push(q);
    this.emit(changed);
    return changed;
  }
}
