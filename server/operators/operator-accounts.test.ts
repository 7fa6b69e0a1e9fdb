import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { totpCode } from '../auth/totp.js';
import { verifyPassword } from '../auth/password.js';
import { ROLES, can } from './roles.js';
import { signedInOperator } from './testing.js';

// Managing operator accounts (docs/operators.md "The console", Operators; "Signing in"): a lost sign-in reset by an
// admin, one's own password, the roles offered; the new keys never kept in the audit log.

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const lastAudit = () => app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('operator accounts', () => {
  it('keeps the new key out of the audit log, and resets a lost authenticator: new password and key, sessions ended', async () => {
    const boss = await signedInOperator(app, 'admin');
    const made = await call(app, 'POST', '/admin/api/operators', { headers: boss.headers, body: { email: 'lost.phone@desk.example', name: 'Lost Phone', role: 'support', password: 'first-pass-123' } });
    expect(made.body.code, made.body.msg).toBe(1);
    const { operator, totp_secret } = made.body.data as { operator: { id: number }; totp_secret: string };
    // The answer carries the key (and its otpauth:// link) once; the audit row keeps neither.
    const createdRow = await lastAudit();
    expect(createdRow.action).toBe('operator.create');
    expect(`${createdRow.after}${createdRow.input}`).not.toContain(totp_secret);
    expect(`${createdRow.after}${createdRow.input}`).not.toContain('first-pass-123');

    const before = await app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'lost.phone@desk.example', password: 'first-pass-123', code: totpCode(totp_secret) } });
    const oldToken = before.json().data.token as string;
    expect((await call(app, 'POST', `/admin/api/operators/${operator.id}/reset`, { headers: boss.headers, body: { password: 'short' } })).body.msg).toBe('password must be 12 to 128 characters');
    expect((await call(app, 'POST', '/admin/api/operators/999999/reset', { headers: boss.headers, body: { password: 'second-pass-123' } })).body.msg).toBe('no such operator');

    const reset = await call(app, 'POST', `/admin/api/operators/${operator.id}/reset`, { headers: boss.headers, body: { password: 'second-pass-123' } });
    expect(reset.body.code, reset.body.msg).toBe(1);
    const fresh = reset.body.data.totp_secret as string;
    expect(fresh).not.toBe(totp_secret);
    expect(reset.body.data.totp_link).toContain(fresh);
    const resetRow = await lastAudit();
    expect(resetRow).toMatchObject({ actor: boss.email, action: 'operator.reset', target_id: String(operator.id), outcome: 'ok' });
    expect(`${resetRow.after}${resetRow.input}`).not.toContain(fresh);
    expect(`${resetRow.after}${resetRow.input}`).not.toContain('second-pass-123');
    // The old session is over; the old password and key no longer sign in; the new ones do.
    expect((await call(app, 'GET', '/admin/api/session', { headers: { authorization: `Bearer ${oldToken}` } })).body.code).toBe(999);
    const signInWith = (password: string, secret: string) =>
      app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'lost.phone@desk.example', password, code: totpCode(secret, Date.now() + 30_000) } });
    expect((await signInWith('first-pass-123', totp_secret)).statusCode).toBe(401);
    expect((await signInWith('second-pass-123', totp_secret)).statusCode).toBe(401);
    expect((await signInWith('second-pass-123', fresh)).json().code).toBe(1);
  });

  it('lets an operator change their own password with the current one; their other sessions end, this one stays', async () => {
    const me = await signedInOperator(app, 'finance');
    const other = await app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: me.email, password: me.password, code: totpCode(me.secret, Date.now() + 30_000) } });
    const otherHeaders = { authorization: `Bearer ${other.json().data.token}` };
    const change = (body: unknown, headers = me.headers) => call(app, 'PUT', '/admin/api/session/password', { headers, body });
    expect((await change({ current: 'not-my-password', password: 'a-new-password-1' })).body.msg).toBe('the current password is wrong');
    expect((await change({ current: me.password, password: 'short' })).body.msg).toBe('password must be 12 to 128 characters');
    expect((await change({ current: me.password, password: me.password })).body.msg).toBe('the new password must differ from the current one');
    expect((await change({ current: me.password })).body).toMatchObject({ code: 0, data: null });
    expect((await change({ current: me.password, password: 'a-new-password-1' })).body.code).toBe(1);
    expect(await lastAudit()).toMatchObject({ actor: me.email, action: 'operator.password', target_id: String(me.operator.id), outcome: 'ok' });
    expect(JSON.stringify(await lastAudit())).not.toContain('a-new-password-1');
    expect((await call(app, 'GET', '/admin/api/session', { headers: me.headers })).body.code).toBe(1);
    expect((await call(app, 'GET', '/admin/api/session', { headers: otherHeaders })).body.code).toBe(999);
    // (Both authenticator steps around now are spent by the two sign-ins above: the stored hash says which password works.)
    const { password_hash } = await app.db.selectFrom('operators').select('password_hash').where('id', '=', me.operator.id).executeTakeFirstOrThrow();
    expect([await verifyPassword(me.password, password_hash), await verifyPassword('a-new-password-1', password_hash)]).toEqual([false, true]);
    // The automation token has no password of its own.
    expect((await change({ current: 'x', password: 'a-new-password-2' }, { authorization: 'Bearer test' })).body.msg).toBe('the automation token has no password');
  });

  it('stops guessing the current password through an open session after 5 wrong ones', async () => {
    const me = await signedInOperator(app, 'dealing');
    for (let i = 0; i < 5; i++) expect((await call(app, 'PUT', '/admin/api/session/password', { headers: me.headers, body: { current: `guess-${i}`, password: 'a-new-password-1' } })).status).not.toBe(429);
    const blocked = await call(app, 'PUT', '/admin/api/session/password', { headers: me.headers, body: { current: me.password, password: 'a-new-password-1' } });
    expect(blocked.status).toBe(429);
  });

  it('lists the roles with what each one opens, from the one table (the console picks from it)', async () => {
    const boss = await signedInOperator(app, 'admin');
    const roles = (await call(app, 'GET', '/admin/api/operators/roles', { headers: boss.headers })).body.data as Array<{ role: string; permissions: string[] }>;
    expect(roles.map((r) => r.role)).toEqual([...ROLES]);
    for (const r of roles) expect(r.permissions.every((p) => can(r.role as (typeof ROLES)[number], p as never))).toBe(true);
    expect(roles.find((r) => r.role === 'dealing')?.permissions).toEqual(['users.read', 'dealing.read', 'dealing.write', 'dealing.close']);
    const support = await signedInOperator(app, 'support');
    expect((await call(app, 'GET', '/admin/api/operators/roles', { headers: support.headers })).status).toBe(403);
  });
});
