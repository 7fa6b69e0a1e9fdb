import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer } from '../testing.js';
import { COMMANDS, UsageError, createAdminApi, runCli } from './cli.js';

let app: Awaited<ReturnType<typeof makeServer>>;
const admin = { authorization: `Bearer ${ADMIN}` };
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

describe('admin API', () => {
  it('requires an operator session or the admin token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: ADMIN + 'x' }] as Record<string, string>[]) {
      const r = await call(app, 'POST', '/admin/api/users', { headers, body: { account: 'a@b.co', password: 'secret1' } });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 999, msg: 'Sign in to the operator console', data: null });
    }
  });

  it('answers empty edits, unknown fields and absurd page numbers with a 4xx envelope, never a 500', async () => {
    const put = (url: string, body: unknown) => call(app, 'PUT', url, { headers: admin, body });
    for (const url of ['/admin/api/companies/1', '/admin/api/deposit-banks/1']) {
      const empty = await put(url, {});
      expect(empty.status, url).toBe(200);
      expect(empty.body).toEqual({ code: 0, msg: 'Nothing to change: send at least one field to edit', data: null });
    }
    for (const url of ['/admin/api/deposit-addresses/1', '/admin/api/deposit-banks/1', '/admin/api/withdraw-currencies/1']) {
      const unknown = await put(url, { no_such_column: 1 });
      expect(unknown.status, url).toBeLessThan(500);
    }
    for (const url of ['/admin/api/news?page=1e308', '/admin/api/support/conversations?page=9223372036854775808', '/admin/api/users?page=Infinity']) {
      const r = await call(app, 'GET', url, { headers: admin });
      expect(r.status, url).toBe(200);
      expect(r.body.code, url).toBe(0);
    }
  });

  it('stores only https: or same-site links for the links the app follows', async () => {
    const set = (key: string, value: string) => call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key, value } });
    for (const key of ['service_link', 'withdrawal_url']) {
      for (const bad of ['javascript:alert(document.cookie)', 'data:text/html,x', 'http://example.com', '//evil.example']) {
        expect((await set(key, bad)).body, `${key}=${bad}`).toEqual({ code: 0, msg: `${key} must be an https: URL or a path on this site (/…)`, data: null });
      }
      expect((await set(key, 'https://help.example.com/chat')).body.code).toBe(1);
      expect((await set(key, '/support/chat')).body.code).toBe(1);
    }
    const mode = await call(app, 'PUT', '/admin/api/company-mode', { headers: admin, body: { status: 0, url: 'javascript:alert(1)' } });
    expect(mode.body.code).toBe(0);
    expect((await call(app, 'GET', '/api/company/getCompanyStatus')).body.data.status).toBe(1);
  });

  it('creates real users and refuses duplicates and bad input', async () => {
    const r = await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: 'New@Example.com', password: 'secret1' } });
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({ email: 'new@example.com', is_demo: 0 });
    const dup = await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: 'new@example.com', password: 'secret1' } });
    expect(dup.body).toEqual({ code: 0, msg: 'This e-mail is already registered', data: null });
    const bad = await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: 'not an account', password: 'secret1' } });
    expect(bad.body.msg).toBe('account must be an e-mail or a mobile number');
    const short = await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: 'x@y.co', password: '1' } });
    expect(short.body.msg).toBe('password must NOT have fewer than 6 characters');
  });

  it('adjusts a balance idempotently by ref', async () => {
    const u = await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: 'rich@example.com', password: 'secret1' } });
    const url = `/admin/api/users/${u.body.data.id}/adjust`;
    const a = await call(app, 'POST', url, { headers: admin, body: { value: '250.5', memo: 'Welcome bonus', ref: 'bonus-1' } });
    const b = await call(app, 'POST', url, { headers: admin, body: { value: '250.5', memo: 'Welcome bonus', ref: 'bonus-1' } });
    expect(a.body.data).toEqual({ balance: '250.500000', lock_balance: '0.000000' });
    expect(b.body.data).toEqual(a.body.data);
    const neg = await call(app, 'POST', url, { headers: admin, body: { value: '-1000' } });
    expect(neg.body).toEqual({ code: 0, msg: 'Insufficient balance', data: null });
    expect((await call(app, 'POST', '/admin/api/users/99999/adjust', { headers: admin, body: { value: '1' } })).body.msg).toBe('User not found');
    // /adjust and /balance are one rule: a zero amount is refused, the memo defaults by sign.
    expect((await call(app, 'POST', url, { headers: admin, body: { value: '0' } })).body.msg).toBe('amount must be a non-zero number');
    await call(app, 'POST', url, { headers: admin, body: { value: '-0.5' } });
    const last = await app.db.selectFrom('ledger').select(['memo', 'value']).where('user_id', '=', u.body.data.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ memo: 'Balance debit', value: '-0.500000' });
  });

  it('refuses every token when the server was started without ADMIN_TOKEN (operators sign in instead)', async () => {
    const plain = await makeServer({ adminToken: undefined });
    try {
      const r = await call(plain, 'POST', '/admin/api/users', { headers: admin, body: { account: 'a@b.co', password: 'secret1' } });
      expect(r.status).toBe(401);
      expect(await plain.db.selectFrom('users').select('id').where('email', '=', 'a@b.co').executeTakeFirst()).toBeUndefined();
    } finally {
      await plain.cleanup();
    }
  });
});

describe('admin CLI', () => {
  it('runs commands against the HTTP API', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = createAdminApi(address, ADMIN);
    const user = (await runCli(['create-user', 'cli@example.com', 'secret-cli'], {}, api)) as { id: number; email: string };
    expect(user.email).toBe('cli@example.com');
    expect(await runCli(['adjust-balance', String(user.id), '10'], {}, api)).toEqual({ balance: '10.000000', lock_balance: '0.000000' });
    await expect(runCli(['create-user', 'cli@example.com', 'secret-cli'], {}, api)).rejects.toThrow('This e-mail is already registered');
    await expect(runCli(['create-user', 'only-one-arg'], {}, api)).rejects.toThrow(UsageError);
    await expect(runCli(['nope'], {}, api)).rejects.toThrow(/commands:/);
    await expect(runCli(['create-user', 'a@b.co', 'pw'], {})).rejects.toThrow('ADMIN_TOKEN is not set');
    await expect(createAdminApi(address, 'bad')('GET', '/admin/api/users')).rejects.toThrow('Sign in to the operator console');
    expect(Object.keys(COMMANDS)).toContain('set-setting');
    const listed = (await runCli(['list-users', 'cli@example.com'], {}, api)) as { data: { id: number }[]; total: number };
    expect(listed).toMatchObject({ total: 1, data: [{ id: user.id }] });
    expect(((await runCli(['list-users'], {}, api)) as { total: number }).total).toBeGreaterThan(1);
  });
});
