/**
 * The trader's side of copy trading (docs/trading.md "Copy trading"): whether others may copy their trades, and how
 * many do. Everyone with a real account may be copied unless they close it here (a demo account never can); closing
 * ends every running copy of them at once, each follower told (notices.ts), and refuses new ones until they open again.
 *
 *   GET  /v1/api/copy/me               {copyable, followers, demo}
 *   POST /v1/api/copy/me {copyable}    open or close copying of the caller's trades
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { endCopies } from './ending.js';
import { CopyNotices } from './notices.js';
import './schema.js';

const meView = {
  type: 'object',
  properties: {
    copyable: { type: 'boolean', description: 'Whether others may copy the caller\'s trades (always false for a demo account)' },
    followers: { type: 'integer', description: 'How many people copy the caller now' },
    demo: { type: 'boolean', description: 'A demo account, which cannot be copied' },
  },
} as const;

export interface CopyMe {
  copyable: boolean;
  followers: number;
  demo: boolean;
}

async function meOf(db: Kysely<Database>, userId: number): Promise<CopyMe> {
  const [user, n] = await Promise.all([
    db.selectFrom('users').select(['is_demo', 'copy_closed_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('copy_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('leader_id', '=', userId).where('ended_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  const demo = Number(user.is_demo) === 1;
  return { copyable: !demo && !user.copy_closed_at, followers: Number(n.n), demo };
}

export const copyConsentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/api/copy/me', {
    onRequest: app.requireUser,
    schema: {
      tags: ['copy'],
      summary: 'Whether others may copy the caller, and how many do (extension)',
      headers: authHeaders,
      response: replies(meView),
    },
    handler: async (request) => ok(await meOf(app.db, request.user!.id)),
  });

  app.post<{ Body: { copyable: boolean } }>('/v1/api/copy/me', {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (r: { user?: { id: number } | null; ip: string }) => `copy-me:${r.user?.id ?? r.ip}` } },
    schema: {
      tags: ['copy'],
      summary: 'Let others copy the caller\'s trades, or not (extension)',
      description:
        'Closing ends every running copy of the caller at once: no new positions are copied; copies already open stay their owners\' and still close with the caller\'s positions. ' +
        'Each follower is told live and by message. While closed, nobody can start copying the caller. A demo account cannot be copied. Answers the caller\'s copy status.',
      headers: authHeaders,
      body: { type: 'object', required: ['copyable'], properties: { copyable: { type: 'boolean' } } },
      response: replies(meView),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      if (request.user!.is_demo) throw new AppError('copyDemoLeader');
      const open = request.body.copyable;
      const ended = await inTransaction(app.db, async (trx) => {
        if (open) {
          await trx.updateTable('users').set({ copy_closed_at: null }).where('id', '=', userId).execute();
          return [];
        }
        await trx.updateTable('users').set({ copy_closed_at: new Date().toISOString() }).where('id', '=', userId).where('copy_closed_at', 'is', null).execute();
        return endCopies(trx, { leaderId: userId }, 'trader');
      });
      await new CopyNotices({ db: app.db, pushes: app.pushes, outbox: app.outbox, log: request.log }).ended(ended, 'trader');
      return ok(await meOf(app.db, userId), open ? 'copyOpenSaved' : 'copyCloseSaved');
    },
  });
};
