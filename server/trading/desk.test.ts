// The dealing desk closes a client's position or cancels their pending order on their behalf (trading/desk.ts): the
// money as the client's own close would move it, the reason `admin`, the client told, the audit row written with
// the change, and every refusal answered and recorded without touching the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { signedInOperator } from '../operators/testing.js';
import { account, engineIdle, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
let dealer: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  app = await makeServer();
  dealer = await signedInOperator(app, 'dealing');
});
afterAll(async () => {
  await app.cleanup();
});

const deskClose = (userId: number, orderId: number, body: unknown = { reason: 'Client asked by phone (call ref 4411)' }, headers = dealer.headers) =>
  call(app, 'POST', `/admin/api/users/${userId}/orders/${orderId}/close`, { headers, body });

const auditOf = (orderId: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.close').where('target_id', '=', String(orderId)).orderBy('id').execute();

describe("the dealing desk closes a client's order", () => {
  it('closes a position at the market price with the reason admin, tells the client, and writes the audit row', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 });
    expect(opened.code, opened.msg).toBe(1);
    const id = opened.data.Id as number;
    await quote(app, 'EURUSD', '1.10200', '1.10210');
    await engineIdle(app);
    const ws = listen(app, t.id, ['FOREX_CLOSED']);

    const r = await deskClose(t.id, id);
    expect(r.body, r.body.msg).toMatchObject({ code: 1, data: { id, status: 3, close_reason: 'admin', close_price: '1.10200', profit: '19.000000' } });
    expect(await order(app, id)).toMatchObject({ status: 3, close_reason: 'admin', close_price: '1.10200', profit: '19.000000' });
    // The money moved as the client's own close would have moved it: margin back, the P&L credited.
    expect(await account(app, t.id)).toMatchObject({ lock_balance: '0.000000' });
    await expectLedgerConsistent(app, t.id);
    // Told as a close the server made: the notification tray and every device hear it.
    expect(ws.of('FOREX_CLOSED').map((m) => m.data)).toEqual([expect.objectContaining({ Id: id, Status: 3, Reason: 'admin', FactProfits: '19.000000' })]);
    ws.close();
    // The client's history says so.
    const history = (await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1', { token: t.token })).body.data.data;
    expect(history.find((o: { Id: number }) => o.Id === id)).toMatchObject({ CloseReason: 'admin' });

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ operator_id: dealer.operator.id, role: 'dealing', target_type: 'order', outcome: 'ok' });
    expect(JSON.parse(audit.input!)).toEqual({ reason: 'Client asked by phone (call ref 4411)' });
    expect(JSON.parse(audit.before!)).toMatchObject({ id, status: 1 });
    expect(JSON.parse(audit.after!)).toMatchObject({ id, status: 3, close_reason: 'admin' });
  });

  it('cancels a pending order, releasing its reservation', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app, '1000');
    const placed = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100, status: 0, target_price: '1.09000' });
    expect(placed.code, placed.msg).toBe(1);
    const id = placed.data.Id as number;
    expect((await account(app, t.id)).lock_balance).not.toBe('0.000000');
    const ws = listen(app, t.id, ['FOREX_CLOSED']);

    const r = await deskClose(t.id, id);
    expect(r.body).toMatchObject({ code: 1, data: { id, status: 2, close_reason: 'admin', close_price: null, profit: null } });
    expect(await order(app, id)).toMatchObject({ status: 2, close_reason: 'admin', reserved: '0.000000' });
    expect(await account(app, t.id)).toEqual({ balance: '1000.000000', lock_balance: '0.000000' });
    await expectLedgerConsistent(app, t.id);
    expect(ws.of('FOREX_CLOSED').map((m) => [m.data.Id, m.data.Status, m.data.Reason])).toEqual([[id, 2, 'admin']]);
    ws.close();
    // The engine forgot it: the price it waited for fills nothing.
    await quote(app, 'EURUSD', '1.08990', '1.09000');
    await engineIdle(app);
    expect((await order(app, id)).status).toBe(2);
    expect((await auditOf(id)).map((a) => a.outcome)).toEqual(['ok']);
  });

  it('refuses without a reason, for an order that is not open or not that user’s, and a role without the permission; each refusal is recorded and nothing changes', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const other = await trader(app);
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100 });
    const id = opened.data.Id as number;

    for (const body of [{}, { reason: '   ' }]) {
      const r = await deskClose(t.id, id, body);
      expect(r.body).toMatchObject({ code: 0, msg: expect.stringMatching(/reason is required/) });
    }
    // Refused by the schema before the route runs (answered like every validation error: code 0 and what is wrong).
    expect((await deskClose(t.id, id, { reason: 'x'.repeat(501) })).body).toMatchObject({ code: 0, msg: expect.stringMatching(/reason/) });
    expect((await call(app, 'POST', `/admin/api/users/${t.id}/orders/abc/close`, { headers: dealer.headers, body: { reason: 'r' } })).body.code).toBe(0);
    // Someone else's order answers like a missing one.
    expect((await deskClose(other.id, id)).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await deskClose(99_999_999, id)).body).toMatchObject({ code: 0, msg: 'User not found' });
    const support = await signedInOperator(app, 'support');
    expect((await deskClose(t.id, id, undefined, support.headers)).status).toBe(403);
    expect((await order(app, id)).status).toBe(1);
    expect((await auditOf(id)).map((a) => a.outcome)).toEqual(['refused', 'refused', 'orderNotFound', 'userNotFound']);

    expect((await deskClose(t.id, id)).body.code).toBe(1);
    // Closed already (a second click, or the client's own close first): refused, the money moved once.
    expect((await deskClose(t.id, id)).body).toMatchObject({ code: 0, msg: 'This order is not open' });
    expect((await auditOf(id)).map((a) => a.outcome).slice(-2)).toEqual(['ok', 'orderNotOpen']);
    await expectLedgerConsistent(app, t.id);
  });

  it('refuses while the market is closed, as the client would be', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    const id = opened.data.Id as number;
    const closeMarket = (market_status: number | null) => call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: { authorization: 'Bearer test' }, body: { market_status } });
    expect((await closeMarket(0)).body.code).toBe(1);
    try {
      expect((await deskClose(t.id, id)).body).toMatchObject({ code: 0, msg: 'The market is closed' });
      expect((await order(app, id)).status).toBe(1);
    } finally {
      await closeMarket(1);
    }
    expect((await deskClose(t.id, id)).body.code).toBe(1);
  });
});
