// The account the stop-out prices are computed from, assembled from what the client holds: every holding position
// (my_deal), the live summary (balance, lock balance, used margin) and the quote store. Pure, so it is tested alone.
import type { LiveSummary, Order, TradePair } from '../../../core/api/forex';
import { add, isDecimal, stopOutTable, type StopOutAccount, type StopOutPosition } from '../../../core/money';

export interface QuoteLookup {
  /** Static fields of an instrument (contract size, quote currency, precision). */
  pair(code: string): TradePair | undefined;
  /** Its live bid and ask. */
  quote(code: string): { Bid: string; Ask: string } | undefined;
}

/**
 * The stop-out account, or null when any input is missing: every position counts in the equity, so one position
 * whose instrument is unknown makes every price unknown rather than wrong.
 */
export function stopOutAccount(positions: readonly Order[], summary: LiveSummary | null, level: string | null, q: QuoteLookup): StopOutAccount | null {
  if (!summary || !level || !isDecimal(summary.Balance) || !isDecimal(summary.LockBalance) || !isDecimal(summary.CautionMoneyAll)) return null;
  const list: StopOutPosition[] = [];
  for (const o of positions) {
    const code = o.ForexTradeLists?.Code;
    const pair = code ? q.pair(code) : undefined;
    if (!code || !pair?.QuoteCurrency || !isDecimal(pair.ForexContNum) || !isDecimal(o.Price) || !isDecimal(o.Quantity)) return null;
    // The money module counts a position without a quote as 0 P&L (as the engine does); the client lacking a quote the
    // server has would make that wrong, so no price at all.
    if (!q.quote(code)) return null;
    list.push({ id: o.Id, code, side: o.OrderType, open: o.Price, lots: o.Quantity, contractSize: pair.ForexContNum, quoteCcy: pair.QuoteCurrency });
  }
  const quote = (code: string) => {
    const x = q.quote(code);
    return x && isDecimal(x.Bid) && isDecimal(x.Ask) ? { bid: x.Bid, ask: x.Ask } : undefined;
  };
  return {
    // balance + lock_balance: the equity without floating P&L (margins and pending reserves are still the trader's)
    base: add(summary.Balance, summary.LockBalance),
    usedMargin: summary.CautionMoneyAll,
    level,
    positions: list,
    quote,
    rates: (symbol) => quote(symbol)?.bid,
  };
}

/** Stop-out price per position id (plain object for the views); positions without one are left out. */
export function stopOutByOrder(account: StopOutAccount | null, q: QuoteLookup): Record<number, string> {
  if (!account) return {};
  const out: Record<number, string> = {};
  try {
    for (const [id, price] of stopOutTable(account, (code) => q.pair(code)?.PricePrecision ?? 5)) out[Number(id)] = price;
  } catch {
    // A conversion rate the client has no quote for: no price is better than a wrong one.
    return {};
  }
  return out;
}
