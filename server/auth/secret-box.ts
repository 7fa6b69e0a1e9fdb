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
import { join } from 'node:path';

const PREFIX = 'enc1:';
const NONCE = 12;
const TAG = 16;
const HEX_KEY = /^[0-9a-f]{64}$/i;

export interface SecretBox {
  /** The stored form of `plain`, sealed with the current key. */
  seal(plain: string): string;
  /** The plain value of a stored one; a value stored before encryption (no prefix) is answered as it is. */
  open(stored: string): string;
  /** Whether `stored` is already sealed. */
  sealed(stored: string): boolean;
  /**
   * What a stored value needs: nothing (plain or sealed with the current key), `reseal` (sealed with a previous key)
   * or `unreadable` (opens with none of the keys).
   */
  state(stored: string): 'current' | 'plain' | 'reseal' | 'unreadable';
}

/** The plain text of a sealed body under `key`, or null when the key is not the one it was sealed with. */
function tryOpen(key: Buffer, raw: Buffer): string | null {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
  decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
  try {
    return Buffer.concat([decipher.update(raw.subarray(NONCE + TAG)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Seals with `key`; opens with `key` or any of `previous` (SECRET_KEY_PREVIOUS, while a rotation is under way:
 * docs/security.md "Secrets at rest", changing the key). GCM's tag says which key a value was sealed with, so the stored form needs no
 * key id.
 */
export function secretBox(key: Buffer, previous: Buffer[] = []): SecretBox {
  for (const k of [key, ...previous]) if (k.length !== 32) throw new Error('the secret key must be 32 bytes');
  const body = (stored: string) => Buffer.from(stored.slice(PREFIX.length), 'base64url');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealedBody = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealedBody]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = body(stored);
      for (const k of [key, ...previous]) {
        const plain = tryOpen(k, raw);
        if (plain !== null) return plain;
      }
      // Said plainly in the log: the usual cause is a changed SECRET_KEY or a secret.key from another installation.
      throw new Error('a stored secret does not open with this secret key (SECRET_KEY or DATA_DIR/secret.key changed? SECRET_KEY_PREVIOUS opens the old one)');
    },
    sealed: (stored) => stored.startsWith(PREFIX),
    state(stored) {
      if (!stored.startsWith(PREFIX)) return 'plain';
      const raw = body(stored);
      if (tryOpen(key, raw) !== null) return 'current';
      return previous.some((k) => tryOpen(k, raw) !== null) ? 'reseal' : 'unreadable';
    },
  };
}

/**
 * The keys a previous SECRET_KEY left sealed values under (SECRET_KEY_PREVIOUS: 64 hex digits each, separated by
 * commas or spaces).
 */
export function parsePreviousKeys(text: string | undefined): Buffer[] {
  const keys = (text ?? '').split(/[\s,]+/).filter(Boolean);
  for (const k of keys) if (!HEX_KEY.test(k)) throw new Error('SECRET_KEY_PREVIOUS must be keys of 64 hex digits, separated by commas');
  return keys.map((k) => Buffer.from(k, 'hex'));
}

/** The box a process seals and opens with: its key (SECRET_KEY or DATA_DIR/secret.key) and the previous ones. */
export function loadSecretBox(config: { secretKey?: string; secretKeyPrevious?: string; dataDir: string }): SecretBox {
  return secretBox(loadSecretKey(config), parsePreviousKeys(config.secretKeyPrevious));
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
