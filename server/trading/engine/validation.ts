/**
 * Validation of order requests: pure functions over the instrument, the request and the current quote. They return
 * a typed error (an AppError with its message key and parameters) instead of throwing, so the rules can be tested
 * without a database and the engine decides what to do with a failure.
 */
import { big, closePrice, deviationValid, type PendingType, isBuy, isDecimal, isPlainDecimal, isSetPrice, isZero, roundPrice, validateLots, validateStops, type PartialLotsError } from '../../../src/core/money/index.js';
import type { QuoteState } from '../../feed/types.js';
import { AppError } from '../../http/envelope.js';
import type { Instrument } from '../repo.js';
import { OrderStatus, type OrderRow } from '../schema.js';

export interface SubmitInput {
  /** 1 buy, 2 sell */
  type: number;
  /** lots */
  cont: string;
  forex_id: number;
  /** 1 market, 0 pending */
  status: number;
  target_price?: string | null;
  stop_loss_price?: string | null;
  target_profit_price?: string | null;
  multiple?: string | number | null;
  /** optional idempotency key */
  client_ref?: string | null;
  /** a pending order's expiry (ISO 8601 with a zone); blank = good till cancelled */
  expires_at?: string | null;
  /** a pending order's trigger: 'limit' (blank) or 'stop' */
  pending_type?: string | null;
  /** price protection, market orders: the price the trader saw (ask for a buy, bid for a sell) … */
  expected_price?: string | null;
  /** … and how many pips worse it may fill */
  max_deviation?: string | null;
}

/** A market order's price protection: refused when it would fill more than `pips` worse than `expected`. */
export interface Protection {
  expected: string;
  pips: string;
}

/** A request that passed every rule: normalised values ready for pricing. */
export interface ValidOrder {
  side: number;
  /** 1 market, 0 pending */
  mode: number;
  leverage: number | null;
  lots: string;
  /** the pending order's price, rounded to the instrument's precision; null for a market order */
  target: string | null;
  sl: string;
  tp: string;
  clientRef: string | null;
  /** when a pending order not filled yet is cancelled (ISO, UTC); null = good till cancelled */
  expiresAt: string | null;
  /** how a pending order waits for its price; null for a market order */
  pendingType: PendingType | null;
  /** null: none asked for */
  protection: Protection | null;
}

/** Market state the request is checked against. */
export interface MarketState {
  open: boolean;
  quote: QuoteState | undefined;
  /** the time the request is judged at (ms; default now): an expiry must be ahead of it */
  now?: number;
}

/** How soon and how late a pending order may expire: a minute ahead (less cannot reach a trader in time), a year. */
export const EXPIRY_MIN_MS = 60_000;
export const EXPIRY_MAX_MS = 366 * 86_400_000;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Checks an order request, in the order a trader fixes things: pair, side, type, leverage, lots, market, prices. */
export function validateSubmit(inst: Instrument | undefined, input: SubmitInput, market: MarketState): ValidOrder | AppError {
  if (!inst || !inst.enabled) return new AppError('pairNotFound');
  const side = Number(input.type);
  if (side !== 1 && side !== 2) return new AppError('badSide');
  const mode = Number(input.status);
  if (mode !== 0 && mode !== 1) return new AppError('badMode');

  const leverage = validateLeverage(inst, input.multiple);
  if (leverage instanceof AppError) return leverage;

  const lots = typeof input.cont === 'string' ? input.cont.trim() : String(input.cont ?? '');
  const lotsError = checkLots(inst, lots);
  if (lotsError) return lotsError;

  if (!market.open) return new AppError('marketClosed');
  if (!market.quote) return new AppError('noQuote');

  const pendingType = pendingTypeIn(input.pending_type, mode);
  if (pendingType instanceof AppError) return pendingType;
  const protection = protectionIn(input, mode);
  if (protection instanceof AppError) return protection;

  let target: string | null = null;
  if (mode === 0) {
    const price = pendingPrice(input.target_price, inst.precision);
    if (price instanceof AppError) return price;
    target = price;
  }

  const sl = stopValue(input.stop_loss_price, inst.precision);
  if (sl instanceof AppError) return sl;
  const tp = stopValue(input.target_profit_price, inst.precision);
  if (tp instanceof AppError) return tp;
  const stopsError = checkStops(side, target ?? closePrice(side, market.quote), sl, tp, inst.precision);
  if (stopsError) return stopsError;

  const expiresAt = expiryOf(input.expires_at, mode, market.now ?? Date.now());
  if (expiresAt instanceof AppError) return expiresAt;

  const clientRef = input.client_ref ? String(input.client_ref).slice(0, 64) : null;
  return { side, mode, leverage, lots, target, sl, tp, clientRef, expiresAt, pendingType, protection };
}

/** Price protection: both fields or neither, on a market order, a positive price and 0 to 1,000 pips. */
function protectionIn(input: SubmitInput, mode: number): Protection | null | AppError {
  if (blank(input.expected_price) && blank(input.max_deviation)) return null;
  const expected = String(input.expected_price ?? '').trim();
  const pips = String(input.max_deviation ?? '').trim();
  if (mode !== 1 || !deviationValid(pips) || !isPlainDecimal(expected) || !big(expected).gt(0)) return new AppError('badProtection');
  return { expected, pips };
}

/** A pending order's trigger: blank is a limit order (the product's pending order); a market order has none. */
function pendingTypeIn(v: unknown, mode: number): PendingType | null | AppError {
  if (mode !== 0) return blank(v) ? null : new AppError('pendingTypeOnly');
  if (blank(v)) return 'limit';
  const type = String(v).trim();
  return type === 'limit' || type === 'stop' ? type : new AppError('badPendingType');
}

/** A pending order's price: required, a positive plain decimal, rounded to the instrument's precision. */
function pendingPrice(v: unknown, precision: number): string | AppError {
  if (blank(v) || (isDecimal(v) && isZero(v))) return new AppError('priceRequired');
  if (!isPlainDecimal(String(v).trim()) || big(String(v).trim()).lte(0)) return new AppError('badPrice');
  return roundPrice(String(v).trim(), precision);
}

/** What a trader may change of a pending order (docs/trading.md "Modifying a pending order"): all four at once. */
export interface ModifyInput {
  target_price?: string | null;
  stop_loss_price?: string | null;
  target_profit_price?: string | null;
  /** blank = good till cancelled */
  expires_at?: string | null;
}

/** A modification that passed every rule. */
export interface ValidModify {
  target: string;
  sl: string;
  tp: string;
  expiresAt: string | null;
}

/**
 * A pending order's new price, stops and expiry, judged like the same fields of a new order: the stops against the
 * new price, the expiry from `now`. The order becomes exactly what is sent (a blank stop or expiry means none).
 */
export function validateModify(row: OrderRow, input: ModifyInput, now = Date.now()): ValidModify | AppError {
  const precision = Number(row.price_precision);
  const target = pendingPrice(input.target_price, precision);
  if (target instanceof AppError) return target;
  const sl = stopValue(input.stop_loss_price, precision);
  if (sl instanceof AppError) return sl;
  const tp = stopValue(input.target_profit_price, precision);
  if (tp instanceof AppError) return tp;
  const stopsError = checkStops(Number(row.side), target, sl, tp, precision);
  if (stopsError) return stopsError;
  const expiresAt = expiryOf(input.expires_at, 0, now);
  if (expiresAt instanceof AppError) return expiresAt;
  return { target, sl, tp, expiresAt };
}

/** A pending order's expiry: blank = none; a market order cannot have one; between a minute and a year ahead. */
function expiryOf(v: unknown, mode: number, now: number): string | null | AppError {
  if (blank(v)) return null;
  if (mode !== 0) return new AppError('expiryPendingOnly');
  const at = Date.parse(String(v));
  if (!(at >= now + EXPIRY_MIN_MS && at <= now + EXPIRY_MAX_MS)) return new AppError('expiryRange');
  return new Date(at).toISOString();
}

/** Leverage: forbidden for fixed-margin instruments, otherwise required and one of the instrument's list. */
function validateLeverage(inst: Instrument, multiple: SubmitInput['multiple']): number | null | AppError {
  const lev = multiple === undefined || multiple === null ? '' : String(multiple).trim();
  const given = lev !== '' && lev !== '0';
  if (inst.marginMode === 1) return given ? new AppError('leverageFixedMargin') : null;
  if (inst.leverages.length === 0) return new AppError('noLeverage');
  if (!given) return new AppError('leverageRequired');
  const n = /^\d{1,6}$/.test(lev) ? Number(lev) : NaN;
  if (!inst.leverages.includes(n)) return new AppError('leverageNotAllowed', { leverage: lev, list: inst.leverages.join(', ') });
  return n;
}

function checkLots(inst: Instrument, lots: string): AppError | null {
  // "1e-2" is 0.01 to big.js, but an order is stored and shown with the lots the trader typed.
  if (lots !== '' && !isPlainDecimal(lots)) return new AppError('fieldNumber', { field: 'cont' });
  switch (validateLots(lots, inst.minLots, inst.lotStep)) {
    case 'empty': return new AppError('lotsEmpty');
    case 'not_positive': return new AppError('lotsNotPositive');
    case 'below_min': return new AppError('lotsBelowMin', { min: inst.minLots });
    case 'not_step': return new AppError('lotsStep', { step: inst.lotStep });
    default: return null;
  }
}

/** A stop-loss or take-profit field: blank or 0 means none ("0"); otherwise a positive price, rounded. */
export function stopValue(v: unknown, precision: number): string | AppError {
  if (blank(v)) return '0';
  if (!isPlainDecimal(String(v).trim()) || big(v as string).lt(0)) return new AppError('badStop');
  return isSetPrice(v) ? roundPrice(v as string, precision) : '0';
}

/** Stops on the right side of the reference price (the pending price, or the current closing price). */
export function checkStops(side: number, reference: string, sl: string, tp: string, precision: number): AppError | null {
  const err = validateStops(side, reference, sl, tp);
  const price = roundPrice(reference, precision);
  if (err === 'sl_wrong_side') return new AppError(isBuy(side) ? 'slBelowBuy' : 'slAboveSell', { price });
  if (err === 'tp_wrong_side') return new AppError(isBuy(side) ? 'tpAboveBuy' : 'tpBelowSell', { price });
  if (err === 'negative') return new AppError('badStop');
  return null;
}

/** New stops of an open order: checked against its pending price, or the current closing price once holding. */
export function validateStopsUpdate(row: OrderRow, slIn: unknown, tpIn: unknown, quote: QuoteState | undefined): { sl: string; tp: string } | AppError {
  const precision = Number(row.price_precision);
  const sl = stopValue(slIn, precision);
  if (sl instanceof AppError) return sl;
  const tp = stopValue(tpIn, precision);
  if (tp instanceof AppError) return tp;
  let reference = row.origin_price;
  if (Number(row.status) === OrderStatus.holding) {
    if (!quote) return new AppError('noQuote');
    reference = closePrice(Number(row.side), quote);
  }
  return checkStops(Number(row.side), reference, sl, tp, precision) ?? { sl, tp };
}

/** The refusal of a partial close's lots (validatePartialLots), naming the figure the trader needs. */
export function partialLotsError(e: PartialLotsError, open: string, minLots: string, step: string): AppError {
  switch (e) {
    case 'above_open': return new AppError('lotsAboveOpen', { lots: open });
    case 'rest_below_min': return new AppError('lotsRestBelowMin', { min: minLots });
    case 'below_min': return new AppError('lotsBelowMin', { min: minLots });
    case 'not_step': return new AppError('lotsStep', { step });
    case 'not_positive': return new AppError('lotsNotPositive');
    default: return new AppError('lotsEmpty');
  }
}
