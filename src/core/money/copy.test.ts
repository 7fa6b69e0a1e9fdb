import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { big, copyLots, copyMultiplier, copyPartLots, copyStopLoss, copyStopReached, validateLots } from './index.js';

describe('copy multiplier', () => {
  it('takes 0.01 to 10 in hundredths, as typed or as a number', () => {
    expect(copyMultiplier('1')).toBe('1');
    expect(copyMultiplier(' 0.5 ')).toBe('0.5');
    expect(copyMultiplier('0.01')).toBe('0.01');
    expect(copyMultiplier('10.00')).toBe('10');
    expect(copyMultiplier(2.5)).toBe('2.5');
  });
  it('refuses anything else', () => {
    for (const v of ['', '0', '0.001', '10.01', '11', '-1', '1e1', 'abc', '1.234', null, undefined, {}]) expect(copyMultiplier(v)).toBeNull();
  });
});

describe('copy lots', () => {
  it('is the lots times the multiplier, rounded down to the step', () => {
    expect(copyLots('0.10', '1', '0.01', '0.01')).toBe('0.1');
    expect(copyLots('0.10', '0.5', '0.01', '0.01')).toBe('0.05');
    expect(copyLots('0.15', '0.5', '0.01', '0.01')).toBe('0.07'); // 0.075 rounded down: never more than asked
    expect(copyLots('1', '2.5', '0.1', '0.1')).toBe('2.5');
  });
  it('is null below the pair minimum: that trade is not copied', () => {
    expect(copyLots('0.01', '0.5', '0.01', '0.01')).toBeNull();
    expect(copyLots('0.1', '0.5', '0.1', '0.1')).toBeNull();
  });
  it('is always valid lots for the pair, and never more than lots × multiplier', () => {
    const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(hundredths(1, 10_000), hundredths(1, 1000), fc.constantFrom(['0.01', '0.01'], ['0.1', '0.1'], ['0.01', '0.05']), (lots, m, [min, step]) => {
        const copy = copyLots(lots, m, min, step);
        if (copy === null) return big(lots).times(m).lt(big(min).plus(big(step)));
        return validateLots(copy, min, step) === null && big(copy).lte(big(lots).times(m));
      }),
    );
  });
});

describe('copy part lots', () => {
  it('closes the same share of the copy', () => {
    expect(copyPartLots('0.2', '0.5', '1', '0.01', '0.01')).toBe('0.1');
    expect(copyPartLots('0.3', '0.1', '0.3', '0.01', '0.01')).toBe('0.1');
  });
  it('closes the whole copy when the trader closed all, or when less than the minimum would stay', () => {
    expect(copyPartLots('0.2', '1', '1', '0.01', '0.01')).toBe('all');
    expect(copyPartLots('0.1', '0.95', '1', '0.01', '0.01')).toBe('0.09'); // 0.01 stays: the minimum
    expect(copyPartLots('0.1', '0.95', '1', '0.05', '0.01')).toBe('all'); // 0.01 would stay, minimum 0.05
  });
  it('leaves the copy alone when its share is below the minimum', () => {
    expect(copyPartLots('0.01', '0.5', '1', '0.01', '0.01')).toBeNull();
  });
  it('is always "all", null or a part that leaves valid lots open', () => {
    const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(hundredths(1, 1000), hundredths(1, 1000), hundredths(1, 1000), (open, a, b) => {
        const [part, whole] = big(a).lte(big(b)) ? [a, b] : [b, a];
        const r = copyPartLots(open, part, whole, '0.01', '0.01');
        if (r === null || r === 'all') return true;
        return validateLots(r, '0.01', '0.01') === null && big(open).minus(r).gte('0.01');
      }),
    );
  });
});

describe('copy stop-loss', () => {
  it('is none when blank or 0, an amount in cents up to a million, else refused', () => {
    expect(copyStopLoss('')).toBe('');
    expect(copyStopLoss(undefined)).toBe('');
    expect(copyStopLoss('0')).toBe('');
    expect(copyStopLoss(' 250.5 ')).toBe('250.5');
    expect(copyStopLoss(80)).toBe('80');
    expect(copyStopLoss('1000000')).toBe('1000000');
    for (const v of ['-5', '1.005', 'abc', '1e3', '1000000.01', {}]) expect(copyStopLoss(v)).toBeNull();
  });
  it('is reached when the copies together lose the amount or more', () => {
    expect(copyStopReached(['-30.000000', '-20.000000'], '50')).toBe(true);
    expect(copyStopReached(['-60.5', '10.4'], '50')).toBe(true);
    expect(copyStopReached(['-49.999999'], '50')).toBe(false);
    expect(copyStopReached([], '50')).toBe(false);
  });
});
