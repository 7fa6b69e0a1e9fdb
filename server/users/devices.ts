/**
 * Signed-in devices (docs/accounts.md "Signed-in devices"): the live sessions of a user with the browser and address
 * each was made from; ending one or all the others; the account's sign-in activity (auth/sign-ins.ts); and whether a
 * sign-in comes from a browser the account has not used lately (the owner is then told: accounts/notices.ts).
 */
import Bowser from 'bowser';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { liveSession, revokeUserSessions, sessionIdleMs, type SessionOrigin } from '../auth/sessions.js';
import { recentSignIns, SIGN_INS_KEPT_DAYS, SIGN_INS_LISTED } from '../auth/sign-ins.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';

export const originOf = (request: FastifyRequest): SessionOrigin => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** "Chrome 131 on Android 14"; a browser nobody can name reads as what it says it is, cut short. */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '';
  const p = Bowser.parse(userAgent);
  const major = p.browser.version?.split('.')[0];
  const browser = [p.browser.name, major].filter(Boolean).join(' ');
  const os = [p.os.name, p.os.versionName ?? p.os.version].filter(Boolean).join(' ');
  if (!browser && !os) return userAgent.slice(0, 60);
  return browser && os ? `${browser} on ${os}` : browser || os;
}

/**
 * Whether a sign-in with this browser is news to the owner: the account has signed in before, never with this
 * browser — as far as the account's sign-ins (kept 90 days, auth/sign-ins.ts) and its sessions (for those made before
 * sign-ins were kept) remember. The first sign-in of an account is not news; a browser that sent nothing always is.
 */
export async function isNewDevice(db: Db, userId: number, userAgent: string): Promise<boolean> {
  const [sessions, signIns] = await Promise.all([
    db.selectFrom('sessions').select(usedBy(userAgent)).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('sign_ins').select(usedBy(userAgent)).where('user_id', '=', userId).where('outcome', '=', 'ok').executeTakeFirstOrThrow(),
  ]);
  const before = Number(sessions.all) + Number(signIns.all);
  const same = Number(sessions.same ?? 0) + Number(signIns.same ?? 0);
  return before > 0 && (!userAgent || same === 0);
}

/** How many rows of a table of the user's sign-ins, and how many with this browser. */
const usedBy =
  (userAgent: string) =>
  (eb: ExpressionBuilder<Database, 'sessions' | 'sign_ins'>) => [
    eb.fn.countAll<number>().as('all'),
    eb.fn.sum<number>(eb.case().when('user_agent', '=', userAgent).then(1).else(0).end()).as('same'),
  ];

const session = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    device: { type: 'string', description: 'Browser and system, e.g. "Chrome 131 on Android 14" (empty when unknown)' },
    ip: { type: 'string', description: 'Client address the session was made from' },
    created_at: { type: 'string' },
    seen_at: { type: 'string', description: 'When it was last used, to about 5 minutes (its creation until then)' },
    expires_at: { type: 'string' },
    current: { type: 'boolean', description: 'The session of this request' },
  },
} as const;
/** A sign-in as its owner and the desk read it: the browser named, the rest as kept. */
export const signInView = (r: { id: number; at: string; ip: string; user_agent: string; method: string; outcome: string }) => ({
  id: r.id, at: r.at, device: deviceLabel(r.user_agent), ip: r.ip, method: r.method, outcome: r.outcome,
});

export const signInSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    device: { type: 'string', description: 'Browser and system, e.g. "Chrome 131 on Android 14" (empty when unknown)' },
    ip: { type: 'string', description: 'Client address it came from' },
    method: { type: 'string', enum: ['password', 'passkey'] },
    outcome: {
      type: 'string',
      enum: ['ok', 'wrong_password', 'wrong_code', 'wrong_passkey', 'locked'],
      description:
        'ok: signed in; else why the attempt failed (wrong_passkey: an answer of one of the account\'s passkeys that did not verify; ' +
        'locked: the right password or a passkey, on an account the desk locked)',
    },
  },
} as const;
const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const deviceRoutes: FastifyPluginAsync = async (app) => {
  /** Ends live sessions of the user and closes their sockets on every gateway; how many ended. */
  const end = async (userId: number, which: { only: number } | { except: number }) => {
    const ids = await revokeUserSessions(app.db, userId, { ...which, unexpired: true });
    for (const id of ids) app.pushes.dropSession(id);
    return ids.length;
  };
  const liveOf = (userId: number) =>
    app.db.selectFrom('sessions').where('user_id', '=', userId).where(liveSession(Date.now(), sessionIdleMs(app.config)));

  app.get('/api/user/sessions', {
    onRequest: app.requireUser,
    schema: { tags: ['user'], summary: 'The live sessions of the logged-in user, newest first (signed-in devices)', headers: authHeaders, response: replies({ type: 'array', items: session }) },
    handler: async (request) => {
      const rows = await liveOf(request.user!.id).select(['id', 'ip', 'user_agent', 'created_at', 'seen_at', 'expires_at']).orderBy('id', 'desc').limit(100).execute();
      return ok(
        rows.map((r) => ({
          id: r.id, device: deviceLabel(r.user_agent), ip: r.ip, created_at: r.created_at, seen_at: r.seen_at ?? r.created_at, expires_at: r.expires_at,
          current: r.id === request.session!.id,
        })),
      );
    },
  });

  app.get('/api/user/sign_ins', {
    onRequest: app.requireUser,
    schema: {
      tags: ['user'],
      summary: `The latest ${SIGN_INS_LISTED} sign-ins to your account and failed attempts on it, newest first, of the last ${SIGN_INS_KEPT_DAYS} days (extension)`,
      headers: authHeaders,
      response: replies({ type: 'array', items: signInSchema }),
    },
    handler: async (request) => {
      return ok((await recentSignIns(app.db, request.user!.id)).map(signInView));
    },
  });

  app.post<{ Body: { id: number } }>('/api/user/sessions/revoke', {
    onRequest: app.requireUser,
    schema: {
      tags: ['user'], summary: 'Sign out one of your sessions (the current one too: that is a logout)', headers: authHeaders,
      consumes: ['application/x-www-form-urlencoded', 'application/json'], body: idBody, response: replies({ type: 'object', properties: { ended: { type: 'integer' } } }),
    },
    handler: async (request) => {
      // Another user's session answers like a missing one (docs/security.md "Ownership and money").
      const ended = await end(request.user!.id, { only: request.body.id });
      if (!ended) throw new AppError('sessionNotFound');
      return ok({ ended }, 'signedOutDevice');
    },
  });

  app.post('/api/user/sessions/revoke_others', {
    onRequest: app.requireUser,
    schema: { tags: ['user'], summary: 'Sign out every other session of yours', headers: authHeaders, response: replies({ type: 'object', properties: { ended: { type: 'integer' } } }) },
    handler: async (request) => ok({ ended: await end(request.user!.id, { except: request.session!.id }) }, 'signedOutOthers'),
  });
};
