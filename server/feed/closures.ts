/**
 * Market closures (docs/trading.md "Market holidays"): spans the dealing desk closes markets for — a holiday, an
 * early close, a maintenance window — on top of their trading sessions. A closure names the markets it closes by
 * trading session (every pair following `fx`, …) or by pair code. Held in memory by every process that answers for
 * the market status (the feed) or the hours (the hours route), loaded from `market_closures` and loaded again when
 * the desk changes one; there are a handful at a time, so a walk over them is the index.
 */

export const CLOSURE_REASONS = ['holiday', 'maintenance'] as const;
/** The longest closure the desk may set: a holiday season, not a market taken off the list (that is `enabled`). */
export const LONGEST_CLOSURE = 31 * 86_400_000;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

export interface MarketClosure {
  id: number;
  reason: ClosureReason;
  /** The desk's name for it ("Christmas Day"), shown as written. */
  name: string;
  /** Trading sessions and pair codes it closes. */
  markets: readonly string[];
  /** [start, end) in epoch milliseconds. */
  start: number;
  end: number;
}

export class ClosureCalendar {
  private list: readonly MarketClosure[] = [];

  /** Replaces every closure (oldest start first afterwards). */
  set(closures: readonly MarketClosure[]): void {
    this.list = [...closures].sort((a, b) => a.start - b.start || a.id - b.id);
  }

  get size(): number {
    return this.list.length;
  }

  /** The closure in force for a pair (its code, its session) at `ms`, if any: the one ending last when several are. */
  at(code: string, session: string, ms: number): MarketClosure | undefined {
    let found: MarketClosure | undefined;
    for (const c of this.list) {
      if (c.start > ms) break;
      if (ms < c.end && closes(c, code, session) && (!found || c.end > found.end)) found = c;
    }
    return found;
  }

  /** The pair's closures overlapping [from, to), oldest first. */
  between(code: string, session: string, from: number, to: number): MarketClosure[] {
    const out: MarketClosure[] = [];
    for (const c of this.list) {
      if (c.start >= to) break;
      if (c.end > from && closes(c, code, session)) out.push(c);
    }
    return out;
  }
}

const closes = (c: MarketClosure, code: string, session: string) => c.markets.includes(code) || c.markets.includes(session);

/** Open spans less the closures (both oldest first, [start, end) in ms): what is left open, oldest first. */
export function withoutClosures(open: ReadonlyArray<readonly [number, number]>, closures: readonly MarketClosure[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [o, c] of open) {
    let from = o;
    for (const k of closures) {
      if (k.end <= from || k.start >= c) continue;
      if (k.start > from) out.push([from, k.start]);
      from = Math.max(from, k.end);
      if (from >= c) break;
    }
    if (from < c) out.push([from, c]);
  }
  return out;
}
