/** Lot sizes: minimum (ForexMinCont) and step (Pip). */
import { big, isDecimal, mul, div, normalize, type DecimalLike, type Big } from './decimal.js';

export type LotsError = 'empty' | 'not_positive' | 'below_min' | 'not_step';

/** null when valid. Lots must be > 0, ≥ minLots and an exact multiple of step (when step > 0). */
export function validateLots(lots: unknown, minLots: DecimalLike, step: DecimalLike): LotsError | null {
  if (lots === undefined || lots === null || lots === '') return 'empty';
  if (!isDecimal(lots)) return 'empty';
  const l = big(lots);
  if (l.lte(0)) return 'not_positive';
  if (l.lt(big(minLots))) return 'below_min';
  if (!isMultipleOf(l, step)) return 'not_step';
  return null;
}

export function isMultipleOf(x: DecimalLike, step: DecimalLike): boolean {
  const s = big(step);
  if (s.lte(0)) return true;
  return big(x).mod(s).eq(0);
}

/** Lots after pressing + (adds one step). */
export function stepUp(lots: DecimalLike, step: DecimalLike): string {
  return normalize(big(lots).plus(big(step)));
}

/** Lots after pressing − (never below one step). */
export function stepDown(lots: DecimalLike, step: DecimalLike): string {
  const next = big(lots).minus(big(step));
  return normalize(next.gt(0) ? next : big(step));
}

/** The minus button is enabled only when lots − step is above zero. */
export function canStepDown(lots: unknown, step: DecimalLike): boolean {
  if (!isDecimal(lots)) return false;
  return big(lots).minus(big(step)).gt(0);
}

/** Round lots down to the nearest multiple of step. */
export function floorToStep(lots: DecimalLike, step: DecimalLike): string {
  const s = big(step);
  if (s.lte(0)) return normalize(lots);
  const n: Big = div(lots, s).round(0, 0);
  return normalize(mul(n, s));
}

/**
 * The most lots whose loss at a stop stays within `loss` (USD), in whole steps: sizing an order by what the trader is
 * ready to lose. `lossAt(lots)` is the loss there for that many lots, a positive amount (pnlUsd, the formula a close
 * realises, negated). 'below_min' when even the minimum loses more; null when `loss` is not an amount above zero or
 * the stop loses nothing.
 */
export function lotsForLoss(loss: unknown, lossAt: (lots: string) => DecimalLike, minLots: DecimalLike, step: DecimalLike): string | 'below_min' | null {
  if (!isDecimal(loss) || big(loss).lte(0)) return null;
  const perLot = big(lossAt('1'));
  if (perLot.lte(0)) return null;
  let lots = floorToStep(div(loss, perLot), step);
  // Each size's loss is rounded (pnlUsd, 6 decimals): one step less when rounding took this size over the amount.
  if (big(lossAt(lots)).gt(big(loss)) && big(step).gt(0)) lots = normalize(big(lots).minus(big(step)));
  return big(lots).lt(big(minLots)) || big(lots).lte(0) ? 'below_min' : lots;
}
