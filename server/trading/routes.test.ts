import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, call } from '../testing.js';
import { adminHeaders, instrumentId, quote, submit, trader, action } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
let t: { token: string; id: number };

beforeAll(async () => {
  app = await makeServer();
  t = await trader(app, '1000');
  await quote(app, 'EURUSD', '1.08000', '1.08012');
});
afterAll(async () => {
  await app.cleanup();
});

describe('markets', () => {
  it('getCategories translates NameShowTrans by lang (tw reads as hk)', async () => {
    const en = await call(app, 'GET', '/v1/api/forex/getCategories', { headers: { lang: 'en' } });
    expect(en.body.data.map((c: any) => c.NameShowTrans)).toEqual(['Forex', 'Metals', 'Indices', 'Commodities', 'Crypto']);
    const tw = await call(app, 'GET', '/v1/api/forex/getCategories', { headers: { lang: 'tw' } });
    expect(tw.body.data[0].NameShowTrans).toBe('外匯');
  });

  it('trade_list has ≥ 28 FX pairs and every documented field', async () => {
    const r = await call(app, 'GET', '/v1/api/forex/trade_list');
    const list = r.body.data;
    expect(list.filter((p: any) => p.CategoryId === 1).length).toBeGreaterThanOrEqual(28);
    const eur = list.find((p: any) => p.Code === 'EURUSD');
    expect(eur).toMatchObject({
      ShowCode: 'EUR/USD', CategoryId: 1, MarketStatus: 1, PricePrecision: 5, MarginMode: 0,
      ForexMinCont: '0.01', ForexContNum: '100000', ForexFeeRate: '7', Pip: '0.01',
      ForexQuotations: { Close: '1.08000', Bid: '1.08000', Ask: '1.08012' },
      HasForexMultiple: [{ Value: 50 }, { Value: 100 }, { Value: 200 }, { Value: 500 }],
    });
    expect(eur.Logo).toMatch(/^data:image\/svg\+xml/);
    for (const k of ['Open', 'Close', 'Change', 'Bid', 'Ask', 'High', 'Low']) expect(typeof eur.ForexQuotations[k]).toBe('string');
    for (const code of ['XAUUSD', 'XAGUSD', 'US30', 'NAS100', 'GER40', 'USOIL', 'UKOIL', 'NGAS', 'BTCUSD', 'ETHUSD', 'EURJPY', 'EURGBP', 'CADCHF', 'USDJPY']) {
      expect(list.some((p: any) => p.Code === code)).toBe(true);
    }
    expect(list.find((p: any) => p.Code === 'NGAS').HasForexMultiple).toEqual([]);
    expect(list.find((p: any) => p.Code === 'ETHUSD').MarginMode).toBe(1);
  });

  it('searchCurrency filters case-insensitively on code and ShowCode', async () => {
    const r = await call(app, 'GET', '/v1/api/forex/trade_list?searchCurrency=eur/j');
    expect(r.body.data.map((p: any) => p.Code)).toEqual(['EURJPY']);
    const none = await call(app, 'GET', '/v1/api/forex/trade_list?searchCurrency=zzz');
    expect(none.body.data).toEqual([]);
    // Common names in any language find the instrument, the same rule as the quote list's search.
    for (const [q, code] of [['gold', 'XAUUSD'], ['Золото', 'XAUUSD'], ['黃金', 'XAUUSD'], ['bitcoin', 'BTCUSD'], ['nasdaq', 'NAS100']]) {
      const found = await call(app, 'GET', `/v1/api/forex/trade_list?searchCurrency=${encodeURIComponent(q)}`);
      expect(found.body.data.map((p: any) => p.Code), q).toContain(code);
    }
      for (const wildcard of ['%', '_', '%25', '/']) {
      expect((await call(app, 'GET', `/v1/api/forex/trade_list?searchCurrency=${wildcard}`)).body.data, wildcard).toEqual([]);
    }
  });

  it('kline returns candles built from quotes; bad period is a readable error', async () => {
    const id = instrumentId(app, 'EURUSD');
    const k = await call(app, 'GET', `/v1/api/forex/kline?forex_id=${id}&period=5M`);
    expect(k.body.code).toBe(1);
    expect(k.body.data.at(-1)).toMatchObject({ Close: '1.08000' });
    expect(Object.keys(k.body.data.at(-1)).sort()).toEqual(['Close', 'High', 'Low', 'Open', 'Time', 'Volume']);
    const a = await call(app, 'GET', `/v1/api/forex/abbreviated_cache_kline?forex_id=${id}&period=1M`);
    expect(a.body.code).toBe(1);
    const bad = await call(app, 'GET', `/v1/api/forex/kline?forex_id=${id}&period=2M`);
    expect(bad.body).toMatchObject({ code: 0, msg: expect.stringContaining('period must be one of') });
    const unknown = await call(app, 'GET', '/v1/api/forex/kline?forex_id=9999&period=1M');
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Trading pair not found' });
  });
});

describe('submit validation messages', () => {
  const eurusd = { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 };
  const cases: Array<[string, Record<string, string | number>, string]> = [
    ['lots below ForexMinCont', { ...eurusd, cont: '0.001' }, 'Lots must be at least 0.01'],
    ['lots not a multiple of Pip', { ...eurusd, cont: '0.015' }, 'Lots must be a multiple of 0.01'],
    ['lots missing', { ...eurusd, cont: '' }, 'Please enter the number of lots'],
    ['lots zero', { ...eurusd, cont: '0' }, 'Lots must be greater than 0'],
    ['leverage not in list', { ...eurusd, multiple: 300 }, 'Leverage 300 is not available for this pair; choose one of 50, 100, 200, 500'],
    ['leverage missing', { ...eurusd, multiple: '' }, 'Please choose a leverage'],
    ['leverage sent for MarginMode 1', { code: 'ETHUSD', type: 1, cont: '0.01', multiple: 10 }, 'This pair uses fixed margin; leverage cannot be chosen'],
    ['no leverage configured', { code: 'NGAS', type: 1, cont: '0.01', multiple: 10 }, 'Leverage is not configured and orders cannot be placed for now.'],
    ['insufficient free margin', { ...eurusd, cont: '5', multiple: 50 }, 'Insufficient free margin'],
    ['buy SL above bid', { ...eurusd, stop_loss_price: '1.08100' }, 'Stop loss must be below 1.08000 for a buy order'],
    ['buy TP below bid', { ...eurusd, target_profit_price: '1.07900' }, 'Take profit must be above 1.08000 for a buy order'],
    ['sell SL below ask', { ...eurusd, type: 2, stop_loss_price: '1.07900' }, 'Stop loss must be above 1.08012 for a sell order'],
    ['sell TP above ask', { ...eurusd, type: 2, target_profit_price: '1.08100' }, 'Take profit must be below 1.08012 for a sell order'],
    ['pending price missing', { ...eurusd, status: 0 }, 'Please enter price'],
    ['pending price zero', { ...eurusd, status: 0, target_price: '0' }, 'Please enter price'],
    ['pending SL vs target', { ...eurusd, status: 0, target_price: '1.07000', stop_loss_price: '1.07500' }, 'Stop loss must be below 1.07000 for a buy order'],
    ['negative stop', { ...eurusd, stop_loss_price: '-1' }, 'Stop loss and take profit must be numbers of at least 0'],
    ['bad side', { ...eurusd, type: 3 }, 'type must be one of: 1, 2'],
    // Numbers are written one way only: exponent notation is refused, never stored as typed.
    ['lots in exponent notation', { ...eurusd, cont: '1e-2' }, 'cont must be number'],
    ['leverage in exponent notation', { ...eurusd, multiple: '1e2' }, 'Leverage 1e2 is not available for this pair; choose one of 50, 100, 200, 500'],
    ['pending price in exponent notation', { ...eurusd, status: 0, target_price: '1.07e0' }, 'Price must be a positive number'],
    ['stop in exponent notation', { ...eurusd, stop_loss_price: '1.07e0' }, 'Stop loss and take profit must be numbers of at least 0'],
    ['side in exponent notation', { ...eurusd, type: '1e0' }, 'type must be integer'],
    ['pair id Infinity', { type: 1, cont: '0.01', multiple: 100, forex_id: 'Infinity' }, 'forex_id must be integer'],
  ];
  for (const [name, params, msg] of cases) {
    it(name, async () => {
      const r = await submit(app, t.token, params);
      expect(r).toEqual({ code: 0, msg, data: null });
    });
  }

  it('unknown pair', async () => {
    const r = await call(app, 'POST', '/v1/api/forex/submit', { token: t.token, body: { type: 1, cont: '0.01', forex_id: 9999, multiple: '100' } });
    expect(r.body).toEqual({ code: 0, msg: 'Trading pair not found', data: null });
  });

  it('market closed (admin override) refuses orders and closes', async () => {
    const ok = await submit(app, t.token, { ...eurusd, code: 'GBPUSD' });
    expect(ok.code).toBe(1);
    await call(app, 'PUT', '/admin/api/instruments/GBPUSD', { headers: adminHeaders, body: { market_status: 0 } });
    try {
      const list = await call(app, 'GET', '/v1/api/forex/trade_list?searchCurrency=GBPUSD');
      expect(list.body.data[0].MarketStatus).toBe(0);
      expect(await submit(app, t.token, { ...eurusd, code: 'GBPUSD' })).toEqual({ code: 0, msg: 'The market is closed', data: null });
      expect(await action(app, t.token, 'close', { id: ok.data.Id })).toEqual({ code: 0, msg: 'The market is closed', data: null });
    } finally {
      await call(app, 'PUT', '/admin/api/instruments/GBPUSD', { headers: adminHeaders, body: { market_status: null } });
    }
  });

  it('login required', async () => {
    const r = await call(app, 'POST', '/v1/api/forex/submit', { body: { type: 1, cont: '0.01', forex_id: 1, multiple: '100' } });
    expect(r.body.code).toBe(999);
    // The session is checked before the input, so a visitor is told to log in, not about a missing field.
    const malformed = await call(app, 'POST', '/v1/api/forex/submit', { body: { type: 'x' } });
    expect(malformed.body.code).toBe(999);
  });
});

describe('order actions', () => {
  it('someone else’s order, unknown order, not open', async () => {
    const other = await trader(app, '1000');
    const mine = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    expect(mine.code).toBe(1);
    // Another account's order answers exactly like a missing one: ids cannot be probed.
    const missing = await action(app, other.token, 'close', { id: 999998 });
    expect(missing).toEqual({ code: 0, msg: 'Order not found', data: null });
    expect(await action(app, other.token, 'close', { id: mine.data.Id })).toEqual(missing);
    expect(await action(app, other.token, 'set_stop_price', { id: mine.data.Id, stop_loss_price: '1' })).toEqual(missing);
    expect(await action(app, other.token, 'cancel_trade', { id: mine.data.Id })).toEqual(missing);
    expect(await action(app, t.token, 'close', { id: 999999 })).toMatchObject({ msg: 'Order not found' });
    expect((await action(app, t.token, 'close', { id: mine.data.Id })).code).toBe(1);
    expect(await action(app, t.token, 'close', { id: mine.data.Id })).toEqual({ code: 0, msg: 'This order is not open', data: null });
    expect(await action(app, t.token, 'set_stop_price', { id: mine.data.Id, stop_loss_price: '1' })).toMatchObject({ msg: 'This order is not open' });
    expect(await action(app, t.token, 'cancel_trade', { id: mine.data.Id })).toMatchObject({ msg: 'Only a pending order can be cancelled' });
  });

  it('set_stop_price validates the side against the current price', async () => {
    const o = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100 });
    expect(await action(app, t.token, 'set_stop_price', { id: o.data.Id, stop_loss_price: '1.07000' })).toMatchObject({ msg: 'Stop loss must be above 1.08012 for a sell order' });
    expect(await action(app, t.token, 'set_stop_price', { id: o.data.Id, target_profit_price: '1.09000' })).toMatchObject({ msg: 'Take profit must be below 1.08012 for a sell order' });
    await action(app, t.token, 'close', { id: o.data.Id });
  });

  it('GET with query parameters works like POST (compatibility)', async () => {
    const id = instrumentId(app, 'EURUSD');
    const s = await call(app, 'GET', `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${id}&status=1&multiple=100&stop_loss_price=0&target_profit_price=0&t=123`, { token: t.token });
    expect(s.body.code).toBe(1);
    const c = await call(app, 'GET', `/v1/api/forex/close?id=${s.body.data.Id}`, { token: t.token });
    expect(c.body).toMatchObject({ code: 1, msg: 'Position closed' });
  });

  it('JSON body works too', async () => {
    const r = await call(app, 'POST', '/v1/api/forex/submit', { token: t.token, body: { type: 2, cont: 0.02, forex_id: instrumentId(app, 'EURUSD'), status: 0, target_price: 1.1, multiple: 100 } });
    expect(r.body).toMatchObject({ code: 1, msg: 'Order placed', data: { Status: 0, Price: '1.10000', Quantity: '0.02' } });
    const c = await call(app, 'POST', '/v1/api/forex/cancel_trade', { token: t.token, body: { id: r.body.data.Id } });
    expect(c.body).toMatchObject({ code: 1, data: { Status: 2 } });
  });

  it('my_deal lists holding, pending and history with totals', async () => {
    const u = await trader(app, '1000');
    const h = await submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    const p = await submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, status: 0, target_price: '1.05' });
    const x = await submit(app, u.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    await quote(app, 'EURUSD', '1.08112', '1.08124');
    await action(app, u.token, 'close', { id: x.data.Id });
    const holding = (await call(app, 'GET', '/v1/api/forex/my_deal?status=1&page=1', { token: u.token })).body.data;
    expect(holding.data.map((o: any) => o.Id)).toEqual([h.data.Id]);
    expect(holding.total).toBe(1);
    expect(holding.all_fact_profits).toBe('1.000000');
    expect(holding.data[0]).toMatchObject({ UpdatePrice: '1.08112', FactProfits: '1.000000', ForexTradeLists: { ShowCode: 'EUR/USD' } });
    const pending = (await call(app, 'GET', '/v1/api/forex/my_deal?status=0&page=1', { token: u.token })).body.data;
    expect(pending.data.map((o: any) => o.Id)).toEqual([p.data.Id]);
    const history = (await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1', { token: u.token })).body.data;
    expect(history.data.map((o: any) => o.Id)).toEqual([x.data.Id]);
    expect(history.data[0]).toMatchObject({ Status: 3, FactProfits: '1.000000', CloseReason: 'user' });
    expect(history.data[0].CompleteTimeHandler).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(history.all_fact_profits).toBe('1.000000');
    expect(typeof history.balance).toBe('string');
    const page2 = (await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=2', { token: u.token })).body.data;
    expect(page2).toMatchObject({ data: [], total: 1 });
    await quote(app, 'EURUSD', '1.08000', '1.08012');
  });
});

describe('admin', () => {
  it('needs the admin token', async () => {
    const r = await call(app, 'POST', '/admin/api/quotes', { body: { code: 'EURUSD', bid: '1', ask: '1.1' } });
    expect(r.status).toBe(401);
  });

  it('creates a new instrument and quotes it', async () => {
    const r = await call(app, 'PUT', '/admin/api/instruments/USDSGD', {
      headers: adminHeaders,
      body: { show_code: 'USD/SGD', category_id: 1, base: 'USD', quote: 'SGD', precision: 5, contract_size: '100000', min_lots: '0.01', lot_step: '0.01', fee_rate: '7', leverages: [100, 50], spread: '0.00020', price: '1.34000' },
    });
    expect(r.body).toMatchObject({ code: 1, data: { Code: 'USDSGD', HasForexMultiple: [{ Value: 50 }, { Value: 100 }] } });
    const q = await quote(app, 'USDSGD', '1.34100', '1.34120');
    expect(q).toMatchObject({ bid: '1.34100', ask: '1.34120' });
    const o = await submit(app, t.token, { code: 'USDSGD', type: 1, cont: '0.01', multiple: 100 });
    // 1000 × 1.3412 / 100 = 13.412 SGD ÷ 1.341 = 10.001491
    expect(o.data.CautionMoney).toBe('10.001491');
    const missing = await call(app, 'PUT', '/admin/api/instruments/NEWONE', { headers: adminHeaders, body: { show_code: 'x' } });
    expect(missing.body.msg).toMatch(/^New instrument needs: /);
  });

  it('rejects crossed quotes and unknown codes', async () => {
    const r = await call(app, 'POST', '/admin/api/quotes', { headers: adminHeaders, body: { code: 'EURUSD', bid: '1.2', ask: '1.1' } });
    expect(r.body.msg).toBe('bid must be positive and ask must not be below bid');
    const u = await call(app, 'POST', '/admin/api/quotes', { headers: adminHeaders, body: { code: 'NOPE', bid: '1', ask: '1' } });
    expect(u.body.msg).toBe('Trading pair not found');
  });

  it('CLI commands map to the admin API', async () => {
    const { runCli } = await import('../admin/cli.js');
    const calls: unknown[][] = [];
    const api = async (...a: unknown[]) => {
      calls.push(a);
      return null;
    };
    await runCli(['quote', 'EURUSD', '1.1', '1.2'], {}, api);
    await runCli(['balance', '7', '100', 'bonus'], {}, api);
    await runCli(['set-instrument', 'EURUSD', '{"leverages":[100]}'], {}, api);
    await runCli(['trading-settings', 'stop_out_level=30', 'trade_fee_type=2'], {}, api);
    await runCli(['instruments'], {}, api);
    expect(calls).toEqual([
      ['POST', '/admin/api/quotes', { code: 'EURUSD', bid: '1.1', ask: '1.2' }],
      ['POST', '/admin/api/users/7/balance', { amount: '100', memo: 'bonus' }],
      ['PUT', '/admin/api/instruments/EURUSD', { leverages: [100] }],
      ['PUT', '/admin/api/settings/trading', { stop_out_level: '30', trade_fee_type: 2 }],
      ['GET', '/admin/api/instruments'],
    ]);
  });
});
