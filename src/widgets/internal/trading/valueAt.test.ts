import { describe, expect, it } from 'vitest';
import { pnlUsd, ratesFrom } from '../../../core/money';
import type { TradePair } from '../../../core/api/forex';
import { valueAt } from './valueAt';

const pair = (Code: string) => ({ Code, ForexContNum: '100000' }) as TradePair;
const eurusd = pair('EURUSD');
const eurjpy = pair('EURJPY');

const rates = ratesFrom({ EURUSD: '1.08', USDJPY: '150' });

describe('valueAt', () => {
  it('a buy loses below its open price and makes above it, in USD at the server formula', () => {
    const at = valueAt(eurusd, 1, '0.10', rates);
    expect(at('1.08527', '1.08327')).toBe('-20.000000'); // 20 pips × 10,000 units
    expect(at('1.08527', '1.08927')).toBe('40.000000');
  });

  it('a sell mirrors it', () => {
    const at = valueAt(eurusd, 2, '0.10', rates);
    expect(at('1.08512', '1.08712')).toBe('-20.000000');
    expect(at('1.08512', '1.08312')).toBe('20.000000');
  });

  it('a cross converts its quote currency to USD at the rates given, as the server does', () => {
    const at = valueAt(eurjpy, 1, '1', rates);
    expect(at('164.118', '163.618')).toBe(pnlUsd({ side: 1, open: '164.118', close: '163.618', lots: '1', contractSize: '100000', quoteCcy: 'JPY', rates }));
    expect(at('164.118', '163.618')).toBe('-333.333333');
  });

  it('says nothing until both are prices, the lots are a number and the rate is known', () => {
    const at = valueAt(eurusd, 1, '0.10', rates);
    expect(at('1.08527', '')).toBeNull();
    expect(at('1.08527', '0')).toBeNull();
    expect(at('1.08527', '1.0.8')).toBeNull();
    expect(at('', '1.08')).toBeNull();
    expect(valueAt(eurusd, 1, 'x', rates)('1.08527', '1.08')).toBeNull();
    expect(valueAt(eurjpy, 1, '1', ratesFrom({}))('164.118', '163.618')).toBeNull();
  });
});
