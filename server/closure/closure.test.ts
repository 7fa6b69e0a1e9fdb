// A client closing their own account (docs/accounts.md "Closing the account"), on SQLite and (unit-pg) PostgreSQL:
// what must be settled first, what closing does to sessions, sign-in, copies and alerts, and the desk reopening it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, realUser } from '../testing.js';
import { AppError } from '../http/envelope.js';
import { OrderStatus } from '../trading/schema.js';
import { action, adminHeaders, credit, engineIdle, instrumentId, listen, quote, submit, trader } from '../trading/test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const PASSWORD = 'secret-pass';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const blockers = async (token: string) => (await call(app, 'GET', '/api/user/closure', { token })).body;
const close = async (token: string, body: Record<string, unknown> = { password: PASSWORD }) => {
  const res = await app.inject({ method: 'POST', url: '/api/user/closure', headers: { authorization: token, 'user-agent': CHROME }, payload: body, remoteAddress: '203.0.113.9' });
  return res.json() as { code: number; msg: string; data: any };
};
const login = async (email: string) => (await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password: PASSWORD, login_type: 'email' } })).body;
const userRow = (id: number) => app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = (to: string) => app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id').execute();

describe('closing the account', () => {
  it('is refused, saying what is left, until positions, orders, funds under review and the balance are settled', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const buy = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    expect(buy.code, buy.msg).toBe(1);
    const limit = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, status: 0, target_price: '1.05000' });
    expect(limit.code, limit.msg).toBe(1);
    await engineIdle(app);
    expect(await blockers(t.token)).toMatchObject({ code: 1, data: { closable: false, positions: 1, pending: 1, deposits: 0, withdrawals: 0 } });
    expect(await close(t.token)).toMatchObject({ code: 0, msg: 'Close your open positions (1) and cancel your pending orders (1) first' });

    expect((await action(app, t.token, 'close', { id: buy.data.Id })).code).toBe(1);
    expect((await action(app, t.token, 'cancel_trade', { id: limit.data.Id })).code).toBe(1);
    await engineIdle(app);
    const left = (await blockers(t.token)).data;
    expect(left).toMatchObject({ closable: false, positions: 0, pending: 0, balance: expect.stringMatching(/^\d+\.\d\d$/) });
    // A claim under review is money in flight: it goes before the balance.
    const claim = await app.db
      .insertInto('deposits')
      .values({ user_id: t.id, type: 1, number: '100.00', proof_img: '', charge_id: null, wire_id: 1, currency_code: 'USD', protocol_code: '', address: '', bank_name: 'Bank', status: 0, remark: '', idem_key: 'closure-test', created_at: new Date().toISOString(), reviewed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await blockers(t.token)).data).toMatchObject({ deposits: 1 });
    expect(await close(t.token)).toMatchObject({ code: 0, msg: 'A deposit or withdrawal of yours is still under review: the account can be closed once it is finished' });
    await app.db.updateTable('deposits').set({ status: 2 }).where('id', '=', claim.id).execute();
    expect(await close(t.token)).toMatchObject({ code: 0, msg: `Withdraw your balance of ${left.balance} USD first (for an amount below the smallest withdrawal, contact customer service)` });

    // Under a cent cannot be paid out: it does not keep the account open.
    const { balance } = await app.db.selectFrom('accounts').select('balance').where('user_id', '=', t.id).executeTakeFirstOrThrow();
    await credit(app, t.id, `-${balance}`);
    await credit(app, t.id, '0.004');
    expect((await blockers(t.token)).data).toEqual({ closable: true, positions: 0, pending: 0, balance: '0.00', deposits: 0, withdrawals: 0 });
    expect(await close(t.token)).toMatchObject({ code: 1, msg: 'Your account is closed' });
    // An order let in just before the closure (its session checked, then the closure committed) reaches the engine
    // after it: with under a cent left it cannot pay its margin, at market or pending, and nothing opens.
    const late = (status: number, target_price?: string) =>
      app.engine.submit({ id: t.id }, { type: 1, cont: '0.01', forex_id: instrumentId(app, 'EURUSD'), status, multiple: 100, target_price });
    // Both at once, each with its handler from the start: awaited one after the other, the second's refusal could come
    // while the first was still being checked, as an unhandled rejection.
    await Promise.all(
      [late(1), late(0, '1.05000')].map((order) => expect(order).rejects.toSatisfy((e) => AppError.is(e, 'insufficientMargin'))),
    );
    const opened = await app.db.selectFrom('orders').select('id').where('user_id', '=', t.id).where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).execute();
    expect(opened).toEqual([]);
  });

  it('asks for the password, and refuses demo accounts and visitors', async () => {
    const u = await realUser(app);
    expect(await close(u.token, { password: 'wrong-pass' })).toMatchObject({ code: 0 });
    expect(await close(u.token, {})).toMatchObject({ code: 0 });
    expect((await userRow(u.user.id)).closed_at).toBeNull();
    expect((await call(app, 'GET', '/api/user/closure', { token: u.token })).body.code).toBe(1);
    const demo = await demoUser(app);
    expect(await close(demo.token)).toMatchObject({ code: 0, msg: 'Please register or log in to a real account' });
    expect((await call(app, 'GET', '/api/user/closure')).body.code).toBe(999);
  });

  it('ends every session, refuses sign-in, leaves the ranking, ends copies both ways, removes alerts; the desk reopens it', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const leader = await trader(app);
    const follower = await trader(app);
    const u = await realUser(app);
    const second = await login(u.email);
    expect(second.code).toBe(1);
    const uidOf = async (id: number) => (await userRow(id)).uid;
    // u copies the leader, and the follower copies u.
    expect((await call(app, 'POST', '/v1/api/copy/follow', { token: u.token, body: { uid: await uidOf(leader.id), multiplier: '1' } })).body.code).toBe(1);
    expect((await call(app, 'POST', '/v1/api/copy/follow', { token: follower.token, body: { uid: await uidOf(u.user.id), multiplier: '1' } })).body.code).toBe(1);
    const alert = await call(app, 'POST', '/v1/api/alerts', { token: u.token, body: { forex_id: instrumentId(app, 'EURUSD'), direction: 'above', price: '1.20000' } });
    expect(alert.body.code, alert.body.msg).toBe(1);
    const told = listen(app, follower.id, ['COPY_TRADING']);

    const closed = await close(u.token);
    expect(closed).toMatchObject({ code: 1, msg: 'Your account is closed', data: { closed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
    const row = await userRow(u.user.id);
    expect(row).toMatchObject({ closed_at: closed.data.closed_at, locked_at: closed.data.closed_at, ranking_hidden_at: closed.data.closed_at, copy_closed_at: closed.data.closed_at });
    // Both sessions are dead, and no new one is made.
    for (const token of [u.token, second.data.token]) expect((await call(app, 'GET', '/api/user/closure', { token })).body.code).toBe(999);
    expect(await login(u.email)).toMatchObject({ code: 0, msg: 'This account is closed. Please contact customer service to reopen it.' });
    const follows = await app.db.selectFrom('copy_follows').select(['follower_id', 'end_reason']).where((eb) => eb.or([eb('follower_id', '=', u.user.id), eb('leader_id', '=', u.user.id)])).orderBy('id').execute();
    expect(follows.map((f) => [f.follower_id, f.end_reason])).toEqual([[u.user.id, 'follower'], [follower.id, 'trader']]);
    expect(told.of('COPY_TRADING').map((m) => m.data)).toEqual([expect.objectContaining({ Event: 'ended', Reason: 'trader' })]);
    expect(await app.db.selectFrom('price_alerts').select('id').where('user_id', '=', u.user.id).execute()).toEqual([]);
    expect((await mails(u.email)).at(-1)).toEqual({
      subject: 'Pipkit: your account is closed',
      body: expect.stringMatching(/^Your Pipkit account was closed from Chrome 131 on Windows 10 \(address 203\.0\.113\.9\) at .+ UTC: .+ To reopen it, or if this was not you, contact customer service\.$/),
    });

    // The desk sees it closed, and unlocking reopens it.
    const desk = (await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: adminHeaders })).body.data.user;
    expect(desk).toMatchObject({ locked_at: closed.data.closed_at, closed_at: closed.data.closed_at });
    const listed = (await call(app, 'GET', `/admin/api/users?q=${u.user.uid}`, { headers: adminHeaders })).body.data.data;
    expect(listed).toEqual([expect.objectContaining({ id: u.user.id, closed_at: closed.data.closed_at })]);
    const file = (await app.inject({ method: 'GET', url: `/admin/api/users/file?q=${u.user.uid}`, headers: adminHeaders })).body.replace(/^\uFEFF/, '').split('\r\n');
    const cell = (name: string) => file[1].split(',')[file[0].split(',').indexOf(name)];
    expect([cell('locked_at'), cell('closed_at')]).toEqual([closed.data.closed_at, closed.data.closed_at]);
    // Another account signed in from the same address sees it closed among its linked accounts (all of the test's
    // sign-ins come from the one address).
    const linked = (await call(app, 'GET', `/admin/api/users/${follower.id}/linked`, { headers: adminHeaders })).body.data;
    const named = linked.addresses.flatMap((a: { accounts: unknown[] }) => a.accounts);
    expect(named).toContainEqual(expect.objectContaining({ id: u.user.id, closed_at: closed.data.closed_at }));
    expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/unlock`, { headers: adminHeaders, body: {} })).body.code).toBe(1);
    expect(await userRow(u.user.id)).toMatchObject({ closed_at: null, locked_at: null });
    expect((await login(u.email)).code).toBe(1);
  });
});
