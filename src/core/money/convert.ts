/**
 * Currency conversion to USD (balances are in USD).
 *
 * P&L and margin are first computed in the instrument's quote currency, then converted:
 *  - quote USD (EURUSD, XAUUSD, US30 …)            → × 1
 *  - a USD/XXX pair exists (USDJPY for JPY)        → ÷ rate(USDXXX)
 *  - a XXX/USD pair exists (GBPUSD for GBP)        → × rate(XXXUSD)
 * A cross such as EURJPY (quote JPY) is therefore converted "via the quote currency's USD rate".
 */
import { big, div, mul, type DecimalLike, type Big } from './decimal.js';

/**
 * Looks up the current rate of a symbol like "EURUSD" or "USDJPY" and returns it as a decimal string
 * (the engine passes the current bid, i.e. Close), or undefined when no such symbol is quoted.
 */
export type RateLookup = (symbol: string) => DecimalLike | undefined | null;

/** Build a RateLookup from a plain map { EURUSD: '1.08', USDJPY: '151.2' }. */
export function ratesFrom(map: Record<string, DecimalLike> | Map<string, DecimalLike>): RateLookup {
  if (map instanceof Map) return (s) => map.get(s);
  return (s) => (Object.prototype.hasOwnProperty.call(map, s) ? map[s] : undefined);
}

export class MissingRateError extends Error {
  constructor(public readonly currency: string) {
    super(`No USD rate for ${currency}`);
    this.name = 'MissingRateError';
  }
}

function usable(r: DecimalLike | undefined | null): r is DecimalLike {
  if (r === undefined || r === null || r === '') return false;
  try {
    return big(r).gt(0);
  } catch {
    return false;
  }
}

/**
 * How many USD one unit of `ccy` is worth (USD → 1). Throws MissingRateError when neither
 * {ccy}USD nor USD{ccy} is quoted.
 */
export function usdPerUnit(ccy: string, rates: RateLookup): Big {
  const c = ccy.toUpperCase();
  if (c === 'USD') return big(1);
  const direct = rates(`${c}USD`);
  if (usable(direct)) return big(direct);
  const inverse = rates(`USD${c}`);
  if (usable(inverse)) return div(1, inverse);
  throw new MissingRateError(c);
}

/** Convert an amount in `quoteCcy` to USD (unrounded Big; round with roundMoney). */
export function toUsd(amount: DecimalLike, quoteCcy: string, rates: RateLookup): Big {
  const c = quoteCcy.toUpperCase();
  if (c === 'USD') return big(amount);
  const direct = rates(`${c}USD`);
  if (usable(direct)) return mul(amount, direct);
  const inverse = rates(`USD${c}`);
  // Divide rather than multiply by 1/rate so that e.g. 15000 JPY ÷ 150 is exactly 100.
  if (usable(inverse)) return div(amount, inverse);
  throw new MissingRateError(c);
}
