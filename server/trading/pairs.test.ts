// One cancels the other (docs/trading.md "One cancels the other"): two pending orders paired, so that when either
// fills the other is cancelled in the fill's own transaction; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, action, adminHeaders, expectLedgerConsistent, listen, order, quote, submit, trader } from './test-helpers.js';
import type { TradingEngine } from './engine/engine.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const engine = () => app.engine as TradingEngine;

const pending = async (token: string, extra: Record<string, string | number>) => {
  const r = await submit(app, token, { code: 'EURUSD', cont: '0.1', multiple: 50, status: 0, ...extra });
  expect(r.code, r.msg).toBe(1);
  return r.data.Id as number;
};
const buyStop = (token: string, price: string) => pending(token, { type: 1, pending_type: 'stop', target_price: price });
const sellStop = (token: string, price: string) => pending(token, { type: 2, pending_type: 'stop', target_price: price });
const buyLimit = (token: string, price: string) => pending(token, { type: 1, pending_type: 'limit', target_price: price });

// as the app sends it: a form post
const setOco = async (token: string, id: number, otherId: number) =>
  (await call(app, 'POST', '/v1/api/forex/set_oco', { token, form: { id: String(id), other_id: String(otherId) } })).body;

const pendingList = async (token: string) =>
  (await call(app, 'GET', '/v1/api/forex/my_deal?status=0&page=1', { token })).body.data.data as Array<{ Id: number; OcoId: number }>;

describe('one cancels the other', () => {
  it('a breakout either way: the buy stop fills, the sell stop is cancelled in the same step and its reservation released', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const up = await buyStop(t.token, '1.08500');
    const down = await sellStop(t.token, '1.07500');
    const ws = listen(app, t.id, ['FOREX_CLOSED', 'FOREX_ORDER']);
    const paired = await setOco(t.token, up, down);
    expect(paired).toMatchObject({ code: 1, msg: 'Orders paired: when one fills, the other is cancelled' });
    expect(paired.data.map((o: { Id: number; OcoId: number }) => [o.Id, o.OcoId])).toEqual([[up, down], [down, up]]);
    // the trader's other devices learn of it as of any change of theirs
    expect(ws.of('FOREX_ORDER').map((m) => [m.data.Change, m.data.Order.Id, m.data.Order.OcoId])).toEqual([['modified', up, down], ['modified', down, up]]);
    expect((await pendingList(t.token)).map((o) => [o.Id, o.OcoId]).sort()).toEqual([[up, down], [down, up]].sort());
    const before = await account(app, t.id);
    const downReserved = (await order(app, down)).reserved;

    await quote(app, 'EURUSD', '1.08510', '1.08522');
    const [a, b] = [await order(app, up), await order(app, down)];
    expect([a.status, a.open_price, Number(a.oco_id)]).toEqual([1, '1.08522', down]);
    // the other is cancelled, says why, keeps its pair's name as history, and is out of the engine's book
    expect([b.status, b.close_reason, Number(b.oco_id), b.reserved]).toEqual([2, 'oco', up, '0.000000']);
    expect(engine().openOrderCount()).toBeGreaterThan(0);
    const closed = ws.of('FOREX_CLOSED').map((m) => [m.data.Id, m.data.Reason, m.data.Status]);
    expect(closed).toEqual([[up, 'fill', 1], [down, 'oco', 2]]);
    // what the sell stop held is free again: the lock is the filled position's margin alone
    const after = await account(app, t.id);
    expect(after.lock_balance).toBe(a.margin);
    expect(Number(before.lock_balance) - Number(downReserved)).toBeGreaterThan(0);
    const history = (await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1', { token: t.token })).body.data.data;
    expect(history.find((o: { Id: number }) => o.Id === down)).toMatchObject({ Status: 2, CloseReason: 'oco', OcoId: up });

    // the market falling through the cancelled order's price later opens nothing
    await quote(app, 'EURUSD', '1.07400', '1.07412');
    expect((await order(app, down)).status).toBe(2);
    expect(await pendingList(t.token)).toEqual([]);
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('an order of a pair cancelled by the trader, or expired, leaves the other pending alone, which then fills on its own', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const up = await buyStop(t.token, '1.08500');
    const down = await sellStop(t.token, '1.07500');
    expect((await setOco(t.token, down, up)).code).toBe(1);
    expect(await action(app, t.token, 'cancel_trade', { id: up })).toMatchObject({ code: 1 });
    expect([(await order(app, up)).close_reason, Number((await order(app, up)).oco_id)]).toEqual(['cancel', down]);
    expect(Number((await order(app, down)).oco_id)).toBe(0);
    expect((await pendingList(t.token)).map((o) => [o.Id, o.OcoId])).toEqual([[down, 0]]);
    await quote(app, 'EURUSD', '1.07490', '1.07502');
    expect((await order(app, down)).status).toBe(1);

    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const a = await buyLimit(t.token, '1.07000');
    const b = await pending(t.token, { type: 1, pending_type: 'limit', target_price: '1.06900', expires_at: expiresAt });
    expect((await setOco(t.token, a, b)).code).toBe(1);
    await engine().expireDue(expiresAt);
    expect([(await order(app, b)).status, (await order(app, b)).close_reason]).toEqual([2, 'expired']);
    expect([(await order(app, a)).status, Number((await order(app, a)).oco_id)]).toEqual([0, 0]);
    await expectLedgerConsistent(app, t.id);
  });

  it('other_id 0 unpairs both; the same pair asked again changes nothing; pairs may span pairs of currencies', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    await quote(app, 'GBPUSD', '1.26000', '1.26015');
    const t = await trader(app, '3000');
    const eur = await buyLimit(t.token, '1.07000');
    const gbp = await pending(t.token, { code: 'GBPUSD', type: 1, pending_type: 'limit', target_price: '1.25000' });
    expect((await setOco(t.token, eur, gbp)).code).toBe(1);
    const again = await setOco(t.token, gbp, eur);
    expect(again).toMatchObject({ code: 1, data: [] });
    const revision = (await order(app, eur)).revision;

    // the cable reaches its price first: the euro order is cancelled though its own market never moved
    await quote(app, 'GBPUSD', '1.24990', '1.25000');
    expect([(await order(app, gbp)).status, (await order(app, eur)).status, (await order(app, eur)).close_reason]).toEqual([1, 2, 'oco']);
    expect((await order(app, eur)).revision).toBe(revision);

    const x = await buyLimit(t.token, '1.07000');
    const y = await buyLimit(t.token, '1.06000');
    expect((await setOco(t.token, x, y)).code).toBe(1);
    const off = await setOco(t.token, y, 0);
    expect(off).toMatchObject({ code: 1, msg: 'Orders unpaired' });
    expect(off.data.map((o: { Id: number; OcoId: number }) => [o.Id, o.OcoId]).sort()).toEqual([[x, 0], [y, 0]].sort());
    expect(await setOco(t.token, y, 0)).toMatchObject({ code: 1, data: [] });
    // both now fill on their own when the market falls through both
    await quote(app, 'EURUSD', '1.05990', '1.05998');
    expect([(await order(app, x)).status, (await order(app, y)).status]).toEqual([1, 1]);
    await expectLedgerConsistent(app, t.id);
  });

  it('a gap through both prices of a pair fills one only; the other is cancelled', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const a = await buyLimit(t.token, '1.07500');
    const b = await buyLimit(t.token, '1.07000');
    expect((await setOco(t.token, a, b)).code).toBe(1);
    await quote(app, 'EURUSD', '1.06000', '1.06012');
    const rows = [await order(app, a), await order(app, b)];
    expect(rows.map((r) => r.status).sort()).toEqual([1, 2]);
    expect(rows.find((r) => r.status === 2)!.close_reason).toBe('oco');
    expect((await account(app, t.id)).lock_balance).toBe(rows.find((r) => r.status === 1)!.margin);
    await expectLedgerConsistent(app, t.id);
  });

  it('refuses, with the reason and nothing changed: itself, a position, another trader\'s order, a taken order, bad input', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const other = await trader(app, '3000');
    const a = await buyLimit(t.token, '1.07000');
    const b = await buyLimit(t.token, '1.06900');
    const c = await buyLimit(t.token, '1.06800');
    const theirs = await buyLimit(other.token, '1.07000');
    const position = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50 })).data.Id;

    expect(await setOco(t.token, a, a)).toMatchObject({ code: 0, msg: 'Choose another pending order to pair with' });
    expect(await setOco(t.token, a, position)).toMatchObject({ code: 0, msg: 'Only two pending orders can be paired' });
    expect(await setOco(t.token, position, 0)).toMatchObject({ code: 0, msg: 'Only two pending orders can be paired' });
    expect(await setOco(t.token, a, theirs)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect(await setOco(t.token, a, 999_999_999)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect(await setOco(other.token, a, 0)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await setOco(t.token, a, b)).code).toBe(1);
    expect(await setOco(t.token, c, a)).toMatchObject({ code: 0, msg: 'Each order can be in one pair only: unpair it first' });
    for (const [id, otherId] of [['x', b], [a, -1], [0, b], [a, 'b'], [a, 1.5]] as const) {
      const r = await call(app, 'POST', '/v1/api/forex/set_oco', { token: t.token, body: { id, other_id: otherId } });
      expect([r.status, r.body.code]).toEqual([200, 0]);
    }
    expect((await call(app, 'POST', '/v1/api/forex/set_oco', { token: t.token, body: { id: a } })).body).toMatchObject({ code: 0 });
    expect((await call(app, 'POST', '/v1/api/forex/set_oco', { body: { id: a, other_id: b } })).body.code).toBe(999);
    expect([Number((await order(app, a)).oco_id), Number((await order(app, b)).oco_id), Number((await order(app, c)).oco_id)]).toEqual([b, a, 0]);
    // the dealing desk sees the pair on the client's page
    const detail = await call(app, 'GET', `/admin/api/users/${t.id}`, { headers: adminHeaders });
    expect(detail.body.data.orders.find((o: { id: number }) => o.id === a)).toMatchObject({ oco_id: b });
  });

  it('two pairings of one order racing each other: exactly one wins', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const a = await buyLimit(t.token, '1.07000');
    const others = [await buyLimit(t.token, '1.06900'), await buyLimit(t.token, '1.06800'), await buyLimit(t.token, '1.06700')];
    const answers = await Promise.all(others.map((o) => setOco(t.token, o, a)));
    expect(answers.filter((r) => r.code === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(Array(2).fill('Each order can be in one pair only: unpair it first'));
    const winner = others[answers.findIndex((r) => r.code === 1)];
    expect(Number((await order(app, a)).oco_id)).toBe(winner);
    const rows = await Promise.all(others.map((o) => order(app, o)));
    expect(rows.map((r) => Number(r.oco_id ?? 0))).toEqual(others.map((o) => (o === winner ? a : 0)));
  });
});
