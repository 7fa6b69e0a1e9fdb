import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, makeServer } from '../testing.js';
import { STARTUP_TIMEOUT_MS, startServerProcess } from '../testing-process.js';
import { startAdminListener } from './listener.js';
import { FailureThrottle, adminTokenMatcher, checkAdminTokenStrength } from './token.js';

describe('admin token', () => {
  it('must be 32+ random characters unless the development flag says otherwise', () => {
    expect(() => checkAdminTokenStrength('adm')).toThrow(/at least 32 random characters/);
    expect(() => checkAdminTokenStrength('a'.repeat(40))).toThrow(/random/);
    expect(() => checkAdminTokenStrength('0123456789abcdef0123456789abcdef')).not.toThrow();
    expect(() => checkAdminTokenStrength('adm', true)).not.toThrow();
    // The metrics token is held to the same rule, and the refusal names it.
    expect(() => checkAdminTokenStrength('metrics', false, 'METRICS_TOKEN')).toThrow(/^METRICS_TOKEN must be at least 32 random characters/);
  });

  it('is accepted only as exactly "Bearer <token>"', () => {
    const m = adminTokenMatcher('s3cret');
    expect(m('Bearer s3cret')).toBe(true);
    for (const h of ['s3cret', 'bearer s3cret', 'BEARER s3cret', 'Bearer  s3cret', 'Bearer s3cret ', 'Basic s3cret', '', undefined]) expect(m(h), String(h)).toBe(false);
  });

  it('failures are throttled per address for the window', () => {
    let now = 0;
    const t = new FailureThrottle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) t.fail('a');
    expect([t.blocked('a'), t.blocked('b')]).toEqual([true, false]);
    now = 1001;
    expect(t.blocked('a')).toBe(false);
  });
});

describe('admin API access', () => {
  it('refuses other schemes, and refuses even the right token after 10 failures from one address', async () => {
    const app = await makeServer();
    try {
      const get = (authorization: string, remoteAddress = '10.0.0.1') => app.inject({ url: '/admin/api/users?page=1', headers: { authorization }, remoteAddress });
      expect((await get(ADMIN)).statusCode).toBe(401);
      expect((await get(`bearer ${ADMIN}`)).statusCode).toBe(401);
      for (let i = 0; i < 8; i++) expect((await get('Bearer wrong')).statusCode).toBe(401);
      const blocked = await get(`Bearer ${ADMIN}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 0, msg: 'Too many requests, please try again later', data: null });
      expect((await get(`Bearer ${ADMIN}`, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await app.cleanup();
    }
  });

  it('with ADMIN_PORT answers only on its own listener; the public port says 404', async () => {
    const app = await makeServer({ adminPort: 0 });
    try {
      const publicUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const adminUrl = await startAdminListener(app, '127.0.0.1', 0);
      const headers = { authorization: `Bearer ${ADMIN}` };
      const onPublic = await fetch(`${publicUrl}/admin/api/users`, { headers });
      expect(onPublic.status).toBe(404);
      const onAdmin = await fetch(`${adminUrl}/admin/api/users`, { headers });
      expect(onAdmin.status).toBe(200);
      expect((await onAdmin.json()).code).toBe(1);
      // The public API is not served twice: the admin listener only matters for /admin/api.
      expect((await fetch(`${publicUrl}/api/basicSet/getBasicInfo`)).status).toBe(200);
    } finally {
      await app.cleanup();
    }
  });

  it('a weak ADMIN_TOKEN stops the start with its reason', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pipkit-weak-'));
    try {
      await expect(startServerProcess({ DATA_DIR: join(root, 'd'), FEED: 'manual', APP_DIR: join(root, 'none'), ADMIN_TOKEN: 'adm' })).rejects.toThrow(
        /Pipkit cannot start: ADMIN_TOKEN must be at least 32 random characters/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, STARTUP_TIMEOUT_MS);
});
