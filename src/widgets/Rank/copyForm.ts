// The copy dialog's fields (docs/trading.md "Copy trading"): the multiplier and the copy stop-loss as typed, checked by
// the rules the server checks them by, and what the multiplier makes of a one-lot trade — before the person agrees.
import { copyMultiplier, copyStopLoss, formatDecimal } from '../../core/money';

export interface CopyFormState {
  /** The multiplier to send, or null when what is typed is not one (the field says why). */
  multiplier: string | null;
  /** A one-lot trade's copy, in lots (before the pair's lot step and minimum); '' while the multiplier is invalid. */
  example: string;
  /** The copy stop-loss to send (USD): '' for none, null when what is typed is not an amount (the field says why). */
  stopLoss: string | null;
}

export function copyForm(typed: string, stopTyped = ''): CopyFormState {
  const multiplier = copyMultiplier(typed);
  return { multiplier, example: multiplier ? formatDecimal(multiplier, 2) : '', stopLoss: copyStopLoss(stopTyped) };
}

/** What the dialog would send changes the copy: always for a new one; for a running one, a new multiplier or stop-loss. */
export function copyChanged(form: CopyFormState, current: { multiplier: string; stop_loss: string } | null): boolean {
  if (form.multiplier === null || form.stopLoss === null) return false;
  return current === null || form.multiplier !== current.multiplier || form.stopLoss !== current.stop_loss;
}
