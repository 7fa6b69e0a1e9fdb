// Cancel all pending orders (docs/trading.md "Close all, profitable, losing; cancel all pending"): each as a single
// cancel, its reservation released; positions untouched; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const pending = async (token: string, type: number, price: string) => {
  const r = await submit(app, token, { code: 'EURUSD', cont: '0.1', multiple: 50, status: 0, type, target_price: price });
  expect(r.code, r.msg).toBe(1);
  return r.data.Id as number;
};
const cancelAll = async (token: string) => (await call(app, 'POST', '/v1/api/forex/cancel_all', { token })).body;

describe('cancel all pending orders', () => {
  it('cancels every pending order, a pair too, releases what each reserved, and leaves positions open', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const position = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50 })).data.Id;
    const ids = [await pending(t.token, 1, '1.07000'), await pending(t.token, 2, '1.09000'), await pending(t.token, 1, '1.06000')];
    expect((await call(app, 'POST', '/v1/api/forex/set_oco', { token: t.token, body: { id: ids[0], other_id: ids[1] } })).body.code).toBe(1);
    const reserved = (await Promise.all(ids.map((id) => order(app, id)))).map((o) => Number(o.reserved));
    const ws = listen(app, t.id, ['FOREX_ORDER']);

    const r = await cancelAll(t.token);
    expect(r).toMatchObject({ code: 1, msg: 'Pending orders cancelled: 3', data: { skipped: 0 } });
    expect(r.data.cancelled.map((o: { Id: number; Status: number; CloseReason: string }) => [o.Id, o.Status, o.CloseReason])).toEqual(ids.map((id) => [id, 2, 'cancel']));
    expect(Number(r.data.released)).toBeCloseTo(reserved.reduce((a, b) => a + b, 0), 6);
    expect(ws.of('FOREX_ORDER').map((m) => [m.data.Change, m.data.Order.Id])).toEqual(ids.map((id) => ['cancelled', id]));
    const held = await order(app, position);
    expect(held.status).toBe(1);
    expect((await account(app, t.id)).lock_balance).toBe(held.margin);
    expect(await cancelAll(t.token)).toMatchObject({ code: 1, msg: 'Pending orders cancelled: 0', data: { cancelled: [], skipped: 0, released: '0.000000' } });
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it("racing a fill, each order ends once: filled or cancelled, never both; another trader's orders untouched", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const other = await trader(app, '3000');
    const theirs = await pending(other.token, 1, '1.07500');
    const ids = [await pending(t.token, 1, '1.07500'), await pending(t.token, 1, '1.07400')];
    const [, r] = await Promise.all([quote(app, 'EURUSD', '1.07300', '1.07312'), cancelAll(t.token)]);
    expect(r.code).toBe(1);
    const rows = await Promise.all(ids.map((id) => order(app, id)));
    const cancelled = rows.filter((o) => o.status === 2).map((o) => Number(o.id));
    expect(rows.every((o) => o.status === 1 || o.status === 2)).toBe(true);
    expect(r.data.cancelled.map((o: { Id: number }) => o.Id)).toEqual(cancelled);
    // an order the fill got to before the request read the book is not asked about at all
    expect(r.data.cancelled.length + r.data.skipped).toBeLessThanOrEqual(2);
    expect((await order(app, theirs)).status).toBe(1); // filled by the quote, not cancelled
    await expectLedgerConsistent(app, t.id);
  });

  it('needs a session, and changes nothing by GET', async () => {
    expect((await call(app, 'POST', '/v1/api/forex/cancel_all')).body.code).toBe(999);
    const t = await trader(app, '3000');
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const id = await pending(t.token, 1, '1.07000');
    expect((await call(app, 'GET', '/v1/api/forex/cancel_all', { token: t.token })).status).toBe(404);
    expect((await order(app, id)).status).toBe(0);
  });
});
