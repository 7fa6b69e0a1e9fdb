import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import type { TFunction } from '../../core';
import type { OrderNotice } from '../../core/stores/orders';
import { pairChoices, pairName, pairOf } from './pairChoice';
import { noticeText } from '../internal/trading/notice';
import { reasonLabel } from '../internal/trading/status';

const t = ((key: string, p?: Record<string, unknown>) => (p ? `${key} ${JSON.stringify(p)}` : key)) as TFunction;

const pending = (Id: number, over: Partial<Order> = {}): Order => ({
  Id, ForexTradeLists: { ShowCode: 'EUR/USD', PricePrecision: 5 }, OrderType: 1, Quantity: '0.10', OriginPrice: '1.08000',
  Price: '1.08000', UpdatePrice: '1.08250', FactProfits: '0', CautionMoney: '216.000000', TradeFee: '0.700000',
  TargetLossPrice: '0', TargetProfitPrice: '0', Status: 0, PendingType: 'limit', CreateTimeHandler: '', CompleteTimeHandler: '', ...over,
});

describe('one cancels the other', () => {
  it('offers the other pending orders in no pair, never the order itself', () => {
    const a = pending(1);
    const listed = [a, pending(2), pending(3, { OcoId: 4 }), pending(4, { OcoId: 3 }), pending(5, { Status: 1 }), pending(6, { OcoId: 0 })];
    expect(pairChoices(a, listed).map((o) => o.Id)).toEqual([2, 6]);
    expect(pairChoices(a, [a])).toEqual([]);
  });

  it('finds the order it is paired with when listed', () => {
    const listed = [pending(3, { OcoId: 4 }), pending(4, { OcoId: 3 })];
    expect(pairOf(listed[0], listed)?.Id).toBe(4);
    expect(pairOf(pending(7, { OcoId: 9 }), listed)).toBeUndefined();
    expect(pairOf(pending(2), listed)).toBeUndefined();
  });

  it('names an order by its id, pair, side, kind and price at its precision', () => {
    expect(pairName(pending(312, { OrderType: 2, PendingType: 'stop', Price: '1.075' }), t)).toBe('#312 EUR/USD trade.sell trade.stop 1.07500');
    // an order from before the kinds were kept waits as a limit
    expect(pairName(pending(8, { PendingType: undefined }), t)).toBe('#8 EUR/USD trade.buy trade.limit 1.08000');
  });

  it('the other order cancelled by its pair reads as such, and is told without alarm', () => {
    expect(reasonLabel('oco', 2, t)).toBe('trade.reasonOco');
    const n = { event: { Id: 4, Status: 2, Reason: 'oco', Code: 'EURUSD', UpdatePrice: '1.07500', FactProfits: '0' } } as OrderNotice;
    expect(noticeText(n, t, () => 'EUR/USD')).toEqual({ text: 'EUR/USD trade.reasonOco', kind: 'info' });
  });
});
