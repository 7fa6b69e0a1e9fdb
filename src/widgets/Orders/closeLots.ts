// The "Lots to close" field of a holding position's detail: what it sends and whether it may be sent.
import { big, floorToStep, isDecimal, stepDown, stepUp, validatePartialLots } from '../../core/money';

export interface LotRules {
  /** ForexMinCont */
  min: string;
  /** Pip: the lot step */
  step: string;
}

/** null when `lots` may be closed out of `open` (without the pair's rules: anything above 0 up to the open lots). */
export function closeLotsError(lots: string, open: string, rules: LotRules | undefined): string | null {
  if (rules) return validatePartialLots(lots, open, rules.min, rules.step);
  if (!isDecimal(lots) || !big(lots).gt(0)) return 'empty';
  return big(lots).gt(big(open)) ? 'above_open' : null;
}

/** The lots to send with the close: undefined for the whole position (an ordinary close). */
export const partOf = (lots: string, open: string): string | undefined => (big(lots).eq(big(open)) ? undefined : lots);

/** The field after an arrow key: one lot step up or down from what it holds, kept between the minimum and the open lots. */
export function closeLotsStep(lots: string, open: string, rules: LotRules, dir: 1 | -1): string {
  const from = isDecimal(lots) ? lots : open;
  const next = dir > 0 ? stepUp(from, rules.step) : stepDown(from, rules.step);
  if (big(next).gt(big(open))) return open;
  return big(next).lt(big(rules.min)) ? rules.min : next;
}

/** The quick shares offered under the field, in percent of the open lots. */
export const CLOSE_SHARES = [25, 50, 75, 100] as const;

/**
 * The lots for closing `percent` of the position, rounded down to the lot step; null when that part cannot be closed
 * (below the minimum, or it would leave less than the minimum open) or the pair's rules are not known.
 */
export function closeLotsShare(open: string, rules: LotRules | undefined, percent: number): string | null {
  if (!rules || !isDecimal(open)) return null;
  const lots = percent >= 100 ? open : floorToStep(big(open).times(percent).div(100), rules.step);
  return closeLotsError(lots, open, rules) === null ? lots : null;
}
