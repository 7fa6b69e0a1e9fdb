/**
 * In-memory candle aggregation: per instrument and period, the forming candle plus a bounded ring of closed
 * candles (RING_SIZE). Prices are kept as numbers here (they are generated or parsed prices, not money) and
 * emitted as decimal strings at the instrument's precision.
 *
 * Persistence: the simulator's candles are not stored — it regenerates the same history from its seed at start
 * (about 0.2 s for the 41 instruments, sim.ts). The manual feed's candles (built from the quotes an outside source
 * pushes) are: a series that records its changes (`recordChanges`) hands the bars it touched to the market archive
 * (archive.ts), which writes them every few seconds, never per tick, and restores them at start (`restore`).
 */
import { PERIODS, PERIOD_SECONDS, type Candle, type Period } from './types.js';

export const RING_SIZE = 1000;

interface Bar {
  t: number; // bucket start, unix seconds
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

class Ring {
  private buf: Bar[] = [];
  private start = 0;
  constructor(private cap: number) {}
  push(b: Bar) {
    if (this.buf.length < this.cap) this.buf.push(b);
    else {
      this.buf[this.start] = b;
      this.start = (this.start + 1) % this.cap;
    }
  }
  get length() {
    return this.buf.length;
  }
  /** oldest first, the newest n */
  tail(n: number): Bar[] {
    const len = this.buf.length;
    const k = Math.min(n, len);
    const out: Bar[] = new Array(k);
    for (let i = 0; i < k; i++) out[i] = this.buf[(this.start + len - k + i) % len];
    return out;
  }
}

export class CandleSeries {
  private rings = new Map<Period, Ring>();
  private current = new Map<Period, Bar>();
  /** The bars changed since the last `takeChanged` (each object once; its values are read when taken). */
  private changed = new Map<Period, Set<Bar>>();
  /** Off unless the bars are archived: the simulator's backfill alone makes tens of thousands of bars. */
  recordChanges = false;
  constructor(public precision: number, cap = RING_SIZE) {
    for (const p of PERIODS) this.rings.set(p, new Ring(cap));
  }

  /**
   * Put back bars saved earlier (oldest first) into an empty period: the newest becomes the forming bar, as the last
   * bar that had ticks always is, and the next tick in a later bucket closes it.
   */
  restore(period: Period, bars: Candle[]): void {
    if (this.count(period) > 0) throw new Error(`restore into a series that already has ${period} bars`);
    const ring = this.rings.get(period)!;
    bars.forEach((b, i) => {
      const bar: Bar = { t: b.Time, o: Number(b.Open), h: Number(b.High), l: Number(b.Low), c: Number(b.Close), v: b.Volume };
      if (i === bars.length - 1) this.current.set(period, bar);
      else ring.push(bar);
    });
  }

  /** The bars changed since the last call, as they are now (closed or forming); empty unless `recordChanges`. */
  takeChanged(): Array<{ period: Period; candle: Candle }> {
    const out: Array<{ period: Period; candle: Candle }> = [];
    for (const [period, bars] of this.changed) for (const b of bars) out.push({ period, candle: this.fmt(b) });
    this.changed.clear();
    return out;
  }

  private touched(p: Period, b: Bar): void {
    if (!this.recordChanges) return;
    let set = this.changed.get(p);
    if (!set) this.changed.set(p, (set = new Set()));
    set.add(b);
  }

  /**
   * Add a price movement that happened during [tSec, tSec + stepSec): open o, high h, low l, close c.
   * Only periods at least as long as the step are updated (a coarse step cannot make finer bars).
   */
  add(tSec: number, stepSec: number, o: number, h: number, l: number, c: number, v: number) {
    for (const p of PERIODS) {
      const len = PERIOD_SECONDS[p];
      if (len < stepSec) continue;
      const bucket = Math.floor(tSec / len) * len;
      const cur = this.current.get(p);
      if (!cur || bucket > cur.t) {
        if (cur) this.rings.get(p)!.push(cur);
        const bar = { t: bucket, o, h, l, c, v };
        this.current.set(p, bar);
        this.touched(p, bar);
      } else if (bucket === cur.t) {
        if (h > cur.h) cur.h = h;
        if (l < cur.l) cur.l = l;
        cur.c = c;
        cur.v += v;
        this.touched(p, cur);
      }
      // bucket < cur.t: late tick for a closed bar; ignored
    }
  }

  /** A single price at time tSec (a live tick). */
  tick(tSec: number, price: number, volume = 1) {
    this.add(tSec, 0, price, price, price, price, volume);
  }

  /** A quote as the feeds record it: candles are drawn on the bid, at the quote's second. */
  quote(timeMs: number, bid: string, volume = 1) {
    this.tick(Math.floor(timeMs / 1000), Number(bid), volume);
  }

  private fmt(b: Bar): Candle {
    const p = this.precision;
    return { Time: b.t, Open: b.o.toFixed(p), High: b.h.toFixed(p), Low: b.l.toFixed(p), Close: b.c.toFixed(p), Volume: b.v };
  }

  list(period: Period, limit = RING_SIZE): Candle[] {
    const cur = this.current.get(period);
    const want = Math.max(0, cur ? limit - 1 : limit);
    const out = this.rings.get(period)!.tail(want).map((b) => this.fmt(b));
    if (cur) out.push(this.fmt(cur));
    return out;
  }

  currentOf(period: Period): Candle | undefined {
    const cur = this.current.get(period);
    return cur ? this.fmt(cur) : undefined;
  }

  /** Raw current 1D bar (day open/high/low). */
  day(): { o: number; h: number; l: number } | undefined {
    return this.current.get('1D');
  }

  count(period: Period): number {
    return this.rings.get(period)!.length + (this.current.has(period) ? 1 : 0);
  }
}
