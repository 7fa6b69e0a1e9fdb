// Pure: what the pending order's detail sends when the trader saves its new price, stops and expiry
// (docs/trading.md "Modifying a pending order"). Unit-tested.
import type { Order, PendingChange } from '../../core/api/forex';
import { big, isPlainDecimal, isSetPrice, pendingFillable, pendingTypeOf } from '../../core/money';
import { expiryTime, fromLocalInput, toLocalInput, type TicketExpiry } from '../internal/trading/expiry';

/** The expiry field: the one the order has, or a new choice fixed at the moment of saving. */
export type ExpiryChoice = 'keep' | TicketExpiry;

export interface PendingFields {
  price: string;
  takeProfit: string;
  stopLoss: string;
  expiry: ExpiryChoice;
  /** With 'custom': the picker's date and time (`datetime-local`, the trader's time zone). */
  customAt: string;
}

/**
 * The fields as the order stands: its price and stops (blank = none), and its expiry kept. The picker of a date and
 * time starts at the order's expiry, or a day from `now`.
 */
export function fieldsOf(o: Order, now: Date): PendingFields {
  const stop = (x: string | undefined) => (isSetPrice(x) ? String(x) : '');
  return {
    price: String(o.Price), takeProfit: stop(o.TargetProfitPrice), stopLoss: stop(o.TargetLossPrice), expiry: o.ExpiresAt ? 'keep' : 'gtc',
    customAt: toLocalInput(o.ExpiresAt || expiryTime('custom', now)),
  };
}

/** A date and time chosen that is not one yet (the window is the server's to judge). */
export const expiryMissing = (f: PendingFields): boolean => f.expiry === 'custom' && !fromLocalInput(f.customAt);

/** A price the server would take: a positive plain decimal. The stops' sides are the server's to judge. */
export function priceValid(price: string): boolean {
  const p = price.trim();
  return isPlainDecimal(p) && big(p).gt(0);
}

/** The pair's market now, as the quote store holds it. */
export interface Market {
  bid: string;
  ask: string;
}

/**
 * Saved at `price`, the order would fill at once, at the market: the market is already there for its side and type
 * (the rule the server fills by). Unknown while the price or the market is.
 */
export function fillsAtOnce(o: Order, price: string, market: Market | undefined): boolean {
  if (!market || !priceValid(price) || !isPlainDecimal(market.bid) || !isPlainDecimal(market.ask)) return false;
  return pendingFillable(o.OrderType === 1 ? 1 : 2, market, price.trim(), pendingTypeOf(o.PendingType));
}

/** The request for these fields at `now`: a blank stop is none, good till cancelled sends no expiry. */
export function pendingChange(o: Order, f: PendingFields, now: Date): PendingChange {
  const expiresAt = f.expiry === 'keep' ? o.ExpiresAt || undefined : f.expiry === 'custom' ? fromLocalInput(f.customAt) : expiryTime(f.expiry, now);
  return {
    target_price: f.price.trim(),
    stop_loss_price: f.stopLoss.trim() || '0',
    target_profit_price: f.takeProfit.trim() || '0',
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  };
}
