import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, Session } from '../db/schema.js';
import type { FoundSession, SessionCache } from './session-cache.js';

// Opaque random session tokens; only their SHA-256 is stored, so a leaked database holds no usable token.

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * A session unused this long ends before its 30 days (docs/security.md "Sessions"): a phone or a computer nobody
 * opened the app on for a week should not still hold a way into an account with money. Use is what `auth/seen.ts`
 * records — a request, a socket logging in, the open app's ping — so an app left open never idles out, and the limit
 * is kept to about five minutes (how often use is written).
 */
export const SESSION_IDLE_HOURS = 7 * 24;
const MAX_IDLE_HOURS = SESSION_TTL_MS / 3_600_000;

/** SESSION_IDLE_HOURS: whole hours from 1 to the session's own 30 days; unset: a week. */
export function parseSessionIdleHours(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_IDLE_HOURS) throw new Error(`SESSION_IDLE_HOURS=${raw}: give whole hours from 1 to ${MAX_IDLE_HOURS}`);
  return n;
}

/** How long a session of this server may go unused, ms. */
export const sessionIdleMs = (config: { sessionIdleHours?: number }): number => (config.sessionIdleHours ?? SESSION_IDLE_HOURS) * 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** A session that can still sign its user in at `now`: not ended, not past its end, used within `idleMs`. */
export const liveSession = (now: number, idleMs: number) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.and([
    eb('sessions.revoked_at', 'is', null),
    eb('sessions.expires_at', '>', iso(now)),
    eb(eb.fn.coalesce('sessions.seen_at', 'sessions.created_at'), '>', iso(now - idleMs)),
  ]);

/** What decides a token's session: how long one may go unused, and a gateway's cache of those seen (or none). */
export interface SessionRules {
  idleMs: number;
  cache?: SessionCache | null;
}

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

/** A request's origin as it is stored with a session or a sign-in: cut to its columns. */
export const keptOrigin = (origin?: SessionOrigin) => ({ ip: (origin?.ip ?? '').slice(0, 64), user_agent: (origin?.userAgent ?? '').slice(0, 200) });

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
      ...keptOrigin(origin),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/**
 * The live session and user of a token, or null when the token is unknown, revoked, expired or idle too long. One
 * statement: every authenticated request pays it, and on a cluster's gateway each round trip to PostgreSQL is most of
 * a request's cost (so a gateway passes its `cache`, session-cache.ts, and pays it once per session and TTL).
 */
export async function findSession(db: Kysely<Database>, token: string, { idleMs, cache }: SessionRules): Promise<FoundSession | null> {
  const tokenHash = hashToken(token);
  const kept = cache?.get(tokenHash);
  if (kept) return kept;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as s_id', 'sessions.token_hash as s_token_hash', 'sessions.created_at as s_created_at', 'sessions.expires_at as s_expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where(liveSession(Date.now(), idleMs))
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

/** Deletes expired and idle sessions and those revoked more than a day ago (they can never authenticate again). */
export async function pruneSessions(db: Kysely<Database>, idleMs: number, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', iso(now)), eb('revoked_at', '<', iso(now - 24 * 3600 * 1000)), eb(eb.fn.coalesce('seen_at', 'created_at'), '<', iso(now - idleMs))]),
    )
    .execute();
}
