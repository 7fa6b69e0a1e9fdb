// The server's rule for the side of a stop (validateStops in the money module), said before an order or a change is
// sent: a buy's stop loss below the price it would close at (the bid) or its pending price, a sell's above; a take
// profit the other way round. The words are the server's own refusal (slBelowBuy and its siblings).
import type { TFunction } from '../../../core';
import { formatPrice, isDecimal, validateStops } from '../../../core/money';

export type Stop = 'sl' | 'tp';

/** Whether a stop typed is on the wrong side of `reference` for `side`: false while either is not a price yet. */
export function wrongSide(w: Stop, side: 1 | 2, reference: string | undefined, value: string): boolean {
  return isDecimal(reference) && isDecimal(value) && validateStops(side, reference, w === 'sl' ? value : 0, w === 'tp' ? value : 0) !== null;
}

/** The label saying that rule for a stop and side ({{price}} is the reference). */
export function stopRuleLabel(w: Stop, side: 1 | 2): string {
  if (w === 'sl') return side === 1 ? 'trade.slBelowBuy' : 'trade.slAboveSell';
  return side === 1 ? 'trade.tpAboveBuy' : 'trade.tpBelowSell';
}

/** What is said under a stop typed on the wrong side of `reference` (its price shown at `precision`); undefined when it fits. */
export function stopRefusalText(t: TFunction, w: Stop, side: 1 | 2, reference: string | undefined, value: string, precision: number): string | undefined {
  return reference !== undefined && wrongSide(w, side, reference, value) ? t(stopRuleLabel(w, side), { price: formatPrice(reference, precision) }) : undefined;
}
