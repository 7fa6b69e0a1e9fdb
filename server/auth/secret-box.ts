/**
 * Secrets the server must read back — the authenticator keys of traders' two-step sign-in and of operators — are kept
 * encrypted in the database (docs/security.md "Secrets at rest"), so a copy of the database alone (a backup, a dump
 * through a bug) does not let anyone make their codes. AES-256-GCM with a random 12-byte nonce per value; the stored
 * form is `enc1:` + base64url(nonce ‖ tag ‖ ciphertext). Hashes would not do: a TOTP check needs the key itself.
 *
 * The key: `SECRET_KEY` (64 hex digits) or, without it, `DATA_DIR/secret.key`, made on first start (mode 0600). Every
 * process of a cluster needs the same one: the same SECRET_KEY, or the shared DATA_DIR the uploads already need.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Db } from '../db/index.js';
import { join } from 'node:path';

const PREFIX = 'enc1:';
const NONCE = 12;
const TAG = 16;
const HEX_KEY = /^[0-9a-f]{64}$/i;

export interface SecretBox {
  /** The stored form of `plain`. */
  seal(plain: string): string;
  /** The plain value of a stored one; a value stored before encryption (no prefix) is answered as it is. */
  open(stored: string): string;
  /** Whether `stored` is already sealed. */
  sealed(stored: string): boolean;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
      decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
      try {
        return Buffer.concat([decipher.update(raw.subarray(NONCE + TAG)), decipher.final()]).toString('utf8');
      } catch {
        // Said plainly in the log: the usual cause is a changed SECRET_KEY or a secret.key from another installation.
        throw new Error('a stored secret does not open with this secret key (SECRET_KEY or DATA_DIR/secret.key changed?)');
      }
    },
    sealed: (stored) => stored.startsWith(PREFIX),
  };
}

/**
 * The key from `secretKey` (SECRET_KEY) or `dataDir/secret.key`, made when missing; processes starting together on
 * shared storage end up with one key.
 */
export function loadSecretKey(config: { secretKey?: string; dataDir: string }): Buffer {
  if (config.secretKey !== undefined) {
    if (!HEX_KEY.test(config.secretKey)) throw new Error('SECRET_KEY must be 64 hex digits (32 bytes), e.g. from `openssl rand -hex 32`');
    return Buffer.from(config.secretKey, 'hex');
  }
  const file = join(config.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // Written whole under another name, then linked into place: link fails if the name exists, so a reader never
    // sees half a key and a second process keeps the first one's.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(draft);
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) throw new Error(`${file} must hold 64 hex digits (32 bytes)`);
  return Buffer.from(text, 'hex');
}

/**
 * Seals the authenticator keys stored before encryption (or written by a process without it during an upgrade). Each
 * row by a conditional update on its old value, so processes starting together never seal one twice.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  const users = await db.selectFrom('users').select(['id', 'totp_secret', 'totp_pending']).where((eb) => eb.or([eb('totp_secret', 'not like', `${PREFIX}%`), eb('totp_pending', 'not like', `${PREFIX}%`)])).execute();
  for (const u of users) {
    for (const column of ['totp_secret', 'totp_pending'] as const) {
      const value = u[column];
      if (value === null || box.sealed(value)) continue;
      const r = await db.updateTable('users').set({ [column]: box.seal(value) }).where('id', '=', u.id).where(column, '=', value).executeTakeFirst();
      sealed += Number(r.numUpdatedRows);
    }
  }
  const operators = await db.selectFrom('operators').select(['id', 'totp_secret']).where('totp_secret', 'not like', `${PREFIX}%`).execute();
  for (const o of operators) {
    if (box.sealed(o.totp_secret)) continue;
    const r = await db.updateTable('operators').set({ totp_secret: box.seal(o.totp_secret) }).where('id', '=', o.id).where('totp_secret', '=', o.totp_secret).executeTakeFirst();
    sealed += Number(r.numUpdatedRows);
  }
  return sealed;
}
