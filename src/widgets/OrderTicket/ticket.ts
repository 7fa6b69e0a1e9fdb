// Pure ticket logic (no React): state, estimates, validation, the folded sheet's summary and the submit form.
// Unit-tested.
import type { TFunction } from '../../core';
import type { SubmitForm, TradePair } from '../../core/api/forex';
import {
  MARGIN_MODE_FIXED, canStepDown, closePrice, deviationValid, fee, formatPrice, isDecimal, margin, stepDown, stepUp, swapFree, swapOf, validateLots,
  type PendingType, type RateLookup,
} from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { wrongSide, type Stop } from '../internal/trading/stopRule';

export type TicketMode = 1 | 0; // 1 market, 0 pending at target price

// The pending order's expiry: the time is fixed when chosen, so a Confirm tapped again sends the same order.
export { EXPIRIES, expiryTime, type TicketExpiry } from '../internal/trading/expiry';
import type { TicketExpiry } from '../internal/trading/expiry';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';

export interface StopField {
  checked: boolean;
  value: string;
  /** Set once the box was first checked, so later checks keep what the user typed (docs/product.md#validation-rules). */
  touched: boolean;
}

export interface TicketState {
  mode: TicketMode;
  lots: string;
  leverage: number | null;
  price: string; // pending target
  /** How the pending order waits for its price: the market coming to it (limit) or breaking through it (stop). */
  pendingType: PendingType;
  expiry: TicketExpiry;
  /** The pending order's expiry time, fixed when the expiry was chosen (expiryTime). */
  expiresAt?: string;
  sl: StopField;
  tp: StopField;
  /** Price protection, market orders: its value is the pips the fill may be worse than the price seen. */
  guard: StopField;
  /** Shown only after a submit attempt. */
  showErrors: boolean;
}

export const emptyStop: StopField = { checked: false, value: '', touched: false };

/** The ticket's checkbox-and-value fields: stop loss, take profit, price protection. */
export type StopName = 'sl' | 'tp' | 'guard';

export function initialTicket(pair?: TradePair): TicketState {
  return {
    mode: 1,
    lots: pair?.ForexMinCont ?? '',
    leverage: pair?.HasForexMultiple?.[0]?.Value ?? null,
    price: '',
    pendingType: 'limit',
    expiry: 'gtc',
    sl: emptyStop,
    tp: emptyStop,
    guard: emptyStop,
    showErrors: false,
  };
}

export const usesLeverage = (p: TradePair): boolean => p.MarginMode !== MARGIN_MODE_FIXED;
/** Leveraged instrument with no leverage options: orders cannot be placed (docs/product.md#validation-rules). */
export const noLeverage = (p: TradePair): boolean => usesLeverage(p) && (p.HasForexMultiple?.length ?? 0) === 0;

/** First check of SL/TP fills in the current close; later checks keep the user's value. */
export function toggleStop(f: StopField, close: string | undefined): StopField {
  if (f.checked) return { ...f, checked: false };
  return { checked: true, touched: true, value: f.touched ? f.value : (close ?? '') };
}

/** The pips price protection starts at when first checked: a quiet market's spread, so a normal fill passes. */
export const DEFAULT_DEVIATION = '2';

/** Checks or unchecks a field: a stop starts at the current close, price protection at DEFAULT_DEVIATION. */
export function toggleField(s: TicketState, w: StopName, close: string | undefined): TicketState {
  return { ...s, [w]: toggleStop(s[w], w === 'guard' ? DEFAULT_DEVIATION : close) };
}

export const minusEnabled = (lots: string, pip: string): boolean => canStepDown(lots, pip);
export const lotsUp = (lots: string, pip: string): string => stepUp(isDecimal(lots) ? lots : '0', pip);
export const lotsDown = (lots: string, pip: string): string => (canStepDown(lots, pip) ? stepDown(lots, pip) : lots);

export type TicketError = 'enterPrice' | 'expiry' | 'deviation' | 'noLeverage' | 'lots' | 'leverage' | 'marketClosed' | null;

/** Price protection applies: a market order with the box checked. */
export const guarded = (s: TicketState): boolean => s.mode === 1 && s.guard.checked;

export function ticketError(s: TicketState, p: TradePair, q: Quote | undefined): TicketError {
  if ((q?.MarketStatus ?? p.MarketStatus) !== 1) return 'marketClosed';
  if (noLeverage(p)) return 'noLeverage';
  if (validateLots(s.lots, p.ForexMinCont, p.Pip)) return 'lots';
  if (usesLeverage(p) && !s.leverage) return 'leverage';
  if (s.mode === 0 && !(isDecimal(s.price) && Number(s.price) > 0)) return 'enterPrice';
  // A date and time of the trader's own that is not one yet (the window is the server's to judge).
  if (s.mode === 0 && s.expiry === 'custom' && !s.expiresAt) return 'expiry';
  if (guarded(s) && !deviationValid(s.guard.value)) return 'deviation';
  return null;
}

/** The price a stop is judged against for `side`: the pending price, or the price the position would close at. */
export function stopReference(s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): string {
  const { Bid: bid, Ask: ask } = q ?? p.ForexQuotations;
  return s.mode === 0 ? s.price : closePrice(side, { bid, ask });
}

/**
 * The price a stop typed on the ticket is on the wrong side of for `side`, by the server's rule (validateStops): the
 * server would refuse the order for it, so the confirmation says so first. Null when the stop fits, is not set, or
 * there is no price to judge it against yet.
 */
export function stopRefusal(w: Stop, s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): string | null {
  const f = s[w];
  const ref = stopReference(s, p, q, side);
  return f.checked && wrongSide(w, side, ref, f.value) ? ref : null;
}

/** Whether the server would refuse `side` for a stop on the wrong side: one-click then asks first (useOrderTicket). */
export const stopsRefused = (s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): boolean =>
  stopRefusal('sl', s, p, q, side) !== null || stopRefusal('tp', s, p, q, side) !== null;

/** Estimated margin and fee (USD, 6 dp) at the price the order would open; '--' when not computable yet. */
export function estimates(
  s: TicketState, p: TradePair, q: Quote | undefined, feeType: number | string | undefined, quoteCcy: string, rates: RateLookup,
): { margin: string; fee: string } {
  const open = s.mode === 0 ? s.price : q?.Ask ?? p.ForexQuotations.Ask;
  try {
    if (!isDecimal(s.lots) || !isDecimal(open) || (usesLeverage(p) && !s.leverage)) throw new Error('incomplete');
    const m = margin({
      lots: s.lots, contractSize: p.ForexContNum, price: open, leverage: s.leverage, marginMode: p.MarginMode, quoteCcy, rates,
    });
    return { margin: m, fee: fee({ feeType: feeType ?? 0, feeRate: p.ForexFeeRate, lots: s.lots, margin: m }) };
  } catch {
    return { margin: '--', fee: '--' };
  }
}

/**
 * The submit form; unchecked stops are sent as 0, market orders carry target_price 0, MarginMode 1 multiple 0. A
 * guarded market order carries the price the trader sees now in `q` (the ask for a buy, the bid for a sell).
 */
/** What a night held would take (negative) or earn as a buy and as a sell; null when the pair has no swap or the lots no number. */
export function swapPerNight(s: TicketState, p: TradePair): { buy: string; sell: string } | null {
  const rates = { long: p.SwapLong, short: p.SwapShort };
  if (!isDecimal(rates.long) || !isDecimal(rates.short) || !isDecimal(s.lots) || swapFree({ long: rates.long, short: rates.short })) return null;
  return { buy: swapOf(s.lots, rates.long), sell: swapOf(s.lots, rates.short) };
}

export function submitForm(s: TicketState, p: TradePair, side: 1 | 2, q?: Quote): SubmitForm {
  const seen = side === 1 ? (q ?? p.ForexQuotations).Ask : (q ?? p.ForexQuotations).Bid;
  return {
    type: side,
    cont: s.lots,
    forex_id: p.Id,
    status: s.mode,
    target_price: s.mode === 0 ? s.price : '0',
    stop_loss_price: s.sl.checked && s.sl.value ? s.sl.value : '0',
    target_profit_price: s.tp.checked && s.tp.value ? s.tp.value : '0',
    multiple: usesLeverage(p) ? (s.leverage ?? 0) : 0,
    ...(s.mode === 0 && s.expiresAt ? { expires_at: s.expiresAt } : {}),
    ...(s.mode === 0 ? { pending_type: s.pendingType } : {}),
    ...(guarded(s) ? { expected_price: seen, max_deviation: s.guard.value.trim() } : {}),
  };
}

/** What makes two submits the same order (its idempotency key): the form without the price seen, which ticks. */
export function sameOrder(form: SubmitForm): string {
  const { expected_price: _seen, ...order } = form;
  return JSON.stringify(order);
}

/** One order the trader means: its form (as sent, JSON) and the idempotency key its submits carry. */
export interface OrderAttempt {
  form: string;
  key: string;
  /** When it was last tried, ms. */
  at: number;
}

/**
 * How long a failed order's key is kept for a retry of the same order. Long enough for a trader to see the error
 * and tap Confirm again; short enough that the same order placed on purpose minutes later is a new one (a repeated
 * key is answered with the first order, however late).
 */
export const RETRY_WINDOW_MS = 2 * 60_000;

/** The attempt to send this form as: the last one again when it is the same order tried within the window, else new. */
export function orderAttempt(last: OrderAttempt | null, form: string, now: number, newKey: () => string): OrderAttempt {
  if (last && last.form === form && now - last.at < RETRY_WINDOW_MS) return { ...last, at: now };
  return { form, key: newKey(), at: now };
}

/**
 * The folded sheet's one line: "Market price · 0.01 Lots · 50× · Stop loss 1.08 · Take profit 1.09", or for a pending
 * order "Pending order · Stop 1.09 · 0.01 Lots …" (the type, since the same price fills the other way round).
 */
export function ticketSummary(s: TicketState, pair: TradePair, lev: boolean, t: TFunction): string {
  const kind = s.mode === 1 ? [t('trade.marketOrder')] : [t('trade.pendingOrder'), `${t(PENDING_TYPE_LABEL[s.pendingType])} ${s.price || '—'}`];
  const parts = [...kind, `${s.lots} ${t('trade.lots')}`];
  if (lev && s.leverage) parts.push(`${s.leverage}×`);
  if (s.sl.checked && s.sl.value) parts.push(`${t('trade.stopLoss')} ${formatPrice(s.sl.value, pair.PricePrecision)}`);
  if (s.tp.checked && s.tp.value) parts.push(`${t('trade.takeProfit')} ${formatPrice(s.tp.value, pair.PricePrecision)}`);
  if (guarded(s) && s.guard.value) parts.push(t('trade.slippageUpTo', { pips: s.guard.value.trim() }));
  return parts.join(' · ');
}
