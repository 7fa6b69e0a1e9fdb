import { afterEach, describe, expect, it } from 'vitest';
import { $language } from '../../../core';
import { heldUntil, money2, money6, signedMoney } from './format';

afterEach(() => $language.set('en'));

describe('funds formatting', () => {
  it('formats exact decimal strings with the reader’s separators and Latin digits (Intl)', () => {
    $language.set('en');
    expect(money2('1234567.005')).toBe('1,234,567.01');
    expect(money6('0.1')).toBe('0.100000');
    expect(signedMoney('-20.000000')).toBe('-20.00');
    expect(signedMoney('0.123456')).toBe('+0.123456');
    expect(signedMoney('0')).toBe('0.00');
    $language.set('de');
    expect(money2('330.750000')).toBe('330,75');
    expect(money2('12345.6')).toBe('12.345,60');
    $language.set('ar');
    expect(money2('12345.6')).toMatch(/^12.345.60$/);
    expect(money2('x')).toBe('--');
  });
});

describe('payout hold', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  it('is the method’s usable_at while it lies ahead, and nothing once it has passed or where a server sends none', () => {
    expect(heldUntil({ usable_at: '2026-11-28T12:00:00.000Z' }, now)).toBe('2026-11-28T12:00:00.000Z');
    expect(heldUntil({ usable_at: '2026-11-27T12:00:00.000Z' }, now)).toBeNull();
    expect(heldUntil({ usable_at: '2026-11-26T08:00:00.000Z' }, now)).toBeNull();
    expect(heldUntil({}, now)).toBeNull();
    expect(heldUntil(undefined, now)).toBeNull();
    expect(heldUntil({ usable_at: 'soon' }, now)).toBeNull();
  });
});
