/**
 * Each trader's floating P&L, kept summed by instrument (docs/trading.md "Floating P&L kept summed"). A submit checks
 * what the trader can afford with the floating P&L of all their positions; summing those afresh made every order of a
 * trader with hundreds of positions cost hundreds of steps (a quarter of the engine leader's busy time in the cluster
 * benchmark).
 *
 * The book tells this class which positions a trader holds (held, released: book.ts). A trader's positions in one
 * instrument (and quote currency) consult the same quotes, so their sum stays right while those quote objects are the
 * same (the feed replaces a quote's object whenever it changes): then only positions held since are added and those
 * released subtracted. When one of the quotes changed, that instrument's positions are summed afresh (each through
 * Pricing.floating, as before). Every value is rounded to 6 dp (pnlUsd), so the running sums are exact and the total
 * is the very same as summed afresh.
 */
import { add, roundMoney, sub } from '../../../src/core/money/index.js';
import type { QuoteState } from '../../feed/types.js';
import type { BookOrder } from './book.js';

type Sum = ReturnType<typeof add>;
/** A position's floating P&L as Pricing.floating gives it; null (no price, no conversion rate) counts 0. */
type Value = { pnl: string } | null;

export interface FloatingSource {
  floating(o: BookOrder): Value;
  quote(symbol: string): QuoteState | undefined;
}

/** What the book tells about a trader's positions. */
export interface HoldingObserver {
  /** A position is open with these values (opened, filled, or its lots changed). */
  held(o: BookOrder): void;
  /** It no longer counts with the values it had (closed, or about to change). */
  released(o: BookOrder): void;
}

interface Group {
  /** Each position, with the value the sum counts for it (undefined: not counted yet). */
  members: Map<BookOrder, Value | undefined>;
  /** Positions held since the group was last summed (some may be released again since). */
  fresh: BookOrder[];
  /** The quote objects the sum was made with, by symbol (the instrument's, each conversion rate's); null: sum afresh. */
  seen: Map<string, QuoteState | undefined> | null;
  sum: Sum;
}

const ZERO_SUM = add(0, 0);
const keyOf = (o: BookOrder) => `${o.code} ${o.quoteCcy}`;

export class FloatingSums implements HoldingObserver {
  private readonly users = new Map<number, Map<string, Group>>();

  constructor(private readonly source: FloatingSource) {}

  held(o: BookOrder): void {
    // Told twice: the value counted before goes first (before the group is looked up: it may have been its last).
    this.released(o);
    let groups = this.users.get(o.userId);
    if (!groups) this.users.set(o.userId, (groups = new Map()));
    const key = keyOf(o);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { members: new Map(), fresh: [], seen: null, sum: ZERO_SUM }));
    g.members.set(o, undefined);
    g.fresh.push(o);
  }

  released(o: BookOrder): void {
    const groups = this.users.get(o.userId);
    const key = keyOf(o);
    const g = groups?.get(key);
    if (!g || !g.members.has(o)) return;
    const counted = g.members.get(o);
    g.members.delete(o);
    if (counted !== undefined) g.sum = sub(g.sum, counted?.pnl ?? 0);
    if (g.members.size) return;
    groups!.delete(key);
    if (!groups!.size) this.users.delete(o.userId);
  }

  /** The floating P&L of the trader's positions, USD 6 dp; with `opened`, positions not in the book yet (a batch's). */
  total(userId: number, opened: BookOrder[] = []): string {
    let total = ZERO_SUM;
    for (const g of this.users.get(userId)?.values() ?? []) total = add(total, this.sumOf(g));
    for (const o of opened) total = add(total, this.source.floating(o)?.pnl ?? 0);
    return roundMoney(total);
  }

  private sumOf(g: Group): Sum {
    if (!g.seen || !this.unchanged(g.seen)) {
      g.seen = new Map();
      g.sum = ZERO_SUM;
      for (const o of g.members.keys()) this.count(g, o);
    } else {
      for (const o of g.fresh) if (g.members.has(o) && g.members.get(o) === undefined) this.count(g, o);
    }
    g.fresh = [];
    return g.sum;
  }

  private unchanged(seen: Map<string, QuoteState | undefined>): boolean {
    for (const [symbol, q] of seen) if (this.source.quote(symbol) !== q) return false;
    return true;
  }

  /** Adds a position's value to its group's sum, and the quotes it consulted to those the sum depends on. */
  private count(g: Group, o: BookOrder): void {
    const value = this.source.floating(o);
    g.members.set(o, value);
    if (value) g.sum = add(g.sum, value.pnl);
    const q = this.source.quote(o.code);
    g.seen?.set(o.code, q);
    if (value && o.memo) for (const [symbol, rq] of o.memo.rates) g.seen?.set(symbol, rq);
    // No value with a price: a conversion rate was missing, and which were consulted is not known. Summed afresh
    // next time, until the rate comes.
    else if (!value && q && o.openPrice !== null) g.seen = null;
  }
}
