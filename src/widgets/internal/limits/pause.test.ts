import { describe, expect, it } from 'vitest';
import type { TradingLimit, TradingLimits } from '../../../core/api/limits';
import { tradingPause } from './pause';

const none: TradingLimit = { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null };
const limits = (over: Partial<TradingLimits>): TradingLimits => ({ deposit: none, loss: none, break_until: null, break_days: [1, 7, 30, 180], ...over });
const now = Date.parse('2026-12-01T12:00:00Z');

describe('tradingPause', () => {
  it('is nothing before the limits are read, or with none set', () => {
    expect(tradingPause(null, now)).toBeNull();
    expect(tradingPause(limits({}), now)).toBeNull();
  });

  it('is the break under way, until it ends', () => {
    const onBreak = limits({ break_until: '2026-12-08T12:00:00.000Z' });
    expect(tradingPause(onBreak, now)).toEqual({ until: '2026-12-08T12:00:00.000Z' });
    expect(tradingPause(onBreak, Date.parse('2026-12-08T12:00:00Z'))).toBeNull();
  });

  it('is a loss limit the window has used whole, not one with cents left or one that rounds to 0.00', () => {
    const loss = { ...none, amount: '100.00', period: 'week' as const, used: '120.50', left: '0.00', reached: true };
    expect(tradingPause(limits({ loss }), now)).toEqual({ limit: '100.00', period: 'week' });
    expect(tradingPause(limits({ loss: { ...loss, used: '99.996', left: '0.00', reached: false } }), now)).toBeNull();
    expect(tradingPause(limits({ loss: { ...loss, used: '40.00', left: '60.00', reached: false } }), now)).toBeNull();
  });

  it('never pauses for a deposit limit used whole: deposits wait, trading does not', () => {
    const deposit = { ...none, amount: '500.00', used: '500.00', left: '0.00', reached: true };
    expect(tradingPause(limits({ deposit }), now)).toBeNull();
  });

  it('says the break first when both apply', () => {
    const loss = { ...none, amount: '100.00', used: '150.00', left: '0.00', reached: true };
    expect(tradingPause(limits({ loss, break_until: '2026-12-02T00:00:00.000Z' }), now)).toEqual({ until: '2026-12-02T00:00:00.000Z' });
  });
});
