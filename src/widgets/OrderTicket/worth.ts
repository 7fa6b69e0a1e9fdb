// A stop typed on the ticket in money, pure (docs/trading.md "Money at the stops"): what it would make or lose, whether
// the server would refuse it for a side, and the lots for a loss there. Used by the lazy parts that say them
// (StopWorth.tsx, LotsForLoss.tsx, OrderConfirm.tsx), so the ticket's entry does not carry it.
import type { TradePair } from '../../core/api/forex';
import { closePrice, isDecimal, lotsForLoss, openPrice, sub, type RateLookup } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { valueAt } from '../internal/trading/valueAt';
import { wrongSide, type Stop } from '../internal/trading/stopRule';
import type { TicketState } from './ticket';

/**
 * What a stop typed on the ticket would make or lose (USD), before Buy or Sell is pressed (docs/trading.md "Money at
 * the stops"). A stop fits one side only, by the server's rule (validateStops against the price the position would
 * close at, or the pending price: a buy's stop loss below it, a sell's above; a take profit the other way round), so
 * it is valued for that side, from the price that side would open at. Null when it is not set, fits both sides or
 * neither (a take profit inside the spread, a stop at the price), or cannot be valued yet.
 */
export function stopWorth(w: Stop, s: TicketState, p: TradePair, q: Quote | undefined, rates: RateLookup): string | null {
  const f = s[w];
  if (!f.checked || !isDecimal(f.value)) return null;
  const fits = (side: 1 | 2) => {
    const ref = reference(s, p, q, side);
    return isDecimal(ref) && !wrongSide(w, side, ref, f.value);
  };
  const buy = fits(1);
  if (buy === fits(2)) return null;
  const side = buy ? 1 : 2;
  const { Bid: bid, Ask: ask } = q ?? p.ForexQuotations;
  return valueAt(p, side, s.lots, rates)(s.mode === 0 ? s.price : openPrice(side, { bid, ask }), f.value);
}

/** The price a stop is judged against for `side`: the pending price, or the price the position would close at. */
function reference(s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): string {
  const { Bid: bid, Ask: ask } = q ?? p.ForexQuotations;
  return s.mode === 0 ? s.price : closePrice(side, { bid, ask });
}

/**
 * The price a stop typed on the ticket is on the wrong side of for `side`, by the server's rule (validateStops): the
 * server would refuse the order for it, so the confirmation says so first. Null when the stop fits, is not set, or
 * there is no price to judge it against yet.
 */
export function stopRefusal(w: Stop, s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): string | null {
  const f = s[w];
  const ref = reference(s, p, q, side);
  return f.checked && wrongSide(w, side, ref, f.value) ? ref : null;
}

/**
 * The lots whose loss at the stop loss typed stays within `loss` USD (lotsForLoss), for the side the stop fits, from
 * that side's opening price: sizing the order by what the trader is ready to lose. Null when the stop loss says no
 * loss yet (not set, fits both sides or neither, no rate) or `loss` is not an amount.
 */
export function lotsForStopLoss(loss: string, s: TicketState, p: TradePair, q: Quote | undefined, rates: RateLookup): string | 'below_min' | null {
  // A stop loss that says nothing (not set, fits neither side or both, no rate) loses nothing: lotsForLoss says null.
  const lossAt = (lots: string) => sub('0', stopWorth('sl', { ...s, lots }, p, q, rates) ?? '0');
  return lotsForLoss(loss, lossAt, String(p.ForexMinCont), String(p.Pip));
}
