import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { big, sum } from './index.js';
import { maxDrawdown, runningNet, tradeResults, type ClosedTrade } from './results.js';

const trade = (code: string, profit: string | null, fee: string): ClosedTrade => ({ code, profit, fee });

describe('trading results', () => {
  it('say nothing of rates, averages or extremes without a trade', () => {
    expect(tradeResults([])).toEqual({
      trades: 0, won: 0, lost: 0, net: '0.000000', gross_profit: '0.000000', gross_loss: '0.000000', fees: '0.000000', swaps: '0.000000',
      win_rate: null, profit_factor: null, average_win: null, average_loss: null, best: null, worst: null, pairs: [], days: [],
      max_drawdown: null,
    });
  });

  it('count a trade by its P&L less its fee', () => {
    const r = tradeResults([
      trade('EURUSD', '20.5', '1.5'), // +19
      trade('EURUSD', '0.5', '1'), // −0.5: a gain smaller than its fee lost money
      trade('XAUUSD', '-10', '2'), // −12
      trade('GBPUSD', '3', '3'), // 0: neither won nor lost
      trade('XAUUSD', '40', '0'), // +40
    ]);
    expect(r).toMatchObject({
      trades: 5, won: 2, lost: 2, net: '46.500000', gross_profit: '59.000000', gross_loss: '-12.500000', fees: '7.500000',
      win_rate: '40.00', profit_factor: '4.72', average_win: '29.500000', average_loss: '-6.250000', best: '40.000000', worst: '-12.000000',
    });
    expect(r.pairs).toEqual([
      { code: 'XAUUSD', trades: 2, won: 1, lost: 1, net: '28.000000' },
      { code: 'EURUSD', trades: 2, won: 1, lost: 1, net: '18.500000' },
      { code: 'GBPUSD', trades: 1, won: 0, lost: 0, net: '0.000000' },
    ]);
  });

  it('count the swap a trade took or earned in its result: a small gain eaten by its nights lost money', () => {
    const r = tradeResults([
      { ...trade('EURUSD', '5', '1'), swap: '-4.5' }, // −0.5: three nights took more than the trade made
      { ...trade('USDJPY', '2', '1'), swap: '14.8' }, // +15.8: the carry earned
      trade('XAUUSD', '-3', '0'), // −3, closed the day it opened
    ]);
    expect(r).toMatchObject({ trades: 3, won: 1, lost: 2, net: '12.300000', fees: '2.000000', swaps: '10.300000', best: '15.800000', worst: '-3.000000' });
  });

  it('have no profit factor without a losing trade, and a trade without a recorded P&L lost its fee', () => {
    expect(tradeResults([trade('EURUSD', '5', '1')]).profit_factor).toBeNull();
    expect(tradeResults([trade('EURUSD', null, '1')])).toMatchObject({ lost: 1, net: '-1.000000', worst: '-1.000000' });
  });

  it('sum each UTC day a trade closed on, oldest first, and run the total day by day', () => {
    const r = tradeResults([
      { ...trade('EURUSD', '10', '1'), closed_at: '2026-11-28T23:59:59.999Z' },
      { ...trade('EURUSD', '-4', '1'), closed_at: '2026-11-27T08:00:00.000Z' },
      { ...trade('XAUUSD', '3', '0'), closed_at: '2026-11-28T00:00:00.000Z' },
      trade('XAUUSD', '100', '0'), // no closing time: in the totals, in no day
    ]);
    expect(r.days).toEqual([
      { day: '2026-11-27', net: '-5.000000' },
      { day: '2026-11-28', net: '12.000000' },
    ]);
    expect(runningNet(r.days)).toEqual([
      { day: '2026-11-27', net: '-5.000000' },
      { day: '2026-11-28', net: '7.000000' },
    ]);
  });

  it('say the largest fall of the running net from a high, break-even at the start counting as one', () => {
    const days = (...nets: string[]) => nets.map((net, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, net }));
    expect(maxDrawdown(days('10', '-4', '6', '-9', '-2', '20'))).toBe('11.000000'); // 16 → 5
    expect(maxDrawdown(days('-3', '-2', '4'))).toBe('5.000000'); // from break-even down to −5
    expect(maxDrawdown(days('1', '2', '3'))).toBe('0.000000');
    expect(maxDrawdown([])).toBe('0.000000');
    expect(tradeResults([{ ...trade('A', '-2', '0'), closed_at: '2026-11-02T10:00:00Z' }]).max_drawdown).toBe('2.000000');
  });

  it('rounds the rates half up to 2 decimals', () => {
    const r = tradeResults([trade('A', '1', '0'), trade('A', '1', '0'), trade('A', '-3', '0')]);
    expect(r.win_rate).toBe('66.67');
    expect(r.profit_factor).toBe('0.67');
  });

  const amount = fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }).map((n) => big(n).div(1_000_000).toFixed(6));
  const fee = fc.integer({ min: 0, max: 50_000_000 }).map((n) => big(n).div(1_000_000).toFixed(6));
  const closedAt = fc.integer({ min: 0, max: 40 * 86_400_000 }).map((ms) => new Date(Date.parse('2026-10-01T00:00:00Z') + ms).toISOString());
  const swap = fc.integer({ min: -50_000_000, max: 50_000_000 }).map((n) => big(n).div(1_000_000).toFixed(6));
  const trades = fc.array(fc.record({ code: fc.constantFrom('EURUSD', 'USDJPY', 'XAUUSD'), profit: amount, fee, swap, closed_at: closedAt }), { maxLength: 40 });

  it('add up: net is Σ profit − Σ fee + Σ swap, the gross sides and the pairs sum to it, every trade counted once', () => {
    fc.assert(
      fc.property(trades, (ts) => {
        const r = tradeResults(ts);
        const net = sum(ts.map((t) => big(t.profit).minus(t.fee).plus(t.swap)));
        expect(big(r.net).eq(net)).toBe(true);
        expect(big(r.gross_profit).plus(r.gross_loss).eq(net)).toBe(true);
        expect(big(r.fees).eq(sum(ts.map((t) => t.fee)))).toBe(true);
        expect(big(r.swaps).eq(sum(ts.map((t) => t.swap)))).toBe(true);
        expect(sum(r.pairs.map((p) => p.net)).eq(net)).toBe(true);
        expect(sum(r.days.map((d) => d.net)).eq(net)).toBe(true);
        expect(runningNet(r.days).at(-1)?.net ?? '0').toSatisfy((last: string) => big(last).eq(net));
        expect(r.days.map((d) => d.day)).toEqual([...new Set(ts.map((t) => t.closed_at.slice(0, 10)))].sort());
        // The drawdown is at least the fall from break-even to the lowest running total, and at most the whole range.
        const totals = runningNet(r.days).map((d) => big(d.net));
        const lowest = totals.reduce((m, x) => (x.lt(m) ? x : m), big(0));
        const highest = totals.reduce((m, x) => (x.gt(m) ? x : m), big(0));
        if (ts.length) expect(big(r.max_drawdown!).gte(lowest.abs()) && big(r.max_drawdown!).lte(highest.minus(lowest))).toBe(true);
        expect(r.pairs.reduce((n, p) => n + p.trades, 0)).toBe(ts.length);
        expect(r.pairs.reduce((n, p) => n + p.won, 0)).toBe(r.won);
        expect(r.pairs.reduce((n, p) => n + p.lost, 0)).toBe(r.lost);
        expect(r.won + r.lost).toBeLessThanOrEqual(r.trades);
        if (ts.length) expect(big(r.worst!).lte(big(r.best!))).toBe(true);
        for (let i = 1; i < r.pairs.length; i++) expect(big(r.pairs[i - 1].net).gte(big(r.pairs[i].net))).toBe(true);
      }),
    );
  });

  it('do not depend on the order the trades are read in', () => {
    fc.assert(
      fc.property(trades, (ts) => {
        expect(tradeResults([...ts].reverse())).toEqual(tradeResults(ts));
      }),
    );
  });
});
