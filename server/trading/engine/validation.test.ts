import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import { INSTRUMENTS } from '../instruments.js';
import type { Instrument } from '../repo.js';
import type { OrderRow } from '../schema.js';
import { validateStopsUpdate, validateSubmit, type SubmitInput } from './validation.js';
import type { QuoteState } from '../../feed/types.js';

const xau: Instrument = { ...INSTRUMENTS.find((i) => i.code === 'XAUUSD')!, id: 7, logo: '', marketStatusOverride: null, enabled: true, sort: 1 };
const quote: QuoteState = { code: 'XAUUSD', bid: '2350.00', ask: '2350.30', open: '2340.00', high: '2360.00', low: '2330.00', change: '0.43', status: 1, time: 0 };
const open = { open: true, quote };
const buy = (over: Partial<SubmitInput> = {}): SubmitInput => ({ type: 1, cont: '0.10', forex_id: 7, status: 1, multiple: '100', ...over });
const keyOf = (r: unknown) => (r instanceof AppError ? [r.key, r.params] : r);

describe('validateSubmit (pure: typed errors, no database)', () => {
  it('normalises a valid market order', () => {
    expect(validateSubmit(xau, buy({ cont: ' 0.10 ', client_ref: 'r'.repeat(80) }), open)).toEqual({
      side: 1, mode: 1, leverage: 100, lots: '0.10', target: null, sl: '0', tp: '0', clientRef: 'r'.repeat(64), expiresAt: null, pendingType: null, protection: null,
    });
    // price protection: the price seen and the pips allowed, trimmed
    expect(validateSubmit(xau, buy({ expected_price: ' 2350.30 ', max_deviation: ' 5 ' }), open)).toMatchObject({ protection: { expected: '2350.30', pips: '5' } });
  });

  it('answers each rule with its message key and parameters, in the order a trader fixes them', () => {
    expect(keyOf(validateSubmit(undefined, buy(), open))).toEqual(['pairNotFound', {}]);
    expect(keyOf(validateSubmit({ ...xau, enabled: false }, buy(), open))).toEqual(['pairNotFound', {}]);
    expect(keyOf(validateSubmit(xau, buy({ type: 3 }), open))).toEqual(['badSide', {}]);
    expect(keyOf(validateSubmit(xau, buy({ status: 2 }), open))).toEqual(['badMode', {}]);
    expect(keyOf(validateSubmit(xau, buy({ multiple: '' }), open))).toEqual(['leverageRequired', {}]);
    expect(keyOf(validateSubmit(xau, buy({ multiple: '30' }), open))).toEqual(['leverageNotAllowed', { leverage: '30', list: '20, 50, 100, 200' }]);
    expect(keyOf(validateSubmit({ ...xau, marginMode: 1 }, buy(), open))).toEqual(['leverageFixedMargin', {}]);
    expect(keyOf(validateSubmit(xau, buy({ cont: '1e-2' }), open))).toEqual(['fieldNumber', { field: 'cont' }]);
    expect(keyOf(validateSubmit(xau, buy({ cont: '' }), open))).toEqual(['lotsEmpty', {}]);
    expect(keyOf(validateSubmit(xau, buy({ cont: '0.001' }), open))).toEqual(['lotsBelowMin', { min: '0.01' }]);
    expect(keyOf(validateSubmit(xau, buy({ cont: '0.015' }), open))).toEqual(['lotsStep', { step: '0.01' }]);
    expect(keyOf(validateSubmit(xau, buy(), { open: false, quote }))).toEqual(['marketClosed', {}]);
    expect(keyOf(validateSubmit(xau, buy(), { open: true, quote: undefined }))).toEqual(['noQuote', {}]);
    expect(keyOf(validateSubmit(xau, buy({ status: 0 }), open))).toEqual(['priceRequired', {}]);
    expect(keyOf(validateSubmit(xau, buy({ status: 0, target_price: '-5' }), open))).toEqual(['badPrice', {}]);
    expect(keyOf(validateSubmit(xau, buy({ pending_type: 'stop' }), open))).toEqual(['pendingTypeOnly', {}]);
    expect(keyOf(validateSubmit(xau, buy({ status: 0, target_price: '2300', pending_type: 'trailing' }), open))).toEqual(['badPendingType', {}]);
    // price protection needs both fields, on a market order, a positive price and 0 to 1,000 pips
    for (const bad of [{ expected_price: '2350.30' }, { max_deviation: '5' }, { expected_price: '0', max_deviation: '5' }, { expected_price: '2350.30', max_deviation: '-1' }, { expected_price: '2350.30', max_deviation: '1001' }, { expected_price: 'x', max_deviation: '5' }, { status: 0, target_price: '2300', expected_price: '2350.30', max_deviation: '5' }])
      expect(keyOf(validateSubmit(xau, buy(bad), open))).toEqual(['badProtection', {}]);
    expect(keyOf(validateSubmit(xau, buy({ stop_loss_price: 'abc' }), open))).toEqual(['badStop', {}]);
    expect(keyOf(validateSubmit(xau, buy({ stop_loss_price: '2400' }), open))).toEqual(['slBelowBuy', { price: '2350.00' }]);
    expect(keyOf(validateSubmit(xau, buy({ type: 2, target_profit_price: '2400' }), open))).toEqual(['tpBelowSell', { price: '2350.30' }]);
  });

  it('checks the stops of a pending order against its own price, rounded to the instrument', () => {
    const r = validateSubmit(xau, buy({ status: 0, target_price: '2300.004', stop_loss_price: '2290', target_profit_price: '2310.126' }), open);
    expect(r).toMatchObject({ mode: 0, target: '2300.00', sl: '2290.00', tp: '2310.13', pendingType: 'limit' });
    expect(validateSubmit(xau, buy({ status: 0, target_price: '2400', pending_type: ' stop ' }), open)).toMatchObject({ target: '2400.00', pendingType: 'stop' });
    expect(keyOf(validateSubmit(xau, buy({ status: 0, target_price: '2300', stop_loss_price: '2305' }), open))).toEqual(['slBelowBuy', { price: '2300.00' }]);
  });
});

describe('validateStopsUpdate', () => {
  const row = { side: 1, status: 1, price_precision: 2, origin_price: '2300.00' } as unknown as OrderRow;
  it('uses the closing price of a holding position and the order price of a pending one', () => {
    expect(validateStopsUpdate(row, '2340', '', quote)).toEqual({ sl: '2340.00', tp: '0' });
    expect(keyOf(validateStopsUpdate(row, '2355', '', quote))).toEqual(['slBelowBuy', { price: '2350.00' }]);
    expect(keyOf(validateStopsUpdate(row, '2340', '', undefined))).toEqual(['noQuote', {}]);
    expect(validateStopsUpdate({ ...row, status: 0 }, '2290', '0', undefined)).toEqual({ sl: '2290.00', tp: '0' });
  });
});
