import { describe, expect, it } from 'vitest';
import type { Candle } from '../../core/api/forex';
import { legendOf } from './legend';

const c = (Time: number, Open: string, High: string, Low: string, Close: string): Candle => ({ Time, Open, High, Low, Close, Volume: '1' });
const candles = [c(60, '1.10000', '1.10100', '1.09900', '1.10050'), c(120, '1.10050', '1.10200', '1.10000', '1.10160')];

describe('legendOf', () => {
  it('shows the last candle when nothing is hovered, with the change against the previous close', () => {
    expect(legendOf(candles, null, 5)).toEqual({ open: '1.10050', high: '1.10200', low: '1.10000', close: '1.10160', change: '+0.10%', dir: 'up' }); // 0.0011 ÷ 1.1005
  });
  it('the first candle compares with its own open; a hovered index wins', () => {
    expect(legendOf(candles, 0, 5)).toMatchObject({ close: '1.10050', change: '+0.05%', dir: 'up' });
  });
  it('nothing to show without candles', () => {
    expect(legendOf([], null, 5)).toBeNull();
    expect(legendOf(candles, 5, 5)).toBeNull();
  });
});
