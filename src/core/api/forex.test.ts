import { describe, expect, it, vi } from 'vitest';
import { createForexApi, toActionResult, type ForexHttp } from './forex';

describe('forex api', () => {
  const http = () => ({
    get: vi.fn(async (..._a: unknown[]) => []),
    post: vi.fn(async (..._a: unknown[]) => ({ code: 1, msg: 'Order placed', data: { Id: 9 } })),
  });

  it('reads with GET and the documented parameter names', async () => {
    const h = http();
    const api = createForexApi(h as unknown as ForexHttp);
    await api.tradeList();
    await api.tradeList('EUR');
    await api.kline(3, '5M');
    await api.abbreviatedKline(3, '1M');
    await api.myDeal(1, 2);
    await api.getCategories();
    expect(h.get.mock.calls).toEqual([
      ['/v1/api/forex/trade_list', undefined],
      ['/v1/api/forex/trade_list', { searchCurrency: 'EUR' }],
      ['/v1/api/forex/kline', { forex_id: 3, period: '5M' }],
      ['/v1/api/forex/abbreviated_cache_kline', { forex_id: 3, period: '1M' }],
      ['/v1/api/forex/my_deal', { status: 1, page: 2 }],
      ['/v1/api/forex/getCategories'],
    ]);
  });

  it('posts actions as forms and hands back the server message', async () => {
    const h = http();
    const api = createForexApi(h as unknown as ForexHttp);
    const r = await api.submit({ type: 1, cont: '0.01', forex_id: 3, status: 1, target_price: '0', stop_loss_price: '0', target_profit_price: '0', multiple: 100 });
    expect(r).toEqual({ msg: 'Order placed', data: { Id: 9 } });
    await api.close(4);
    await api.cancel(5);
    await api.setStopPrice(6, '1.2', '1.0');
    expect(h.post.mock.calls.map((c) => [c[0], c[1], (c[2] as { form: boolean }).form])).toEqual([
      ['/v1/api/forex/submit', { type: 1, cont: '0.01', forex_id: 3, status: 1, target_price: '0', stop_loss_price: '0', target_profit_price: '0', multiple: 100 }, true],
      ['/v1/api/forex/close', { id: 4 }, true],
      ['/v1/api/forex/cancel_trade', { id: 5 }, true],
      ['/v1/api/forex/set_stop_price', { id: 6, target_profit_price: '1.2', stop_loss_price: '1.0' }, true],
    ]);
  });

  it('accepts bare data when the client unwraps the envelope', () => {
    expect(toActionResult({ Id: 1 })).toEqual({ msg: '', data: { Id: 1 } });
  });
});
