import { describe, expect, it } from 'vitest';
import { deviationValid, slippageExceeded } from './index.js';

describe('price protection', () => {
  it('takes 0 to 1,000 pips as a plain decimal', () => {
    expect(['0', '2', '0.5', ' 3 ', '1000'].map(deviationValid)).toEqual([true, true, true, true, true]);
    expect(['', '-1', '1000.1', '1e2', 'abc', 2, null].map(deviationValid)).toEqual([false, false, false, false, false, false, false]);
  });

  it('refuses a buy that would pay more than the pips allowed above the ask seen, never a better price', () => {
    // EURUSD (5 decimals): a pip is 0.0001
    expect(slippageExceeded(1, '1.10010', '1.10030', '2', 5)).toBe(false); // exactly 2 pips worse
    expect(slippageExceeded(1, '1.10010', '1.10031', '2', 5)).toBe(true);
    expect(slippageExceeded(1, '1.10010', '1.09000', '0', 5)).toBe(false); // better: fills
    expect(slippageExceeded(1, '1.10010', '1.10011', '0', 5)).toBe(true); // 0: the price seen or better
  });

  it('refuses a sell that would get less than the pips allowed under the bid seen', () => {
    expect(slippageExceeded(2, '1.10000', '1.09980', '2', 5)).toBe(false);
    expect(slippageExceeded(2, '1.10000', '1.09979', '2', 5)).toBe(true);
    expect(slippageExceeded(2, '1.10000', '1.20000', '0', 5)).toBe(false);
    // XAUUSD (2 decimals): a pip is its smallest step, 0.01; half a pip allowed
    expect(slippageExceeded(2, '2330.10', '2330.09', '0.5', 2)).toBe(true);
    expect(slippageExceeded(1, '2330.10', '2330.10', '0.5', 2)).toBe(false);
  });
});
