// Stop orders (docs/trading.md "Stop orders"): a pending order that waits for the market to break through its price
// — a buy stop for the ask to rise to it, a sell stop for the bid to fall to it — opened at the market then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, action, adminHeaders, engineIdle, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';
import { OrderBook } from './engine/book.js';
import { dueTriggers } from './engine/risk.js';
import type { PriceFeed } from '../feed/types.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const stop = (token: string, extra: Record<string, string | number>) =>
  submit(app, token, { code: 'EURUSD', cont: '0.1', multiple: 50, status: 0, pending_type: 'stop', ...extra });

describe('stop orders', () => {
  it('a buy stop waits below its price and opens at the ask once the ask reaches it, the reservation priced again', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const ws = listen(app, t.id, ['FOREX_CLOSED']);
    const r = await stop(t.token, { type: 1, target_price: '1.08500' });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ Status: 0, PendingType: 'stop', OriginPrice: '1.08500' });
    // 10000 × 1.085 / 50 = 217; a limit buy at this price would have filled at once
    expect(r.data.CautionMoney).toBe('217.000000');
    // the bid reaching the price is not enough: a buy opens at the ask
    await quote(app, 'EURUSD', '1.08495', '1.08499');
    expect((await order(app, r.data.Id)).status).toBe(0);
    await quote(app, 'EURUSD', '1.08510', '1.08522');
    const o = await order(app, r.data.Id);
    expect([o.status, o.open_price, o.pending_type]).toEqual([1, '1.08522', 'stop']);
    // 10000 × 1.08522 / 50 = 217.044
    expect(o.margin).toBe('217.044000');
    expect(ws.of('FOREX_CLOSED')[0].data).toMatchObject({ Id: r.data.Id, Reason: 'fill', Status: 1 });
    const list = await call(app, 'GET', '/v1/api/forex/my_deal?status=1&page=1', { token: t.token });
    expect(list.body.data.data.find((x: { Id: number }) => x.Id === r.data.Id)).toMatchObject({ PendingType: 'stop' });
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('a sell stop waits above its price and opens at the bid once the bid falls to it', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const r = await stop(t.token, { type: 2, target_price: '1.07800' });
    expect(r.code, r.msg).toBe(1);
    await quote(app, 'EURUSD', '1.07801', '1.07813');
    expect((await order(app, r.data.Id)).status).toBe(0);
    await quote(app, 'EURUSD', '1.07790', '1.07802');
    const o = await order(app, r.data.Id);
    expect([o.status, o.open_price]).toEqual([1, '1.07790']);
    await expectLedgerConsistent(app, t.id);
  });

  it('a stop the market is already through opens at once, at the market', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const r = await stop(t.token, { type: 1, target_price: '1.07900' });
    expect(r.code, r.msg).toBe(1);
    await engineIdle(app); // no tick needed: a new pending order is looked at as soon as it is placed
    expect(await order(app, r.data.Id)).toMatchObject({ status: 1, open_price: '1.08012' });
  });

  it('a limit order is what a pending order is unless asked otherwise, and only a pending order has a type', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const limit = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 0, target_price: '1.07000' });
    expect(limit.data).toMatchObject({ Status: 0, PendingType: 'limit' });
    expect((await order(app, limit.data.Id)).pending_type).toBe('limit');
    const before = await account(app, t.id);
    const market = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1, pending_type: 'stop' });
    expect(market).toMatchObject({ code: 0, msg: 'Only a pending order can be a limit or stop order' });
    const bad = await stop(t.token, { type: 1, target_price: '1.09000', pending_type: 'trailing' });
    expect(bad.code).toBe(0);
    expect(bad.msg).toBe('pending_type must be one of: limit, stop');
    expect(await account(app, t.id)).toEqual(before);
    const open = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1 });
    expect(open.data.PendingType).toBe('');
  });

  it('stays a stop order when modified, and fills by the stop rule at its new price', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const r = await stop(t.token, { type: 1, target_price: '1.08500' });
    const m = await action(app, t.token, 'modify_pending', { id: r.data.Id, target_price: '1.08300' });
    expect(m.code, m.msg).toBe(1);
    expect(m.data).toMatchObject({ OriginPrice: '1.08300', PendingType: 'stop' });
    await quote(app, 'EURUSD', '1.08200', '1.08212');
    expect((await order(app, r.data.Id)).status).toBe(0);
    await quote(app, 'EURUSD', '1.08300', '1.08312');
    expect(await order(app, r.data.Id)).toMatchObject({ status: 1, open_price: '1.08312' });
    await expectLedgerConsistent(app, t.id);
  });
});

describe('the back office', () => {
  it("shows an operator each pending order's type on the user's page", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const r = await stop(t.token, { type: 2, target_price: '1.07500' });
    const detail = await call(app, 'GET', `/admin/api/users/${t.id}`, { headers: adminHeaders });
    expect(detail.body.data.orders).toEqual([expect.objectContaining({ id: r.data.Id, status: 0, side: 2, pending_type: 'stop' })]);
  });
});

describe('the book', () => {
  it('keeps the type of the rows it is loaded from: a stop fills above, a limit (or an older order) below', () => {
    const book = new OrderBook();
    const row = (id: number, pending_type: string | null) => ({
      id, user_id: 1, instrument_id: 1, code: 'EURUSD', side: 1, status: 0, lots: '0.1', leverage: 50, margin_mode: 0, contract_size: '100000',
      quote_ccy: 'USD', price_precision: 5, origin_price: '1.07000', open_price: null, close_price: null, sl: '0', tp: '0', margin: '214', fee: '0.7',
      reserved: '214.7', profit: null, close_reason: null, client_ref: null, created_at: '', opened_at: null, closed_at: null, updated_at: '',
      parent_id: null, trail_pips: '0', expires_at: null, revision: 0, pending_type, oco_id: null, copy_of: null, swap: '0', swap_through: null,
    });
    book.add(row(1, 'stop'));
    book.add(row(2, 'limit'));
    book.add(row(3, null));
    const at = (bid: string, ask: string) => {
      const feed = { getQuote: () => ({ code: 'EURUSD', bid, ask }), marketStatus: () => 1 } as unknown as PriceFeed;
      return dueTriggers(['EURUSD'], book, feed).triggers.map((x) => x.order.id).sort();
    };
    expect(at('1.07100', '1.07112')).toEqual([1]);
    expect(at('1.06900', '1.06912')).toEqual([2, 3]);
    expect(at('1.06988', '1.07000')).toEqual([1, 2, 3]);
  });
});
