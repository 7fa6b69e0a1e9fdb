import { describe, expect, it } from 'vitest';
import { formatDecimal, formatBalance, formatMoney, formatPrice, formatPercent, direction, maybeMasked, setFormatLocale } from './index.js';

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
});
