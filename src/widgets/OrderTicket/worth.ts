// A stop typed on the ticket in money, pure (docs/trading.md "Money at the stops"): what it would make or lose, whether
// the server would refuse it for a side, and the lots for a loss there. Used by the lazy parts that say them
// (StopWorth.tsx, LotsForLoss.tsx, OrderConfirm.tsx), so the ticket's entry does not carry it.
import type { TradePair } from '../../core/api/forex';
import { FEE_PER_LOT, fee, isDecimal, lotsForLoss, margin, openPrice, sub, type RateLookup } from '../../core/money';
import { quoteCcy } from '../internal/trading/pair';
import type { Quote } from '../../core/stores/quotes';
import { valueAt } from '../internal/trading/valueAt';
import { wrongSide, type Stop } from '../internal/trading/stopRule';
import { stopReference as reference, type TicketState } from './ticket';

/**
 * What a stop typed on the ticket would make or lose (USD), before Buy or Sell is pressed (docs/trading.md "Money at
 * the stops"). A stop fits one side only, by the server's rule (validateStops against the price the position would
 * close at, or the pending price: a buy's stop loss below it, a sell's above; a take profit the other way round), so
 * it is valued for that side, from the price that side would open at. Null when it is not set, fits both sides or
 * neither (a take profit inside the spread, a stop at the price), or cannot be valued yet.
 */
export function stopWorth(w: Stop, s: TicketState, p: TradePair, q: Quote | undefined, rates: RateLookup): string | null {
  const side = stopSide(w, s, p, q);
  return side && valueAt(p, side, s.lots, rates)(openAt(s, p, q, side), s[w].value);
}

/** The one side a stop typed fits (validateStops); null when it is not set, not a price, or fits both or neither. */
function stopSide(w: Stop, s: TicketState, p: TradePair, q: Quote | undefined): 1 | 2 | null {
  const f = s[w];
  if (!f.checked || !isDecimal(f.value)) return null;
  const fits = (side: 1 | 2) => {
    const ref = reference(s, p, q, side);
    return isDecimal(ref) && !wrongSide(w, side, ref, f.value);
  };
  const buy = fits(1);
  return buy === fits(2) ? null : buy ? 1 : 2;
}

/** The price `side` would open at: the pending price, or the ask for a buy and the bid for a sell. */
function openAt(s: TicketState, p: TradePair, q: Quote | undefined, side: 1 | 2): string {
  const { Bid: bid, Ask: ask } = q ?? p.ForexQuotations;
  return s.mode === 0 ? s.price : openPrice(side, { bid, ask });
}


/**
 * The lots whose loss at the stop loss typed, with the fee the order pays at the open, stays within `loss` USD
 * (lotsForLoss), for the side the stop fits, from that side's opening price: sizing the order by what the trader is
 * ready to lose, as the trading results count a trade (P&L less fee). The fee is the server's (`fee` on the margin
 * at that price, or per lot, by `feeType`). Null when the stop loss says no loss yet (not set, fits both sides or
 * neither, no rate), the fee cannot be told yet (no leverage chosen), or `loss` is not an amount.
 */
export function lotsForStopLoss(
  loss: string, s: TicketState, p: TradePair, q: Quote | undefined, rates: RateLookup, feeType: number | string | undefined,
): string | 'below_min' | null {
  const side = stopSide('sl', s, p, q);
  if (!side) return null; // nothing to size by
  const price = openAt(s, p, q, side);
  const lossAt = (lots: string) => {
    const worth = valueAt(p, side, lots, rates)(price, s.sl.value);
    const paid = openingFee(p, lots, price, s.leverage, rates, feeType);
    return worth === null || paid === null ? '0' : sub(paid, worth);
  };
  return lotsForLoss(loss, lossAt, String(p.ForexMinCont), String(p.Pip));
}

/** The fee an order of `lots` opening at `price` pays, as the server charges it; null while it cannot be told. */
function openingFee(p: TradePair, lots: string, price: string, leverage: TicketState['leverage'], rates: RateLookup, feeType: number | string | undefined): string | null {
  try {
    const perLot = Number(feeType) === FEE_PER_LOT;
    const m = perLot ? '0' : margin({ lots, contractSize: p.ForexContNum, price, leverage, marginMode: p.MarginMode, quoteCcy: quoteCcy(p), rates });
    return fee({ feeType: feeType ?? 0, feeRate: p.ForexFeeRate, lots, margin: m });
  } catch {
    return null; // a leverage not chosen yet, or a cross without its USD rate
  }
}
