import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import { fieldsOf, pendingChange, priceValid } from './pendingChange';

const order = (over: Partial<Order> = {}) =>
  ({ Id: 201, Price: '1.08000', TargetLossPrice: '0', TargetProfitPrice: '1.09000', ExpiresAt: '', ...over }) as Order;
const now = new Date(2026, 10, 28, 14, 30, 0);

describe('a pending order\'s modification (pure)', () => {
  it('starts from the order as it stands: its price, its stops (none is blank) and its expiry kept', () => {
    expect(fieldsOf(order())).toEqual({ price: '1.08000', takeProfit: '1.09000', stopLoss: '', expiry: 'gtc' });
    expect(fieldsOf(order({ ExpiresAt: '2026-11-28T21:00:00.000Z' })).expiry).toBe('keep');
  });

  it('sends every field: a blank stop is none, a kept expiry is the order\'s, a new one is fixed at the moment of saving', () => {
    const o = order({ ExpiresAt: '2026-11-28T21:00:00.000Z' });
    expect(pendingChange(o, { ...fieldsOf(o), price: ' 1.07500 ' }, now)).toEqual({
      target_price: '1.07500', stop_loss_price: '0', target_profit_price: '1.09000', expires_at: '2026-11-28T21:00:00.000Z',
    });
    expect(pendingChange(o, { ...fieldsOf(o), stopLoss: '1.07', takeProfit: '', expiry: 'gtc' }, now)).toEqual({
      target_price: '1.08000', stop_loss_price: '1.07', target_profit_price: '0',
    });
    expect(pendingChange(o, { ...fieldsOf(o), expiry: 'hour' }, now).expires_at).toBe(new Date(2026, 10, 28, 15, 30, 0).toISOString());
  });

  it('takes only a positive plain decimal as the price', () => {
    expect(['1.08', ' 1.08 ', '2'].map(priceValid)).toEqual([true, true, true]);
    expect(['', '0', '-1', '1e3', 'abc', '1.0.0'].map(priceValid)).toEqual([false, false, false, false, false, false]);
  });
});
