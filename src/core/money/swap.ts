/**
 * Overnight financing, the swap (docs/trading.md "Swap"): an instrument's rate is USD per lot and night, one for
 * buys and one for sells, negative when the trader pays. The one formula for the ticket's "per night" figure and the
 * server's charge at the rollover.
 */
import { isBuy } from './trading.js';
import { isZero, mul, roundMoney, type DecimalLike } from './decimal.js';

export interface SwapRates {
  /** USD per lot and night held by a buy (negative: charged). */
  long: DecimalLike;
  /** The same for a sell. */
  short: DecimalLike;
}

/** The rate that applies to a side: buys take the long rate, sells the short one. */
export const swapRateOf = (side: number, rates: SwapRates): DecimalLike => (isBuy(side) ? rates.long : rates.short);

/** The swap of `lots` held `nights` nights at `rate` (USD per lot and night), in USD at 6 dp; signed as the rate. */
export function swapOf(lots: DecimalLike, rate: DecimalLike, nights = 1): string {
  return roundMoney(mul(mul(lots, rate), nights));
}

/** True when neither side of an instrument pays or earns anything overnight. */
export const swapFree = (rates: SwapRates): boolean => isZero(rates.long) && isZero(rates.short);
