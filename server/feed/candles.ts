/**
 * In-memory candle aggregation: per instrument and period, the forming candle plus a bounded ring of closed
 * candles (RING_SIZE). Prices are kept as numbers here (they are generated or parsed prices, not money) and
 * emitted as decimal strings at the instrument's precision.
 *
 * Persistence decision: candles are NOT persisted. The simulator regenerates a consistent history from its
 * seed at start (about 0.3 s); the manual feed builds its candles from the quotes pushed to it, and in a cluster
 * every standby builds the same from the leader's ticks, so a new leader continues them (cluster/engine-service.ts).
 * Persisting would cost a write per tick. After a restart of the whole broker the sim history is regenerated up to
 * the restart time and the manual feed's starts again.
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
  constructor(public precision: number, cap = RING_SIZE) {
    for (const p of PERIODS) this.rings.set(p, new Ring(cap));
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
        this.current.set(p, { t: bucket, o, h, l, c, v });
      } else if (bucket === cur.t) {
        if (h > cur.h) cur.h = h;
        if (l < cur.l) cur.l = l;
        cur.c = c;
        cur.v += v;
      }
      // bucket < cur.t: late tick for a closed bar; ignored
    }
  }

  /** A single price at time tSec (a live tick). */
  tick(tSec: number, price: number, volume = 1) {
    this.add(tSec, 0, price, price, price, price, volume);
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
