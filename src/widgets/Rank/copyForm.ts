// The copy dialog's one field (docs/trading.md "Copy trading"): the multiplier as typed, checked by the rule the
// server checks it by, and what it makes of a one-lot trade — before the person starts copying.
import { copyMultiplier, formatDecimal } from '../../core/money';

export interface CopyFormState {
  /** The multiplier to send, or null when what is typed is not one (the field says why). */
  multiplier: string | null;
  /** A one-lot trade's copy, in lots (before the pair's lot step and minimum); '' while the field is invalid. */
  example: string;
}

export function copyForm(typed: string): CopyFormState {
  const multiplier = copyMultiplier(typed);
  return { multiplier, example: multiplier ? formatDecimal(multiplier, 2) : '' };
}
