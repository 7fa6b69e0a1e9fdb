// A trader's own limits and breaks (docs/accounts.md "Trading limits and breaks"), through the API on SQLite and
// (unit-pg) PostgreSQL: what each refuses, what it never refuses (closing, a retried claim), the day a looser limit
// waits, and that support sees them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer } from '../testing.js';
import { action, engineIdle, expectLedgerConsistent, ledgerRows, listen, order, quote, submit, trader } from '../trading/test-helpers.js';
import { sum } from '../../src/core/money/index.js';
import { messageTime } from '../accounts/notices.js';
import { stateOf } from './rules.js';
import type { TradingLimitsTable } from './schema.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const PASSWORD = 'secret-pass';
const limits = async (token: string) => (await call(app, 'GET', '/api/user/limits', { token })).body;
const setLimit = async (token: string, body: Record<string, unknown>, lang?: string) =>
  (await call(app, 'POST', '/api/user/limits/set', { token, body, headers: lang ? { lang } : {} })).body;
const takeBreak = async (token: string, days: number, password = PASSWORD) => (await call(app, 'POST', '/api/user/limits/break', { token, body: { days, password } })).body;
/** Lets the waiting change of the user's limit apply, as a day's passing would. */
const dayPasses = (userId: number) => app.db.updateTable('trading_limits').set({ next_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).where('next_at', 'is not', null).execute();

async function proof(userId: number) {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await app.db.insertInto('uploads').values({ name, user_id: userId, mime: 'image/png', size: 100, created_at: new Date().toISOString() }).execute();
  return `/uploads/${name}`;
}
/** A coin deposit claim (each with its own proof unless one is given: a retry sends the same). */
async function deposit(token: string, userId: number, number: string, proofImg?: string) {
  return (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number, proofImg: proofImg ?? (await proof(userId)), charge_id: '1' } })).body;
}
/** A closed buy of 1 lot EURUSD that lost `pips` × 10 USD. */
async function losingTrade(token: string, pips: number) {
  await quote(app, 'EURUSD', '1.10000', '1.10010');
  const buy = await submit(app, token, { code: 'EURUSD', type: 1, cont: '1', multiple: 100 });
  expect(buy.code, buy.msg).toBe(1);
  const bid = (1.1001 - pips / 10_000).toFixed(5);
  await quote(app, 'EURUSD', bid, (Number(bid) + 0.0001).toFixed(5));
  const closed = await action(app, token, 'close', { id: buy.data.Id });
  expect(closed.code, closed.msg).toBe(1);
  return closed.data;
}

describe('loss limit', () => {
  it('stops new positions once the period has lost it, never a close; a looser limit waits a day', async () => {
    const t = await trader(app);
    expect((await limits(t.token)).data).toEqual({
      deposit: { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null },
      loss: { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null },
      break_until: null,
      break_days: [1, 7, 30, 180],
    });
    expect(await setLimit(t.token, { kind: 'loss', amount: '100', period: 'day' })).toMatchObject({ code: 1, msg: 'Your limit applies now', data: { loss: { amount: '100.00', period: 'day', next: null } } });
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const kept = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.1', multiple: 100 });
    expect(kept.code, kept.msg).toBe(1);

    await losingTrade(t.token, 11); // 1 lot, 11 pips: 110 USD, and the fees
    const lost = sum((await ledgerRows(app, t.id)).filter((r) => [3, 4, 12].includes(r.type)).map((r) => r.value)).times(-1);
    expect(lost.gt(110)).toBe(true);
    expect((await limits(t.token)).data.loss).toMatchObject({ used: lost.toFixed(2), left: '0.00', reached: true });
    const refused = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    expect(refused).toEqual({ code: 0, msg: 'Your loss limit of 100.00 USD is reached: you can close positions, and open new ones once the losses of its period are below it', data: null });
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, status: 0, target_price: '1.05000' });
    expect(pending.code).toBe(0);
    expect((await call(app, 'POST', '/v1/api/forex/reverse', { token: t.token, body: { id: kept.data.Id } })).body.code).toBe(0);
    // closing is never refused
    expect((await action(app, t.token, 'close', { id: kept.data.Id })).code).toBe(1);

    // looser: waits 24 hours, shown as waiting, and asking again keeps the same wait
    const raised = await setLimit(t.token, { kind: 'loss', amount: '1000', period: 'day' });
    const at = raised.data.loss.next.at as string;
    expect(Date.parse(at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(raised).toMatchObject({ code: 1, msg: `Your new limit applies from ${messageTime(at)}: a looser limit waits 24 hours`, data: { loss: { amount: '100.00', next: { amount: '1000.00', period: 'day', at } } } });
    expect((await setLimit(t.token, { kind: 'loss', amount: '1000', period: 'day' })).data.loss.next.at).toBe(at);
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).code).toBe(0);
    await dayPasses(t.id);
    expect((await limits(t.token)).data.loss).toMatchObject({ amount: '1000.00', next: null });
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).code).toBe(1);
    await expectLedgerConsistent(app, t.id);
  });

  it('cancels, at its price, a pending order placed before the limit was reached; one placed with room fills', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const early = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, status: 0, target_price: '1.09000' });
    expect(early.code, early.msg).toBe(1);
    await setLimit(t.token, { kind: 'loss', amount: '100', period: 'day' });
    await losingTrade(t.token, 11);
    const socket = listen(app, t.id, ['FOREX_CLOSED']);
    const before = await app.db.selectFrom('accounts').select(['balance', 'lock_balance']).where('user_id', '=', t.id).executeTakeFirstOrThrow();
    await quote(app, 'EURUSD', '1.08980', '1.08990'); // the buy limit's price has come
    await engineIdle(app);
    expect(await order(app, early.data.Id)).toMatchObject({ status: 2, close_reason: 'own_limit', reserved: expect.stringMatching(/^0(\.0+)?$/) });
    const after = await app.db.selectFrom('accounts').select(['balance', 'lock_balance']).where('user_id', '=', t.id).executeTakeFirstOrThrow();
    expect(Number(after.balance) - Number(before.balance)).toBeGreaterThan(0); // its reserve is back
    expect(Number(after.lock_balance)).toBe(0);
    expect(socket.of('FOREX_CLOSED')).toMatchObject([{ data: { Id: early.data.Id, Status: 2, Reason: 'own_limit' } }]);
    socket.close();
    await expectLedgerConsistent(app, t.id);

    // with room under the limit, a pending order fills as before
    const roomy = await trader(app);
    await setLimit(roomy.token, { kind: 'loss', amount: '1000', period: 'day' });
    const fills = await submit(app, roomy.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, status: 0, target_price: '1.08000' });
    expect(fills.code, fills.msg).toBe(1);
    await quote(app, 'EURUSD', '1.07980', '1.07990');
    await engineIdle(app);
    expect(await order(app, fills.data.Id)).toMatchObject({ status: 1 });
  });

  it('applies a tighter limit at once, dropping a looser one that waited; removal waits a day too', async () => {
    const t = await trader(app);
    await setLimit(t.token, { kind: 'loss', amount: '500', period: 'week' });
    expect((await setLimit(t.token, { kind: 'loss', amount: '100', period: 'day' })).msg).toBe('Your new limit applies from ' + messageTime((await limits(t.token)).data.loss.next.at) + ': a looser limit waits 24 hours');
    expect((await setLimit(t.token, { kind: 'loss', amount: '400', period: 'month' })).data.loss).toEqual({ amount: '400.00', period: 'month', used: '0.00', left: '400.00', reached: false, next: null });
    const removed = await setLimit(t.token, { kind: 'loss', amount: '' });
    expect(removed.data.loss).toMatchObject({ amount: '400.00', next: { amount: null, period: null } });
    await dayPasses(t.id);
    expect((await limits(t.token)).data.loss).toEqual({ amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null });
    // in German, as every message
    expect((await setLimit(t.token, { kind: 'loss', amount: '50' }, 'de')).msg).toBe('Ihr Limit gilt ab sofort');
  });
});

describe('changes at once', () => {
  it('leave the tighter limit when a looser one is sent at the same moment (two tabs)', async () => {
    const t = await trader(app, '0');
    await setLimit(t.token, { kind: 'loss', amount: '100', period: 'day' });
    for (let i = 0; i < 4; i++) {
      await Promise.all([setLimit(t.token, { kind: 'loss', amount: '500', period: 'day' }), setLimit(t.token, { kind: 'loss', amount: '100', period: 'day' })]);
      expect((await limits(t.token)).data.loss.amount).toBe('100.00');
    }
  });
});

describe('deposit limit', () => {
  it('refuses a claim beyond what the period leaves; a refused claim frees room; a retry is answered', async () => {
    const t = await trader(app, '0');
    await setLimit(t.token, { kind: 'deposit', amount: '100', period: 'week' });
    const firstProof = await proof(t.id);
    const first = await deposit(t.token, t.id, '60', firstProof);
    expect(first.code, first.msg).toBe(1);
    expect(await deposit(t.token, t.id, '50')).toEqual({ code: 0, msg: 'This deposit would go past your deposit limit of 100.00 USD: 40.00 USD is left in its period', data: null });
    expect((await deposit(t.token, t.id, '60', firstProof)).data.id).toBe(first.data.id);
    expect((await limits(t.token)).data.deposit).toMatchObject({ amount: '100.00', period: 'week', used: '60.00', left: '40.00', reached: false });
    // an operator's rejection gives the room back
    const r = await call(app, 'POST', `/admin/api/deposits/${first.data.id}/reject`, { headers: { authorization: `Bearer ${ADMIN}` }, body: { remark: 'no funds arrived' } });
    expect(r.body.code, r.body.msg).toBe(1);
    expect((await deposit(t.token, t.id, '100')).code).toBe(1);
  });

  it('lets only one of two claims at once into the room left', async () => {
    const t = await trader(app, '0');
    await setLimit(t.token, { kind: 'deposit', amount: '50', period: 'day' });
    const both = await Promise.all([deposit(t.token, t.id, '40'), deposit(t.token, t.id, '40')]);
    expect(both.map((b) => b.code).sort()).toEqual([0, 1]);
    expect((await limits(t.token)).data.deposit.used).toBe('40.00');
  });
});

describe('a break from trading', () => {
  it('needs the password, cancels pending orders, refuses orders and deposits but not closes, and never shortens', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const open = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, status: 0, target_price: '1.05000' });
    expect([open.code, pending.code]).toEqual([1, 1]);

    expect(await takeBreak(t.token, 7, 'wrong-pass')).toMatchObject({ code: 0, msg: 'The password is not correct' });
    expect((await limits(t.token)).data.break_until).toBeNull();
    const taken = await takeBreak(t.token, 7);
    const until = taken.data.break_until as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(taken).toMatchObject({ code: 1, msg: `Your break lasts until ${messageTime(until)}. Pending orders cancelled: 1` });
    expect((await order(app, pending.data.Id)).status).toBe(2); // cancelled

    const onBreak = `You are taking a break from trading until ${messageTime(until)}: you can close positions and withdraw, but not open positions or deposit`;
    expect(await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).toEqual({ code: 0, msg: onBreak, data: null });
    expect(await deposit(t.token, t.id, '10')).toEqual({ code: 0, msg: onBreak, data: null });
    expect((await action(app, t.token, 'close', { id: open.data.Id })).code).toBe(1);

    expect(await takeBreak(t.token, 1)).toMatchObject({ code: 0, msg: `A break cannot be shortened: yours lasts until ${messageTime(until)}` });
    expect((await takeBreak(t.token, 30)).code).toBe(1);
    // support sees it, and the limits, on the client's page
    const seen = await call(app, 'GET', `/admin/api/users/${t.id}`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(seen.body.data.limits).toMatchObject({ break_until: (await limits(t.token)).data.break_until, loss: { amount: null } });
    await expectLedgerConsistent(app, t.id);
  });
});

describe("support's list", () => {
  const listed = async (own: string) =>
    (await call(app, 'GET', `/admin/api/users?limit=200&own=${own}`, { headers: { authorization: `Bearer ${ADMIN}` } })).body as {
      code: number; msg: string; data: { data: { id: number; break_until: string | null }[]; total: number };
    };

  it('lists the clients with a limit in force exactly as the limits rule reads their rows, and those on a break', async () => {
    const now = Date.now();
    const ago = new Date(now - 60_000).toISOString();
    const later = new Date(now + 3_600_000).toISOString();
    const row = (over: Partial<TradingLimitsTable>): Omit<TradingLimitsTable, 'user_id'> => ({
      kind: 'loss', amount: '100.00', period: 'day', next_amount: null, next_period: null, next_at: null, updated_at: ago, ...over,
    });
    // every shape a row can have: set; a loosening or a removal waiting; either of them applied since
    const shapes = [
      row({}),
      row({ next_amount: '500.00', next_period: 'week', next_at: later }),
      row({ next_at: later }),
      row({ next_amount: '500.00', next_period: 'week', next_at: ago }),
      row({ next_at: ago }),
      row({ kind: 'deposit' }),
    ];
    const users = [];
    for (const shape of shapes) {
      const t = await trader(app, '0');
      await app.db.insertInto('trading_limits').values({ user_id: t.id, ...shape }).execute();
      users.push({ id: t.id, shape });
    }
    const none = await trader(app, '0');
    const inForce = (await listed('loss')).data.data.map((u) => u.id);
    for (const { id, shape } of users) expect(inForce.includes(id), JSON.stringify(shape)).toBe(shape.kind === 'loss' && stateOf({ user_id: id, ...shape }, Date.now()).current !== null);
    expect(inForce).not.toContain(none.id);
    expect(users.filter(({ id }) => inForce.includes(id))).toHaveLength(4); // all but the removal applied and the deposit limit
    expect((await listed('deposit')).data.data.map((u) => u.id)).toContain(users[5].id);

    // a break under way is listed with its end; one that ended is not
    const resting = await trader(app, '0');
    const until = (await takeBreak(resting.token, 7)).data.break_until as string;
    const rested = await trader(app, '0');
    await app.db.insertInto('trading_breaks').values({ user_id: rested.id, started_at: new Date(now - 2 * 86_400_000).toISOString(), ends_at: ago }).execute();
    const onBreak = await listed('break');
    expect(onBreak.data.data.find((u) => u.id === resting.id)).toMatchObject({ break_until: until });
    expect(onBreak.data.data.map((u) => u.id)).not.toContain(rested.id);
    expect(onBreak.data.total).toBe(onBreak.data.data.length);
    expect((await call(app, 'GET', '/admin/api/users?limit=200', { headers: { authorization: `Bearer ${ADMIN}` } })).body.data.data.find((u: { id: number }) => u.id === rested.id)).toMatchObject({ break_until: null });
    expect(await listed('profit')).toMatchObject({ code: 0, msg: expect.stringContaining('own') });
  });
});

describe('copy trading', () => {
  it('copies nothing into an account on a break, and says why on the follow', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const leader = await trader(app);
    const follower = await trader(app);
    const { uid } = await app.db.selectFrom('users').select('uid').where('id', '=', leader.id).executeTakeFirstOrThrow();
    expect((await call(app, 'POST', '/v1/api/copy/follow', { token: follower.token, body: { uid, multiplier: '1' } })).body.code).toBe(1);
    const until = (await takeBreak(follower.token, 1)).data.break_until as string;
    expect((await submit(app, leader.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).code).toBe(1);
    await app.copier!.idle();
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', follower.id).execute()).toEqual([]);
    const follows = (await call(app, 'GET', '/v1/api/copy/list', { token: follower.token })).body.data;
    expect(follows).toMatchObject([{ copied: 0, skipped: 1, last_skip: expect.stringContaining(messageTime(until)) }]);
  });
});

describe('input', () => {
  it('refuses what is malformed with a clear message, and demo accounts', async () => {
    const t = await trader(app, '0');
    expect(await setLimit(t.token, { kind: 'loss', amount: 'lots' })).toMatchObject({ code: 0, msg: 'amount must be a positive amount with at most 2 decimals' });
    expect(await setLimit(t.token, { kind: 'loss', amount: '-5' })).toMatchObject({ code: 0 });
    expect((await setLimit(t.token, { kind: 'profit', amount: '5' })).code).toBe(0);
    expect((await setLimit(t.token, { kind: 'loss', amount: '5', period: 'year' })).code).toBe(0);
    expect((await call(app, 'POST', '/api/user/limits/break', { token: t.token, body: { days: 3, password: PASSWORD } })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/user/limits/break', { token: t.token, body: { days: '7' } })).body.code).toBe(0);
    expect((await limits(t.token)).data).toMatchObject({ loss: { amount: null }, break_until: null });
    const demo = await demoUser(app);
    expect(await limits(demo.token)).toEqual({ code: 0, msg: 'Please register or log in to a real account', data: null });
    expect((await call(app, 'GET', '/api/user/limits')).body.code).toBe(999);
  });
});
