import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, swapFree, swapOf, swapRateOf } from './index.js';

describe('swap', () => {
  it('is lots × rate × nights, exact to the micro-dollar and signed as the rate', () => {
    expect(swapOf('1', '-9.2')).toBe('-9.200000');
    expect(swapOf('0.37', '-9.2')).toBe('-3.404000');
    expect(swapOf('0.37', '-9.2', 3)).toBe('-10.212000'); // the Wednesday rollover's three nights
    expect(swapOf('2.5', '4.1')).toBe('10.250000');
    expect(swapOf('0.01', '-0.000333')).toBe('-0.000003'); // rounded half up at 6 dp, as every stored amount
    expect(swapOf('5', '0')).toBe('0.000000');
  });

  it('takes the long rate for a buy and the short rate for a sell', () => {
    const rates = { long: '-9.2', short: '4.1' };
    expect(swapRateOf(1, rates)).toBe('-9.2');
    expect(swapRateOf(2, rates)).toBe('4.1');
    expect(swapFree(rates)).toBe(false);
    expect(swapFree({ long: '0', short: '0.000' })).toBe(true);
  });

  it('three nights at once equal three single nights for any lots and rate of micro-dollar steps', () => {
    const lots = fc.integer({ min: 1, max: 100_000 }).map((n) => (n / 100).toFixed(2));
    const rate = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));
    fc.assert(
      fc.property(lots, rate, (l, r) => {
        const one = swapOf(l, r);
        expect(swapOf(l, r, 3)).toBe(add(add(one, one), one).toFixed(6));
      }),
    );
  });
});
