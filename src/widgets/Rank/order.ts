// The two lists of /rank: the ranking (the server's order: three-week profit) and copy trading, where a follower
// looks for consistency — the best three-week win rate first, the more trades the better on a tie.
import type { FollowEntry } from '../../core';
import { big, isDecimal } from '../../core/money';

export type RankOrder = 'profit' | 'winRate';

const rate = (x: string) => (isDecimal(x) ? big(x) : big(0));

export function orderEntries(entries: FollowEntry[], order: RankOrder): FollowEntry[] {
  if (order === 'profit') return entries;
  return [...entries].sort((a, b) => rate(b.three_week_win).cmp(rate(a.three_week_win)) || b.total_trade_num - a.total_trade_num);
}
