import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, realUser } from '../testing.js';
import { totpCode } from '../auth/totp.js';
import { signedInOperator } from '../operators/testing.js';
import { RECOVERY_CODES } from './two-factor.js';

// Two-step sign-in (docs/accounts.md "Two-step sign-in"): set up with an authenticator app, sign in with its codes or
// a recovery code (each accepted once), turned off by the owner with password and code or by an operator with a
// reason; every change told to the owner.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const STEP = 30_000;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const login = (email: string, password: string, totp_code?: string) =>
  call(app, 'POST', '/api/user/loginForU', { form: { account: email, password, login_type: 'email', ...(totp_code ? { totp_code } : {}) } });
const lastMail = async (to: string) => (await app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow());

/** A real user with two-step sign-in on; its secret and recovery codes. */
async function withTwoFactor() {
  const u = await realUser(app);
  const setup = await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token });
  expect(setup.body.code, setup.body.msg).toBe(1);
  const { secret, otpauth_url } = setup.body.data as { secret: string; otpauth_url: string };
  const enabled = await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } });
  expect(enabled.body.code, enabled.body.msg).toBe(1);
  return { ...u, secret, otpauth_url, recovery: enabled.body.data.recovery_codes as string[] };
}

describe('two-step sign-in', () => {
  it('is set up with a code from the app, answers the recovery codes once, and tells the owner', async () => {
    const u = await realUser(app);
    expect((await call(app, 'GET', '/api/user/two_factor', { token: u.token })).body.data).toEqual({ enabled: false, recovery_left: 0 });
    // Turning it on before any set-up, or with a wrong code, changes nothing.
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: '123456' } })).body.msg).toBe('Start setting up two-step sign-in again');
    const setup = await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token });
    const { secret, otpauth_url } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(`otpauth://totp/Pipkit:${encodeURIComponent(u.email)}?issuer=Pipkit&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: wrong } })).body.msg).toBe('The code is wrong or has already been used');
    expect((await login(u.email, u.password)).body.code).toBe(1);

    const on = await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } });
    expect(on.body).toMatchObject({ code: 1, msg: 'Two-step sign-in is on' });
    const codes = on.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    // Only their hashes are kept; the secret in use is no longer pending.
    const row = await app.db.selectFrom('users').select(['recovery_codes', 'totp_pending', 'totp_secret']).where('id', '=', u.user.id).executeTakeFirstOrThrow();
    for (const c of codes) expect(row.recovery_codes).not.toContain(c);
    // The key is kept sealed (auth/secret-box.ts): the database alone does not make codes.
    expect(row.totp_pending).toBeNull();
    expect(row.totp_secret).toMatch(/^enc1:/);
    expect(row.totp_secret).not.toContain(secret);
    expect(app.secrets.open(row.totp_secret!)).toBe(secret);
    const status = (await call(app, 'GET', '/api/user/two_factor', { token: u.token })).body.data;
    expect(status).toMatchObject({ enabled: true, recovery_left: RECOVERY_CODES });
    expect(status.enabled_at).toMatch(/^\d{4}-/);
    expect((await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token })).body.msg).toBe('Two-step sign-in is already on');
    expect((await lastMail(u.email)).subject).toBe('Pipkit: two-step sign-in turned on');
  });

  it('asks for the code after the right password only, and accepts each code once', async () => {
    const u = await withTwoFactor();
    expect((await login(u.email, 'not-the-password')).body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    expect((await login(u.email, u.password)).body).toMatchObject({ code: 3, msg: 'Enter the code from your authenticator app' });
    expect((await login(u.email, u.password, '000000')).body).toMatchObject({ code: 3, msg: 'The code is wrong or has already been used' });
    // The code that turned it on is spent; the next step's is good once.
    const next = totpCode(u.secret, Date.now() + STEP);
    const ok = await login(u.email, u.password, next);
    expect(ok.body.code, ok.body.msg).toBe(1);
    expect(ok.body.data.token).toBeTruthy();
    expect((await login(u.email, u.password, next)).body.msg).toBe('The code is wrong or has already been used');
    // A recovery code, typed in capitals with a space, works once.
    const typed = u.recovery[0].toUpperCase().replace('-', ' ');
    expect((await login(u.email, u.password, typed)).body.code).toBe(1);
    expect((await login(u.email, u.password, u.recovery[0])).body.code).toBe(3);
    expect((await call(app, 'GET', '/api/user/two_factor', { token: u.token })).body.data.recovery_left).toBe(RECOVERY_CODES - 1);
  });

  it('lets two requests with one recovery code in at most once', async () => {
    const u = await withTwoFactor();
    const both = await Promise.all([login(u.email, u.password, u.recovery[1]), login(u.email, u.password, u.recovery[1])]);
    expect(both.map((r) => r.body.code).sort()).toEqual([1, 3]);
  });

  it('meets the captcha after repeated wrong codes, as wrong passwords do', async () => {
    const u = await withTwoFactor();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(u.email, u.password, '111111')).body.code);
    expect(codes).toContain(2);
  });

  it('is turned off by the owner with the password and a code', async () => {
    const u = await withTwoFactor();
    const off = (password: string, code: string) => call(app, 'POST', '/api/user/two_factor/disable', { token: u.token, form: { password, code } });
    expect((await off('wrong-password', u.recovery[2])).body.msg).toBe('The password is not correct');
    expect((await off(u.password, 'abcde-fghij')).body.msg).toBe('The code is wrong or has already been used');
    expect((await off(u.password, u.recovery[2])).body).toMatchObject({ code: 1, msg: 'Two-step sign-in is off' });
    expect((await call(app, 'GET', '/api/user/two_factor', { token: u.token })).body.data).toEqual({ enabled: false, recovery_left: 0 });
    expect((await login(u.email, u.password)).body.code).toBe(1);
    expect((await lastMail(u.email)).subject).toBe('Pipkit: two-step sign-in turned off');
    expect((await off(u.password, u.recovery[3])).body.msg).toBe('Two-step sign-in is not on');
  });

  it('is not offered to demo accounts', async () => {
    const d = await demoUser(app);
    expect((await call(app, 'POST', '/api/user/two_factor/setup', { token: d.token })).body.code).not.toBe(1);
  });

  it('is turned off by an operator with a reason (support, compliance, admin), audited and told to the owner', async () => {
    const u = await withTwoFactor();
    const finance = await signedInOperator(app, 'finance');
    const url = `/admin/api/users/${u.user.id}/two-factor/disable`;
    expect((await call(app, 'POST', url, { headers: finance.headers, body: { reason: 'lost phone' } })).body.code).not.toBe(1);
    const support = await signedInOperator(app, 'support');
    expect((await call(app, 'POST', url, { headers: support.headers, body: {} })).body.msg).toBe('reason is required to turn two-step sign-in off');
    const detail = await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers });
    expect(detail.body.data.user.two_factor_at).toMatch(/^\d{4}-/);
    const done = await call(app, 'POST', url, { headers: support.headers, body: { reason: 'Lost phone; identity checked by video call' } });
    expect(done.body).toMatchObject({ code: 1, data: { id: u.user.id, disabled: true } });
    expect((await login(u.email, u.password)).body.code).toBe(1);
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.two-factor-disable').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ outcome: 'ok', role: 'support', target_id: String(u.user.id) });
    expect(JSON.parse(audit.before!).totp_enabled_at).toMatch(/^\d{4}-/);
    expect(JSON.parse(audit.after!).totp_enabled_at).toBeNull();
    expect((await lastMail(u.email)).subject).toBe('Pipkit: two-step sign-in turned off');
    expect((await lastMail(u.email)).body).toMatch(/^Our support team turned two-step sign-in off for your Pipkit account/);
    // Nothing to turn off any more: answered, not an error.
    expect((await call(app, 'POST', url, { headers: support.headers, body: { reason: 'again' } })).body.data.disabled).toBe(false);
  });
});
