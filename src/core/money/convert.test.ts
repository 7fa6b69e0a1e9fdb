import { describe, expect, it } from 'vitest';
import { toUsd, usdPerUnit, ratesFrom, MissingRateError, roundMoney } from './index.js';

const rates = ratesFrom({ EURUSD: '1.08', GBPUSD: '1.25', USDJPY: '150', USDCHF: '0.9', USDCAD: '1.35', AUDUSD: '0.66' });

describe('toUsd', () => {
  it('USD amounts are unchanged (XXX/USD × 1)', () => {
    expect(toUsd('123.456', 'USD', rates).toString()).toBe('123.456');
    expect(toUsd('5', 'usd', rates).toString()).toBe('5');
  });
  it('USD/XXX quote currencies divide by the rate', () => {
    expect(toUsd('15000', 'JPY', rates).toString()).toBe('100');
    expect(roundMoney(toUsd('100', 'CHF', rates))).toBe('111.111111');
    expect(roundMoney(toUsd('-135', 'CAD', rates))).toBe('-100.000000');
  });
  it('XXX/USD quote currencies multiply by the rate', () => {
    expect(toUsd('100', 'GBP', rates).toString()).toBe('125');
    expect(toUsd('100', 'EUR', rates).toString()).toBe('108');
    expect(toUsd('10', 'AUD', rates).toString()).toBe('6.6');
  });
  it('throws when no USD rate exists', () => {
    expect(() => toUsd('1', 'NZD', rates)).toThrow(MissingRateError);
    expect(() => usdPerUnit('NZD', rates)).toThrow(/NZD/);
  });
  it('ignores zero/empty rates and falls back to the other direction', () => {
    const r = ratesFrom({ JPYUSD: '0', USDJPY: '200' });
    expect(toUsd('400', 'JPY', r).toString()).toBe('2');
    const m = ratesFrom(new Map([['USDJPY', '']]));
    expect(() => toUsd('1', 'JPY', m)).toThrow(MissingRateError);
  });
  it('usdPerUnit', () => {
    expect(usdPerUnit('USD', rates).toString()).toBe('1');
    expect(usdPerUnit('EUR', rates).toString()).toBe('1.08');
    expect(roundMoney(usdPerUnit('JPY', rates))).toBe('0.006667');
  });
});
