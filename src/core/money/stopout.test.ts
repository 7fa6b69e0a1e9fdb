import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { big, ratesFrom, stopOutPrices, stopOutTable, toUsd, pnlQuote, type StopOutAccount, type StopOutPosition } from './index.js';

const QUOTES: Record<string, { bid: string; ask: string }> = {
  EURUSD: { bid: '1.10000', ask: '1.10010' },
  USDJPY: { bid: '150.000', ask: '150.020' },
  EURJPY: { bid: '165.000', ask: '165.030' },
};
const CCY: Record<string, string> = { EURUSD: 'USD', USDJPY: 'JPY', EURJPY: 'JPY' };
const PRECISION: Record<string, number> = { EURUSD: 5, USDJPY: 3, EURJPY: 3 };

const pos = (id: number, code: string, side: 1 | 2, open: string, lots: string): StopOutPosition => ({
  id, code, side, open, lots, contractSize: '100000', quoteCcy: CCY[code],
});

function account(positions: StopOutPosition[], base: string, usedMargin: string, quotes = QUOTES): StopOutAccount {
  return {
    base, usedMargin, level: '50', positions,
    quote: (c) => quotes[c],
    rates: ratesFrom(Object.fromEntries(Object.entries(quotes).map(([c, q]) => [c, q.bid]))),
  };
}

/**
 * Equity minus the stop-out threshold (used margin × level ÷ 100), exact, with `code`'s bid and ask moved so that
 * position `p` would close at `price`: ≥ 0 at or above the level, < 0 below.
 */
function gapAt(a: StopOutAccount, code: string, p: StopOutPosition, price: string): number {
  const q = a.quote(code)!;
  const s = big(price).minus(p.side === 1 ? q.bid : q.ask);
  const quotes = (c: string) => (c === code ? { bid: big(q.bid).plus(s).toString(), ask: big(q.ask).plus(s).toString() } : a.quote(c)!);
  const rates = (sym: string) => quotes(sym)?.bid;
  const equity = a.positions.reduce((e, x) => {
    const xq = quotes(x.code);
    const close = x.side === 1 ? xq.bid : xq.ask;
    return e.plus(toUsd(pnlQuote({ side: x.side, open: x.open, close, lots: x.lots, contractSize: x.contractSize }), x.quoteCcy, rates));
  }, big(a.base));
  return Number(equity.minus(big(a.usedMargin).times(a.level).div(100)));
}

describe('stop-out price', () => {
  it('a long EURUSD: the bid at which equity falls to half the margin', () => {
    // 1 lot bought at 1.10010, margin 2,200.20 (50×), 10,000 of equity without P&L: the stop-out (risk rate 50%)
    // comes at equity 1,100.10, a loss of 8,899.90 = 100,000 × (1.10010 − bid) → bid 1.011101.
    const a = account([pos(1, 'EURUSD', 1, '1.10010', '1')], '10000', '2200.2');
    expect(stopOutPrices(a, 'EURUSD', 5).get(1)).toBe('1.01111'); // rounded towards the current price
  });

  it('a short EURUSD: the ask at which it would stop out, above', () => {
    // sold 1 lot at 1.10000: loss 8,899.90 = 100,000 × (ask − 1.10000) → ask 1.188999
    const a = account([pos(1, 'EURUSD', 2, '1.10000', '1')], '10000', '2200.2');
    expect(stopOutPrices(a, 'EURUSD', 5).get(1)).toBe('1.18899');
  });

  it('positions in other instruments count, unchanged', () => {
    // a USDJPY position's floating loss makes the EURUSD stop-out come sooner
    const alone = account([pos(1, 'EURUSD', 1, '1.10010', '1')], '10000', '2200.2');
    const both = account([pos(1, 'EURUSD', 1, '1.10010', '1'), pos(2, 'USDJPY', 1, '151.000', '1')], '10000', '4200.2');
    expect(Number(stopOutPrices(both, 'EURUSD', 5).get(1))).toBeGreaterThan(Number(stopOutPrices(alone, 'EURUSD', 5).get(1)));
    expect(stopOutPrices(both, 'USDJPY', 3).get(2)).toMatch(/^\d+\.\d{3}$/);
  });

  it('is the current price when the account is at the level already, and absent when nothing can get it there', () => {
    const at = account([pos(1, 'EURUSD', 1, '1.10010', '1')], '1100', '2200.2');
    expect(stopOutPrices(at, 'EURUSD', 5).get(1)).toBe('1.10000');
    const hedged = account([pos(1, 'EURUSD', 1, '1.10010', '1'), pos(2, 'EURUSD', 2, '1.10000', '1')], '10000', '4400.4');
    expect(stopOutPrices(hedged, 'EURUSD', 5).size).toBe(0); // a long and an equal short: the price does not matter
    expect(stopOutPrices(account([], '10000', '0'), 'EURUSD', 5).size).toBe(0);
    expect(stopOutPrices(account([pos(1, 'EURUSD', 1, '1.1', '1')], '10000', '2200'), 'USDJPY', 3).size).toBe(0);
  });

  it('property: at the shown price the account is at or above the level, one tick further it is below', () => {
    const codes = Object.keys(QUOTES);
    const position = fc.record({
      code: fc.constantFrom(...codes),
      side: fc.constantFrom(1 as const, 2 as const),
      lots: fc.integer({ min: 1, max: 300 }).map((n) => (n / 100).toFixed(2)),
      drift: fc.integer({ min: -300, max: 300 }), // open price this many ticks from the current one
    });
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 500, max: 50_000 }),
        fc.constantFrom(...codes),
        (raw, base, code) => {
          const positions = raw.map((r, i) => {
            const q = QUOTES[r.code];
            const tick = 10 ** -PRECISION[r.code];
            const open = (Number(r.side === 1 ? q.ask : q.bid) + r.drift * tick).toFixed(PRECISION[r.code]);
            return pos(i + 1, r.code, r.side, open, r.lots);
          });
          // margin at 100× of each position's notional in USD
          const margin = positions.reduce((m, p) => m.plus(toUsd(big(p.lots).times(p.contractSize).times(p.open).div(100), p.quoteCcy, (s) => QUOTES[s]?.bid)), big(0));
          const a = account(positions, String(base), margin.toFixed(6));
          const prices = stopOutPrices(a, code, PRECISION[code]);
          for (const [id, shown] of prices) {
            const p = positions.find((x) => x.id === id)!;
            const now = Number(p.side === 1 ? QUOTES[code].bid : QUOTES[code].ask);
            const tick = 10 ** -PRECISION[code];
            const step = (d: number) => (Number(shown) + d).toFixed(PRECISION[code]);
            if (Number(shown) === now) {
              if (gapAt(a, code, p, shown) <= 1e-6) continue; // at (or past) the level already
              // Or the stop-out lies within the next tick (rounded towards the current price, it shows as that price):
              // one tick the losing way — the way equity falls — must then be past it, as below.
            }
            const further = Number(shown) !== now ? step(Number(shown) < now ? -tick : tick) : [step(tick), step(-tick)].sort((x, y) => gapAt(a, code, p, x) - gapAt(a, code, p, y))[0];
            expect(gapAt(a, code, p, shown)).toBeGreaterThanOrEqual(-1e-6);
            expect(gapAt(a, code, p, further)).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('stopOutTable', () => {
  it('holds each instrument\'s prices as stopOutPrices gives them, for every position at once', () => {
    const positions = [pos(1, 'EURUSD', 1, '1.10010', '1'), pos(2, 'USDJPY', 2, '150.000', '0.5'), pos(3, 'EURUSD', 2, '1.09000', '0.2')];
    const a = account(positions, '2000', '1500');
    const table = stopOutTable(a, (c) => PRECISION[c]);
    const expected = new Map([...stopOutPrices(a, 'EURUSD', 5), ...stopOutPrices(a, 'USDJPY', 3)]);
    expect(table).toEqual(expected);
    expect([...table.keys()].sort()).toEqual([1, 2, 3]);
  });

  it('is empty without used margin', () => {
    expect(stopOutTable(account([pos(1, 'EURUSD', 1, '1.10010', '1')], '2000', '0'), (c) => PRECISION[c]).size).toBe(0);
  });
});
