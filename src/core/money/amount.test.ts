import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount } from './amount.js';

describe('isAmount', () => {
  it('takes positive amounts with at most 2 decimals and 12 integer digits', () => {
    for (const ok of ['1', '0.01', '10.5', '150.25', ' 7 ', '999999999999.99']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['', '0', '0.00', '-1', '1.234', '1e2', '+1', '.5', '5.', '1,5', '1 000', '1000000000000', 'NaN', 'Infinity', '0x10']) {
      expect(isAmount(bad), bad).toBe(false);
    }
  });

  it('accepts exactly the cents a person can type (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_999n }), (cents) => {
        const s = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(isAmount(s)).toBe(true);
        expect(isAmount(`-${s}`)).toBe(false);
        expect(isAmount(`${s}1`)).toBe(false);
      }),
    );
  });
});
