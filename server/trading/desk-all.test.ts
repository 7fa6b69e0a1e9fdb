// The dealing desk ends every open order of a client at once (trading/desk.ts `close-all`): pending orders cancelled
// first, then positions closed at their market prices, each exactly as the single close (its own audit row, the client
// told), and one that cannot be ended said in the operator's language and left open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { signedInOperator } from '../operators/testing.js';
import { account, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';

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

const closeAll = (userId: number, body: unknown = { reason: 'Account closure requested in writing' }, headers: Record<string, string> = dealer.headers) =>
  call(app, 'POST', `/admin/api/users/${userId}/orders/close-all`, { headers, body });
const market = (code: string, market_status: number) => call(app, 'PUT', `/admin/api/instruments/${code}`, { headers: { authorization: 'Bearer test' }, body: { market_status } });
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe("the dealing desk ends every open order of a client", () => {
  it('cancels the pending orders first, then closes the positions; one whose market is closed is said and left open', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    await quote(app, 'GBPUSD', '1.26000', '1.26015');
    const t = await trader(app, '5000');
    const eur = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 })).data.Id as number;
    const gbp = (await submit(app, t.token, { code: 'GBPUSD', type: 2, cont: '0.10', multiple: 100 })).data.Id as number;
    const limits = [
      (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100, status: 0, target_price: '1.09000' })).data.Id as number,
      (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.10', multiple: 100, status: 0, target_price: '1.11000' })).data.Id as number,
    ];
    await quote(app, 'EURUSD', '1.10200', '1.10210');
    const ws = listen(app, t.id, ['FOREX_CLOSED']);
    expect((await market('GBPUSD', 0)).body.code).toBe(1);
    try {
      const r = await closeAll(t.id, undefined, { ...dealer.headers, lang: 'de' });
      expect(r.body.code, r.body.msg).toBe(1);
      expect(r.body.data.ended.map((o: { id: number; status: number }) => [o.id, o.status])).toEqual([[limits[0], 2], [limits[1], 2], [eur, 3]]);
      expect(r.body.data.ended[2]).toMatchObject({ close_reason: 'admin', close_price: '1.10200', profit: '19.000000' });
      expect(r.body.data.skipped).toEqual([{ id: gbp, msg: 'Der Markt ist geschlossen' }]);
      expect(r.body.data.profit).toBe('19.000000');
    } finally {
      await market('GBPUSD', 1);
    }
    expect((await order(app, gbp)).status).toBe(1);
    expect(ws.of('FOREX_CLOSED').map((m) => [m.data.Id, m.data.Reason])).toEqual([[limits[0], 'admin'], [limits[1], 'admin'], [eur, 'admin']]);
    // each order its own row, the refused one too, all with the reason sent
    const rows = (await audits('order.close')).filter((a) => [eur, gbp, ...limits].map(String).includes(a.target_id!));
    expect(rows.map((a) => [Number(a.target_id), a.outcome])).toEqual([[limits[0], 'ok'], [limits[1], 'ok'], [eur, 'ok'], [gbp, 'marketClosed']]);
    expect(rows.every((a) => JSON.parse(a.input!).reason === 'Account closure requested in writing')).toBe(true);
    expect((await account(app, t.id)).lock_balance).toBe((await order(app, gbp)).margin);
    await expectLedgerConsistent(app, t.id);
    ws.close();
    // again: only what was left
    const again = await closeAll(t.id);
    expect(again.body.data.ended.map((o: { id: number }) => o.id)).toEqual([gbp]);
    expect(await closeAll(t.id)).toMatchObject({ body: { code: 1, data: { ended: [], skipped: [], profit: '0.000000' } } });
  });

  it('refuses without a reason, for a missing user and a role without the permission; the refusal is recorded and nothing changes', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
    for (const body of [{}, { reason: '  ' }]) expect((await closeAll(t.id, body)).body).toMatchObject({ code: 0, msg: expect.stringMatching(/reason is required/) });
    expect((await closeAll(t.id, { reason: 'x'.repeat(501) })).body.code).toBe(0);
    expect((await closeAll(99_999_999)).body).toMatchObject({ code: 0, msg: 'User not found' });
    const support = await signedInOperator(app, 'support');
    expect((await closeAll(t.id, undefined, support.headers)).status).toBe(403);
    expect((await order(app, id)).status).toBe(1);
    const refusals = (await audits('order.close-all')).filter((a) => a.target_id === String(t.id) || a.target_id === '99999999');
    expect(refusals.map((a) => a.outcome)).toEqual(['refused', 'refused', 'userNotFound']);
  });
});
