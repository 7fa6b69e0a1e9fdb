// Account figures from the wallet balance and the live FOREX_TRADE summary, with the shared money functions.
import type { LiveSummary } from '../../core/api/forex';
import { accountSummary, big, bigOr, isDecimal, isSetPrice, max, roundMoney, roundTo } from '../../core/money';
import type { Balance } from '../../core/types';

export interface SummaryFigures {
  balance: string;
  equity: string;
  usedMargin: string;
  freeMargin: string;
  /** Percent, 2 dp; null when nothing is open. */
  riskRate: string | null;
  floatingPnl: string;
}

/**
 * balance = available funds; lock_balance holds the margin of positions (CautionMoneyAll) plus what pending
 * orders reserve. The server's HazardRate wins when it sends one, so the screen matches the engine exactly.
 */
export function summaryFigures(wallet: Balance | null, live: LiveSummary | null): SummaryFigures | null {
  // The live summary's own balance is newer than the last wallet call (margin moves with every open and close).
  const bal = live && isDecimal(live.Balance) ? { balance: live.Balance, lock_balance: live.LockBalance ?? '0' } : wallet;
  if (!bal || !isDecimal(bal.balance)) return null;
  const used = bigOr(live?.CautionMoneyAll, 0);
  const locked = bigOr(bal.lock_balance, 0);
  const pending = max(locked.minus(used), 0);
  const s = accountSummary({ balance: bal.balance, usedMargin: used, pendingLocked: pending, floatingPnl: bigOr(live?.ProfitsTotal, 0) });
  const serverRate = live && isSetPrice(live.HazardRate) ? roundTo(big(live.HazardRate), 2) : null;
  // Figures the server computed win, so the screen matches the engine to the cent.
  return {
    balance: s.balance,
    equity: live && isDecimal(live.Equity) ? roundMoney(live.Equity) : s.equity,
    usedMargin: s.usedMargin,
    freeMargin: live && isDecimal(live.FreeMargin) ? roundMoney(live.FreeMargin) : s.freeMargin,
    riskRate: serverRate ?? s.riskRate,
    floatingPnl: s.floatingPnl,
  };
}
