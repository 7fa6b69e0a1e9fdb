import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema.js';
import type { FoundSession, SessionCache } from './session-cache.js';

// Opaque random session tokens; only their SHA-256 is stored, so a leaked database holds no usable token.

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Accepts the raw token or "Bearer <token>" (the client sends the raw token in `authorization`). */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
}

/** Where a session is made from: the client address and its browser (User-Agent, cut to what is stored). */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

export async function createSession(db: Kysely<Database>, userId: number, origin?: SessionOrigin): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const session = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
      revoked_at: null,
      ip: (origin?.ip ?? '').slice(0, 64),
      user_agent: (origin?.userAgent ?? '').slice(0, 200),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/**
 * The live session and user of a token, or null when the token is unknown, revoked or expired. One statement: every
 * authenticated request pays it, and on a cluster's gateway each round trip to PostgreSQL is most of a request's cost
 * (so a gateway passes its `cache`, session-cache.ts, and pays it once per session and TTL).
 */
export async function findSession(db: Kysely<Database>, token: string, cache?: SessionCache | null): Promise<FoundSession | null> {
  const tokenHash = hashToken(token);
  const kept = cache?.get(tokenHash);
  if (kept) return kept;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as s_id', 'sessions.token_hash as s_token_hash', 'sessions.created_at as s_created_at', 'sessions.expires_at as s_expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  // A locked user's sessions were revoked when the lock was set; this holds even for one created in the same instant.
  if (!row || row.locked_at) return null;
  const { s_id, s_token_hash, s_created_at, s_expires_at, ...user } = row;
  const found = { session: { id: s_id, token_hash: s_token_hash, user_id: user.id, created_at: s_created_at, expires_at: s_expires_at, revoked_at: null }, user };
  cache?.set(tokenHash, found);
  return found;
}

/** Which of a user's sessions `revokeUserSessions` ends: all, all but one, or one; `unexpired` leaves expired ones be. */
export interface SessionSelection {
  except?: number;
  only?: number;
  unexpired?: boolean;
}

/**
 * Ends the user's sessions not revoked yet (as `which` narrows them) and answers their ids, so the caller closes
 * their sockets and gateways forget them (`pushes.dropSession`) once the change is committed. Runs in the caller's
 * transaction when given one.
 */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, which: SessionSelection = {}, at = new Date().toISOString()): Promise<number[]> {
  let q = db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (which.except !== undefined) q = q.where('id', '!=', which.except);
  if (which.only !== undefined) q = q.where('id', '=', which.only);
  if (which.unexpired) q = q.where('expires_at', '>', at);
  const ids = (await q.execute()).map((r) => r.id);
  if (ids.length) await db.updateTable('sessions').set({ revoked_at: at }).where('id', 'in', ids).where('revoked_at', 'is', null).execute();
  return ids;
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Deletes expired sessions and sessions revoked more than a day ago (they can never authenticate again). */
export async function pruneSessions(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const dayAgo = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  await db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', dayAgo)])).execute();
}
