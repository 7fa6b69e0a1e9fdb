// Price alerts (docs/trading.md "Price alerts"): which side of the quote an alert watches. Shared by the server,
// which fires them, and the client, which says what will be watched and refuses a price already reached.
import { gte, isPlainDecimal, lte } from './decimal.js';

export type AlertDirection = 'above' | 'below';

/**
 * "Rises to" watches the ask (the price a buyer pays reaches the level), "falls to" the bid (the price a seller gets).
 * The side each watches is the one that moves first in that direction, so neither fires late by the spread.
 */
export const alertSide = (direction: AlertDirection): 'ask' | 'bid' => (direction === 'above' ? 'ask' : 'bid');

/** True when the watched side of the quote has reached the alert's price (equal counts). */
export function alertReached(direction: AlertDirection, price: string, quote: { bid: string; ask: string }): boolean {
  return direction === 'above' ? gte(quote.ask, price) : lte(quote.bid, price);
}

/** A valid alert price: a plain positive decimal with at most `precision` decimals. */
export function isAlertPrice(price: unknown, precision: number): price is string {
  if (typeof price !== 'string' || !isPlainDecimal(price) || !(Number(price) > 0)) return false;
  const dot = price.indexOf('.');
  return dot < 0 || price.length - dot - 1 <= precision;
}
