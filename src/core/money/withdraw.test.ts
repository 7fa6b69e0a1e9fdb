import { describe, expect, it } from 'vitest';
import { withdrawFee, withdrawPreview } from './index.js';

describe('withdraw preview (docs/product.md#constants-and-limits)', () => {
  it('fee_type 1: fixed draw_rate', () => {
    expect(withdrawPreview({ amount: '100', feeType: 1, drawRate: '2', usdPrice: '1' })).toEqual({ fee: '2.000000', receive: '98.00' });
  });
  it('other fee types: rate × amount', () => {
    expect(withdrawPreview({ amount: '100', feeType: 2, drawRate: '0.015', usdPrice: '1' })).toEqual({ fee: '1.500000', receive: '98.50' });
  });
  it('0 when amount is empty or invalid', () => {
    expect(withdrawPreview({ amount: '', feeType: 1, drawRate: '2', usdPrice: '1' })).toEqual({ fee: '0.000000', receive: '0.00' });
    expect(withdrawPreview({ amount: undefined, feeType: 2, drawRate: '0.1', usdPrice: '1' })).toEqual({ fee: '0.000000', receive: '0.00' });
    expect(withdrawFee('abc', 1, '3')).toBe('0.000000');
  });
  it('receive × usd_price at 2 dp (rounded down)', () => {
    expect(withdrawPreview({ amount: '100', feeType: 1, drawRate: '1', usdPrice: '0.99987' }).receive).toBe('98.98');
  });
  it('receive floored at 0', () => {
    expect(withdrawPreview({ amount: '1', feeType: 1, drawRate: '5', usdPrice: '1' })).toEqual({ fee: '5.000000', receive: '0.00' });
  });
});
