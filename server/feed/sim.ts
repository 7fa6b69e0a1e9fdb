/**
 * Seeded price simulator. Each instrument follows a mean-reverting geometric random walk on its mid price
 * (annualised volatility per instrument, half-life of the reversion to the reference price 60 days), with bid/ask
 * at ± half its spread. Prices move only while the instrument's trading session is open.
 *
 * Deterministic: given the seed and the clock, history and ticks are identical. At construction it backfills
 * history from `now − HISTORY_DAYS` with a multi-resolution walk (1-minute steps for the last 10 days, 5-minute
 * for the 50 before, 15-minute for the 70 before, hourly before that), feeding every period at least as long as
 * the step, so each period has ≥ 500 bars and all periods come from one path. Live ticks continue the same walk.
 */
import { BaseFeed, type FeedOptions } from './base.js';
import { hashString, Prng } from './prng.js';
import { isSessionOpen } from './sessions.js';
import type { FeedInstrument, QuoteState } from './types.js';

export const HISTORY_DAYS = 760;
const DAY = 86400;
const YEAR_SECONDS = 252 * DAY;
const HALF_LIFE = 60 * DAY;
const KAPPA = Math.LN2 / HALF_LIFE;

/** [seconds before now where the segment starts, step seconds], newest first. */
const SEGMENTS: Array<[number, number]> = [
  [10 * DAY, 60],
  [60 * DAY, 300],
  [130 * DAY, 900],
  [HISTORY_DAYS * DAY, 3600],
];

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
    let t = start;
    let price = Math.exp(w.logMid);
    for (let s = SEGMENTS.length - 1; s >= 0; s--) {
      const stepSec = SEGMENTS[s][1];
      const segEnd = s === 0 ? Math.floor(nowSec / 60) * 60 : nowSec - SEGMENTS[s - 1][0];
      const alignedEnd = Math.floor(segEnd / stepSec) * stepSec;
      t = Math.ceil(t / stepSec) * stepSec;
      for (; t < alignedEnd; t += stepSec) {
        if (!isSessionOpen(inst.session, t * 1000)) continue;
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
    this.emit(changed);
    return changed;
  }
}
