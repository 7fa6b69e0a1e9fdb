import { describe, expect, it } from 'vitest';
import {
  big, bigOr, isDecimal, roundMoney, roundBalance, roundPrice, roundTo, Round, normalize, decimalPlaces,
  div, sum, max, min, add, sub, mul,
} from './index.js';

describe('decimal parsing', () => {
  it('accepts decimal strings, finite numbers and Big', () => {
    expect(isDecimal('1.5')).toBe(true);
    expect(isDecimal(' 2 ')).toBe(true);
    expect(isDecimal('-0.001')).toBe(true);
    expect(isDecimal('.5')).toBe(true);
    expect(isDecimal('1e-7')).toBe(true);
    expect(isDecimal(3)).toBe(true);
    expect(isDecimal(big('1'))).toBe(true);
  });
  it('rejects empty, garbage, NaN, Infinity and non-strings', () => {
    for (const x of ['', ' ', 'abc', '1.2.3', '1,5', NaN, Infinity, null, undefined, {}, '0x10']) {
      expect(isDecimal(x)).toBe(false);
    }
    expect(() => big('abc')).toThrow(/Not a decimal/);
    expect(bigOr('', 7).toString()).toBe('7');
    expect(bigOr('x').toString()).toBe('0');
  });
  it('is exact where binary floating point is not', () => {
    expect(add('0.1', '0.2').toString()).toBe('0.3');
    expect(mul('1.1', '3').toString()).toBe('3.3');
    expect(sub('1.0000001', '1').toString()).toBe('1e-7');
    expect(sum(['0.1', '0.2', '0.3']).toString()).toBe('0.6');
    expect(sum([]).toString()).toBe('0');
  });
  it('refuses division by zero', () => {
    expect(() => div(1, 0)).toThrow(/zero/);
  });
  it('max/min', () => {
    expect(max('1.5', '2').toString()).toBe('2');
    expect(min('1.5', '2').toString()).toBe('1.5');
  });
});

describe('rounding', () => {
  it('money is 6 dp half-up', () => {
    expect(roundMoney('1.2345675')).toBe('1.234568');
    expect(roundMoney('1.2345674')).toBe('1.234567');
    expect(roundMoney('-1.2345675')).toBe('-1.234568');
    expect(roundMoney('5')).toBe('5.000000');
    expect(roundMoney('1.9999999', Round.down)).toBe('1.999999');
  });
  it('balance is 2 dp half-up', () => {
    expect(roundBalance('10.005')).toBe('10.01');
    expect(roundBalance('10.004999')).toBe('10.00');
    expect(roundBalance('0')).toBe('0.00');
  });
  it('never yields negative zero', () => {
    expect(roundBalance('-0.001')).toBe('0.00');
    expect(roundMoney('-0.0000001')).toBe('0.000000');
  });
  it('price at precision', () => {
    expect(roundPrice('1.234567', 5)).toBe('1.23457');
    expect(roundPrice('151.2', 3)).toBe('151.200');
    expect(roundPrice('39000.4', 0)).toBe('39000');
    expect(() => roundPrice('1', -1)).toThrow();
    expect(() => roundPrice('1', 1.5)).toThrow();
  });
  it('roundTo and normalize', () => {
    expect(roundTo('2.5', 0)).toBe('3');
    expect(roundTo('2.5', 0, Round.halfEven)).toBe('2');
    expect(normalize('1.500')).toBe('1.5');
    expect(normalize('100')).toBe('100');
    expect(normalize('-0.0')).toBe('0');
    expect(normalize('1e-7')).toBe('0.0000001');
    expect(decimalPlaces('0.010')).toBe(2);
    expect(decimalPlaces('3')).toBe(0);
  });
});
