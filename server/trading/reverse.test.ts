// Reverse a position (docs/trading.md "Reverse a position"): the trader's close, then the same lots the other way at
// the market; a refusal of the new order leaves the position closed and says why; on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const reverse = async (token: string, id: number | string) => (await call(app, 'POST', '/v1/api/forex/reverse', { token, body: { id } })).body;
const instrument = (body: Record<string, unknown>) => call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: { authorization: 'Bearer test' }, body });

describe('reverse a position', () => {
  it('closes it at the market and opens the same lots the other way, without its stops', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '5000');
    const buy = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100, stop_loss_price: '1.09000', target_profit_price: '1.12000' });
    expect(buy.code, buy.msg).toBe(1);
    await quote(app, 'EURUSD', '1.10200', '1.10210');
    const ws = listen(app, t.id, ['FOREX_ORDER']);

    const r = await reverse(t.token, buy.data.Id);
    expect(r).toMatchObject({ code: 1, msg: 'Position reversed' });
    expect(r.data.closed).toMatchObject({ Id: buy.data.Id, Status: 3, CloseReason: 'user', ClosePrice: '1.10200', FactProfits: '19.000000' });
    expect(r.data.opened).toMatchObject({ Status: 1, OrderType: 2, Quantity: '0.10', Multiple: 100, Price: '1.10200', TargetLossPrice: '0', TargetProfitPrice: '0' });
    expect(ws.of('FOREX_ORDER').map((m) => [m.data.Change, m.data.Order.Id])).toEqual([['closed', buy.data.Id], ['opened', r.data.opened.Id]]);
    expect((await account(app, t.id)).lock_balance).toBe((await order(app, r.data.opened.Id)).margin);
    // once only: the position is closed now
    expect(await reverse(t.token, buy.data.Id)).toMatchObject({ code: 0, msg: 'This order is not open' });
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('refuses what is not an open position of the trader, and a closed market, changing nothing', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '5000');
    const other = await trader(app, '5000');
    const position = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 })).data.Id as number;
    const pending = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100, status: 0, target_price: '1.05000' })).data.Id as number;
    expect(await reverse(t.token, pending)).toMatchObject({ code: 0, msg: 'This order is not open' });
    expect(await reverse(other.token, position)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await reverse(t.token, 'x')).code).toBe(0);
    expect((await call(app, 'POST', '/v1/api/forex/reverse', { body: { id: position } })).body.code).toBe(999);
    expect((await instrument({ market_status: 0 })).body.code).toBe(1);
    try {
      expect(await reverse(t.token, position)).toMatchObject({ code: 0, msg: 'The market is closed' });
    } finally {
      await instrument({ market_status: 1 });
    }
    expect((await order(app, position)).status).toBe(1);
    await expectLedgerConsistent(app, t.id);
  });

  it('when the order the other way is refused, the position stays closed and the answer says why', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '5000');
    const position = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 })).data.Id as number;
    const leverages = JSON.parse((await app.db.selectFrom('instruments').select('leverages').where('code', '=', 'EURUSD').executeTakeFirstOrThrow()).leverages) as number[];
    // the broker took 100× away since the position opened
    expect((await instrument({ leverages: leverages.filter((l) => l !== 100) })).body.code).toBe(1);
    try {
      const r = await reverse(t.token, position);
      expect(r.code).toBe(1);
      expect(r.msg).toMatch(/^Position closed, but the opposite position was not opened: Leverage 100 is not available for this pair/);
      expect(r.data).toMatchObject({ closed: { Id: position, Status: 3 }, opened: null });
    } finally {
      await instrument({ leverages });
    }
    expect((await account(app, t.id)).lock_balance).toBe('0.000000');
    await expectLedgerConsistent(app, t.id);
  });
});
