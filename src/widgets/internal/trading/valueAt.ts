// What an order would make or lose if it closed at a price: said beside a stop loss and a take profit before they
// are set — the ticket's confirmation, a position's and a pending order's detail (docs/trading.md "Money at the
// stops"). The server's own formula (pnlUsd) at today's USD rates; the fee is not in it, the server charges it apart.
import type { TradePair } from '../../../core/api/forex';
import { isDecimal, isSetPrice, pnlUsd, type RateLookup } from '../../../core/money';
import { quoteCcy } from './pair';

/** USD (6 dp) an order opened at `open` makes (positive) or loses (negative) closing at `close`; null while either is no price yet or a USD rate is unknown. */
export type ValueAt = (open: string, close: string) => string | null;

/** `lots` of `pair` on `side` (1 buy, 2 sell), valued at `rates` as they are when asked. */
export function valueAt(pair: TradePair, side: number, lots: string, rates: RateLookup): ValueAt {
  return (open, close) => {
    if (!isSetPrice(open) || !isSetPrice(close) || !isDecimal(lots)) return null;
    try {
      return pnlUsd({ side, open, close, lots, contractSize: pair.ForexContNum, quoteCcy: quoteCcy(pair), rates });
    } catch {
      return null; // a cross whose USD rate is not listed yet
    }
  };
}
