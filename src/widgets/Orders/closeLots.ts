// The "Lots to close" field of a holding position's detail: what it sends and whether it may be sent.
import { big, isDecimal, validatePartialLots } from '../../core/money';

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
