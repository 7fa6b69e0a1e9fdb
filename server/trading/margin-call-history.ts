/**
 * A trader's past and running margin calls (docs/trading.md "Margin call history"): when each began, how low the
 * account was then against the level in force, whether and when the trader was told, and when it ended. The rows are
 * margin-calls.ts's own (migration 026), newest first. The trader reads them on their own screen; the desk on the
 * client's page (docs/operators.md "Margin monitor"), where a dealer answering "you stopped me out without warning"
 * looks first.
 *
 *   GET /api/user/margin_calls   the caller's latest MARGIN_CALLS_SHOWN (demo accounts too: they have margin calls)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/index.js';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';

/** How many of an account's margin calls are shown, to the trader and to the desk. */
export const MARGIN_CALLS_SHOWN = 10;

export const marginCallHistorySchema = {
  type: 'array',
  description: `The account's latest ${MARGIN_CALLS_SHOWN} margin calls, newest first (at most one running: ended_at null)`,
  items: {
    type: 'object',
    properties: {
      started_at: { type: 'string' },
      ended_at: { type: ['string', 'null'], description: 'When the risk rate was back above the level by a tenth of it, or nothing was open; null: running' },
      notified_at: { type: ['string', 'null'], description: 'When the client was told by e-mail or SMS; null: not told' },
      risk_rate: { type: 'string', description: 'The risk rate when it began, %' },
      equity: { type: 'string', description: 'Equity when it began, USD' },
      margin: { type: 'string', description: 'Used margin when it began, USD' },
      level: { type: 'string', description: 'The margin-call level in force then, %' },
    },
  },
} as const;

/** The account's latest margin calls, newest first: the fields of the client's MarginCallEntry (src/core/api/margin-calls.ts). */
export function marginCallsOf(db: Db, userId: number) {
  return db
    .selectFrom('margin_calls')
    .select(['started_at', 'ended_at', 'notified_at', 'risk_rate', 'equity', 'margin', 'level'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(MARGIN_CALLS_SHOWN)
    .execute();
}

export const marginCallRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/user/margin_calls', {
    onRequest: app.requireUser,
    schema: {
      tags: ['user'],
      headers: authHeaders,
      summary: `The caller's latest ${MARGIN_CALLS_SHOWN} margin calls, newest first (extension)`,
      response: replies({ type: 'object', properties: { list: marginCallHistorySchema } }),
    },
    handler: async (request) => ok({ list: await marginCallsOf(app.db, request.user!.id) }),
  });
};
