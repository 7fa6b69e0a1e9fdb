import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { big, pipSize, stopTriggered, trailDistance, trailedStop } from './index.js';

describe('pips', () => {
  it('is the fourth decimal of a five-decimal quote, the second of a three-decimal one, else the price step', () => {
    expect([pipSize(5), pipSize(3), pipSize(2), pipSize(1), pipSize(0)]).toEqual(['0.0001', '0.01', '0.01', '0.1', '1']);
  });
  it('turns a distance in pips into a price distance of whole price steps', () => {
    expect(trailDistance('20', 5)).toBe('0.00200');
    expect(trailDistance('15.5', 5)).toBe('0.00155'); // a fractional pip is one step
    expect(trailDistance('30', 3)).toBe('0.300');
    expect(trailDistance('150', 2)).toBe('1.50');
    for (const bad of ['0', '-5', 'abc', '', '15.55', '1000001']) expect(trailDistance(bad, 5), bad).toBeNull();
    expect(trailDistance('1.5', 2)).toBeNull(); // XAUUSD has no fractional pip
  });
});

describe('trailed stop', () => {
  it('a buy\'s stop follows the bid up at the distance and never comes back down', () => {
    expect(trailedStop(1, '1.10000', '0', '0.00200', 5)).toBe('1.09800'); // no stop yet: placed at once
    expect(trailedStop(1, '1.10100', '1.09800', '0.00200', 5)).toBe('1.09900');
    expect(trailedStop(1, '1.10050', '1.09900', '0.00200', 5)).toBeNull(); // the price fell back: the stop stays
    expect(trailedStop(1, '1.10100', '1.09950', '0.00200', 5)).toBeNull(); // a stop set closer by hand stays
  });
  it('a sell\'s stop follows the ask down and never goes back up', () => {
    expect(trailedStop(2, '1.10010', '0', '0.00200', 5)).toBe('1.10210');
    expect(trailedStop(2, '1.09910', '1.10210', '0.00200', 5)).toBe('1.10110');
    expect(trailedStop(2, '1.10000', '1.10110', '0.00200', 5)).toBeNull();
  });
  it('does not put a buy\'s stop at or below zero', () => {
    expect(trailedStop(1, '0.00100', '0', '0.00200', 5)).toBeNull();
  });

  it('over any path of prices: the stop only improves, stays the distance behind the best price, and triggers on the way back', () => {
    const ticks = fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.integer({ min: 1, max: 200 }), ticks, (side, pips, moves) => {
        const distance = trailDistance(String(pips), 5)!;
        let price = big('1.10000');
        let best = price;
        let sl: string = trailedStop(side, price, '0', distance, 5)!;
        for (const m of moves) {
          price = price.plus(big(m).div(100000));
          if (price.lte('0.01')) break;
          // the engine checks the stop before moving it: a price through the stop closes the position
          const q = { bid: price.toFixed(5), ask: price.toFixed(5) };
          if (stopTriggered(side, q, sl, '0')) {
            expect(side === 1 ? price.lte(sl) : price.gte(sl)).toBe(true);
            return;
          }
          const next = trailedStop(side, price, sl, distance, 5);
          if (next) expect(side === 1 ? big(next).gt(sl) : big(next).lt(sl)).toBe(true); // never back
          sl = next ?? sl;
          best = side === 1 ? (price.gt(best) ? price : best) : price.lt(best) ? price : best;
          // exactly the distance from the best price seen
          expect(big(sl).minus(best).abs().eq(distance)).toBe(true);
        }
      }),
    );
  });
});
