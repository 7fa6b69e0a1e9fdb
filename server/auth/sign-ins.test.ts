// Sign-in activity (auth/sign-ins.ts, docs/accounts.md "Sign-in activity"), on SQLite and (unit-pg) PostgreSQL: each
// sign-in and each failed attempt at the password or the two-step code on an account, and the right password on a
// locked one, shown to its owner alone, newest first, and to support on the client's page; nothing kept for accounts
// that do not exist; pruned after 90 days; and a browser that signed in before is known even after its session is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from './totp.js';
import { pruneSignIns, SIGN_INS_KEPT_DAYS, SIGN_INS_LISTED } from './sign-ins.js';
import { call, makeServer, realUser } from '../testing.js';
import { signedInOperator } from '../operators/testing.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY = 86_400_000;

const login = (account: string, password: string, userAgent = PHONE, totp_code?: string) =>
  call(app, 'POST', '/api/user/loginForU', { form: { account, password, login_type: 'email', ...(totp_code ? { totp_code } : {}) }, headers: { 'user-agent': userAgent } });
const activity = async (token: string) =>
  (await call(app, 'GET', '/api/user/sign_ins', { token })).body.data as Array<{ id: number; at: string; device: string; ip: string; method: string; outcome: string }>;

describe('sign-in activity', () => {
  it('keeps every sign-in and every wrong password or code, shown to the owner newest first', async () => {
    const u = await realUser(app);
    expect((await login(u.email, 'not-the-password', DESKTOP)).body.code).toBe(0);
    const setup = await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token });
    const secret = setup.body.data.secret as string;
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } })).body.code).toBe(1);
    expect((await login(u.email, u.password, PHONE)).body.code).toBe(3); // the code asked for: not an attempt yet
    expect((await login(u.email, u.password, PHONE, '000000')).body.code).toBe(3);
    const signedIn = await login(u.email, u.password, PHONE, totpCode(secret, Date.now() + 30_000));
    expect(signedIn.body.code, signedIn.body.msg).toBe(1);

    const rows = await activity(signedIn.body.data.token);
    expect(rows.map(({ method, outcome, device }) => ({ method, outcome, device }))).toEqual([
      { method: 'password', outcome: 'ok', device: 'Chrome 131 on Android 14' },
      { method: 'password', outcome: 'wrong_code', device: 'Chrome 131 on Android 14' },
      { method: 'password', outcome: 'wrong_password', device: 'Firefox 133 on Windows 10' },
      { method: 'password', outcome: 'ok', device: 'lightMyRequest' }, // realUser's own sign-in, by the test's client
    ]);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(Object.keys(rows[0]).sort()).toEqual(['at', 'device', 'id', 'ip', 'method', 'outcome']);

    // Support sees the same on the client's page, to answer "someone is trying to get into my account".
    const support = await signedInOperator(app, 'support');
    const page = await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers });
    expect(page.body.data.sign_ins).toEqual(rows);
  });

  it("keeps nothing for an account that does not exist, and shows nobody another's", async () => {
    const before = Number((await app.db.selectFrom('sign_ins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect((await login('nobody-here@example.com', 'whatever-it-is')).body.code).toBe(0);
    const after = Number((await app.db.selectFrom('sign_ins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
    const a = await realUser(app);
    const b = await realUser(app);
    await login(a.email, 'wrong-for-a-xx');
    expect((await activity(b.token)).map((r) => r.outcome)).toEqual(['ok']);
    expect((await call(app, 'GET', '/api/user/sign_ins')).body.code).toBe(999);
  });

  it('keeps the right password on a locked account, for support looking into the lock; no browser becomes known by it', async () => {
    const u = await realUser(app);
    const support = await signedInOperator(app, 'support');
    const lock = await call(app, 'POST', `/admin/api/users/${u.user.id}/lock`, { headers: support.headers, body: { reason: 'Card chargeback' } });
    expect(lock.body.code).toBe(1);
    expect((await login(u.email, 'not-the-password', DESKTOP)).body.code).toBe(0);
    expect((await login(u.email, u.password, DESKTOP)).body).toMatchObject({ code: 0, msg: expect.stringMatching(/locked/i) });
    const page = async () => (await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers })).body.data.sign_ins as Array<{ device: string; outcome: string }>;
    expect((await page()).map(({ outcome, device }) => ({ outcome, device }))).toEqual([
      { outcome: 'locked', device: 'Firefox 133 on Windows 10' },
      { outcome: 'wrong_password', device: 'Firefox 133 on Windows 10' },
      { outcome: 'ok', device: 'lightMyRequest' },
    ]);

    // Unlocked, the owner sees the attempt too; and a refused sign-in did not make its browser a known one.
    expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/unlock`, { headers: support.headers, body: {} })).body.code).toBe(1);
    const notices = () => app.db.selectFrom('outbox').select('subject').where('target', '=', u.email).execute();
    const told = (await notices()).length;
    const signedIn = await login(u.email, u.password, DESKTOP);
    expect(signedIn.body.code).toBe(1);
    expect(await notices()).toHaveLength(told + 1);
    expect((await activity(signedIn.body.data.token)).map((r) => r.outcome)).toEqual(['ok', 'locked', 'wrong_password', 'ok']);
  });

  it(`shows the latest ${SIGN_INS_LISTED}, and forgets what is older than ${SIGN_INS_KEPT_DAYS} days`, async () => {
    const u = await realUser(app);
    const now = Date.now();
    const old = (days: number) => ({ user_id: u.user.id, at: new Date(now - days * DAY).toISOString(), ip: '192.0.2.1', user_agent: DESKTOP, method: 'password' as const, outcome: 'wrong_password' as const });
    await app.db.insertInto('sign_ins').values([old(SIGN_INS_KEPT_DAYS + 1), ...Array.from({ length: SIGN_INS_LISTED + 5 }, () => old(1))]).execute();
    expect(await activity(u.token)).toHaveLength(SIGN_INS_LISTED);
    expect((await activity(u.token)).filter((r) => r.outcome === 'ok')).toEqual([]); // the newest 50 are the attempts
    await pruneSignIns(app.db, now);
    const kept = await app.db.selectFrom('sign_ins').select('at').where('user_id', '=', u.user.id).execute();
    expect(kept).toHaveLength(SIGN_INS_LISTED + 5 + 1);
    expect(kept.every((r) => Date.parse(r.at) > now - SIGN_INS_KEPT_DAYS * DAY)).toBe(true);
  });

  it('knows a browser that signed in before after its session is gone: no new-browser notice', async () => {
    const u = await realUser(app);
    expect((await login(u.email, u.password, DESKTOP)).body.code).toBe(1);
    const notices = () => app.db.selectFrom('outbox').select('subject').where('target', '=', u.email).execute();
    const told = (await notices()).length;
    await app.db.deleteFrom('sessions').where('user_id', '=', u.user.id).execute(); // idle, pruned
    expect((await login(u.email, u.password, DESKTOP)).body.code).toBe(1);
    expect(await notices()).toHaveLength(told);
    expect((await login(u.email, u.password, PHONE)).body.code).toBe(1);
    expect(await notices()).toHaveLength(told + 1);
  });
});
