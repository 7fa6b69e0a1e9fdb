/**
 * Passkeys (docs/accounts.md "Passkeys"): the relying party this server is, the challenges it hands out and spends,
 * and the credentials it keeps. The WebAuthn checks themselves — signatures, the RP ID's hash, user verification, the
 * signature counter — are @simplewebauthn/server's; the routes are users/passkeys.ts.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser sends it */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the transports the authenticator named (usb, nfc, ble, hybrid, internal). */
  transports: string;
  /** 1: the key is synced by a password manager or platform (it survives the loss of one device). */
  backed_up: number;
  /** The owner's name for it, "Chrome on macOS" unless they gave one. */
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  /** The user adding a passkey; null for a sign-in (who signs in is known only from the passkey). */
  user_id: number | null;
  expires_at: string;
}

declare module '../db/schema.js' {
  interface Database {
    passkeys: PasskeysTable;
    webauthn_challenges: WebauthnChallengesTable;
  }
}

export type Passkey = Selectable<PasskeysTable>;
export type ChallengePurpose = 'register' | 'login';

/** Passkeys an account may keep: a phone, a laptop, a password manager and spares, with room. */
export const MAX_PASSKEYS = 10;
/** How long a challenge is kept: the options ask the browser to give up after a minute (the library's timeout); this
 * leaves room for a slow prompt and a slow network, and no longer. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The relying party: passkeys are bound to `rpId` (a domain), and accepted from pages of that domain or below it. */
export interface RelyingParty {
  rpId: string;
}

/**
 * Whether a page at `origin` may use passkeys of `rp`: its host is the RP ID or a subdomain of it, over https — or
 * over http on localhost, which browsers treat as secure. The browser enforces the same, and the authenticator signs
 * the RP ID's hash, which the library checks; this names the origin to expect, refusing any other.
 */
export function originAllowed(rp: RelyingParty, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const host = url.hostname;
  const under = host === rp.rpId || host.endsWith(`.${rp.rpId}`);
  return under && (url.protocol === 'https:' || (url.protocol === 'http:' && (host === 'localhost' || host.endsWith('.localhost'))));
}

/** The origin and challenge a WebAuthn response carries (its clientDataJSON); '' for what cannot be read. */
export function clientData(clientDataJSON: string): { origin: string; challenge: string } {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown; challenge?: unknown };
    return { origin: typeof data.origin === 'string' ? data.origin : '', challenge: typeof data.challenge === 'string' ? data.challenge : '' };
  } catch {
    return { origin: '', challenge: '' };
  }
}

/** Keeps the challenge of one ceremony (the library draws it: 32 random bytes, base64url) until spent or expired. */
export async function keepChallenge(db: Kysely<Database>, challenge: string, purpose: ChallengePurpose, userId: number | null, now = Date.now()): Promise<void> {
  // Expired ones go as new ones come: the table holds at most the ceremonies of the last five minutes.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db.insertInto('webauthn_challenges').values({ challenge, purpose, user_id: userId, expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString() }).execute();
}

/**
 * Spends the challenge a response carries: a conditional delete, so of two requests with one response only one gets
 * past it (a replayed response fails here). Refused when unknown, expired, or handed out for another purpose or user.
 */
export async function spendChallenge(db: Kysely<Database>, challenge: string, purpose: ChallengePurpose, userId: number | null, now = Date.now()): Promise<void> {
  if (!challenge) throw new AppError('passkeyExpired');
  const spent = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date(now).toISOString())
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .executeTakeFirst();
  if (Number(spent.numDeletedRows) !== 1) throw new AppError('passkeyExpired');
}

/** The account's passkeys, newest first. */
export function passkeysOf(db: Kysely<Database>, userId: number): Promise<Passkey[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}
