import type { FastifyPluginAsync } from 'fastify';
import { OperatorError, ok } from '../http/envelope.js';
import { pageParam, replies } from '../http/schemas.js';
import { reviewIdentity } from './identity.js';
import { audited } from '../operators/audit.js';

// Admin API of accounts (registered inside admin/routes.ts, so the operator guard applies):
// identity review and reading the outbox (support, and the end-to-end tests read codes there).

const submission = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    user_id: { type: 'integer' },
    uid: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    name: { type: 'string' },
    card_id: { type: 'string' },
    front_pic: { type: 'string' },
    reverse_pic: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'string' },
    created_at: { type: 'string' },
    reviewed_at: { type: 'string' },
  },
} as const;

const outboxMessage = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    channel: { type: 'string' },
    target: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    status: { type: 'string', description: 'pending (not delivered yet), sent, logged (development: not delivered), failed (for good)' },
    error: { type: 'string', description: 'The last failed delivery\'s reason' },
    created_at: { type: 'string' },
    attempts: { type: 'integer', description: 'Deliveries tried so far' },
    next_attempt_at: { type: 'string', description: 'When a pending notice is tried again; absent when it will not be' },
  },
} as const;

export const accountAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: string; page?: number } }>('/identity', {
    config: { access: 'identity.read' },
    schema: {
      tags: ['admin'],
      summary: 'Identity submissions, newest first (status: waiting, finish, rejected, all; default waiting); 50 per page',
      querystring: {
        type: 'object',
        properties: { status: { type: 'string', enum: ['waiting', 'finish', 'rejected', 'all'], default: 'waiting' }, page: pageParam },
      },
      response: replies({ type: 'array', items: submission }),
    },
    handler: async (request) => {
      const { status = 'waiting', page = 1 } = request.query;
      let q = app.db
        .selectFrom('identity_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_id', 'u.uid', 'u.email', 'u.mobile', 's.name', 's.card_id', 's.front_pic', 's.reverse_pic', 's.status', 's.reason', 's.created_at', 's.reviewed_at'])
        .orderBy('s.id', 'desc')
        .limit(50)
        .offset((page - 1) * 50);
      if (status !== 'all') q = q.where('s.status', '=', status);
      const rows = (await q.execute()).map((r) => ({ ...r, front_pic: app.uploadLinks.sign(r.front_pic), reverse_pic: app.uploadLinks.sign(r.reverse_pic) }));
      return ok(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v ?? (k === 'reviewed_at' || k === 'reason' ? undefined : '')]))));
    },
  });

  for (const [action, decision] of [['approve', 'finish'], ['reject', 'rejected']] as const) {
    app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(`/identity/:id/${action}`, {
      config: { access: 'identity.review' },
      schema: {
        tags: ['admin'],
          summary: action === 'approve' ? 'Approve a waiting identity submission' : 'Reject a waiting identity submission (the user may submit again)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        ...(action === 'reject' ? { body: { type: ['object', 'null'], properties: { reason: { type: 'string', maxLength: 500 } } } } : {}),
        response: replies(submission),
      },
      handler: async (request) => {
        const id = request.params.id;
        const snapshot = (db: typeof app.db) => db.selectFrom('identity_submissions').select(['id', 'user_id', 'status', 'reason', 'reviewed_at']).where('id', '=', id).executeTakeFirst();
        return audited(app, request, { action: `identity.${action}`, target: ['identity', id], snapshot }, async (db) => {
          const row = await reviewIdentity(db, id, decision, request.body?.reason);
          return ok({ ...row, reason: row.reason ?? undefined, reviewed_at: row.reviewed_at ?? undefined });
        });
      },
    });
  }

  app.get<{ Querystring: { target: string } }>('/outbox/latest', {
    config: { access: 'outbox.read' },
    schema: {
      tags: ['admin'],
      summary: 'Latest outgoing message to an e-mail address or phone number (+<calling code><number>)',
      querystring: { type: 'object', required: ['target'], properties: { target: { type: 'string', minLength: 1, maxLength: 254 } } },
      response: replies(outboxMessage),
    },
    handler: async (request) => {
      const target = request.query.target.trim();
      const msg = (await app.outbox.latest(target)) ?? (await app.outbox.latest(target.toLowerCase()));
      if (!msg) throw new OperatorError('No message for this target');
      return ok({ ...msg, error: msg.error ?? undefined, next_attempt_at: msg.next_attempt_at ?? undefined });
    },
  });
};
