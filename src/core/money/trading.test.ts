import { describe, expect, it } from 'vitest';
import {
  margin, fee, pnlQuote, pnlUsd, openPrice, closePrice, stopTriggered, pendingFillable, pendingTypeOf, validateStops,
  changePercent, isSetPrice, ratesFrom, notional, roundMoney,
} from './index.js';

const rates = ratesFrom({ EURUSD: '1.08', GBPUSD: '1.25', USDJPY: '150', USDCHF: '0.9', USDCAD: '1.35' });

describe('margin', () => {
  it('leveraged, quote USD (EURUSD 1 lot @1.08 / 100)', () => {
    expect(margin({ lots: '1', contractSize: '100000', price: '1.08', leverage: '100', quoteCcy: 'USD', rates })).toBe('1080.000000');
  });
  it('leveraged, small lots, not a round number', () => {
    expect(margin({ lots: '0.01', contractSize: '100000', price: '1.08123', leverage: '200', quoteCcy: 'USD', rates })).toBe('5.406150');
  });
  it('leveraged, USD-based (USDJPY) converts ÷ rate', () => {
    // 0.1 × 100000 × 150 / 100 = 15000 JPY → 100 USD
    expect(margin({ lots: '0.1', contractSize: '100000', price: '150', leverage: '100', quoteCcy: 'JPY', rates })).toBe('100.000000');
  });
  it('leveraged, cross (EURJPY) converts via the quote currency (JPY) USD rate', () => {
    // 1 × 100000 × 162 / 50 = 324000 JPY / 150 = 2160 USD
    expect(margin({ lots: '1', contractSize: '100000', price: '162', leverage: '50', quoteCcy: 'JPY', rates })).toBe('2160.000000');
  });
  it('leveraged, cross quoted in a XXX/USD currency (EURGBP) converts × rate', () => {
    // 1 × 100000 × 0.86 / 100 = 860 GBP × 1.25 = 1075 USD
    expect(margin({ lots: '1', contractSize: '100000', price: '0.86', leverage: '100', quoteCcy: 'GBP', rates })).toBe('1075.000000');
  });
  it('MarginMode 1: full notional, leverage ignored', () => {
    expect(margin({ lots: '0.5', contractSize: '1', price: '60000', marginMode: 1, quoteCcy: 'USD', rates })).toBe('30000.000000');
    expect(margin({ lots: '0.5', contractSize: '1', price: '60000', leverage: '100', marginMode: 1, quoteCcy: 'USD', rates })).toBe('30000.000000');
  });
  it('MarginMode 1 converts too', () => {
    expect(margin({ lots: '1', contractSize: '10', price: '18000', marginMode: 1, quoteCcy: 'JPY', rates })).toBe('1200.000000');
  });
  it('leveraged without leverage throws', () => {
    expect(() => margin({ lots: '1', contractSize: '1', price: '1', quoteCcy: 'USD', rates })).toThrow(/Leverage/);
    expect(() => margin({ lots: '1', contractSize: '1', price: '1', leverage: '0', quoteCcy: 'USD', rates })).toThrow(/positive/);
  });
  it('notional', () => {
    expect(notional('0.01', '100', '2300.5').toString()).toBe('2300.5');
  });
});

describe('fee', () => {
  it('trade_fee_type 1: per lot', () => {
    expect(fee({ feeType: 1, feeRate: '7', lots: '0.03' })).toBe('0.210000');
    expect(fee({ feeType: '1', feeRate: '7', lots: '2', margin: '999' })).toBe('14.000000');
  });
  it('otherwise: ratio of margin', () => {
    expect(fee({ feeType: 2, feeRate: '0.001', lots: '1', margin: '1080' })).toBe('1.080000');
    expect(fee({ feeType: 0, feeRate: '0.0015', lots: '1', margin: '5.40615' })).toBe('0.008109');
  });
  it('ratio of margin with no margin is 0', () => {
    expect(fee({ feeType: 0, feeRate: '0.001', lots: '1' })).toBe('0.000000');
  });
});

describe('P&L', () => {
  it('buy gains when price rises (quote USD)', () => {
    expect(pnlQuote({ side: 1, open: '1.08000', close: '1.08100', lots: '1', contractSize: '100000' }).toString()).toBe('100');
    expect(pnlUsd({ side: 1, open: '1.08000', close: '1.08100', lots: '1', contractSize: '100000', quoteCcy: 'USD', rates })).toBe('100.000000');
  });
  it('sell gains when price falls (× −1)', () => {
    expect(pnlUsd({ side: 2, open: '1.08100', close: '1.08000', lots: '0.5', contractSize: '100000', quoteCcy: 'USD', rates })).toBe('50.000000');
    expect(pnlUsd({ side: 2, open: '1.08000', close: '1.08100', lots: '0.5', contractSize: '100000', quoteCcy: 'USD', rates })).toBe('-50.000000');
  });
  it('USD/XXX: JPY P&L ÷ USDJPY', () => {
    // (150.3 − 150) × 100000 × 1 = 30000 JPY ÷ 150 = 200 USD
    expect(pnlUsd({ side: 1, open: '150', close: '150.3', lots: '1', contractSize: '100000', quoteCcy: 'JPY', rates })).toBe('200.000000');
  });
  it('USD/XXX: CHF with an inexact result is rounded at 6 dp', () => {
    // (0.9 − 0.9001) × 100000 × 0.1 = -1 CHF... sell: +1 CHF ÷ 0.9 = 1.111111
    expect(pnlUsd({ side: 2, open: '0.9001', close: '0.9', lots: '0.1', contractSize: '100000', quoteCcy: 'CHF', rates })).toBe('1.111111');
  });
  it('cross: EURJPY via JPY; EURGBP via GBPUSD', () => {
    expect(pnlUsd({ side: 1, open: '162', close: '161.85', lots: '1', contractSize: '100000', quoteCcy: 'JPY', rates })).toBe('-100.000000');
    expect(pnlUsd({ side: 1, open: '0.86', close: '0.861', lots: '1', contractSize: '100000', quoteCcy: 'GBP', rates })).toBe('125.000000');
  });
  it('zero move is zero, never -0', () => {
    expect(pnlUsd({ side: 2, open: '1', close: '1', lots: '1', contractSize: '1', quoteCcy: 'USD', rates })).toBe('0.000000');
  });
  it('is exact for small lots', () => {
    const v = pnlUsd({ side: 1, open: '1.1', close: '1.2', lots: '0.01', contractSize: '100000', quoteCcy: 'USD', rates });
    expect(v).toBe('100.000000');
    expect(roundMoney(pnlQuote({ side: 1, open: '0.1', close: '0.3', lots: '3', contractSize: '1' }))).toBe('0.600000');
  });
});

describe('prices and triggers', () => {
  const q = { bid: '1.1000', ask: '1.1002' };
  it('buy opens at ask, closes at bid; sell opposite', () => {
    expect(openPrice(1, q)).toBe('1.1002');
    expect(closePrice(1, q)).toBe('1.1000');
    expect(openPrice(2, q)).toBe('1.1000');
    expect(closePrice(2, q)).toBe('1.1002');
  });
  it('buy SL triggers when bid ≤ SL; TP when bid ≥ TP', () => {
    expect(stopTriggered(1, q, '1.1000', 0)).toBe('sl');
    expect(stopTriggered(1, q, '1.0999', 0)).toBeNull();
    expect(stopTriggered(1, q, 0, '1.1000')).toBe('tp');
    expect(stopTriggered(1, q, 0, '1.1001')).toBeNull(); // ask reaches it, bid does not
  });
  it('sell SL triggers when ask ≥ SL; TP when ask ≤ TP', () => {
    expect(stopTriggered(2, q, '1.1002', 0)).toBe('sl');
    expect(stopTriggered(2, q, '1.1003', 0)).toBeNull();
    expect(stopTriggered(2, q, 0, '1.1002')).toBe('tp');
    expect(stopTriggered(2, q, 0, '1.1001')).toBeNull(); // bid reaches it, ask does not
  });
  it('unset stops (0, "", null, "0") never trigger', () => {
    expect(stopTriggered(1, q, '0', '')).toBeNull();
    expect(stopTriggered(2, q, null, undefined)).toBeNull();
    expect(isSetPrice('0.0')).toBe(false);
    expect(isSetPrice('abc')).toBe(false);
    expect(isSetPrice('1.1')).toBe(true);
  });
  it('SL wins when a gap hits both', () => {
    // contrived: SL above TP for a buy cannot pass validation, but triggers must still be deterministic
    expect(stopTriggered(1, q, '1.2', '1.0')).toBe('sl');
  });
  it('pending buy fills when ask ≤ target; pending sell when bid ≥ target', () => {
    expect(pendingFillable(1, q, '1.1002')).toBe(true);
    expect(pendingFillable(1, q, '1.1001')).toBe(false);
    expect(pendingFillable(2, q, '1.1000')).toBe(true);
    expect(pendingFillable(2, q, '1.1001')).toBe(false);
    expect(pendingFillable(1, q, '1.1002', 'limit')).toBe(true);
  });
  it('pending stop: a buy fills when ask ≥ target; a sell when bid ≤ target', () => {
    expect(pendingFillable(1, q, '1.1002', 'stop')).toBe(true);
    expect(pendingFillable(1, q, '1.1003', 'stop')).toBe(false);
    expect(pendingFillable(1, q, '1.1001', 'stop')).toBe(true);
    expect(pendingFillable(2, q, '1.1000', 'stop')).toBe(true);
    expect(pendingFillable(2, q, '1.0999', 'stop')).toBe(false);
    expect(pendingFillable(2, q, '1.1001', 'stop')).toBe(true);
  });
  it('pendingTypeOf: only a stored stop is a stop', () => {
    expect(pendingTypeOf('stop')).toBe('stop');
    expect(pendingTypeOf('limit')).toBe('limit');
    expect(pendingTypeOf(null)).toBe('limit');
    expect(pendingTypeOf(undefined)).toBe('limit');
  });
  it('validateStops: buy SL < ref < TP', () => {
    expect(validateStops(1, '1.1', '1.09', '1.11')).toBeNull();
    expect(validateStops(1, '1.1', '1.1', 0)).toBe('sl_wrong_side');
    expect(validateStops(1, '1.1', 0, '1.1')).toBe('tp_wrong_side');
    expect(validateStops(1, '1.1', 0, 0)).toBeNull();
  });
  it('validateStops: sell TP < ref < SL', () => {
    expect(validateStops(2, '1.1', '1.11', '1.09')).toBeNull();
    expect(validateStops(2, '1.1', '1.09', 0)).toBe('sl_wrong_side');
    expect(validateStops(2, '1.1', 0, '1.11')).toBe('tp_wrong_side');
  });
  it('validateStops: negative values', () => {
    expect(validateStops(1, '1.1', '-1', 0)).toBe('negative');
  });
  it('changePercent', () => {
    expect(changePercent('1.1000', '1.1110')).toBe('1.00');
    expect(changePercent('200', '199')).toBe('-0.50');
    expect(changePercent('0', '5')).toBe('0.00');
  });
});
