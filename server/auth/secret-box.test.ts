import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretKey, parsePreviousKeys, secretBox } from './secret-box.js';
import { sealStoredSecrets } from './stored-secrets.js';
import { makeServer, realUser } from '../testing.js';
import { newTotpSecret } from './totp.js';

// Authenticator keys are kept sealed in the database (docs/security.md "Secrets at rest").

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'pipkit-secret-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('secret box', () => {
  const box = secretBox(Buffer.alloc(32, 7));

  it('seals each value differently and opens it again; a value stored before sealing reads as it is', () => {
    const secret = newTotpSecret();
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).toMatch(/^enc1:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect([box.open(a), box.open(b)]).toEqual([secret, secret]);
    expect([box.sealed(a), box.sealed(secret)]).toEqual([true, false]);
    expect(box.open(secret)).toBe(secret);
  });

  it('refuses a changed value or another key, saying what to check', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(sealed.slice(5), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`enc1:${raw.toString('base64url')}`)).toThrow(/does not open with this secret key/);
    expect(() => secretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow(/SECRET_KEY or DATA_DIR\/secret.key changed/);
    expect(() => secretBox(Buffer.alloc(16))).toThrow('32 bytes');
  });

  it('opens values sealed with a previous key and says which need moving to the current one', () => {
    const [old, older, other] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2), Buffer.alloc(32, 3)];
    const underOld = secretBox(old).seal('under old');
    const underOlder = secretBox(older).seal('under older');
    const rotating = secretBox(Buffer.alloc(32, 7), [old, older]);
    expect([rotating.open(underOld), rotating.open(underOlder)]).toEqual(['under old', 'under older']);
    const fresh = rotating.seal('new');
    // New values are sealed with the current key only: the old key alone no longer opens them.
    expect(() => secretBox(old).open(fresh)).toThrow(/SECRET_KEY_PREVIOUS opens the old one/);
    expect([rotating.state(fresh), rotating.state(underOld), rotating.state('PLAINKEY'), rotating.state(secretBox(other).seal('x'))]).toEqual([
      'current', 'reseal', 'plain', 'unreadable',
    ]);
    expect(() => rotating.open(secretBox(other).seal('x'))).toThrow(/does not open/);
  });

  it('takes SECRET_KEY_PREVIOUS as keys of 64 hex digits separated by commas or spaces', () => {
    expect(parsePreviousKeys(undefined)).toEqual([]);
    expect(parsePreviousKeys(` ${'ab'.repeat(32)}, ${'cd'.repeat(32)} `)).toEqual([Buffer.from('ab'.repeat(32), 'hex'), Buffer.from('cd'.repeat(32), 'hex')]);
    expect(() => parsePreviousKeys('ab'.repeat(31))).toThrow('SECRET_KEY_PREVIOUS must be keys of 64 hex digits');
  });

  it('takes SECRET_KEY as 64 hex digits, or makes DATA_DIR/secret.key once, readable by its owner only', () => {
    const hex = 'ab'.repeat(32);
    expect(loadSecretKey({ secretKey: hex, dataDir: '/nonexistent' })).toEqual(Buffer.from(hex, 'hex'));
    expect(() => loadSecretKey({ secretKey: 'short', dataDir: '/nonexistent' })).toThrow('SECRET_KEY must be 64 hex digits');

    const dir = join(tempDir(), 'not-yet');
    const first = loadSecretKey({ dataDir: dir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir })).toEqual(first);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first.toString('hex'));

    const broken = tempDir();
    writeFileSync(join(broken, 'secret.key'), 'not a key');
    expect(() => loadSecretKey({ dataDir: broken })).toThrow('must hold 64 hex digits');
  });
});

describe('stored before sealing', () => {
  it('seals the keys of users and operators found plain at start, once', async () => {
    const app = await makeServer();
    try {
      const u = await realUser(app);
      const [secret, pending] = [newTotpSecret(), newTotpSecret()];
      await app.db.updateTable('users').set({ totp_secret: secret, totp_pending: pending }).where('id', '=', u.user.id).execute();
      const at = new Date().toISOString();
      const op = await app.db
        .insertInto('operators')
        .values({ email: 'plain@desk.example', name: 'Plain', role: 'support', password_hash: 'x', totp_secret: secret, created_at: at, last_login_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();

      expect(await sealStoredSecrets(app.db, app.secrets)).toBe(3);
      const row = await app.db.selectFrom('users').select(['totp_secret', 'totp_pending']).where('id', '=', u.user.id).executeTakeFirstOrThrow();
      const opRow = await app.db.selectFrom('operators').select('totp_secret').where('id', '=', op.id).executeTakeFirstOrThrow();
      expect([row.totp_secret, row.totp_pending, opRow.totp_secret].every((v) => v!.startsWith('enc1:'))).toBe(true);
      expect([app.secrets.open(row.totp_secret!), app.secrets.open(row.totp_pending!), app.secrets.open(opRow.totp_secret)]).toEqual([secret, pending, secret]);
      // A second pass (another process starting) finds nothing left to seal.
      expect(await sealStoredSecrets(app.db, app.secrets)).toBe(0);
    } finally {
      await app.cleanup();
    }
  });
});
