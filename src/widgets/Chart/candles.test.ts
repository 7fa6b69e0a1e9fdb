import { describe, expect, it } from 'vitest';
import { liveCandle, mergeCandle, normaliseCandles, toSeconds } from './candles';

const c = (Time: number, Close = '1') => ({ Time, Open: '1', High: '1', Low: '1', Close, Volume: '1' });

describe('chart candles', () => {
  it('reads the period out of a KLINE push (docs/socket.md shape)', () => {
    const push = { code: 'EURUSD', candles: { '1M': c(60, '1.1'), '5M': c(0, '1.2') } };
    expect(liveCandle(push, '1M')?.Close).toBe('1.1');
    expect(liveCandle(push, '5M')?.Close).toBe('1.2');
    expect(liveCandle(push, '1H')).toBeNull();
    expect(liveCandle({ period: '5M', ...c(1) }, '1M')).toBeNull();
    expect(liveCandle(null, '1M')).toBeNull();
  });

  it('replaces the forming bar, appends a new one, ignores late ones', () => {
    const h = [c(60), c(120)];
    expect(mergeCandle(h, c(120, '2')).map((x) => x.Close)).toEqual(['1', '2']);
    expect(mergeCandle(h, c(180))).toHaveLength(3);
    expect(mergeCandle(h, c(60, '9'))).toBe(h);
  });

  it('sorts, dedupes and accepts milliseconds', () => {
    expect(normaliseCandles([c(120), c(60), c(120, '3')]).map((x) => [x.Time, x.Close])).toEqual([[60, '1'], [120, '3']]);
    expect(toSeconds(1_700_000_000_000)).toBe(1_700_000_000);
  });
});
