// Why the trader's own limits stop new positions now (docs/accounts.md "Trading limits and breaks"): a break under way
// or a loss limit reached. The server refuses the order, and cancels a pending one whose price comes, either way; the
// ticket says so before Buy or Sell is pressed, the pending orders' list before the price comes.
import type { LimitPeriod, TradingLimits } from '../../../core/api/limits';

export type TradingPause = { until: string } | { limit: string; period: LimitPeriod } | null;

export function tradingPause(limits: TradingLimits | null, now: number): TradingPause {
  if (!limits) return null;
  // A break read before it ended lifts itself when it ends (the widgets render again with every price).
  if (limits.break_until && Date.parse(limits.break_until) > now) return { until: limits.break_until };
  const { loss } = limits;
  return loss.reached && loss.amount ? { limit: loss.amount, period: loss.period } : null;
}
