import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riskRate, riskZone, isStopOut, accountSummary, spendable, canAfford, sumMoney } from './index.js';

describe('risk rate', () => {
  it('= equity ÷ used margin × 100, 2 dp', () => {
    expect(riskRate('1000', '500')).toBe('200.00');
    expect(riskRate('333', '1000')).toBe('33.30');
    expect(riskRate('1', '3')).toBe('33.33');
    expect(riskRate('-50', '100')).toBe('-50.00');
  });
  it('is null (no risk) when used margin is 0', () => {
    expect(riskRate('1000', '0')).toBeNull();
    expect(riskRate('0', '0')).toBeNull();
  });
  it('stop-out strictly below the level, never without margin', () => {
    expect(isStopOut('49.99', '100', '50')).toBe(true);
    expect(isStopOut('50', '100', '50')).toBe(false);
    expect(isStopOut('-10', '0', '50')).toBe(false);
  });
});

describe('account summary', () => {
  it('equity counts available, locked margin, pending reservations and floating P&L', () => {
    const s = accountSummary({ balance: '900', usedMargin: '100', pendingLocked: '10', floatingPnl: '-25.5' });
    expect(s.equity).toBe('984.500000');
    expect(s.freeMargin).toBe('874.500000');
    expect(s.riskRate).toBe('984.50');
    expect(s.usedMargin).toBe('100.000000');
  });
  it('no positions → null risk rate', () => {
    expect(accountSummary({ balance: '10', usedMargin: '0', floatingPnl: '0' }).riskRate).toBeNull();
  });
  it('spendable ignores floating profit and subtracts floating loss', () => {
    expect(spendable('100', '50').toString()).toBe('100');
    expect(spendable('100', '-30').toString()).toBe('70');
    expect(canAfford('100', '-30', '70')).toBe(true);
    expect(canAfford('100', '-30', '70.000001')).toBe(false);
  });
  it('sumMoney', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.300000');
  });
});

describe('risk zone', () => {
  it('places a rate against the margin-call and stop-out levels', () => {
    expect(riskZone(null, '100', '50')).toBe('none');
    expect(riskZone('250.00', '100', '50')).toBe('safe');
    expect(riskZone('100.00', '100', '50')).toBe('safe');
    expect(riskZone('99.99', '100', '50')).toBe('marginCall');
    expect(riskZone('50.00', '100', '50')).toBe('marginCall');
    expect(riskZone('49.99', '100', '50')).toBe('stopOut');
  });

  it('says stopOut exactly when the engine would stop the account out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 500 }), (e, m, level) => {
        const equity = (e / 100).toFixed(2);
        const margin = (m / 100).toFixed(2);
        const rate = riskRate(equity, margin)!;
        // the rounded rate and the engine's unrounded rule agree except within the rounding of the last digit
        const exact = Number(equity) / Number(margin) * 100;
        if (Math.abs(exact - level) < 0.01) return;
        expect(riskZone(rate, String(level * 2), String(level)) === 'stopOut').toBe(isStopOut(equity, margin, String(level)));
      }),
    );
  });
});
