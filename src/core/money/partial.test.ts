import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, big, splitProRata, validatePartialLots } from './index.js';

describe('partial close lots', () => {
  it('accepts a part that leaves nothing or at least the minimum open', () => {
    expect(validatePartialLots('0.02', '0.05', '0.01', '0.01')).toBeNull();
    expect(validatePartialLots('0.05', '0.05', '0.01', '0.01')).toBeNull(); // the whole position
    expect(validatePartialLots('0.5', '1', '0.1', '0.1')).toBeNull();
  });
  it('refuses a part that is not valid lots, more than is open, or leaves a crumb below the minimum', () => {
    expect(validatePartialLots('', '0.05', '0.01', '0.01')).toBe('empty');
    expect(validatePartialLots('0.015', '0.05', '0.01', '0.01')).toBe('not_step');
    expect(validatePartialLots('0.005', '0.05', '0.01', '0.001')).toBe('below_min');
    expect(validatePartialLots('0.06', '0.05', '0.01', '0.01')).toBe('above_open');
    expect(validatePartialLots('0.95', '1', '0.1', '0.05')).toBe('rest_below_min'); // 0.05 would stay, minimum 0.1
  });
});

describe('pro-rata split of margin and fee', () => {
  it('gives the part its share rounded half-up to 6 dp and the position the exact rest', () => {
    expect(splitProRata('22.002000', '0.02', '0.05')).toEqual({ part: '8.800800', rest: '13.201200' });
    expect(splitProRata('10.000000', '1', '3')).toEqual({ part: '3.333333', rest: '6.666667' });
    expect(splitProRata('0.070000', '0.01', '0.01')).toEqual({ part: '0.070000', rest: '0.000000' });
  });

  it('never creates or loses a digit, however often a position is split', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 12 }).map((n) => (n / 1e6).toFixed(6));
    const steps = fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(amount, fc.integer({ min: 2, max: 10_000 }), steps, (total, hundredths, cuts) => {
        let lots = big(hundredths).div(100);
        let left = total;
        let closed = '0';
        for (const c of cuts) {
          const part = big(Math.max(1, Math.floor((Number(lots.times(100)) * c) / 100))).div(100);
          if (part.gte(lots)) break;
          const s = splitProRata(left, part, lots);
          // the share is within half a unit of the 6th decimal of the exact pro-rata amount
          expect(big(s.part).minus(big(left).times(part).div(lots)).abs().lte('0.0000005')).toBe(true);
          closed = add(closed, s.part).toString();
          left = s.rest;
          lots = lots.minus(part);
          expect(big(left).gte(0)).toBe(true);
        }
        expect(add(closed, left).eq(big(total))).toBe(true);
      }),
    );
  });
});
