/**
 * The ticks a new engine leader's predecessor published in its last seconds (the standby followed them on the bus),
 * asked which price alert one of them reached after the alert was last set (docs/trading.md "Price alerts"): the
 * predecessor may have died between such a tick and firing the alert, and the price may have left the level since,
 * so the current quote alone would never fire it.
 *
 * Per instrument, oldest first, with each position's highest ask and lowest bid from there to the end: a leader
 * taking over with many alerts asks each with a binary search, and scans ticks only for an alert that fires — the
 * takeover has seconds, not minutes.
 */
import { alertReached, alertSide, type AlertDirection } from '../../src/core/money/index.js';
import type { QuoteState } from '../feed/types.js';

type Tick = Pick<QuoteState, 'bid' | 'ask' | 'time'>;

interface Run {
  ticks: Tick[];
  /**
   * As numbers, only to rule out quickly: parsing is monotonic (a ≥ b gives Number(a) ≥ Number(b)), so a level the
   * highest ask's number is below was reached by no ask. Whether a tick reached it is then decided exactly.
   */
  maxAsk: Float64Array;
  minBid: Float64Array;
}

export class MissedTicks {
  private readonly byCode = new Map<string, Run>();

  constructor(ticks: ReadonlyArray<Pick<QuoteState, 'code' | 'bid' | 'ask' | 'time'>> = []) {
    const grouped = new Map<string, Tick[]>();
    for (const t of ticks) {
      const time = Number(t.time); // as heard on the bus
      if (!Number.isFinite(time)) continue;
      let list = grouped.get(t.code);
      if (!list) grouped.set(t.code, (list = []));
      list.push({ bid: t.bid, ask: t.ask, time });
    }
    for (const [code, list] of grouped) {
      list.sort((a, b) => a.time - b.time); // stable: ticks of one time keep the order they came in
      const maxAsk = new Float64Array(list.length);
      const minBid = new Float64Array(list.length);
      for (let i = list.length - 1; i >= 0; i--) {
        maxAsk[i] = Math.max(Number(list[i].ask), i + 1 < list.length ? maxAsk[i + 1] : -Infinity);
        minBid[i] = Math.min(Number(list[i].bid), i + 1 < list.length ? minBid[i + 1] : Infinity);
      }
      this.byCode.set(code, { ticks: list, maxAsk, minBid });
    }
  }

  /**
   * The watched price (ask for "rises to", bid for "falls to") of the first tick at or after `since` (ms) that
   * reached the alert's level, or null when none did.
   */
  reached(code: string, direction: AlertDirection, price: string, since: number): string | null {
    const run = this.byCode.get(code);
    if (!run) return null;
    let i = firstAtOrAfter(run.ticks, since);
    if (i >= run.ticks.length) return null;
    const level = Number(price);
    if (direction === 'above' ? run.maxAsk[i] < level : run.minBid[i] > level) return null;
    for (; i < run.ticks.length; i++) if (alertReached(direction, price, run.ticks[i])) return run.ticks[i][alertSide(direction)];
    return null;
  }
}

function firstAtOrAfter(ticks: Tick[], since: number): number {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ticks[mid].time < since) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
