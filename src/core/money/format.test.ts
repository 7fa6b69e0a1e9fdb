import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big, roundTo, formatDecimal, formatBalance, formatMoney, formatPrice, formatPercent, direction, maybeMasked, setFormatLocale } from './index.js';

describe('formatting', () => {
  it('thousands separators and fixed decimals', () => {
    expect(formatBalance('1234567.891')).toBe('1,234,567.89');
    expect(formatBalance('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('0.1')).toBe('0.100000');
    expect(formatDecimal('1234', 0, { grouping: false })).toBe('1234');
    expect(formatMoney('0.1', { sign: true })).toBe('+0.100000');
    expect(formatMoney('-0.0000001')).toBe('0.000000');
  });
  it('money follows the locale (one rule for every widget); prices and percents stay plain', () => {
    expect(formatBalance('1234567.891', { locale: 'de' })).toBe('1.234.567,89');
    expect(formatBalance('-1234.5', { locale: 'de' })).toBe('-1.234,50');
    expect(formatBalance('1234.5', { locale: 'ar-u-nu-latn' })).toMatch(/^1,234\.50$/);
    setFormatLocale('de-u-nu-latn');
    try {
      expect(formatBalance('1234.5')).toBe('1.234,50');
      expect(formatPrice('1.08527', 5)).toBe('1.08527');
      expect(formatPercent('-0.5')).toBe('-0.50%');
    } finally {
      setFormatLocale('en-u-nu-latn');
    }
  });
  it('rounds exactly, whatever the size (never through Number)', () => {
    expect(formatMoney('123456789012.3456785')).toBe('123,456,789,012.345679');
    expect(formatBalance('0.005')).toBe('0.01');
    expect(formatBalance('-0.005')).toBe('-0.01');
  });
  it('invalid → --', () => {
    expect(formatBalance('')).toBe('--');
    expect(formatPercent(undefined)).toBe('--');
  });
  it('price without separators', () => {
    expect(formatPrice('39123.456', 1)).toBe('39123.5');
    expect(formatPrice('1.1', 5)).toBe('1.10000');
  });
  it('percent with sign', () => {
    expect(formatPercent('1.234')).toBe('+1.23%');
    expect(formatPercent('-0.5')).toBe('-0.50%');
    expect(formatPercent('0')).toBe('0.00%');
  });
  it('direction and mask', () => {
    expect(direction('0.1')).toBe('up');
    expect(direction('-2')).toBe('down');
    expect(direction('0')).toBe('flat');
    expect(direction('x')).toBe('flat');
    expect(maybeMasked(true, '12')).toBe('****');
    expect(maybeMasked(false, '12')).toBe('12.00');
  });
  // Formatting reads decimals without big.js (Intl rounds them); the money rule is big.js's: the two must agree.
  const decimals = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: -9, max: 9 }))
    .map(([neg, digits, point, exp]) => {
      const t = digits.toString().padStart(point + 1, '0');
      const d = `${neg ? '-' : ''}${t.slice(0, t.length - point)}${point ? `.${t.slice(t.length - point)}` : ''}`;
      return exp % 3 === 0 ? d : `${d}e${exp}`; // some written with an exponent, as String(Big) writes tiny and huge ones
    });
  it('rounds as the money rule does (big.js half-up), signs and all, for any decimal', () => {
    fc.assert(
      fc.property(decimals, fc.integer({ min: 0, max: 10 }), (x, dp) => {
        const rounded = roundTo(x, dp);
        expect(formatDecimal(x, dp, { grouping: false })).toBe(rounded);
        expect(formatDecimal(new Big(x), dp, { grouping: false })).toBe(rounded);
        expect(formatDecimal(x, dp, { grouping: false, sign: true })).toBe(new Big(rounded).gt(0) ? `+${rounded}` : rounded);
        expect(formatDecimal(x, dp, { locale: 'de' }).replace(/\./g, '').replace(',', '.')).toBe(rounded);
      }),
      { numRuns: 2000 },
    );
  });
  it('direction is the sign of the decimal, for any decimal', () => {
    fc.assert(
      fc.property(decimals, (x) => {
        const c = new Big(x).cmp(0);
        expect(direction(x)).toBe(c > 0 ? 'up' : c < 0 ? 'down' : 'flat');
      }),
      { numRuns: 2000 },
    );
  });
  it('a value that rounds to zero shows no sign; numbers and Bigs format as their decimals', () => {
    expect(formatBalance('-0.004')).toBe('0.00');
    expect(formatBalance('-0.004', { sign: true })).toBe('0.00');
    expect(formatPercent('-0.001')).toBe('0.00%');
    expect(formatPrice('-1e-9', 5)).toBe('0.00000');
    expect(formatBalance(-12.345)).toBe('-12.35');
    expect(formatBalance(new Big('1e21'))).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatBalance(Number.NaN)).toBe('--');
    expect(formatBalance({})).toBe('--');
    expect(formatBalance(Object.create(null))).toBe('--');
    expect(direction({ toString: () => '5' })).toBe('flat');
    expect(direction(new Big('-1e-30'))).toBe('down');
    expect(direction('-0.000')).toBe('flat');
  });
});
