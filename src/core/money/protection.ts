/**
 * Price protection (docs/trading.md "Price protection"): a market order carries the price the trader saw and how many
 * pips worse it may fill; the server refuses it when the market moved further against them meanwhile.
 */
import { big, isPlainDecimal, type DecimalLike } from './decimal.js';
import { isBuy } from './trading.js';
import { pipSize } from './trailing.js';

/** The most pips a trader may allow: beyond this, protection protects nothing. */
export const MAX_DEVIATION_PIPS = 1000;

/** A deviation the server takes: a plain decimal from 0 (the price seen or better) to MAX_DEVIATION_PIPS. */
export function deviationValid(pips: unknown): boolean {
  const p = typeof pips === 'string' ? pips.trim() : '';
  return isPlainDecimal(p) && big(p).gte(0) && big(p).lte(MAX_DEVIATION_PIPS);
}

/**
 * Whether a fill at `price` is more than `maxPips` worse than `expected`: above it for a buy (which pays the ask),
 * below it for a sell (which gets the bid). A better price always fills.
 */
export function slippageExceeded(side: number, expected: DecimalLike, price: DecimalLike, maxPips: DecimalLike, precision: number): boolean {
  const worse = isBuy(side) ? big(price).minus(big(expected)) : big(expected).minus(big(price));
  return worse.gt(big(maxPips).times(pipSize(precision)));
}
