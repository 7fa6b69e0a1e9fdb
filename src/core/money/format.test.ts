import { describe, expect, it } from 'vitest';
import { formatDecimal, formatBalance, formatMoney, formatPrice, formatPercent, direction, maybeMasked } from './index.js';

describe('formatting', () => {
  it('thousands separators and fixed decimals', () => {
    expect(formatBalance('1234567.891')).toBe('1,234,567.89');
    expect(formatBalance('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('0.1')).toBe('0.100000');
    expect(formatDecimal('1234', 0, { separator: ' ' })).toBe('1 234');
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
