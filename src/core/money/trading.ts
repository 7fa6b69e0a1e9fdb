/**
 * Trading formulas (DESIGN.md "Money and trading rules"). Inputs and outputs are decimal strings;
 * results are rounded at stored money precision (6 dp) unless stated.
 */
import {
  big, bigOr, div, mul, roundMoney, roundTo, sub, type DecimalLike, type Big,
} from './decimal.js';
import { toUsd, type RateLookup } from './convert.js';

/** 1 = buy (long), 2 = sell (short). Anything other than 1 is treated as sell, as the client does. */
export type Side = 1 | 2;
export const BUY: Side = 1;
export const SELL: Side = 2;
export const isBuy = (side: number): boolean => side === 1;

/** MarginMode 1 = fixed margin without leverage. */
export const MARGIN_MODE_FIXED = 1;
/** trade_fee_type 1 = fee per lot; anything else = fee as a ratio of margin. */
export const FEE_PER_LOT = 1;

export interface Quote {
  bid: DecimalLike;
  ask: DecimalLike;
}

/** Buy opens at ask, sell opens at bid. */
export const openPrice = (side: number, q: Quote): string => String(isBuy(side) ? q.ask : q.bid);
/** Buy closes at bid, sell closes at ask. Also the price SL/TP of an open position watch. */
export const closePrice = (side: number, q: Quote): string => String(isBuy(side) ? q.bid : q.ask);

export interface MarginInput {
  lots: DecimalLike;
  /** ForexContNum: units per lot. */
  contractSize: DecimalLike;
  /** Open price in quote currency. */
  price: DecimalLike;
  /** Chosen leverage (ignored for MarginMode 1). */
  leverage?: DecimalLike | null;
  marginMode?: number | null;
  /** Quote currency of the instrument, e.g. 'USD', 'JPY'. */
  quoteCcy: string;
  rates: RateLookup;
}

/** Notional value in quote currency: lots × ForexContNum × price. */
export function notional(lots: DecimalLike, contractSize: DecimalLike, price: DecimalLike): Big {
  return mul(mul(lots, contractSize), price);
}

/**
 * Margin in USD (6 dp).
 * Leveraged: lots × ForexContNum × price ÷ leverage, converted to USD.
 * MarginMode 1: lots × ForexContNum × price, converted to USD.
 */
export function margin(m: MarginInput): string {
  return roundMoney(marginRaw(m));
}

export function marginRaw(m: MarginInput): Big {
  const n = notional(m.lots, m.contractSize, m.price);
  let inQuote: Big;
  if (m.marginMode === MARGIN_MODE_FIXED) {
    inQuote = n;
  } else {
    if (m.leverage === undefined || m.leverage === null || m.leverage === '') {
      throw new RangeError('Leverage is required');
    }
    const lev = big(m.leverage);
    if (lev.lte(0)) throw new RangeError('Leverage must be positive');
    inQuote = div(n, lev);
  }
  return toUsd(inQuote, m.quoteCcy, m.rates);
}

export interface FeeInput {
  /** trade_fee_type setting: 1 per lot, otherwise ratio of margin. */
  feeType: number | string;
  /** ForexFeeRate */
  feeRate: DecimalLike;
  lots: DecimalLike;
  /** Margin in USD (required unless feeType is 1). */
  margin?: DecimalLike;
}

/** Fee in USD (6 dp): feeType 1 → ForexFeeRate × lots; otherwise ForexFeeRate × margin. */
export function fee(f: FeeInput): string {
  if (Number(f.feeType) === FEE_PER_LOT) return roundMoney(mul(f.feeRate, f.lots));
  return roundMoney(mul(f.feeRate, bigOr(f.margin, 0)));
}

export interface PnlInput {
  side: number;
  open: DecimalLike;
  close: DecimalLike;
  lots: DecimalLike;
  contractSize: DecimalLike;
}

/** P&L in quote currency, unrounded: (close − open) × ForexContNum × lots, × −1 for sells. */
export function pnlQuote(p: PnlInput): Big {
  const diff = sub(p.close, p.open);
  const v = mul(mul(diff, p.contractSize), p.lots);
  return isBuy(p.side) ? v : v.times(-1);
}

/** P&L converted to USD at the current rates (6 dp). */
export function pnlUsd(p: PnlInput & { quoteCcy: string; rates: RateLookup }): string {
  return roundMoney(toUsd(pnlQuote(p), p.quoteCcy, p.rates));
}

/** Percent change of `close` vs `open`, 2 dp ("0.00" when open is 0). */
export function changePercent(open: DecimalLike, close: DecimalLike): string {
  const o = big(open);
  if (o.eq(0)) return '0.00';
  return roundTo(sub(close, o).div(o).times(100), 2);
}

/** True when the value is a set stop (non-empty, > 0); 0/''/null mean "not set", as the client sends them. */
export function isSetPrice(x: unknown): x is DecimalLike {
  if (x === undefined || x === null || x === '') return false;
  try {
    return big(x as DecimalLike).gt(0);
  } catch {
    return false;
  }
}

export type StopTrigger = 'sl' | 'tp';

/**
 * Which stop of an open position the quote triggers, if any. Buy positions watch bid:
 * SL when bid ≤ SL, TP when bid ≥ TP. Sell positions watch ask: SL when ask ≥ SL, TP when ask ≤ TP.
 * When both are hit at once (a gap), SL wins (the conservative choice).
 */
export function stopTriggered(side: number, q: Quote, sl: unknown, tp: unknown): StopTrigger | null {
  const px = big(closePrice(side, q));
  if (isBuy(side)) {
    if (isSetPrice(sl) && px.lte(big(sl))) return 'sl';
    if (isSetPrice(tp) && px.gte(big(tp))) return 'tp';
  } else {
    if (isSetPrice(sl) && px.gte(big(sl))) return 'sl';
    if (isSetPrice(tp) && px.lte(big(tp))) return 'tp';
  }
  return null;
}

/**
 * How a pending order waits for its price: a limit order for the market to come to it (a buy below the market, a sell
 * above), a stop order for the market to break through it (a buy above, a sell below).
 */
export type PendingType = 'limit' | 'stop';

/**
 * Whether a pending order fills at this quote. Limit: a buy when ask ≤ target, a sell when bid ≥ target. Stop: a buy
 * when ask ≥ target, a sell when bid ≤ target. Either way a buy watches the ask and a sell the bid, the prices they
 * open at; a price already reached fills at once.
 */
export function pendingFillable(side: number, q: Quote, target: DecimalLike, type: PendingType = 'limit'): boolean {
  const px = big(isBuy(side) ? q.ask : q.bid);
  const t = big(target);
  const belowWanted = isBuy(side) === (type === 'limit');
  return belowWanted ? px.lte(t) : px.gte(t);
}

/** The type of a stored pending order: 'stop' as written, anything else (older rows, null) a limit order. */
export const pendingTypeOf = (v: unknown): PendingType => (v === 'stop' ? 'stop' : 'limit');

export type StopsError = 'sl_wrong_side' | 'tp_wrong_side' | 'negative';

/**
 * Check SL/TP against a reference price: the current closing price (bid for buys, ask for sells) for a
 * market position, or the target price for a pending order. Buy: SL < ref < TP. Sell: TP < ref < SL.
 * Unset stops (0/empty) are fine. Returns null when valid.
 */
export function validateStops(side: number, reference: DecimalLike, sl: unknown, tp: unknown): StopsError | null {
  for (const v of [sl, tp]) {
    if (v !== undefined && v !== null && v !== '' && bigOr(v, 0).lt(0)) return 'negative';
  }
  const ref = big(reference);
  if (isBuy(side)) {
    if (isSetPrice(sl) && big(sl).gte(ref)) return 'sl_wrong_side';
    if (isSetPrice(tp) && big(tp).lte(ref)) return 'tp_wrong_side';
  } else {
    if (isSetPrice(sl) && big(sl).lte(ref)) return 'sl_wrong_side';
    if (isSetPrice(tp) && big(tp).gte(ref)) return 'tp_wrong_side';
  }
  return null;
}
