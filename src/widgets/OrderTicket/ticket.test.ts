import { describe, expect, it } from 'vitest';
import { ratesFrom } from '../../core/money';
import { pair } from '../../core/stores/fixtures.test-util';
import { DEFAULT_DEVIATION, RETRY_WINDOW_MS, estimates, expiryTime, initialTicket, lotsDown, lotsUp, minusEnabled, noLeverage, orderAttempt, sameOrder, submitForm, swapPerNight, ticketError, toggleStop } from './ticket';

const rates = ratesFrom({ EURUSD: '1.1', USDJPY: '150' });

describe('order ticket logic', () => {
  it('starts at the minimum lots and the first leverage', () => {
    expect(initialTicket(pair('EURUSD'))).toMatchObject({ mode: 1, lots: '0.01', leverage: 100 });
  });

  it('says what a night held would take or earn on each side, by the lots typed; nothing without a swap', () => {
    const p = { ...pair('EURUSD'), SwapLong: '-9.2', SwapShort: '4.1' };
    expect(swapPerNight({ ...initialTicket(p), lots: '0.37' }, p)).toEqual({ buy: '-3.404000', sell: '1.517000' });
    expect(swapPerNight({ ...initialTicket(p), lots: 'abc' }, p)).toBeNull();
    expect(swapPerNight(initialTicket(pair('EURUSD')), pair('EURUSD'))).toBeNull(); // a server that sends none
    expect(swapPerNight(initialTicket(p), { ...p, SwapLong: '0', SwapShort: '0.00' })).toBeNull();
    expect(swapPerNight(initialTicket(p), { ...p, SwapLong: 'n/a' })).toBeNull();
  });

  it('steps lots by Pip and disables minus when lots − step is not above zero', () => {
    expect(lotsUp('0.01', '0.01')).toBe('0.02');
    expect(minusEnabled('0.01', '0.01')).toBe(false);
    expect(minusEnabled('0.02', '0.01')).toBe(true);
    expect(lotsDown('0.02', '0.01')).toBe('0.01');
    expect(lotsDown('0.01', '0.01')).toBe('0.01');
  });

  it('fills SL/TP with the close on the first check only', () => {
    const a = toggleStop({ checked: false, value: '', touched: false }, '1.1');
    expect(a).toEqual({ checked: true, value: '1.1', touched: true });
    const edited = { ...a, value: '1.05' };
    const off = toggleStop(edited, '1.2');
    expect(toggleStop(off, '1.3').value).toBe('1.05');
  });

  it('validates closed market, no leverage, lots and pending price', () => {
    const p = pair('EURUSD');
    const s = initialTicket(p);
    expect(ticketError(s, p, undefined)).toBeNull();
    expect(ticketError(s, { ...p, MarketStatus: 0 }, undefined)).toBe('marketClosed');
    expect(noLeverage({ ...p, HasForexMultiple: [] })).toBe(true);
    expect(noLeverage({ ...p, HasForexMultiple: [], MarginMode: 1 })).toBe(false);
    expect(ticketError(s, { ...p, HasForexMultiple: [] }, undefined)).toBe('noLeverage');
    expect(ticketError({ ...s, lots: '0.015' }, p, undefined)).toBe('lots');
    expect(ticketError({ ...s, mode: 0 }, p, undefined)).toBe('enterPrice');
    expect(ticketError({ ...s, mode: 0, price: '1.05' }, p, undefined)).toBeNull();
  });

  it('estimates margin and fee with the shared money functions', () => {
    const p = pair('EURUSD'); // ask 1.10010, 100000 units, fee rate 0.001
    const s = initialTicket(p);
    expect(estimates(s, p, undefined, 2, 'USD', rates)).toEqual({ margin: '11.001000', fee: '0.011001' });
    expect(estimates(s, p, undefined, 1, 'USD', rates).fee).toBe('0.000010');
    const fixed = { ...p, MarginMode: 1, HasForexMultiple: [] };
    expect(estimates({ ...s, leverage: null }, fixed, undefined, 2, 'USD', rates).margin).toBe('1100.100000');
    expect(estimates({ ...s, mode: 0, price: '' }, p, undefined, 2, 'USD', rates).margin).toBe('--');
  });

  it('sends unchecked stops as 0 and no leverage for MarginMode 1', () => {
    const p = pair('EURUSD');
    const s = { ...initialTicket(p), sl: { checked: false, value: '1.0', touched: true }, tp: { checked: true, value: '1.3', touched: true } };
    expect(submitForm(s, p, 1)).toEqual({
      type: 1, cont: '0.01', forex_id: p.Id, status: 1, target_price: '0', stop_loss_price: '0', target_profit_price: '1.3', multiple: 100,
    });
    expect(submitForm({ ...s, mode: 0, price: '1.05' }, { ...p, MarginMode: 1 }, 2)).toMatchObject({ type: 2, status: 0, target_price: '1.05', multiple: 0 });
  });

  it('sends a pending order as a limit order unless stop is chosen; a market order has no type', () => {
    const p = pair('EURUSD');
    const s = { ...initialTicket(p), mode: 0 as const, price: '1.2' };
    expect(submitForm(s, p, 1).pending_type).toBe('limit');
    expect(submitForm({ ...s, pendingType: 'stop' }, p, 2)).toMatchObject({ type: 2, status: 0, target_price: '1.2', pending_type: 'stop' });
    expect(submitForm({ ...s, pendingType: 'stop', mode: 1 }, p, 1)).not.toHaveProperty('pending_type');
  });

  it('protects a market order with the price seen now and the pips allowed, once they are valid', () => {
    const p = pair('EURUSD');
    const on = { ...initialTicket(p), guard: toggleStop(initialTicket(p).guard, DEFAULT_DEVIATION) };
    expect(on.guard).toEqual({ checked: true, value: '2', touched: true });
    // the ask for a buy, the bid for a sell, from the live quote when there is one
    const live = { ...p.ForexQuotations, Bid: '1.10100', Ask: '1.10112', MarketStatus: 1 };
    expect(submitForm(on, p, 1, live)).toMatchObject({ expected_price: '1.10112', max_deviation: '2' });
    expect(submitForm(on, p, 2, live)).toMatchObject({ expected_price: '1.10100', max_deviation: '2' });
    expect(submitForm(on, p, 1)).toMatchObject({ expected_price: '1.10010' });
    // unchecked, or a pending order: no protection sent
    expect(submitForm(initialTicket(p), p, 1, live)).not.toHaveProperty('max_deviation');
    expect(submitForm({ ...on, mode: 0, price: '1.05' }, p, 1, live)).not.toHaveProperty('expected_price');
    // pips the server would refuse are caught on the ticket (a pending order ignores the box)
    expect(['', '-1', '1001', 'x'].map((v) => ticketError({ ...on, guard: { ...on.guard, value: v } }, p, undefined))).toEqual(['deviation', 'deviation', 'deviation', 'deviation']);
    expect(ticketError({ ...on, guard: { ...on.guard, value: '0.5' } }, p, undefined)).toBeNull();
    expect(ticketError({ ...on, guard: { ...on.guard, value: 'x' }, mode: 0, price: '1.05' }, p, undefined)).toBeNull();
    // a retry of the same order keeps its key though the price seen ticked meanwhile
    expect(sameOrder(submitForm(on, p, 1, live))).toBe(sameOrder(submitForm(on, p, 1, { ...live, Ask: '1.10113' })));
    expect(sameOrder(submitForm(on, p, 1, live))).not.toBe(sameOrder(submitForm({ ...on, guard: { ...on.guard, value: '3' } }, p, 1, live)));
  });

  it('keeps an order\'s key for a retry of the same order within the window, and only then', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = orderAttempt(null, 'buy 0.01', 0, key);
    expect(first).toEqual({ form: 'buy 0.01', key: 'k1', at: 0 });
    const retry = orderAttempt(first, 'buy 0.01', 30_000, key); // Confirm again after a lost answer
    expect(retry).toEqual({ form: 'buy 0.01', key: 'k1', at: 30_000 });
    // each retry counts from the last one
    expect(orderAttempt(retry, 'buy 0.01', 30_000 + RETRY_WINDOW_MS - 1, key).key).toBe('k1');
    expect(orderAttempt(retry, 'buy 0.01', 30_000 + RETRY_WINDOW_MS, key).key).toBe('k2'); // placed on purpose later
    expect(orderAttempt(first, 'buy 0.02', 1000, key).key).toBe('k3'); // another order
  });

  it('fixes a pending order’s expiry when it is chosen, and sends it with pending orders only', () => {
    const now = new Date(2026, 10, 28, 14, 30, 0); // local time: "end of today" is the trader's own midnight
    expect(expiryTime('gtc', now)).toBeUndefined();
    expect(expiryTime('hour', now)).toBe(new Date(2026, 10, 28, 15, 30, 0).toISOString());
    expect(expiryTime('day', now)).toBe(new Date(2026, 10, 28, 23, 59, 59, 999).toISOString());
    expect(expiryTime('week', now)).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
    const p = pair('EURUSD');
    const at = expiryTime('hour', now)!;
    const pending = { ...initialTicket(p), mode: 0 as const, price: '1.05', expiry: 'hour' as const, expiresAt: at };
    expect(submitForm(pending, p, 1).expires_at).toBe(at);
    // The same order tried again sends the same form, so it keeps its idempotency key (orderAttempt).
    expect(JSON.stringify(submitForm(pending, p, 1))).toBe(JSON.stringify(submitForm(pending, p, 1)));
    expect(submitForm({ ...pending, mode: 1 }, p, 1)).not.toHaveProperty('expires_at');
    expect(submitForm({ ...pending, expiry: 'gtc', expiresAt: undefined }, p, 1)).not.toHaveProperty('expires_at');
    // A date and time of the trader's own: sent as picked; not one yet stops the order with its reason.
    const picked = new Date(2026, 11, 24, 18, 0).toISOString();
    expect(submitForm({ ...pending, expiry: 'custom', expiresAt: picked }, p, 1).expires_at).toBe(picked);
    expect(ticketError({ ...pending, expiry: 'custom', expiresAt: picked }, p, undefined)).toBeNull();
    expect(ticketError({ ...pending, expiry: 'custom', expiresAt: undefined }, p, undefined)).toBe('expiry');
    expect(ticketError({ ...pending, mode: 1, expiry: 'custom', expiresAt: undefined }, p, undefined)).toBeNull();
  });
});
