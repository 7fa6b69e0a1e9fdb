// Copy trading answerable (docs/trading.md "Copy trading"): the trader's consent to be copied, the desk ending a copy,
// a trader hidden from the ranking; each follower told live and by message. On SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer } from '../testing.js';
import { action, adminHeaders, expectLedgerConsistent, listen, quote, submit, trader } from '../trading/test-helpers.js';
import { TradingEngine } from '../trading/engine/engine.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const settle = async () => {
  await app.copier!.idle();
  await (app.engine as TradingEngine).idle();
  await app.copier!.idle();
};
const uidOf = async (id: number) => (await app.db.selectFrom('users').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;
const follow = async (token: string, uid: string) => (await call(app, 'POST', '/v1/api/copy/follow', { token, body: { uid, multiplier: '1' } })).body;
const copyMe = async (token: string, body?: Record<string, unknown>) => (await call(app, body ? 'POST' : 'GET', '/v1/api/copy/me', { token, ...(body ? { body } : {}) })).body;
const copiesOf = (id: number) => app.db.selectFrom('orders').selectAll().where('copy_of', '=', id).execute();
const endOf = async (followerId: number) =>
  (await app.db.selectFrom('copy_follows').select('end_reason').where('follower_id', '=', followerId).orderBy('id', 'desc').executeTakeFirstOrThrow()).end_reason;
const mailTo = async (userId: number) => {
  const { email } = await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', email!).orderBy('id').execute();
};
const buy = async (token: string) => {
  const r = await submit(app, token, { code: 'EURUSD', cont: '0.1', multiple: 50, type: 1 });
  expect(r.code, r.msg).toBe(1);
  await settle();
  return r.data.Id as number;
};

describe("copy trading: the trader's consent", () => {
  it('a trader closes copying: every copy of them ends, followers told, new copies refused; open copies still close with theirs', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const [a, b] = [await trader(app), await trader(app)];
    const uid = await uidOf(leader.id);
    expect(await copyMe(leader.token)).toMatchObject({ code: 1, data: { ranked: true, copyable: true, followers: 0, demo: false } });
    for (const f of [a, b]) expect((await follow(f.token, uid)).code).toBe(1);
    expect((await copyMe(leader.token)).data).toEqual({ ranked: true, copyable: true, followers: 2, demo: false });
    const open = await buy(leader.token);
    const [copy] = await copiesOf(open);
    const ws = listen(app, a.id, ['COPY_TRADING']);

    // as the app sends it: a form post
    const closed = (await call(app, 'POST', '/v1/api/copy/me', { token: leader.token, form: { copyable: 'false' } })).body;
    expect(closed).toMatchObject({ code: 1, msg: 'Others can no longer copy your trades', data: { copyable: false, followers: 0 } });
    expect(ws.of('COPY_TRADING').map((m) => m.data)).toEqual([{ Event: 'ended', Uid: uid, User: expect.any(String), Reason: 'trader' }]);
    expect([await endOf(a.id), await endOf(b.id)]).toEqual(['trader', 'trader']);
    // the desk reads since when
    const desk = (await call(app, 'GET', `/admin/api/users/${leader.id}`, { headers: adminHeaders })).body.data.copy;
    expect(desk).toMatchObject({ followers: 0, closed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await mailTo(b.id)).toEqual([
      { subject: expect.stringMatching(/: you no longer copy /), body: expect.stringMatching(/no longer lets others copy their trades, so your copy stopped\. No new positions of .+ are copied for you\./) },
    ]);
    expect(await follow(a.token, uid)).toMatchObject({ code: 0, msg: 'This trader does not let others copy their trades' });
    // in the follower's language
    const fr = await call(app, 'POST', '/v1/api/copy/follow', { token: a.token, body: { uid, multiplier: '1' }, headers: { lang: 'fr' } });
    expect(fr.body.msg).toBe('Ce trader ne permet pas que l\u2019on copie ses trades');
    expect(await copiesOf(await buy(leader.token))).toEqual([]);
    // the copy open before still closes with the trader's position
    expect((await action(app, leader.token, 'close', { id: open })).code).toBe(1);
    await settle();
    const after = await app.db.selectFrom('orders').select(['status', 'close_reason']).where('id', '=', Number(copy.id)).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 3, close_reason: 'copy' });
    // closing again changes nothing and tells nobody twice
    expect((await copyMe(leader.token, { copyable: false })).data.copyable).toBe(false);
    expect(ws.of('COPY_TRADING')).toHaveLength(1);

    const reopened = await copyMe(leader.token, { copyable: true });
    expect(reopened).toMatchObject({ code: 1, msg: 'Others may copy your trades', data: { copyable: true, followers: 0 } });
    expect((await follow(a.token, uid)).code).toBe(1);
    expect(await copiesOf(await buy(leader.token))).toHaveLength(1);
    await expectLedgerConsistent(app, a.id);
    ws.close();
  });

  it('refuses what is not a choice: a demo account, a value that is not yes or no', async () => {
    const demo = await demoUser(app);
    expect(await copyMe(demo.token)).toMatchObject({ code: 1, data: { ranked: false, copyable: false, demo: true } });
    expect(await copyMe(demo.token, { copyable: false })).toMatchObject({ code: 0, msg: 'A demo account cannot be copied' });
    const me = await trader(app);
    expect((await copyMe(me.token, { copyable: 'perhaps' })).code).toBe(0);
    expect((await copyMe(me.token, {})).code).toBe(0);
    expect((await copyMe(me.token)).data.copyable).toBe(true);
    expect((await call(app, 'GET', '/v1/api/copy/me')).body.code).not.toBe(1);
  });
});

describe('copy trading: the desk', () => {
  it("ends a client's copy with a reason, audited; the client is told; refuses without a reason or a copy", async () => {
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    expect((await follow(me.token, uid)).code).toBe(1);
    const ws = listen(app, me.id, ['COPY_TRADING']);
    const stop = (body: Record<string, unknown>, id = me.id) => call(app, 'POST', `/admin/api/users/${id}/copy/stop`, { headers: adminHeaders, body });
    expect((await stop({ uid })).body).toMatchObject({ code: 0, msg: 'reason is required to end a copy' });
    expect((await stop({ uid: 'nobody', reason: 'x' })).body).toMatchObject({ code: 0, msg: 'the client does not copy this trader' });
    expect((await stop({ uid, reason: 'x' }, 999_999)).body.code).toBe(0);
    expect((await stop({ uid: '', reason: 'x' })).body.code).toBe(0);
    expect(ws.of('COPY_TRADING')).toEqual([]);

    const ended = (await stop({ uid, reason: 'Trader under review' })).body;
    expect(ended).toMatchObject({ code: 1, data: { id: me.id, ended: expect.any(Number) } });
    expect(await endOf(me.id)).toBe('desk');
    expect(ws.of('COPY_TRADING').map((m) => m.data)).toEqual([{ Event: 'ended', Uid: uid, User: expect.any(String), Reason: 'desk' }]);
    expect((await mailTo(me.id)).map((m) => m.body)).toEqual([expect.stringMatching(/^Our dealing desk ended your copy of .+; our support can tell you why\. /)]);
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.copy-stop').where('target_id', '=', String(me.id)).where('outcome', '=', 'ok').execute();
    expect(audit).toHaveLength(1);
    expect((await stop({ uid, reason: 'again' })).body).toMatchObject({ code: 0, msg: 'the client does not copy this trader' });
    ws.close();
  });

  it('hiding a trader from the ranking ends every copy of them, followers told', async () => {
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    expect((await follow(me.token, uid)).code).toBe(1);
    const ws = listen(app, me.id, ['COPY_TRADING']);
    const hidden = await call(app, 'PUT', `/admin/api/follow/${leader.id}`, { headers: adminHeaders, body: { hidden: true } });
    expect(hidden.body.code).toBe(1);
    expect(await endOf(me.id)).toBe('desk');
    expect(ws.of('COPY_TRADING').map((m) => m.data.Reason)).toEqual(['desk']);
    expect(await follow(me.token, uid)).toMatchObject({ code: 0, msg: 'Trader not found' });
    ws.close();
  });
});

describe('the ranking is the trader’s choice', () => {
  it('a trader leaves the ranking: not listed, their copies end, nobody finds them to copy; back when they return', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const leader = await trader(app);
    const me = await trader(app);
    const uid = await uidOf(leader.id);
    const r = await submit(app, leader.token, { code: 'EURUSD', cont: '0.1', multiple: 50, type: 1 });
    expect((await action(app, leader.token, 'close', { id: r.data.Id })).code).toBe(1);
    const listed = async () => ((await call(app, 'GET', '/api/follow/list?page=1')).body.data as Array<{ uid: string }>).some((e) => e.uid === uid);
    expect(await listed()).toBe(true);
    expect((await follow(me.token, uid)).code).toBe(1);
    const ws = listen(app, me.id, ['COPY_TRADING']);

    const out = await copyMe(leader.token, { ranked: false });
    expect(out).toMatchObject({ code: 1, msg: 'You are no longer shown in the ranking, and nobody can copy you', data: { ranked: false, copyable: false, followers: 0 } });
    expect(await listed()).toBe(false);
    expect(await endOf(me.id)).toBe('trader');
    expect(ws.of('COPY_TRADING').map((m) => m.data.Reason)).toEqual(['trader']);
    expect(await follow(me.token, uid)).toMatchObject({ code: 0, msg: 'Trader not found' });
    const desk = (await call(app, 'GET', `/admin/api/users/${leader.id}`, { headers: adminHeaders })).body.data.copy;
    expect(desk).toMatchObject({ closed_at: null, unranked_at: expect.stringMatching(/^\d{4}-/) });
    expect((await copyMe(me.token, {})).msg).toBe('Say whether to show you in the ranking, whether others may copy you, or both');

    // Both at once: back in the ranking with copying closed; then copying opened again.
    const back = await copyMe(leader.token, { ranked: true, copyable: false });
    expect(back).toMatchObject({ code: 1, msg: 'You are shown in the ranking', data: { ranked: true, copyable: false } });
    expect(await listed()).toBe(true);
    expect(await follow(me.token, uid)).toMatchObject({ code: 0, msg: 'This trader does not let others copy their trades' });
    expect((await copyMe(leader.token, { copyable: true })).data).toMatchObject({ ranked: true, copyable: true });
    expect((await follow(me.token, uid)).code).toBe(1);
    ws.close();
  });
});
