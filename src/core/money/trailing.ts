/**
 * Trailing stop: a distance in pips that the server keeps between the closing-side price and the stop loss of a
 * holding position (docs/trading.md "Trailing stop"). The stop moves only in the trader's favour, never back.
 */
import { big, isDecimal, roundPrice, type DecimalLike } from './decimal.js';
import { isMultipleOf } from './lots.js';
import { isSetPrice } from './trading.js';

/**
 * One pip in price units. Five- and three-decimal quotes carry a fractional pip (EURUSD 0.0001, USDJPY 0.01); any
 * other precision counts one pip as its smallest step (XAUUSD 0.01, US30 0.1).
 */
export function pipSize(precision: number): string {
  const dp = precision === 5 || precision === 3 ? precision - 1 : precision;
  return big(1).div(big(10).pow(dp)).toFixed();
}

/** The price distance of `pips`, or null when it is not a positive whole number of the instrument's price steps. */
export function trailDistance(pips: DecimalLike, precision: number): string | null {
  if (!isDecimal(pips) || !big(pips).gt(0) || big(pips).gt(100_000)) return null;
  const d = big(pips).times(pipSize(precision));
  return isMultipleOf(d, big(1).div(big(10).pow(precision))) ? d.toFixed(precision) : null;
}

/**
 * The stop loss a trailing stop asks for at `price` (the closing side: bid for a buy, ask for a sell), or null when
 * the current stop stays: a buy's stop rises to price − distance and a sell's falls to price + distance, only when
 * that is better for the trader than the current stop (an unset stop is always improved).
 */
export function trailedStop(side: number, price: DecimalLike, currentSl: DecimalLike, distance: DecimalLike, precision: number): string | null {
  const buy = side === 1;
  const want = big(price)[buy ? 'minus' : 'plus'](big(distance));
  if (buy && want.lte(0)) return null;
  const next = roundPrice(want, precision);
  if (!isSetPrice(currentSl)) return next;
  return (buy ? big(next).gt(big(currentSl)) : big(next).lt(big(currentSl))) ? next : null;
}
