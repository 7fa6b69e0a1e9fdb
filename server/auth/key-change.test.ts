import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { call, makeServer, realUser } from '../testing.js';
import { createOperator, signIn } from '../operators/accounts.js';
import { runCli } from '../admin/cli.js';
import { totpCode } from './totp.js';

// Changing the secret key that seals the authenticator keys (docs/security.md "Secrets at rest"): a server given the
// wrong key refuses to start; with the old key as SECRET_KEY_PREVIOUS it serves every sign-in, and
// `reseal-secrets` moves every stored value to the new key so the old one can go. On SQLite and PostgreSQL.

const STEP = 30_000;
const [A, B, C] = ['a1'.repeat(32), 'b2'.repeat(32), 'c3'.repeat(32)];

describe('changing the secret key', () => {
  it('refuses a wrong key, serves sign-ins while rotating, and reseals every value under the new key', async () => {
    const first = await makeServer({ secretKey: A });
    const config = first.config;
    const again: Array<Awaited<ReturnType<typeof buildServer>>> = [];
    try {
      const u = await realUser(first);
      const { secret } = (await call(first, 'POST', '/api/user/two_factor/setup', { token: u.token })).body.data as { secret: string };
      expect((await call(first, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } })).body.code).toBe(1);
      const op = await createOperator(first.db, first.secrets, { email: 'desk@example.com', name: 'Desk', role: 'admin', password: 'operator-pass-1' });
      await first.close();

      // Another key opens none of the stored keys: the start stops, saying what to do.
      await expect(buildServer({ ...config, secretKey: B })).rejects.toThrow(/none of the 2 newest sealed authenticator keys opens with this secret key.*SECRET_KEY_PREVIOUS/);

      // The new key with the old one as previous: sign-ins work with the keys still sealed under the old one.
      const rotating = await buildServer({ ...config, secretKey: B, secretKeyPrevious: A });
      again.push(rotating);
      const login = await call(rotating, 'POST', '/api/user/loginForU', {
        form: { account: u.email, password: u.password, login_type: 'email', totp_code: totpCode(secret, Date.now() + STEP) },
      });
      expect(login.body.code, login.body.msg).toBe(1);
      await expect(signIn(rotating.db, rotating.secrets, { email: 'desk@example.com', password: 'operator-pass-1', code: totpCode(op.secret, Date.now() + STEP) }, 'local')).resolves.toMatchObject({
        operator: { id: op.operator.id },
      });

      // The CLI moves both to the new key, once, and leaves a line in the audit log.
      const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl, SECRET_KEY: B, SECRET_KEY_PREVIOUS: A };
      expect(await runCli(['reseal-secrets'], env)).toEqual({ resealed: 2, unreadable: 0, current: 0 });
      expect(await runCli(['reseal-secrets'], env)).toEqual({ resealed: 0, unreadable: 0, current: 2 });
      const audit = await rotating.db.selectFrom('audit_log').select(['action', 'actor', 'outcome']).where('action', '=', 'secrets.reseal').execute();
      expect(audit).toEqual([
        { action: 'secrets.reseal', actor: 'cli', outcome: 'ok' },
        { action: 'secrets.reseal', actor: 'cli', outcome: 'ok' },
      ]);
      await expect(runCli(['reseal-secrets'], { ...env, SECRET_KEY_PREVIOUS: undefined })).rejects.toThrow('SECRET_KEY_PREVIOUS is not set');
      await expect(runCli(['reseal-secrets', 'extra'], env)).rejects.toThrow('usage: reseal-secrets');
      await rotating.close();

      // The old key can go: the new one alone opens everything stored.
      const after = await buildServer({ ...config, secretKey: B });
      again.push(after);
      const user = await after.db.selectFrom('users').select('totp_secret').where('id', '=', u.user.id).executeTakeFirstOrThrow();
      const opRow = await after.db.selectFrom('operators').select('totp_secret').where('id', '=', op.operator.id).executeTakeFirstOrThrow();
      expect([after.secrets.state(user.totp_secret!), after.secrets.state(opRow.totp_secret)]).toEqual(['current', 'current']);
      expect([after.secrets.open(user.totp_secret!), after.secrets.open(opRow.totp_secret)]).toEqual([secret, op.secret]);
      await after.close();

      // A key lost for good: SECRET_KEY_LOST=yes starts anyway (support then turns two-step sign-in off for those users).
      const lost = await buildServer({ ...config, secretKey: C, secretKeyLost: true });
      again.push(lost);
      expect(lost.secrets.state(user.totp_secret!)).toBe('unreadable');
    } finally {
      for (const app of again) await app.close();
      await first.cleanup();
    }
  });
});
