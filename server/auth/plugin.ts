import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError, loginRequired } from '../http/envelope.js';
import { findSession, pruneSessions, sessionIdleMs, tokenFromHeader } from './sessions.js';
import { pruneSignIns } from './sign-ins.js';
import { SeenSessions } from './seen.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** When sessions were last used (auth/seen.ts): a request or a socket login touches its session. */
    seenSessions: SeenSessions;
  }
}

/**
 * `app.requireUser` (onRequest, so a visitor gets 999 before any input validation): sets request.user and request.session from the `authorization` header or
 * answers code 999 'Please log in'. `app.requireReal` additionally refuses demo users.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    const seen = new SeenSessions(app.db, app.log);
    const idleMs = sessionIdleMs(app.config);
    app.decorate('seenSessions', seen);

    async function requireUser(request: FastifyRequest) {
      const token = tokenFromHeader(request.headers.authorization);
      const found = token ? await findSession(app.db, token, { idleMs, cache: app.sessionCache }) : null;
      if (!found) throw loginRequired();
      seen.touch(found.session.id);
      request.user = found.user;
      request.session = found.session;
    }
    async function requireReal(request: FastifyRequest) {
      await requireUser(request);
      if (request.user!.is_demo) throw new AppError('demoBlocked');
    }
    app.decorate('requireUser', requireUser);
    app.decorate('requireReal', requireReal);

    // Dead sessions are useless rows, and so are sign-ins past their keeping; both are pruned hourly (and once at
    // start) so the tables stay small.
    const prune = () =>
      Promise.all([pruneSessions(app.db, idleMs), pruneSignIns(app.db)]).catch((err) => app.log.warn({ err }, 'session or sign-in pruning failed'));
    app.addHook('onReady', async () => void prune());
    const timer = setInterval(prune, 3600_000).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'pipkit-auth', dependencies: ['pipkit-db'] },
);
