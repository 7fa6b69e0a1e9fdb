import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const USER_KEYS = ['email', 'id', 'invite_code', 'is_demo', 'mobile', 'uid'];

describe('POST /api/user/loginForU', () => {
  it('logs in with a form body and with JSON', async () => {
    const { email, password } = await realUser(app);
    const form = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password, login_type: 'email' } });
    expect(form.body.code).toBe(1);
    expect(form.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(Object.keys(form.body.data.user).sort()).toEqual(USER_KEYS);
    expect(form.body.data.user).toMatchObject({ email, is_demo: 0, mobile: '' });
    expect(form.body.data.user.uid).toMatch(/^\d{8}$/);
    const json = await call(app, 'POST', '/api/user/loginForU', { body: { account: email.toUpperCase(), password } });
    expect(json.body.code).toBe(1);
    expect(json.body.data.token).not.toBe(form.body.data.token);
  });

  it('logs in by mobile', async () => {
    await call(app, 'POST', '/admin/api/users', { headers: { authorization: `Bearer ${ADMIN}` }, body: { account: '+85291234567', password: 'mobile-pass' } });
    const r = await call(app, 'POST', '/api/user/loginForU', { form: { account: '+85291234567', password: 'mobile-pass', login_type: 'mobile' } });
    expect(r.body.code).toBe(1);
    expect(r.body.data.user.mobile).toBe('+85291234567');
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const { email } = await realUser(app);
    const wrong = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password: 'nope-nope', login_type: 'email' } });
    const unknown = await call(app, 'POST', '/api/user/loginForU', { form: { account: 'ghost@example.com', password: 'nope-nope', login_type: 'email' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ code: 0, msg: 'Incorrect account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers readable validation messages with HTTP 200', async () => {
    const r = await call(app, 'POST', '/api/user/loginForU', { form: { password: 'x' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 0, msg: 'account is required', data: null });
    const t = await call(app, 'POST', '/api/user/loginForU', { form: { account: 'a@b.c', password: 'x', login_type: 'fax' } });
    expect(t.body.msg).toBe('login_type must be one of: email, mobile');
  });

  it('refuses demo accounts (they have no password)', async () => {
    const r = await call(app, 'POST', '/api/user/loginForU', { form: { account: 'x', password: 'y', login_type: 'mobile' } });
    expect(r.body.msg).toBe('Incorrect account or password');
  });
});

describe('sessions', () => {
  it('GET /api/user/info returns the user for a raw token and for Bearer', async () => {
    const { token, user } = await realUser(app);
    for (const auth of [token, `Bearer ${token}`]) {
      const r = await call(app, 'GET', `/api/user/info?t=${Date.now()}`, { token: auth });
      expect(r.body.code).toBe(1);
      expect(r.body.data).toEqual(user);
    }
  });

  it('answers 999 for a missing, unknown or revoked token', async () => {
    const missing = await call(app, 'GET', '/api/user/info');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 999, msg: 'Please log in', data: null });
    const unknown = await call(app, 'GET', '/api/user/info', { token: 'x'.repeat(43) });
    expect(unknown.body.code).toBe(999);
    const junk = await call(app, 'GET', '/api/user/info', { token: 'Bearer ' });
    expect(junk.body.code).toBe(999);

    const { token } = await realUser(app);
    const out = await call(app, 'POST', '/api/user/logout', { token });
    expect(out.body).toEqual({ code: 1, msg: 'logout success', data: null });
    const revoked = await call(app, 'GET', '/api/user/info', { token });
    expect(revoked.body.code).toBe(999);
    expect((await call(app, 'POST', '/api/user/logout', { token })).body.code).toBe(999);
  });

  it('logout revokes only that session', async () => {
    const { email, password, token } = await realUser(app);
    const second = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password } });
    await call(app, 'POST', '/api/user/logout', { token });
    expect((await call(app, 'GET', '/api/user/info', { token: second.body.data.token })).body.code).toBe(1);
  });
});

describe('GET /api/user/createAccountDemoForU', () => {
  it('creates a demo user with the starting balance and resumes it for the same demo_id', async () => {
    const first = await demoUser(app, 'device-ABC_123');
    expect(first.user).toMatchObject({ is_demo: 1, email: '', mobile: '' });
    const bal = await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: first.token });
    expect(bal.body.data).toEqual({ balance: '10000.000000', lock_balance: '0.000000' });

    const again = await demoUser(app, 'device-ABC_123');
    expect(again.user).toEqual(first.user);
    expect(again.token).not.toBe(first.token);
    const bal2 = await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: again.token });
    expect(bal2.body.data.balance).toBe('10000.000000');
    const rows = await app.db.selectFrom('ledger').selectAll().where('user_id', '=', first.user.id).execute();
    expect(rows.map((r) => [r.type, r.value])).toEqual([[11, '10000.000000']]);

    const other = await demoUser(app, 'device-XYZ_999');
    expect(other.user.id).not.toBe(first.user.id);
  });

  it('does not resume a demo account the desk locked, and does once it is unlocked', async () => {
    const demo = await demoUser(app, 'device-locked-01');
    const admin = { authorization: `Bearer ${ADMIN}` };
    expect((await call(app, 'POST', `/admin/api/users/${demo.user.id}/lock`, { headers: admin, body: { reason: 'abuse' } })).body.code).toBe(1);
    expect((await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: demo.token })).body.code).toBe(999);
    const refused = await call(app, 'GET', '/api/user/createAccountDemoForU?demo_id=device-locked-01');
    expect(refused.body).toEqual({ code: 0, msg: 'This account is locked. Please contact customer service.', data: null });
    expect((await call(app, 'POST', `/admin/api/users/${demo.user.id}/unlock`, { headers: admin, body: {} })).body.code).toBe(1);
    const resumed = await demoUser(app, 'device-locked-01');
    expect(resumed.user.id).toBe(demo.user.id);
    expect((await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: resumed.token })).body.code).toBe(1);
  });

  it('survives concurrent first calls for one demo_id', async () => {
    const rs = await Promise.all([1, 2, 3].map(() => call(app, 'GET', '/api/user/createAccountDemoForU?demo_id=same-time-01')));
    expect(rs.every((r) => r.body.code === 1)).toBe(true);
    expect(new Set(rs.map((r) => r.body.data.user.id)).size).toBe(1);
  });

  it('validates demo_id', async () => {
    for (const [q, msg] of [
      ['', 'demo_id is required'],
      ['?demo_id=short', 'demo_id must NOT have fewer than 8 characters'],
      [`?demo_id=${'a'.repeat(65)}`, 'demo_id must NOT have more than 64 characters'],
      ['?demo_id=has%20space%21%21', 'demo_id must match pattern "^[A-Za-z0-9_-]+$"'],
    ]) {
      const r = await call(app, 'GET', `/api/user/createAccountDemoForU${q}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ code: 0, msg, data: null });
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with an envelope after too many logins from one IP', async () => {
    const limited = await makeServer({ loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await call(limited, 'POST', '/api/user/loginForU', { form: { account: 'a@b.co', password: 'x' } });
        codes.push(r.status);
        if (r.status === 429) expect(r.body).toMatchObject({ code: 0, data: null, msg: expect.stringMatching(/Too many/) });
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.cleanup();
    }
  });
});
