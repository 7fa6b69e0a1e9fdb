import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, postgresUrl, realUser } from '../testing.js';
import { buildServer } from '../app.js';
import { createOperatorCommand } from './cli.js';
import { IDLE_MS, SESSION_MAX_MS, findOperatorSession, signIn } from './accounts.js';
import { acceptTotp, totpCode } from '../auth/totp.js';
import { ROLES, can } from './roles.js';
import { signedInOperator } from './testing.js';
import { audited } from './audit.js';
import { adjustBalance } from '../ledger/adjust.js';
import type { FastifyRequest } from 'fastify';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const auditCount = async () => Number((await app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const lastAudit = () => app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('TOTP', () => {
  it('accepts the code of now and one step either side, once, and nothing else', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const t = 1_800_000_000_000;
    const step = Math.floor(t / 30_000);
    expect(acceptTotp(secret, totpCode(secret, t), 0, t)).toBe(step);
    expect(acceptTotp(secret, totpCode(secret, t - 30_000), 0, t)).toBe(step - 1);
    expect(acceptTotp(secret, totpCode(secret, t + 30_000), 0, t)).toBe(step + 1);
    expect(acceptTotp(secret, totpCode(secret, t - 90_000), 0, t)).toBeNull();
    expect(acceptTotp(secret, totpCode(secret, t), step, t)).toBeNull(); // replay
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) expect(acceptTotp(secret, bad, 0, t)).toBeNull();
  });
});

describe('create-operator (CLI) and signing in', () => {
  it('bootstraps the first operator on a fresh data directory, who signs in with the TOTP code', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-op-'));
    const cluster = postgresUrl();
    // On PostgreSQL the CLI and the server share the suite's database; on SQLite, the data directory.
    const databaseUrl = cluster ? (app.config.databaseUrl as string) : undefined;
    try {
      // The CLI seals the key with the server's (auth/secret-box.ts): on PostgreSQL, the server's data directory's.
      const env = { DATA_DIR: cluster ? app.config.dataDir : dataDir, DATABASE_URL: databaseUrl, OPERATOR_PASSWORD: 'first-admin-pass' };
      const out = (await createOperatorCommand(['Boss@Desk.example', 'First admin'], env)) as { operator: { id: number; role: string }; totp_secret: string; totp_link: string };
      expect(out.operator.role).toBe('admin');
      expect(out.totp_link).toMatch(/^otpauth:\/\/totp\/Pipkit:boss%40desk\.example\?.*secret=/);
      await expect(createOperatorCommand(['boss@desk.example', 'Again'], env)).rejects.toThrow('an operator with this e-mail already exists');
      await expect(createOperatorCommand(['x@desk.example', 'Short'], { ...env, OPERATOR_PASSWORD: 'short' })).rejects.toThrow('password must be 12 to 128 characters');
      await expect(createOperatorCommand(['x@desk.example', 'Role'], env).then(() => createOperatorCommand(['y@desk.example', 'Role', 'king'], env))).rejects.toThrow('role must be one of');
      await expect(createOperatorCommand(['only-email'], env)).rejects.toThrow('usage: create-operator');

      const server = cluster ? app : await buildServer({ dataDir, feed: 'manual', logger: false });
      try {
        const signInWith = (body: object) => call(server, 'POST', '/admin/api/session', { body });
        const code = totpCode(out.totp_secret);
        const wrongPassword = await signInWith({ email: 'boss@desk.example', password: 'nope-nope-nope', code });
        const wrongCode = await signInWith({ email: 'boss@desk.example', password: 'first-admin-pass', code: code === '000000' ? '111111' : '000000' });
        const unknown = await signInWith({ email: 'nobody@desk.example', password: 'first-admin-pass', code });
        for (const r of [wrongPassword, wrongCode, unknown]) expect([r.status, r.body]).toEqual([401, { code: 0, msg: 'Wrong e-mail, password or code', data: null }]);
        const ok = await signInWith({ email: 'BOSS@desk.example', password: 'first-admin-pass', code });
        expect(ok.body.code).toBe(1);
        expect(ok.body.data.permissions).toContain('operators.manage');
        const stored = await server.db.selectFrom('operators').select('totp_secret').where('email', '=', 'boss@desk.example').executeTakeFirstOrThrow();
        expect(stored.totp_secret).toMatch(/^enc1:/);
        expect(server.secrets.open(stored.totp_secret)).toBe(out.totp_secret);
        // The same code a second time is refused: a code works once.
        expect((await signInWith({ email: 'boss@desk.example', password: 'first-admin-pass', code })).status).toBe(401);
        const me = await call(server, 'GET', '/admin/api/session', { token: `Bearer ${ok.body.data.token}` });
        expect(me.body.data.operator).toMatchObject({ email: 'boss@desk.example', role: 'admin' });
        const trail = await server.db.selectFrom('audit_log').select(['actor', 'action', 'outcome']).where('action', 'in', ['operator.create', 'operator.sign-in']).orderBy('id').execute();
        expect(trail.filter((r) => r.actor === 'cli' || r.actor === 'boss@desk.example').map((r) => `${r.action} ${r.outcome}`)).toEqual([
          'operator.create ok', 'operator.create ok', 'operator.sign-in refused', 'operator.sign-in refused', 'operator.sign-in ok', 'operator.sign-in refused',
        ]);
        // Sign out: the token stops working at once.
        await call(server, 'DELETE', '/admin/api/session', { token: `Bearer ${ok.body.data.token}` });
        expect((await call(server, 'GET', '/admin/api/session', { token: `Bearer ${ok.body.data.token}` })).body.code).toBe(999);
      } finally {
        if (server !== app) await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('ends a session after 30 idle minutes or 12 hours, and at once when the operator is disabled', async () => {
    const boss = await signedInOperator(app, 'admin');
    const op = await signedInOperator(app, 'support');
    const t0 = Date.now();
    const s = await signIn(app.db, app.secrets, { email: op.email, password: op.password, code: totpCode(op.secret, t0 + 30_000) }, '127.0.0.1', t0 + 30_000);
    expect(await findOperatorSession(app.db, s.token, t0 + 30_000 + IDLE_MS - 1000)).not.toBeNull();
    expect(await findOperatorSession(app.db, s.token, t0 + 30_000 + IDLE_MS + IDLE_MS + 1000)).toBeNull();
    expect(await findOperatorSession(app.db, s.token, t0 + SESSION_MAX_MS + 60_000)).toBeNull();
    const off = await call(app, 'PUT', `/admin/api/operators/${op.operator.id}`, { headers: boss.headers, body: { disabled: 1 } });
    expect(off.body.data.disabled).toBe(1);
    expect((await call(app, 'GET', '/admin/api/session', { headers: op.headers })).body.code).toBe(999);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: boss.email, action: 'operator.update', target_id: String(op.operator.id), outcome: 'ok' });
    expect(JSON.parse(audit.before!)).toMatchObject({ disabled: 0 });
    expect(JSON.parse(audit.after!)).toMatchObject({ disabled: 1 });
  });

  it('keeps at least one enabled admin', async () => {
    const admins = await app.db.selectFrom('operators').select('id').where('role', '=', 'admin').where('disabled', '=', 0).execute();
    const boss = await signedInOperator(app, 'admin');
    for (const a of admins) await call(app, 'PUT', `/admin/api/operators/${a.id}`, { headers: boss.headers, body: { disabled: 1 } });
    const self = await call(app, 'PUT', `/admin/api/operators/${boss.operator.id}`, { headers: boss.headers, body: { role: 'support' } });
    expect(self.body).toEqual({ code: 0, msg: 'at least one enabled admin must remain', data: null });
    expect((await lastAudit()).outcome).toBe('refused');
    expect((await app.db.selectFrom('operators').select('role').where('id', '=', boss.operator.id).executeTakeFirstOrThrow()).role).toBe('admin');
  });
});

describe('users', () => {
  it('shows a user whole, and a lock ends their sessions and refuses logins until unlocked', async () => {
    const support = await signedInOperator(app, 'support');
    const u = await realUser(app);
    const detail = await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers });
    expect(detail.body.data).toMatchObject({ user: { id: u.user.id, locked_at: null }, account: { balance: '0.000000' }, orders: [], identity: null });
    expect(detail.body.data.sessions).toHaveLength(1);
    expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/lock`, { headers: support.headers, body: {} })).body.msg).toBe('reason is required to lock a user');
    const locked = await call(app, 'POST', `/admin/api/users/${u.user.id}/lock`, { headers: support.headers, body: { reason: 'Chargeback under investigation' } });
    expect(locked.body.data).toMatchObject({ id: u.user.id, sessions_ended: 1 });
    expect((await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: u.token })).body.code).toBe(999);
    const login = () => call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: u.password, login_type: 'email' } });
    expect((await login()).body.msg).toBe('This account is locked. Please contact customer service.');
    // A wrong password still answers as for anyone: the lock is not told to someone without the password.
    expect((await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: 'wrong-one', login_type: 'email' } })).body.msg).toBe('Incorrect account or password');
    expect(await lastAudit()).toMatchObject({ actor: support.email, action: 'user.lock', target_id: String(u.user.id), outcome: 'ok' });
    await call(app, 'POST', `/admin/api/users/${u.user.id}/unlock`, { headers: support.headers, body: {} });
    expect((await login()).body.code).toBe(1);
    // A demo account reset by support, as its owner would: the balance goes back to the start.
    const demo = await demoUser(app);
    await call(app, 'POST', `/admin/api/users/${demo.user.id}/adjust`, { headers: { authorization: 'Bearer test' }, body: { value: '-1234' } });
    const reset = await call(app, 'POST', `/admin/api/users/${demo.user.id}/demo-reset`, { headers: support.headers });
    const after = (await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token: demo.token })).body.data;
    expect(reset.body.data).toEqual(after);
    expect(Number(after.balance)).toBe(Number(app.config.demoStartingBalance));
    expect(await lastAudit()).toMatchObject({ action: 'user.demo-reset', outcome: 'ok' });
    expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/demo-reset`, { headers: support.headers })).body.msg).toBe('Only a demo account can be reset');
    const finance = await signedInOperator(app, 'finance');
    expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/lock`, { headers: finance.headers, body: { reason: 'x' } })).status).toBe(403);
  });
});

describe('roles', () => {
  // Every admin route × every role, generated from the route table: a role without the permission is refused with 403
  // and the attempt is in the audit log; a role with it gets past the guard, and any change it makes is audited.
  it('lets each role do exactly what roles.ts gives it, on every admin route', async () => {
    const routes = app.adminAccess.filter((r) => r.access !== 'public' && r.access !== 'signed-in');
    expect(routes.length).toBeGreaterThan(40);
    const url = (u: string) => u.replace(':code', 'EURUSD').replace(/:id/g, '999999');
    let checked = 0;
    let audited = 0;
    for (const role of ROLES) {
      const op = await signedInOperator(app, role);
      for (const r of routes) {
        const before = await auditCount();
        const unaudited = app.adminUnaudited.count;
        const res = await app.inject({ method: r.method as 'GET', url: url(r.url) + (r.url.endsWith('/latest') ? '?target=x@y.co' : ''), headers: op.headers, payload: r.method === 'GET' ? undefined : {} });
        const label = `${role} ${r.method} ${r.url}`;
        if (can(role, r.access as never)) {
          expect(res.statusCode, label).not.toBe(403);
          // A file (the user list as CSV, asked without a filter) is answered past the guard too; envelopes are JSON.
          if (String(res.headers['content-type']).startsWith('text/csv')) expect(res.statusCode, label).toBe(200);
          else expect(res.json().code, label).not.toBe(999);
          // Input refused by the schema never reaches the handler; anything past it is audited, done or refused.
          if (r.method !== 'GET') expect([app.adminUnaudited.count, (await auditCount()) - before <= 1], `${label} audited`).toEqual([unaudited, true]);
          if (r.method !== 'GET' && res.json().code === 1) audited++;
        } else {
          expect([res.statusCode, res.json().msg], label).toEqual([403, 'Your role does not allow this']);
          if (r.method !== 'GET') expect(await lastAudit(), label).toMatchObject({ actor: op.email, outcome: 'forbidden', target_id: r.access });
        }
        checked++;
      }
    }
    expect(checked).toBe(routes.length * ROLES.length);
    expect(audited).toBeGreaterThan(0);
    expect(app.adminUnaudited.count).toBe(0);
  });
});

describe('audit log', () => {
  it('records a deposit approval with its before and after in the same transaction, searchable, append-only', async () => {
    const finance = await signedInOperator(app, 'finance');
    const compliance = await signedInOperator(app, 'compliance');
    const { token, user } = await realUser(app);
    const name = `${randomBytes(16).toString('hex')}.png`;
    await app.db.insertInto('uploads').values({ name, user_id: user.id, mime: 'image/png', size: 100, created_at: new Date().toISOString() }).execute();
    const dep = (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number: '125.5', proofImg: `/uploads/${name}`, charge_id: '1' } })).body.data;
    const r = await call(app, 'POST', `/admin/api/deposits/${dep.id}/approve`, { headers: { ...finance.headers, 'user-agent': 'desk-browser' }, body: { remark: 'Seen on the statement' } });
    expect(r.body.data.credited).toBe(true);
    expect((await call(app, 'GET', '/api/user/info', { token })).body.data).toBeDefined();
    const acct = await app.db.selectFrom('accounts').select('balance').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(acct.balance).toBe('125.500000');

    const found = await call(app, 'GET', `/admin/api/audit?target_type=deposit&target_id=${dep.id}`, { headers: compliance.headers });
    expect(found.body.data.total).toBe(1);
    const row = found.body.data.data[0];
    expect(row).toMatchObject({ actor: finance.email, role: 'finance', action: 'deposit.approve', outcome: 'ok', user_agent: 'desk-browser' });
    expect(JSON.parse(row.before)).toMatchObject({ id: dep.id, status: 0 });
    expect(JSON.parse(row.after)).toMatchObject({ id: dep.id, status: 1, remark: 'Seen on the statement' });
    expect(JSON.parse(row.input)).toEqual({ remark: 'Seen on the statement' });
    // Finance may not read the audit log.
    expect((await call(app, 'GET', '/admin/api/audit', { headers: finance.headers })).status).toBe(403);

    // A refused action is written too, and nothing moved.
    await call(app, 'POST', `/admin/api/deposits/${dep.id}/reject`, { headers: finance.headers, body: {} });
    expect(await lastAudit()).toMatchObject({ action: 'deposit.reject', outcome: 'depositReviewed' });

    // Append-only, in the database itself.
    await expect(sql`UPDATE audit_log SET actor = 'someone-else'`.execute(app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(app.db)).rejects.toThrow(/append-only/);
    expect((await call(app, 'GET', `/admin/api/audit?actor=${encodeURIComponent(finance.email)}&action=deposit.approve`, { headers: compliance.headers })).body.data.total).toBe(1);
    expect((await call(app, 'GET', '/admin/api/audit?from=not-a-date', { headers: compliance.headers })).body.code).toBe(0);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    const { user } = await realUser(app);
    const request = { operator: { operatorId: null, actor: 'token', role: 'admin', sessionId: null }, ip: '10.0.0.1', headers: {}, body: {}, log: app.log } as unknown as FastifyRequest;
    let reads = 0;
    const failingAfter = async () => {
      if (++reads === 2) throw new Error('disk full');
      return null;
    };
    const before = await auditCount();
    await expect(
      audited(app, request, { action: 'balance.adjust', target: ['user', user.id], snapshot: failingAfter }, (db) => adjustBalance(db, { userId: user.id, value: '10' })),
    ).rejects.toThrow('disk full');
    expect((await app.db.selectFrom('accounts').select('balance').where('user_id', '=', user.id).executeTakeFirstOrThrow()).balance).toBe('0.000000');
    expect(await app.db.selectFrom('ledger').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // Only the refusal row (outcome 'error'), written on its own.
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'balance.adjust', outcome: 'error' });
  });
});
