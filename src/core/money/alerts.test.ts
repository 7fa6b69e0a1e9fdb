import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alertReached, alertSide, isAlertPrice } from './alerts';

describe('price alert rule', () => {
  it('"rises to" watches the ask and "falls to" the bid, equal counting as reached', () => {
    const q = { bid: '1.10000', ask: '1.10020' };
    expect(alertSide('above')).toBe('ask');
    expect(alertSide('below')).toBe('bid');
    expect(alertReached('above', '1.10020', q)).toBe(true);
    expect(alertReached('above', '1.10021', q)).toBe(false);
    expect(alertReached('below', '1.10000', q)).toBe(true);
    expect(alertReached('below', '1.09999', q)).toBe(false);
    expect(alertReached('below', '1.10010', q)).toBe(true); // inside the spread: already reached both ways
  });

  it('a price outside the spread is reached one way only, one within it both ways (so the server refuses it)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -2000, max: 2000 }), (bid, spread, off) => {
        const q = { bid: (bid / 1e5).toFixed(5), ask: ((bid + spread) / 1e5).toFixed(5) };
        const at = Math.max(1, bid + off);
        const price = (at / 1e5).toFixed(5);
        const inside = at >= bid && at <= bid + spread;
        expect(alertReached('above', price, q) && alertReached('below', price, q)).toBe(inside);
        expect(alertReached('above', price, q) || alertReached('below', price, q)).toBe(true);
      }),
    );
  });

  it('takes a plain positive price with at most the pair\'s decimals', () => {
    expect(isAlertPrice('1.10000', 5)).toBe(true);
    expect(isAlertPrice('2350', 2)).toBe(true);
    for (const p of ['1.100001', '0', '-1', '1e3', ' 1', '', 'abc', 1.1]) expect(isAlertPrice(p, 5)).toBe(false);
  });
});
