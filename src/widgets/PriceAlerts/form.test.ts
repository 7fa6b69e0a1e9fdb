import { describe, expect, it } from 'vitest';
import type { TradePair } from '../../core/api/forex';
import { alertBody, alertFormError, editForm, newForm, watchedPrice } from './form';

const pair = { Code: 'EURUSD', PricePrecision: 5 } as TradePair;
const quote = { Bid: '1.10000', Ask: '1.10010' };

describe('price alert form', () => {
  it('watches the ask for "rises to" and the bid for "falls to"', () => {
    expect(watchedPrice('above', quote)).toBe('1.10010');
    expect(watchedPrice('below', quote)).toBe('1.10000');
    expect(watchedPrice('below', undefined)).toBeUndefined();
  });

  it('refuses no pair, a price that is not one, and a level already reached', () => {
    const f = { ...newForm('EURUSD'), price: '1.10100' };
    expect(alertFormError(f, pair, quote)).toBeNull();
    expect(alertFormError(f, undefined, quote)).toBe('pair');
    for (const price of ['', '0', '-1', 'abc', '1.100001', '1e2']) expect(alertFormError({ ...f, price }, pair, quote)).toBe('price');
    expect(alertFormError({ ...f, price: '1.10010' }, pair, quote)).toBe('reached'); // the ask is there
    expect(alertFormError({ ...f, direction: 'below', price: '1.10005' }, pair, quote)).toBe('reached'); // the bid is below it
    expect(alertFormError({ ...f, direction: 'below', price: '1.09999' }, pair, quote)).toBeNull();
    expect(alertFormError({ ...f, price: '1.10010' }, pair, undefined)).toBeNull(); // no price yet: the server decides
  });

  it('an edit starts from the alert', () => {
    const a = { Id: 7, ForexId: 1, Code: 'EURUSD', Direction: 'below' as const, Price: '1.09', Status: 'fired' as const, Side: 'bid' as const, CreatedAt: '', FiredAt: null, FiredPrice: null };
    expect(editForm(a)).toEqual({ code: 'EURUSD', direction: 'below', price: '1.09', byMessage: false, editing: 7, showErrors: false });
    expect(editForm({ ...a, ByMessage: true }).byMessage).toBe(true);
  });

  it('asks for a message only when chosen, and a new form keeps the last choice', () => {
    expect(alertBody({ ...newForm('EURUSD'), price: '1.2' })).toEqual({ direction: 'above', price: '1.2', by_message: false });
    expect(alertBody({ ...newForm('EURUSD', true), price: '1.2' })).toEqual({ direction: 'above', price: '1.2', by_message: true });
    expect(newForm('GBPUSD', true)).toMatchObject({ code: 'GBPUSD', byMessage: true, price: '' });
  });
});
