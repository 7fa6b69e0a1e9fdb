/**
 * Account-level figures: equity, free margin and risk rate (HazardRate).
 *
 * Accounts hold `balance` (available) and `lock_balance` (frozen). Margin of open positions and the
 * margin + fee reserved by pending orders are frozen, so:
 *   equity      = balance + usedMargin + pendingLocked + floatingPnl
 *   freeMargin  = equity − usedMargin − pendingLocked  (= balance + floatingPnl)
 *   riskRate    = equity ÷ usedMargin × 100  (2 dp)
 * With no used margin (no open position) the risk rate is undefined: `riskRate` returns null, meaning
 * "no risk" — callers display it as '--' (the server sends HazardRate "0.00"), and it never triggers a
 * stop-out.
 */
import { big, bigOr, gte, lt, min, roundMoney, roundTo, sum, type DecimalLike, type Big } from './decimal.js';

export function riskRate(equity: DecimalLike, usedMargin: DecimalLike): string | null {
  const m = big(usedMargin);
  if (m.lte(0)) return null;
  return roundTo(big(equity).div(m).times(100), 2);
}

/** True when a stop-out is due: there is used margin and the risk rate is strictly below the level (%). */
export function isStopOut(equity: DecimalLike, usedMargin: DecimalLike, level: DecimalLike): boolean {
  const m = big(usedMargin);
  if (m.lte(0)) return false;
  return lt(big(equity).div(m).times(100), level);
}

export interface AccountInput {
  /** accounts.balance: available funds. */
  balance: DecimalLike;
  /** Sum of margins of open (holding) positions. */
  usedMargin: DecimalLike;
  /** Margin + fee reserved by pending orders. */
  pendingLocked?: DecimalLike;
  /** Sum of floating P&L (USD) of open positions. */
  floatingPnl: DecimalLike;
}

export interface AccountSummary {
  balance: string;
  equity: string;
  usedMargin: string;
  pendingLocked: string;
  freeMargin: string;
  floatingPnl: string;
  /** null when there is no used margin. */
  riskRate: string | null;
}

export function accountSummary(a: AccountInput): AccountSummary {
  const pending = bigOr(a.pendingLocked, 0);
  const equity = big(a.balance).plus(big(a.usedMargin)).plus(pending).plus(big(a.floatingPnl));
  const free = equity.minus(big(a.usedMargin)).minus(pending);
  return {
    balance: roundMoney(a.balance),
    equity: roundMoney(equity),
    usedMargin: roundMoney(a.usedMargin),
    pendingLocked: roundMoney(pending),
    freeMargin: roundMoney(free),
    floatingPnl: roundMoney(a.floatingPnl),
    riskRate: riskRate(equity, a.usedMargin),
  };
}

/**
 * What a new order may spend: the available balance, reduced by floating losses (floating profits are
 * not spendable, so the balance can never be driven below zero by locking margin).
 */
export function spendable(balance: DecimalLike, floatingPnl: DecimalLike): Big {
  return min(balance, big(balance).plus(min(floatingPnl, 0)));
}

/** Can an order costing `cost` (margin + fee) be placed? */
export function canAfford(balance: DecimalLike, floatingPnl: DecimalLike, cost: DecimalLike): boolean {
  return gte(spendable(balance, floatingPnl), cost);
}

export const sumMoney = (xs: Iterable<DecimalLike>): string => roundMoney(sum(xs));

/** Where a risk rate stands against the two levels: `none` without open positions (no rate). */
export type RiskZone = 'none' | 'safe' | 'marginCall' | 'stopOut';

/**
 * The zone of a risk rate (%): below the stop-out level the engine closes positions (`isStopOut`'s strict rule),
 * below the margin-call level the trader is warned, otherwise safe.
 */
export function riskZone(rate: DecimalLike | null, marginCallLevel: DecimalLike, stopOutLevel: DecimalLike): RiskZone {
  if (rate === null || rate === '') return 'none';
  if (lt(rate, stopOutLevel)) return 'stopOut';
  if (lt(rate, marginCallLevel)) return 'marginCall';
  return 'safe';
}
