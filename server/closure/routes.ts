/**
 * A client closing their own account (docs/accounts.md "Closing the account"), real accounts only:
 *
 *   GET  /api/user/closure  what is left to settle before the account can close, and whether it can now
 *   POST /api/user/closure  close it, with the password (and the two-step code when it is on)
 *
 * Asked again for the password, and the two-step code, because closing ends every session and the owner's access: a
 * session left open on a shared computer must not be enough. The owner is told by e-mail (or SMS) where it was closed
 * from, and how to reopen it (the desk can: operators/users.ts "unlock").
 */
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { noticeAccountClosed } from '../accounts/notices.js';
import { copyNoticesOf } from '../copy/notices.js';
import { invalidateFollowCache } from '../content/follow.js';
import { deviceLabel, originOf } from '../users/devices.js';
import { confirmOwner, ownerProofProperties, type OwnerProof } from '../users/reconfirm.js';
import { closable, closeAccount, closureBlockers } from './service.js';

const tags = ['user'];

const blockersReply = {
  type: 'object',
  properties: {
    closable: { type: 'boolean', description: 'Nothing is left to settle: the account can be closed now' },
    positions: { type: 'integer', description: 'Open positions (to close first)' },
    pending: { type: 'integer', description: 'Pending orders (to cancel first)' },
    balance: { type: 'string', description: 'USD to the cent, rounded down; anything but 0.00 is to withdraw first' },
    deposits: { type: 'integer', description: 'Deposit claims under review' },
    withdrawals: { type: 'integer', description: 'Withdrawals under review' },
  },
} as const;

export const closureRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/user/closure', {
    onRequest: app.requireReal,
    schema: { tags, headers: authHeaders, summary: 'What is left to settle before the caller can close their account (extension)', response: replies(blockersReply) },
    handler: async (request) => {
      const blockers = await closureBlockers(app.db, request.user!.id);
      return ok({ closable: closable(blockers), ...blockers });
    },
  });

  app.post<{ Body: OwnerProof }>('/api/user/closure', {
    onRequest: app.requireReal,
    config: { rateLimit: { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request) => `closure:${request.user?.id ?? request.ip}` } },
    schema: {
      tags,
      headers: authHeaders,
      summary: 'Close the caller\'s account (extension)',
      description:
        'Refused while a position is open, an order pending, a deposit or withdrawal under review, or a balance of a cent or more is left (the message says which). ' +
        'Closing ends every session (the caller\'s too: answers, then the token is dead), refuses every sign-in ("This account is closed"), removes the price alerts, ' +
        'takes the caller out of the ranking and ends every copy to or from them (followers are told). The records stay. The owner is told by e-mail or SMS; support can reopen the account.',
      body: {
        type: 'object',
        required: ['password'],
        properties: ownerProofProperties,
      },
      response: replies({ type: 'object', properties: { closed_at: { type: 'string' } } }),
    },
    handler: async (request) => {
      const user = request.user!;
      await confirmOwner(app, user.id, request.body);
      const at = new Date().toISOString();
      const closed = await closeAccount(app.db, user.id, at);
      request.log.info({ userId: user.id }, 'account closed by its owner');
      // Committed: what follows tells others and tidies up, and never undoes the closure.
      closed.sessions.forEach((s) => app.pushes.dropSession(s));
      invalidateFollowCache(app.db);
      await copyNoticesOf(app, request.log).ended(closed.copies, 'trader');
      const failed = (what: string) => (err: unknown) => request.log.error({ err, userId: user.id }, `closure: ${what}`);
      await app.alerts.removeAllOf(user.id).catch(failed('the price alerts were not removed'));
      const origin = originOf(request);
      const tell = async () => {
        const owner = await app.db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', user.id).executeTakeFirstOrThrow();
        await noticeAccountClosed({ db: app.db, outbox: app.outbox }, owner, { device: deviceLabel(origin.userAgent), ip: origin.ip, at });
      };
      await tell().catch(failed('the owner was not told'));
      return ok({ closed_at: at }, 'accountClosedSaved');
    },
  });
};
