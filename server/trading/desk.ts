/**
 * The dealing desk ends a client's order on their behalf (docs/operators.md "Closing for a client"): the client asked
 * by telephone or chat while their app could not, or risk must end an exposure now. A position closes at its market
 * price as the client's own close would, a pending order is cancelled; both carry the reason `admin` ("Closed by
 * the broker" in the client's history) and the client is told as of any close the server made. The engine writes the
 * operator's audit row in the close's own transaction, so there is never one without the other.
 *
 *   POST /admin/api/users/:id/orders/:order/close {reason}   dealing.close
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { auditedElsewhere } from '../operators/audit.js';
import { OrderStatus } from './schema.js';

const params = {
  type: 'object',
  required: ['id', 'order'],
  properties: { id: { type: 'integer', minimum: 1 }, order: { type: 'integer', minimum: 1 } },
} as const;

const ended = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'integer', description: '3 closed (a position), 2 cancelled (a pending order)' },
    close_reason: { type: 'string', enum: ['admin'] },
    close_price: { type: ['string', 'null'], description: 'The market price the position closed at (null for a cancelled order)' },
    profit: { type: ['string', 'null'], description: 'Realised P&L, USD (null for a cancelled order)' },
  },
} as const;

export const deskRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number; order: number }; Body: { reason?: string } }>('/users/:id/orders/:order/close', {
    config: { access: 'dealing.close' },
    schema: {
      tags: ['operators'],
      summary: "Close a client's position at the market price, or cancel their pending order, on their behalf (reason required; the client is told, the history says \"Closed by the broker\")",
      params,
      body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
      response: replies(ended),
    },
    handler: async (request) => {
      const { id, order } = request.params;
      return auditedElsewhere(app, request, { action: 'order.close', target: ['order', order] }, async (audit) => {
        if (!request.body?.reason?.trim()) throw new OperatorError("reason is required to close a client's order");
        const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw new AppError('userNotFound');
        const row = await app.engine.deskClose(id, order, audit);
        const closed = Number(row.status) === OrderStatus.closed;
        return ok({ id: Number(row.id), status: Number(row.status), close_reason: 'admin', close_price: closed ? row.close_price : null, profit: closed ? row.profit : null });
      });
    },
  });
};
