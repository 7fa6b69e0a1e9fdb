/**
 * Partial close: how much of a position may be closed, and how its money splits. The closed part takes its share of
 * the margin and fee rounded to MONEY_DP; the position keeps the rest (whole − part), so the two always add up to
 * the original to the last digit and no cent is created or lost however many times a position is split.
 */
import { big, roundMoney, type DecimalLike } from './decimal.js';
import { validateLots, type LotsError } from './lots.js';

export type PartialLotsError = LotsError | 'above_open' | 'rest_below_min';

/**
 * null when `part` lots may be closed out of `open`: valid lots by themselves (minimum, step), at most the open lots,
 * and what stays open is either nothing (a full close) or still at least the minimum.
 */
export function validatePartialLots(part: unknown, open: DecimalLike, minLots: DecimalLike, step: DecimalLike): PartialLotsError | null {
  const e = validateLots(part, minLots, step);
  if (e) return e;
  const rest = big(open).minus(big(part as DecimalLike));
  if (rest.lt(0)) return 'above_open';
  if (rest.gt(0) && rest.lt(big(minLots))) return 'rest_below_min';
  return null;
}

/** The closed part's share of an amount (margin, fee) and what stays with the position; part + rest = amount. */
export function splitProRata(amount: DecimalLike, part: DecimalLike, whole: DecimalLike): { part: string; rest: string } {
  const share = big(whole).eq(0) ? '0' : roundMoney(big(amount).times(big(part)).div(big(whole)));
  return { part: share, rest: roundMoney(big(amount).minus(share)) };
}
