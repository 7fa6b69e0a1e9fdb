import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import type { TFunction } from '../../core';
import { setFormatLocale } from '../../core/money';
import { confirmText } from './confirm';
import { reasonLabel, reasonTone } from '../internal/trading/status';

// A t() that shows the key and its parameters, so the test reads what reaches the dictionary.
const t = ((key: string, p?: Record<string, unknown>) => (p ? `${key} ${JSON.stringify(p)}` : key)) as TFunction;

const order = (over: Partial<Order> = {}): Order => ({
  Id: 7, ForexTradeLists: { ShowCode: 'EUR/USD', PricePrecision: 5 }, OrderType: 1, Quantity: '0.10', OriginPrice: '1.08000',
  Price: '1.08000', UpdatePrice: '1.08250', FactProfits: '25.000000', CautionMoney: '108.000000', TradeFee: '0.700000',
  TargetLossPrice: '0', TargetProfitPrice: '0', Status: 1, CreateTimeHandler: '', CompleteTimeHandler: '', ...over,
});

describe('confirmText', () => {
  it('a close states side, lots, pair, the live closing price and the P&L at 2 decimals', () => {
    const c = confirmText({ kind: 'close', order: order() }, { 7: { UpdatePrice: '1.08300', FactProfits: '30.004' } }, t);
    expect(c.title).toBe('trade.confirmClose');
    expect(c.action).toBe('trade.closePosition');
    expect(JSON.parse(c.text.slice(c.text.indexOf('{')))).toEqual({ side: 'trade.buy', lots: '0.10', symbol: 'EUR/USD', price: '1.08300', pnl: '+30.00' });
  });
  it('a partial close states the part, the whole and the part\'s share of the P&L', () => {
    const c = confirmText({ kind: 'close', order: order(), lots: '0.04' }, { 7: { UpdatePrice: '1.08300', FactProfits: '30.004' } }, t);
    expect(c.text.startsWith('trade.confirmClosePartText')).toBe(true);
    expect(JSON.parse(c.text.slice(c.text.indexOf('{')))).toEqual({ side: 'trade.buy', lots: '0.10', part: '0.04', symbol: 'EUR/USD', price: '1.08300', pnl: '+12.00' });
    // the whole lots typed again is an ordinary close
    expect(confirmText({ kind: 'close', order: order(), lots: '0.1' }, undefined, t).text.startsWith('trade.confirmCloseText')).toBe(true);
  });
  it('closing only the profitable or the losing positions says which, with their count', () => {
    const win = confirmText({ kind: 'closeAll', which: 'profitable', ids: [1, 2], pnl: '12' }, undefined, t);
    expect([win.title, win.action]).toEqual(['trade.confirmCloseProfitable {"count":2}', 'trade.closeProfitable']);
    const lose = confirmText({ kind: 'closeAll', which: 'losing', ids: [3], pnl: '-4' }, undefined, t);
    expect([lose.title, lose.action]).toEqual(['trade.confirmCloseLosing {"count":1}', 'trade.closeLosing']);
    expect(lose.text).toBe('trade.confirmCloseSomeText {"pnl":"-4.00"}'); // not "every open position"
    expect(lose.lines).toEqual(['#3 · --']); // a position beyond the loaded page, without a live figure
  });
  it('a cancel states what returns to the balance: the reserved margin and fee', () => {
    const c = confirmText({ kind: 'cancel', order: order({ Status: 0, OrderType: 2 }) }, undefined, t);
    expect(JSON.parse(c.text.slice(c.text.indexOf('{')))).toMatchObject({ side: 'trade.sell', price: '1.08000', amount: '108.70' });
  });
  it('close all counts every position and follows the locale', () => {
    setFormatLocale('de-u-nu-latn');
    try {
      const c = confirmText({ kind: 'closeAll', which: 'all', ids: [1, 2, 3], pnl: '-1234.5' }, undefined, t);
      expect(c.title).toBe('trade.confirmCloseAll {"count":3}');
      expect(c.text).toContain('"pnl":"-1.234,50"');
    } finally {
      setFormatLocale('en-u-nu-latn');
    }
  });
});

describe('close reasons', () => {
  it('names each way an order ends, with a fallback by status', () => {
    expect(reasonLabel('sl', 3, t)).toBe('trade.reasonSl');
    expect(reasonLabel('partial', 3, t)).toBe('trade.reasonPartial');
    expect(reasonLabel('stop_out', 3, t)).toBe('trade.reasonStopOut');
    expect(reasonLabel('insufficient_margin', 2, t)).toBe('trade.reasonInsufficientMargin');
    // The broker's close of a position, and its cancel of a pending order, said as what each did.
    expect(reasonLabel('admin', 3, t)).toBe('trade.reasonAdmin');
    expect(reasonLabel('admin', 2, t)).toBe('trade.reasonAdminCancel');
    expect(reasonLabel(undefined, 2, t)).toBe('trade.reasonCancel');
    expect(reasonLabel('', 3, t)).toBe('trade.reasonUser');
    expect(reasonLabel('unknown', 3, t)).toBe('trade.reasonUser');
    expect([reasonTone('tp', 3), reasonTone('sl', 3), reasonTone('cancel', 2), reasonTone('user', 3)]).toEqual(['up', 'down', 'neutral', 'neutral']);
  });
  it('cancel all names each pending order and what comes back, exactly only when every order is listed', () => {
    const two = [order({ Status: 0, Price: '1.07000' }), order({ Id: 8, Status: 0, OrderType: 2, Price: '1.09000', CautionMoney: '109.000000' })];
    const c = confirmText({ kind: 'cancelAll', count: 2, orders: two }, undefined, t);
    expect([c.title, c.action]).toEqual(['trade.confirmCancelAll {"count":2}', 'trade.cancelAll']);
    expect(c.lines).toEqual(['EUR/USD trade.buy 0.10 @ 1.07000', 'EUR/USD trade.sell 0.10 @ 1.09000']);
    expect(c.text).toBe('trade.confirmCancelAllText {"amount":"218.40"}'); // 108 + 109 + 2 × 0.70
    // a third order on a page not loaded: how much comes back is not guessed
    expect(confirmText({ kind: 'cancelAll', count: 3, orders: two }, undefined, t).text).toBe('trade.confirmCancelAllSome');
  });
  it('a reverse says what closes at the live price with its P&L, and that the same lots open the other way', () => {
    const c = confirmText({ kind: 'reverse', order: order() }, { 7: { UpdatePrice: '1.08300', FactProfits: '30.004' } }, t);
    expect([c.title, c.action]).toEqual(['trade.confirmReverse', 'trade.reverse']);
    expect(JSON.parse(c.text.slice(c.text.indexOf('{')))).toEqual({ side: 'trade.buy', lots: '0.10', symbol: 'EUR/USD', price: '1.08300', pnl: '+30.00' });
  });
});
