import { describe, expect, it } from 'vitest';
import { roundMoney, sum } from '../../../src/core/money/index.js';
import type { QuoteState } from '../../feed/types.js';
import type { BookOrder } from './book.js';
import { Pricing } from './pricing.js';

// floatingTotal() keeps a list's running sums while the positions' memoised values at its start are the same objects:
// what it returns must always equal the sum done afresh, whatever changed in between.

const quotes = new Map<string, QuoteState>();
const quote = (code: string, bid: string, ask: string) => quotes.set(code, { code, bid, ask } as QuoteState);
const pricing = new Pricing({ getQuote: (code: string) => quotes.get(code) } as never);
const position = (id: number, code: string, side: number, openPrice: string, quoteCcy = 'USD'): BookOrder =>
  ({ id, userId: 1, code, side, status: 1, lots: '0.10', contractSize: '100000', quoteCcy, precision: 5, openPrice, target: '0', sl: '0', tp: '0', trailPips: '0', margin: '10', fee: '0', reserved: '0', leverage: 100, marginMode: 1, instrumentId: 1 }) as BookOrder;
const afresh = (positions: BookOrder[]) => roundMoney(sum(positions.map((o) => pricing.floating(o)?.pnl ?? '0')));

describe('floating total', () => {
  it('equals the sum done afresh as quotes, positions and lists change', () => {
    quote('EURUSD', '1.10000', '1.10010');
    quote('USDJPY', '150.000', '150.010');
    const a = position(1, 'EURUSD', 1, '1.09000');
    const b = position(2, 'USDJPY', 2, '151.000', 'JPY');
    const c = position(3, 'GBPUSD', 1, '1.25000'); // no price yet: counts 0
    const check = (list: BookOrder[]) => expect(pricing.floatingTotal(list)).toBe(afresh(list));

    check([a, b, c]);
    expect(pricing.floatingTotal([a, b, c])).toBe('166.000000'); // 0.1 × 100,000 × (0.01 + 0.99 JPY / 150)
    check([a, b, c]); // kept
    quote('EURUSD', '1.11000', '1.11010'); // a's quote replaced
    check([a, b, c]);
    expect(pricing.floatingTotal([a, b, c])).toBe('266.000000');
    quote('USDJPY', '149.000', '149.010'); // b's quote and its conversion rate
    check([a, b, c]);
    quote('GBPUSD', '1.26000', '1.26010'); // c gets a price
    check([a, b, c]);
    check([a, b]); // same first position, shorter list
    check([a]);
    check([a, c, b]); // same positions, another order
    const d = position(4, 'EURUSD', 2, '1.12000'); // opened in the same batch
    check([a, b, c, d]);
    check([b, a]);
    expect(pricing.floatingTotal([])).toBe(afresh([]));
  });

  it('adds only what follows the values it kept: positions opened, closed, repriced anywhere in a long list', () => {
    quote('EURUSD', '1.10000', '1.10010');
    quote('USDJPY', '150.000', '150.010');
    // 300 positions of odd sizes (sums of 6 dp values of every kind), some in JPY (converted), one without a price
    const list = Array.from({ length: 300 }, (_, i) => {
      const p = i % 3 ? position(100 + i, 'EURUSD', 1 + (i % 2), `1.0${(9000 + i * 7) % 10000}`.padEnd(7, '3')) : position(100 + i, 'USDJPY', 1 + (i % 2), `14${i % 10}.${String(i).padStart(3, '1')}`, 'JPY');
      p.lots = `0.${String(i % 97).padStart(2, '0')}`;
      return p;
    });
    list[150] = position(999, 'AUDUSD', 1, '0.65000');
    const check = (l: BookOrder[]) => expect(pricing.floatingTotal(l)).toBe(afresh(l));
    for (let n = 1; n <= list.length; n += 37) check(list.slice(0, n)); // opened one after another
    check(list);
    check([...list, position(2000, 'EURUSD', 2, '1.09876')]); // one more, as a batch judges its next order
    check(list); // the batch's order written: the book's list again
    check([...list.slice(0, 200), ...list.slice(201)]); // one closed in the middle
    check([...list.slice(0, 299)]); // the last closed
    quote('USDJPY', '151.000', '151.010'); // every third repriced, from the first on
    check(list);
    quote('AUDUSD', '0.66000', '0.66010'); // the one in the middle gets a price
    check(list);
    check(list.slice(1)); // the first closed: another list
  });
});
