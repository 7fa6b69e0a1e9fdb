// Copy trading (docs/trading.md "Copy trading"): a follower copies a trader of the ranking; each position the trader
// opens is opened for the follower with lots × multiplier and closed with it. On SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, demoUser, makeServer, until } from '../testing.js';
import { action, adminHeaders, expectLedgerConsistent, listen, order, quote, submit, trader } from '../trading/test-helpers.js';
import { TradingEngine } from '../trading/engine/engine.js';
import { Copier } from './copier.js';
import { GUARDS_MS } from './stop-loss.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const engine = () => app.engine as TradingEngine;
/** The copier's work after a trader's change is done (it follows the engine's events without being awaited). */
const settle = async () => {
  await app.copier!.idle();
  await engine().idle();
  await app.copier!.idle();
};
const uidOf = async (id: number) => (await app.db.selectFrom('users').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;
const copyCall = async (token: string, path: 'follow' | 'stop', body: Record<string, unknown>) => (await call(app, 'POST', `/v1/api/copy/${path}`, { token, body })).body;
const follows = async (token: string) => (await call(app, 'GET', '/v1/api/copy/list', { token })).body.data;
const copiesOf = (id: number) => app.db.selectFrom('orders').selectAll().where('copy_of', '=', id).orderBy('id').execute();

const market = async (token: string, type: 1 | 2, cont: string, extra: Record<string, string | number> = {}) => {
  const r = await submit(app, token, { code: 'EURUSD', cont, multiple: 50, type, ...extra });
  expect(r.code, r.msg).toBe(1);
  await settle();
  return r.data.Id as number;
};

describe('copy trading: who copies whom', () => {
  it('starts, changes the multiplier, lists, and stops; refuses what cannot be copied with a reason', async () => {
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    const bad = async (body: Record<string, unknown>, msg: string) => expect(await copyCall(me.token, 'follow', body)).toMatchObject({ code: 0, msg });
    await bad({ uid, multiplier: '0' }, 'The multiplier must be from 0.01 to 10, with at most two decimals');
    await bad({ uid, multiplier: '10.5' }, 'The multiplier must be from 0.01 to 10, with at most two decimals');
    await bad({ uid, multiplier: '1.234' }, 'The multiplier must be from 0.01 to 10, with at most two decimals');
    await bad({ uid: 'nobody', multiplier: '1' }, 'Trader not found');
    await bad({ uid: await uidOf(me.id), multiplier: '1' }, 'You cannot copy yourself');
    const demo = await demoUser(app);
    await bad({ uid: demo.user.uid, multiplier: '1' }, 'Trader not found');
    expect((await copyCall(me.token, 'follow', { uid })).code).toBe(0); // no multiplier: the schema's refusal
    expect(await follows(me.token)).toEqual([]);

    const started = await copyCall(me.token, 'follow', { uid, multiplier: '0.5' });
    expect(started.code, started.msg).toBe(1);
    expect(started.msg).toMatch(/^You now copy .+ \(×0\.5\)$/);
    expect(started.data).toMatchObject([{ uid, multiplier: '0.5', open: 0, copied: 0, profit: '0.00', skipped: 0, last_skip: '' }]);
    // as the app sends it: a form post
    const changed = (await call(app, 'POST', '/v1/api/copy/follow', { token: me.token, form: { uid, multiplier: '2' } })).body;
    expect(changed.msg).toMatch(/^Saved: you copy .+ ×2$/);
    expect((await follows(me.token)).map((f: { multiplier: string }) => f.multiplier)).toEqual(['2']);
    // in the caller's language
    const fr = await call(app, 'POST', '/v1/api/copy/stop', { token: me.token, body: { uid }, headers: { lang: 'fr' } });
    expect(fr.body.msg).toMatch(/^Vous ne copiez plus /);
    expect(await follows(me.token)).toEqual([]);
    expect(await copyCall(me.token, 'stop', { uid })).toMatchObject({ code: 0, msg: 'You do not copy this trader' });
    // a demo account may copy (to try it)
    expect((await copyCall(demo.token, 'follow', { uid, multiplier: '1' })).code).toBe(1);
    // the server's idempotency keys cannot be taken by a trader's own submit
    const spoof = await submit(app, me.token, { code: 'EURUSD', cont: '0.01', multiple: 50, type: 1, client_ref: 'copy:1' });
    expect(spoof.code).toBe(0);
  });

  it('two requests starting the same copy at once make one running copy', async () => {
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    const [a, b] = await Promise.all([copyCall(me.token, 'follow', { uid, multiplier: '1' }), copyCall(me.token, 'follow', { uid, multiplier: '2' })]);
    expect([a.code, b.code]).toEqual([1, 1]);
    const rows = await app.db.selectFrom('copy_follows').selectAll().where('follower_id', '=', me.id).where('ended_at', 'is', null).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('copy trading: the copies', () => {
  it("opens the trader's market position for the follower with lots × multiplier, and closes it with the trader's", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app, '5000');
    expect((await copyCall(me.token, 'follow', { uid: await uidOf(leader.id), multiplier: '0.5' })).code).toBe(1);
    const ws = listen(app, me.id, ['FOREX_CLOSED', 'FOREX_ORDER']);

    const id = await market(leader.token, 1, '0.3');
    const [copy] = await copiesOf(id);
    expect([copy.user_id, copy.side, copy.lots, copy.leverage, copy.status, copy.open_price, copy.sl, copy.tp, copy.client_ref]).toEqual([me.id, 1, '0.15', 50, 1, '1.08012', '0', '0', `copy:${id}`]);
    // the follower's devices learn of it as of an order of theirs, and the list names what it copies
    expect(ws.of('FOREX_ORDER').map((m) => [m.data.Change, m.data.Order.Id, m.data.Order.CopyOf])).toEqual([['opened', Number(copy.id), id]]);
    const holding = (await call(app, 'GET', '/v1/api/forex/my_deal?status=1&page=1', { token: me.token })).body.data.data;
    expect(holding.map((o: { Id: number; CopyOf: number }) => [o.Id, o.CopyOf])).toEqual([[Number(copy.id), id]]);

    // the desk sees both sides of it on the users' pages
    const desk = async (userId: number) => (await call(app, 'GET', `/admin/api/users/${userId}`, { headers: adminHeaders })).body.data;
    const mine = await desk(me.id);
    expect(mine.copy).toMatchObject({ copies: [{ uid: await uidOf(leader.id), multiplier: '0.5', open: 1 }], followers: 0 });
    expect(mine.orders.map((o: { id: number; copy_of: number }) => [o.id, o.copy_of])).toEqual([[Number(copy.id), id]]);
    expect((await desk(leader.id)).copy).toEqual({ copies: [], followers: 1, closed_at: null, unranked_at: null });

    await quote(app, 'EURUSD', '1.08300', '1.08312');
    expect((await action(app, leader.token, 'close', { id })).code).toBe(1);
    await settle();
    const closed = await order(app, Number(copy.id));
    expect([closed.status, closed.close_reason, closed.close_price]).toEqual([3, 'copy', '1.08300']);
    expect(ws.of('FOREX_CLOSED').map((m) => [m.data.Id, m.data.Reason, m.data.Status])).toEqual([[Number(copy.id), 'copy', 3]]);
    expect(await follows(me.token)).toMatchObject([{ open: 0, copied: 1, profit: closed.profit!.replace(/(\.\d\d)\d*$/, '$1'), skipped: 0 }]);
    // a returning device is told too (catch-up)
    const back = listen(app, me.id, ['FOREX_CLOSED'], { since: copy.created_at });
    await until('catch-up', () => back.messages.length > 0);
    expect(back.messages.flatMap((m) => (m.type === 'FOREX_CLOSED' && Array.isArray(m.data) ? m.data.map((e: { Reason: string }) => e.Reason) : []))).toContain('copy');
    await expectLedgerConsistent(app, me.id);
    ws.close();
    back.close();
  });

  it("copies a pending order when it fills, and closes the copy when the trader's stop loss closes theirs", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    expect((await copyCall(me.token, 'follow', { uid: await uidOf(leader.id), multiplier: '2' })).code).toBe(1);
    const r = await submit(app, leader.token, { code: 'EURUSD', cont: '0.1', multiple: 100, type: 2, status: 0, target_price: '1.08200', stop_loss_price: '1.08500' });
    expect(r.code, r.msg).toBe(1);
    await settle();
    expect(await copiesOf(r.data.Id)).toEqual([]); // a pending order is not copied …
    await quote(app, 'EURUSD', '1.08210', '1.08222');
    await settle();
    const [copy] = await copiesOf(r.data.Id); // … its fill is
    expect([copy.side, copy.lots, copy.leverage, copy.open_price, copy.sl]).toEqual([2, '0.2', 100, '1.08210', '0']);
    await quote(app, 'EURUSD', '1.08490', '1.08502');
    await settle();
    expect([(await order(app, r.data.Id)).close_reason, (await order(app, Number(copy.id))).close_reason]).toEqual(['sl', 'copy']);
    await expectLedgerConsistent(app, me.id);
  });

  it("closes the same share of the copy when the trader closes part of theirs", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    expect((await copyCall(me.token, 'follow', { uid: await uidOf(leader.id), multiplier: '2' })).code).toBe(1);
    const id = await market(leader.token, 1, '0.4');
    const [copy] = await copiesOf(id);
    expect(copy.lots).toBe('0.8');
    expect((await action(app, leader.token, 'close', { id, lots: '0.1' })).code).toBe(1);
    await settle();
    expect((await order(app, Number(copy.id))).lots).toBe('0.6');
    const parts = await app.db.selectFrom('orders').select(['lots', 'status']).where('parent_id', '=', Number(copy.id)).execute();
    expect(parts).toEqual([{ lots: '0.2', status: 3 }]);
    await expectLedgerConsistent(app, me.id);
  });

  it('counts what it cannot copy and says why; copies nothing opened before the start, nor a copy of a copy', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const before = await market(leader.token, 1, '0.1');
    const poor = await trader(app, '5');
    const middle = await trader(app);
    const last = await trader(app);
    expect((await copyCall(poor.token, 'follow', { uid: await uidOf(leader.id), multiplier: '1' })).code).toBe(1);
    expect((await copyCall(middle.token, 'follow', { uid: await uidOf(leader.id), multiplier: '0.1' })).code).toBe(1);
    expect((await copyCall(last.token, 'follow', { uid: await uidOf(middle.id), multiplier: '1' })).code).toBe(1);
    const told = listen(app, middle.id, ['COPY_TRADING']);
    const small = await market(leader.token, 2, '0.05'); // × 0.1 is below 0.01
    const big = await market(leader.token, 2, '0.5');
    expect(await copiesOf(before)).toEqual([]);
    expect(await copiesOf(small)).toEqual([]);
    const copies = await copiesOf(big);
    expect(copies.map((c) => [c.user_id, c.lots])).toEqual([[middle.id, '0.05']]);
    expect(await copiesOf(Number(copies[0].id))).toEqual([]); // `last` copies middle's own trades only
    expect(await follows(poor.token)).toMatchObject([{ skipped: 2, last_skip: 'Insufficient free margin' }]);
    expect(await follows(middle.token)).toMatchObject([{ copied: 1, skipped: 1, last_skip: "0.05 lots × your multiplier is below the pair minimum of 0.01 lots" }]);
    // told live, in their language, of the one not copied only
    const why = '0.05 lots × your multiplier is below the pair minimum of 0.01 lots';
    expect(told.of('COPY_TRADING').map((m) => m.data)).toEqual([{ Event: 'skipped', Uid: await uidOf(leader.id), User: expect.any(String), Code: 'EURUSD', Why: why }]);
    told.close();
  });

  it("stopping keeps the copies open, and they still close with the trader's; nothing new is copied", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    expect((await copyCall(me.token, 'follow', { uid, multiplier: '1' })).code).toBe(1);
    const first = await market(leader.token, 1, '0.1');
    expect((await copyCall(me.token, 'stop', { uid })).code).toBe(1);
    expect((await app.db.selectFrom('copy_follows').select('end_reason').where('follower_id', '=', me.id).executeTakeFirstOrThrow()).end_reason).toBe('follower');
    const second = await market(leader.token, 1, '0.1');
    expect(await copiesOf(second)).toEqual([]);
    const [copy] = await copiesOf(first);
    expect((await action(app, leader.token, 'close', { id: first })).code).toBe(1);
    await settle();
    expect((await order(app, Number(copy.id))).close_reason).toBe('copy');
  });

  it("reads followers only for a trader someone copies, copies only of a position copied; a copy saved without the copier told applies from its next read", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    const copied = app.copier!.copied;
    copied.stop(); // no read of who is copied but the one below
    const reads = vi.spyOn(app.db, 'selectFrom');
    const followerReads = () => reads.mock.calls.filter(([table]) => table === 'copy_follows as c').length;
    const copyReads = vi.spyOn(app.copier as unknown as { openCopies(id: number): Promise<unknown> }, 'openCopies');
    try {
      const a = await market(leader.token, 1, '0.1');
      expect(followerReads()).toBe(0);
      // Saved by a gateway that found no engine leader to tell (routes.ts): not copied yet...
      await app.db.insertInto('copy_follows').values({ follower_id: me.id, leader_id: leader.id, multiplier: '1', stop_loss: null, started_at: new Date().toISOString(), ended_at: null, last_skip: null }).execute();
      expect(await copiesOf(await market(leader.token, 1, '0.1'))).toEqual([]);
      // ...but from the copier's next read of who is copied (every REFRESH_MS).
      await copied.refresh();
      const b = await market(leader.token, 1, '0.1');
      const [copy] = await copiesOf(b);
      expect(copy.user_id).toBe(me.id);
      expect(followerReads()).toBe(1);
      // A position never copied closes without a look for its copies; the copied one's copy closes with it.
      for (const id of [a, b]) expect((await action(app, leader.token, 'close', { id })).code).toBe(1);
      await settle();
      expect(copyReads.mock.calls).toEqual([[b]]);
      expect((await order(app, Number(copy.id))).close_reason).toBe('copy');
    } finally {
      reads.mockRestore();
      copyReads.mockRestore();
      await copied.start();
    }
  });

  it("a follower's own close of a copy is theirs alone, and a copy left open by a close no copier saw closes at the next quote", async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    expect((await copyCall(me.token, 'follow', { uid: await uidOf(leader.id), multiplier: '1' })).code).toBe(1);
    const a = await market(leader.token, 1, '0.1');
    const [copyA] = await copiesOf(a);
    expect((await action(app, me.token, 'close', { id: Number(copyA.id) })).code).toBe(1);
    await settle();
    expect([(await order(app, a)).status, (await order(app, Number(copyA.id))).close_reason]).toEqual([1, 'user']);

    // A leader switch: the trader's close committed by an engine that died before its copier acted.
    const b = await market(leader.token, 1, '0.1');
    const [copyB] = await copiesOf(b);
    await app.db.updateTable('orders').set({ status: 3, close_reason: 'user', closed_at: new Date().toISOString() }).where('id', '=', b).execute();
    const next = new Copier({ db: app.db, engine: engine(), log: app.log });
    await next.load();
    expect((await order(app, Number(copyB.id))).status).toBe(1);
    await quote(app, 'EURUSD', '1.08100', '1.08112');
    await next.idle();
    next.stop();
    const closed = await order(app, Number(copyB.id));
    expect([closed.status, closed.close_reason, closed.close_price]).toEqual([3, 'copy', '1.08100']);
    await expectLedgerConsistent(app, me.id);
  });
  it('a copy stop-loss closes the copies of that trader and ends the copy once together they lose the limit', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    const refused = await copyCall(me.token, 'follow', { uid, multiplier: '1', stop_loss: '12.345' });
    expect(refused).toMatchObject({ code: 0, msg: 'The copy stop-loss must be an amount above 0 up to 1000000 USD, with at most two decimals, or blank for none' });
    const started = await copyCall(me.token, 'follow', { uid, multiplier: '1', stop_loss: '50' });
    expect(started.data).toMatchObject([{ uid, stop_loss: '50' }]);
    const ws = listen(app, me.id, ['FOREX_CLOSED', 'COPY_TRADING']);
    const [a, b] = [await market(leader.token, 1, '0.1'), await market(leader.token, 1, '0.2')];
    const copies = [...(await copiesOf(a)), ...(await copiesOf(b))].map((c) => Number(c.id));
    expect(copies).toHaveLength(2);
    // 0.3 lots bought at 1.08012 lose 45 USD at a bid of 1.07862: below the limit, they stay (the limits are read
    // again each second: the quote is pushed once more after that)
    await quote(app, 'EURUSD', '1.07862', '1.07874');
    await new Promise((r) => setTimeout(r, GUARDS_MS + 100));
    await quote(app, 'EURUSD', '1.07862', '1.07874');
    await settle();
    expect((await Promise.all(copies.map((id) => order(app, id)))).map((o) => o.status)).toEqual([1, 1]);
    // 50.10 USD lost together: both closed, the copy ended
    await quote(app, 'EURUSD', '1.07845', '1.07857');
    await settle();
    const ended = await Promise.all(copies.map((id) => order(app, id)));
    expect(ended.map((o) => [o.status, o.close_reason, o.close_price])).toEqual([[3, 'copy_stop', '1.07845'], [3, 'copy_stop', '1.07845']]);
    expect(ws.of('FOREX_CLOSED').map((m) => m.data.Reason)).toEqual(['copy_stop', 'copy_stop']);
    expect(await follows(me.token)).toEqual([]);
    // the follower told live and by message; the copy says who ended it
    expect(ws.of('COPY_TRADING').map((m) => m.data)).toEqual([{ Event: 'ended', Uid: uid, User: expect.any(String), Reason: 'stop_loss' }]);
    const follow = await app.db.selectFrom('copy_follows').select('end_reason').where('follower_id', '=', me.id).executeTakeFirstOrThrow();
    expect(follow.end_reason).toBe('stop_loss');
    const email = (await app.db.selectFrom('users').select('email').where('id', '=', me.id).executeTakeFirstOrThrow()).email!;
    const mail = await app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', email).execute();
    expect(mail).toEqual([{ subject: expect.stringMatching(/: you no longer copy /), body: expect.stringMatching(/^Your copy stop-loss on .+ was reached: those open copies were closed at the market price, and copying stopped\.$/) }]);
    // the trader's own positions are theirs: still open, and the next one is not copied
    expect([(await order(app, a)).status, (await order(app, b)).status]).toEqual([1, 1]);
    expect(await copiesOf(await market(leader.token, 1, '0.1'))).toEqual([]);
    // changing the terms of a running copy sets or clears the stop-loss
    const again = await copyCall(me.token, 'follow', { uid, multiplier: '2', stop_loss: '' });
    expect(again.data, again.msg).toMatchObject([{ multiplier: '2', stop_loss: '' }]);
    await expectLedgerConsistent(app, me.id);
    ws.close();
  });
});
