/**
 * The trader's own choices (docs/trading.md "Copy trading", docs/content.md "Ranking"): whether they are shown in the
 * ranking, whether others may copy their trades, and how many do. Every real account with closed trades is listed and
 * may be copied until it says otherwise here (a demo account is never listed or copied). Leaving the ranking or
 * closing copying ends every running copy of them at once, each follower told (notices.ts), and refuses new ones
 * until they come back; out of the ranking nobody can find them to copy.
 *
 *   GET  /v1/api/copy/me                       {ranked, copyable, followers, demo}
 *   POST /v1/api/copy/me {ranked?, copyable?}  change either or both
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { invalidateFollowCache } from '../content/follow.js';
import { inTransaction } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { endCopies, type EndedCopy } from './ending.js';
import { copyNoticesOf } from './notices.js';
import './schema.js';

const meView = {
  type: 'object',
  properties: {
    ranked: { type: 'boolean', description: 'Whether the caller is shown in the ranking once they have closed trades (false for a demo account)' },
    copyable: { type: 'boolean', description: "Whether others may copy the caller's trades now: shown in the ranking and copying not closed (false for a demo account)" },
    followers: { type: 'integer', description: 'How many people copy the caller now' },
    demo: { type: 'boolean', description: 'A demo account, which is never listed or copied' },
  },
} as const;

export interface CopyMe {
  ranked: boolean;
  copyable: boolean;
  followers: number;
  demo: boolean;
}

async function meOf(db: Kysely<Database>, userId: number): Promise<CopyMe> {
  const [user, n] = await Promise.all([
    db.selectFrom('users').select(['is_demo', 'copy_closed_at', 'ranking_hidden_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('copy_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('leader_id', '=', userId).where('ended_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  const demo = Number(user.is_demo) === 1;
  const ranked = !demo && !user.ranking_hidden_at;
  return { ranked, copyable: ranked && !user.copy_closed_at, followers: Number(n.n), demo };
}

/** Sets what the body says, in one transaction; the copies of the caller it ended. */
async function choose(db: Kysely<Database>, userId: number, body: { ranked?: boolean; copyable?: boolean }): Promise<EndedCopy[]> {
  return inTransaction(db, async (trx) => {
    const at = new Date().toISOString();
    const users = trx.updateTable('users').where('id', '=', userId);
    if (body.ranked === true) await users.set({ ranking_hidden_at: null }).execute();
    if (body.ranked === false) await users.set({ ranking_hidden_at: at }).where('ranking_hidden_at', 'is', null).execute();
    if (body.copyable === true) await users.set({ copy_closed_at: null }).execute();
    if (body.copyable === false) await users.set({ copy_closed_at: at }).where('copy_closed_at', 'is', null).execute();
    return body.ranked === false || body.copyable === false ? endCopies(trx, { leaderId: userId }, 'trader', at) : [];
  });
}

export const copyConsentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/api/copy/me', {
    onRequest: app.requireUser,
    schema: {
      tags: ['copy'],
      summary: 'Whether the caller is shown in the ranking and may be copied, and how many copy them (extension)',
      headers: authHeaders,
      response: replies(meView),
    },
    handler: async (request) => ok(await meOf(app.db, request.user!.id)),
  });

  app.post<{ Body: { ranked?: boolean; copyable?: boolean } }>('/v1/api/copy/me', {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (r: { user?: { id: number } | null; ip: string }) => `copy-me:${r.user?.id ?? r.ip}` } },
    schema: {
      tags: ['copy'],
      summary: 'Be shown in the ranking or not, let others copy the caller\'s trades or not (extension)',
      description:
        'Either or both. Leaving the ranking (`ranked: false`) or closing copying (`copyable: false`) ends every running copy of the caller at once: no new positions are copied; copies already open stay their owners\' and still close with the caller\'s positions. ' +
        'Each follower is told live and by message. While out of the ranking or closed, nobody can start copying the caller. A demo account is never listed or copied. Answers the caller\'s status.',
      headers: authHeaders,
      body: { type: 'object', properties: { ranked: { type: 'boolean' }, copyable: { type: 'boolean' } }, description: 'At least one of the two' },
      response: replies(meView),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      if (request.user!.is_demo) throw new AppError('copyDemoLeader');
      const { ranked, copyable } = request.body;
      if (ranked === undefined && copyable === undefined) throw new AppError('copyChoiceMissing');
      const ended = await choose(app.db, userId, { ranked, copyable });
      // This process's ranking at once; other gateways' within their cache's 30 s.
      if (ranked !== undefined) invalidateFollowCache(app.db);
      await copyNoticesOf(app, request.log).ended(ended, 'trader');
      const me = await meOf(app.db, userId);
      const key = ranked === false ? 'rankingHiddenSaved' : ranked === true ? 'rankingShownSaved' : copyable ? 'copyOpenSaved' : 'copyCloseSaved';
      return ok(me, key);
    },
  });
};
