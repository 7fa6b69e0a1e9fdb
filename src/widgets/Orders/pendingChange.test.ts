import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import { expiryMissing, fieldsOf, fillsAtOnce, pendingChange, priceValid } from './pendingChange';

const order = (over: Partial<Order> = {}) =>
  ({ Id: 201, Price: '1.08000', TargetLossPrice: '0', TargetProfitPrice: '1.09000', ExpiresAt: '', ...over }) as Order;
const now = new Date(2026, 10, 28, 14, 30, 0);

describe('a pending order\'s modification (pure)', () => {
  it('starts from the order as it stands: its price, its stops (none is blank) and its expiry kept', () => {
    // The picker of a date and time starts a day ahead (to the minute), or at the order's own expiry.
    expect(fieldsOf(order(), now)).toEqual({ price: '1.08000', takeProfit: '1.09000', stopLoss: '', expiry: 'gtc', customAt: '2026-11-29T14:30' });
    const expiring = fieldsOf(order({ ExpiresAt: new Date(2026, 10, 28, 21, 0).toISOString() }), now);
    expect([expiring.expiry, expiring.customAt]).toEqual(['keep', '2026-11-28T21:00']);
  });

  it('sends every field: a blank stop is none, a kept expiry is the order\'s, a new one is fixed at the moment of saving', () => {
    const o = order({ ExpiresAt: '2026-11-28T21:00:00.000Z' });
    expect(pendingChange(o, { ...fieldsOf(o, now), price: ' 1.07500 ' }, now)).toEqual({
      target_price: '1.07500', stop_loss_price: '0', target_profit_price: '1.09000', expires_at: '2026-11-28T21:00:00.000Z',
    });
    expect(pendingChange(o, { ...fieldsOf(o, now), stopLoss: '1.07', takeProfit: '', expiry: 'gtc' }, now)).toEqual({
      target_price: '1.08000', stop_loss_price: '1.07', target_profit_price: '0',
    });
    expect(pendingChange(o, { ...fieldsOf(o, now), expiry: 'hour' }, now).expires_at).toBe(new Date(2026, 10, 28, 15, 30, 0).toISOString());
    // A date and time of the trader's own is read in their time zone.
    const custom = { ...fieldsOf(o, now), expiry: 'custom' as const, customAt: '2026-12-01T09:15' };
    expect(pendingChange(o, custom, now).expires_at).toBe(new Date(2026, 11, 1, 9, 15).toISOString());
    expect(expiryMissing(custom)).toBe(false);
    expect(expiryMissing({ ...custom, customAt: '' })).toBe(true);
    expect(expiryMissing({ ...custom, customAt: '', expiry: 'gtc' })).toBe(false);
  });

  it('takes only a positive plain decimal as the price', () => {
    expect(['1.08', ' 1.08 ', '2'].map(priceValid)).toEqual([true, true, true]);
    expect(['', '0', '-1', '1e3', 'abc', '1.0.0'].map(priceValid)).toEqual([false, false, false, false, false, false]);
  });

  it('says when the new price would fill at once: the market already there for the order\'s side and type', () => {
    const market = { bid: '1.08000', ask: '1.08012' };
    const buyLimit = order({ OrderType: 1, PendingType: 'limit' });
    // a buy limit fills at an ask at or below its price; a buy stop at an ask at or above it
    expect(['1.08012', '1.09000', '1.08011'].map((p) => fillsAtOnce(buyLimit, p, market))).toEqual([true, true, false]);
    const buyStop = order({ OrderType: 1, PendingType: 'stop' });
    expect(['1.08012', '1.07000', '1.08013'].map((p) => fillsAtOnce(buyStop, p, market))).toEqual([true, true, false]);
    // a sell watches the bid; an order placed before types existed is a limit order
    const sellLimit = order({ OrderType: 2, PendingType: '' });
    expect(['1.08000', '1.07000', '1.08001'].map((p) => fillsAtOnce(sellLimit, p, market))).toEqual([true, true, false]);
    const sellStop = order({ OrderType: 2, PendingType: 'stop' });
    expect(['1.08000', '1.09000', '1.07999'].map((p) => fillsAtOnce(sellStop, p, market))).toEqual([true, true, false]);
    // nothing is said while the price or the market is unknown
    expect(fillsAtOnce(buyLimit, '', market)).toBe(false);
    expect(fillsAtOnce(buyLimit, '1.09', undefined)).toBe(false);
    expect(fillsAtOnce(buyLimit, '1.09', { bid: '', ask: '' })).toBe(false);
  });
});
