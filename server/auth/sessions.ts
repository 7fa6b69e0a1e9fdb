import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Session, User } from '../db/schema.js';

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

export async function createSession(db: Kysely<Database>, userId: number): Promise<{ token: string; session: Session }> {
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** The live session and user of a token, or null when the token is unknown, revoked or expired. */
export async function findSession(db: Kysely<Database>, token: string): Promise<{ session: Session; user: User } | null> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!session) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  // A locked user's sessions were revoked when the lock was set; this holds even for one created in the same instant.
  return user && !user.locked_at ? { session, user } : null;
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
