import { describe, expect, it } from 'vitest';
import type { FollowEntry } from '../../core';
import { orderEntries } from './order';

const e = (user: string, win: string, trades: number): FollowEntry => ({
  user, multiple: 100, three_week_rate: '0', three_week_win: win, three_week_profit: '0', total_rate: '0', total_trade_num: trades, code: 'EURUSD',
});

describe('orderEntries', () => {
  it('keeps the server ranking for profit and sorts copy trading by win rate, then trades', () => {
    const list = [e('a', '55.5', 10), e('b', '80', 3), e('c', '80', 12), e('d', 'x', 50)];
    expect(orderEntries(list, 'profit')).toBe(list);
    expect(orderEntries(list, 'winRate').map((x) => x.user)).toEqual(['c', 'b', 'a', 'd']);
    expect(list.map((x) => x.user)).toEqual(['a', 'b', 'c', 'd']); // not mutated
  });
});
