/**
 * The desk's hand on copy trading (docs/operators.md "Copy trading"): ending a client's copy of a trader, with a
 * reason, audited; the client is told live and by message (notices.ts). Stopping everyone copying a trader is hiding
 * them from the ranking (content/admin.ts), which ends their copies the same way.
 *
 *   POST /admin/api/users/:id/copy/stop {uid, reason}   (dealing.close)
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { audited } from '../operators/audit.js';
import { endCopies } from './ending.js';
import { copyNoticesOf } from './notices.js';
import './schema.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const copyDeskRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number }; Body: { uid: string; reason?: string } }>('/users/:id/copy/stop', {
    config: { access: 'dealing.close' },
    schema: {
      tags: ['operators'], params: idParams,
      summary: "End a client's copy of a trader (reason required): no new copies; the copies open stay the client's and still close with the trader's positions. The client is told.",
      body: {
        type: 'object', additionalProperties: false, required: ['uid'],
        properties: { uid: { type: 'string', minLength: 1, maxLength: 64, description: "The trader's uid" }, reason: { type: 'string', maxLength: 500 } },
      },
      response: replies({ type: 'object', properties: { id: { type: 'integer' }, ended: { type: 'integer', description: 'The copy ended (its id)' } } }),
    },
    handler: async (request) => {
      const id = request.params.id;
      const snapshot = (db: typeof app.db) =>
        db.selectFrom('copy_follows').select(['id', 'leader_id', 'multiplier', 'stop_loss', 'ended_at', 'end_reason']).where('follower_id', '=', id).where('ended_at', 'is', null).execute();
      return audited(app, request, { action: 'user.copy-stop', target: ['user', id], snapshot }, async (db, afterCommit) => {
        if (!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) throw new AppError('userNotFound');
        if (!request.body.reason?.trim()) throw new OperatorError('reason is required to end a copy');
        const leader = await db.selectFrom('users').select('id').where('uid', '=', request.body.uid).executeTakeFirst();
        const ended = leader ? await endCopies(db, { followerId: id, leaderId: Number(leader.id) }, 'desk') : [];
        if (!ended.length) throw new OperatorError('the client does not copy this trader');
        afterCommit(() => copyNoticesOf(app, request.log).ended(ended, 'desk'));
        return ok({ id, ended: ended[0].id });
      });
    },
  });
};
