import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { hashToken, tokenFromHeader } from './sessions.js';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await burnPasswordCheck('anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('reads raw and Bearer tokens and stores only a hash', () => {
    const t = 'A'.repeat(43);
    expect(tokenFromHeader(t)).toBe(t);
    expect(tokenFromHeader(`Bearer ${t}`)).toBe(t);
    expect(tokenFromHeader(`bearer ${t}`)).toBe(t);
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('short')).toBeNull();
    expect(tokenFromHeader('x'.repeat(300))).toBeNull();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('session pruning', () => {
  it('removes expired, idle and long-revoked sessions only', async () => {
    const { makeServer, realUser } = await import('../testing.js');
    const { pruneSessions, SESSION_IDLE_HOURS } = await import('./sessions.js');
    const app = await makeServer();
    try {
      const live = await realUser(app);
      const old = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
      const idle = new Date(Date.now() - (SESSION_IDLE_HOURS + 1) * 3600 * 1000).toISOString();
      const base = { user_id: live.user.id, created_at: old };
      await app.db.insertInto('sessions').values([
        { ...base, token_hash: 'a'.repeat(64), expires_at: old, revoked_at: null },
        { ...base, token_hash: 'b'.repeat(64), expires_at: '9999-01-01T00:00:00.000Z', revoked_at: old },
        { ...base, token_hash: 'c'.repeat(64), expires_at: '9999-01-01T00:00:00.000Z', revoked_at: null, created_at: idle },
        { ...base, token_hash: 'd'.repeat(64), expires_at: '9999-01-01T00:00:00.000Z', revoked_at: null, created_at: idle, seen_at: idle },
        { ...base, token_hash: 'e'.repeat(64), expires_at: '9999-01-01T00:00:00.000Z', revoked_at: null, created_at: idle, seen_at: old },
      ]).execute();
      await pruneSessions(app.db, SESSION_IDLE_HOURS * 3600 * 1000);
      const left = await app.db.selectFrom('sessions').select('token_hash').orderBy('id').execute();
      expect(left.map((r) => r.token_hash)).toEqual([expect.any(String), 'e'.repeat(64)]);
      const { call } = await import('../testing.js');
      expect((await call(app, 'GET', '/api/user/info', { token: live.token })).body.code).toBe(1);
    } finally {
      await app.cleanup();
    }
  });
});
