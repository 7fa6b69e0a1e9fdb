/**
 * Stop-out price: the price of one instrument at which the account would reach the stop-out level, everything
 * else unchanged (the other instruments' prices, the balance, the margins).
 *
 * The stop-out fires when equity ÷ used margin × 100 falls below the level (risk.ts), and
 *   equity(s) = balance + lock_balance + Σ floating P&L of every position,
 * where `s` shifts the instrument's bid and ask together (its spread is kept). Positions in that instrument
 * follow s; so does any conversion through its rate (USDJPY converts the P&L of USDJPY and of EURJPY). Equity is
 * monotonic in s (each position's USD P&L is linear in the price, or of the form a − b ÷ price when the
 * instrument is its own USD rate, and all positions in one instrument move together), so the shift that brings
 * the risk rate to the level is found by bisection over the P&L, conversion and stop-out functions the engine uses,
 * never by a second formula that could drift from them.
 *
 * The price shown for a position is its closing-side price at that shift (bid for a buy, ask for a sell),
 * rounded to the instrument's precision towards the current price: the shown price is reached no later than the
 * stop-out itself.
 */
import { toUsd, type RateLookup } from './convert.js';
import { big, Round, roundPrice, sum, type Big, type DecimalLike } from './decimal.js';
import { isStopOut } from './risk.js';
import { isBuy, pnlQuote } from './trading.js';

export interface StopOutPosition {
  id: number | string;
  /** Instrument code, e.g. 'EURUSD'. */
  code: string;
  /** 1 buy, 2 sell. */
  side: number;
  open: DecimalLike;
  lots: DecimalLike;
  /** ForexContNum: units per lot. */
  contractSize: DecimalLike;
  /** Quote currency of the instrument, e.g. 'USD', 'JPY'. */
  quoteCcy: string;
}

export interface StopOutAccount {
  /** accounts.balance + accounts.lock_balance: the equity without floating P&L. */
  base: DecimalLike;
  /** Margin of the open positions. */
  usedMargin: DecimalLike;
  /** Stop-out level, % of risk rate (setting stop_out_level). */
  level: DecimalLike;
  /** Every open position of the account (all instruments: they all count in the equity). */
  positions: readonly StopOutPosition[];
  /** Current bid and ask of an instrument. */
  quote: (code: string) => { bid: DecimalLike; ask: DecimalLike } | undefined;
  /** Current conversion rates (the bid of EURUSD, USDJPY …), as the engine converts P&L. */
  rates: RateLookup;
}

// Enough halvings to pin a price to well under 1e-8 of its own size; each step is one equity evaluation.
const STEPS = 80;

/** Equity when `code`'s bid and ask are shifted by s (unrounded). */
function equityAt(a: StopOutAccount, code: string, s: Big): Big {
  const rates: RateLookup = (sym) => {
    const r = a.rates(sym);
    return sym === code && r !== undefined && r !== null && r !== '' ? big(r).plus(s) : r;
  };
  const pnl = a.positions.map((p) => {
    const q = a.quote(p.code);
    if (!q) return big(0);
    const moved = p.code === code ? s : big(0);
    const close = big(isBuy(p.side) ? q.bid : q.ask).plus(moved);
    return toUsd(pnlQuote({ side: p.side, open: p.open, close, lots: p.lots, contractSize: p.contractSize }), p.quoteCcy, rates);
  });
  return big(a.base).plus(sum(pnl));
}

/**
 * The shift of `code`'s prices at which the stop-out fires: 0 when it would fire now, null when no
 * price of the instrument would get there (no used margin, nothing open in it, or hedged within it).
 */
export function stopOutShift(a: StopOutAccount, code: string): Big | null {
  const margin = big(a.usedMargin);
  const q = a.quote(code);
  if (margin.lte(0) || !q || !a.positions.some((p) => p.code === code)) return null;
  // The engine's own rule decides which side of the level a price is on (risk.ts), not a second formula here.
  const past = (s: Big) => isStopOut(equityAt(a, code, s), margin, a.level);
  if (past(big(0))) return big(0);
  // Falling: down to a price just above zero (a rate of 0 cannot convert). Rising: up to 1000 times the price.
  const floor = big(q.bid).times('-0.999999');
  const ceiling = big(q.ask).times(1000);
  let lo: Big;
  let hi: Big;
  if (past(floor)) [lo, hi] = [floor, big(0)];
  else if (past(ceiling)) [lo, hi] = [big(0), ceiling];
  else return null;
  // Invariant: stopped out at the far end, not at the end nearer the current price (0).
  const falling = lo.lt(0);
  for (let i = 0; i < STEPS; i++) {
    const mid = lo.plus(hi).div(2);
    if (falling === past(mid)) lo = mid;
    else hi = mid;
  }
  // The point nearest the current price where the stop-out fires.
  return falling ? lo : hi;
}

/**
 * The stop-out price of each position in `code` (closing-side price, `precision` decimals), by position id; empty
 * when there is none (see stopOutShift).
 */
export function stopOutPrices(a: StopOutAccount, code: string, precision: number): Map<StopOutPosition['id'], string> {
  const out = new Map<StopOutPosition['id'], string>();
  const s = stopOutShift(a, code);
  const q = a.quote(code);
  if (s === null || !q) return out;
  // Towards the current price: up when the stop-out lies below it, down when above.
  const rm = s.lt(0) ? Round.up : Round.down;
  for (const p of a.positions) {
    if (p.code !== code) continue;
    const close = big(isBuy(p.side) ? q.bid : q.ask).plus(s);
    out.set(p.id, roundPrice(close, precision, rm));
  }
  return out;
}

/**
 * The stop-out price of every position of the account, each instrument's computed once (a position in an
 * instrument with none is left out). `precision` gives an instrument's price digits.
 */
export function stopOutTable(a: StopOutAccount, precision: (code: string) => number): Map<StopOutPosition['id'], string> {
  const out = new Map<StopOutPosition['id'], string>();
  for (const code of new Set(a.positions.map((p) => p.code))) {
    for (const [id, price] of stopOutPrices(a, code, precision(code))) out.set(id, price);
  }
  return out;
}
