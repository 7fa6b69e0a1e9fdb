/**
 * The dealing desk ends a client's order on their behalf (docs/operators.md "Closing for a client"): the client asked
 * by telephone or chat while their app could not, or risk must end an exposure now. A position closes at its market
 * price as the client's own close would, a pending order is cancelled; both carry the reason `admin` ("Closed by
 * the broker" in the client's history) and the client is told as of any close the server made. The engine writes the
 * operator's audit row in the close's own transaction, so there is never one without the other.
 *
 *   POST /admin/api/users/:id/orders/:order/close {reason}   dealing.close
 *   POST /admin/api/users/:id/orders/close-all {reason}      dealing.close: every open order of the client, each as
 *                                                            above with its own audit row; one refused is said and left
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, OperatorError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { auditedElsewhere, elsewhereRow, recordTargetRefusal } from '../operators/audit.js';
import { renderMessage, requestLang } from '../i18n/messages.js';
import { roundMoney, sum } from '../../src/core/money/index.js';
import { OrderStatus, type OrderRow } from './schema.js';

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

const endedView = (row: OrderRow) => {
  const closed = Number(row.status) === OrderStatus.closed;
  return { id: Number(row.id), status: Number(row.status), close_reason: 'admin', close_price: closed ? row.close_price : null, profit: closed ? row.profit : null };
};

const reasonBody = { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } } as const;

export const deskRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number }; Body: { reason?: string } }>('/users/:id/orders/close-all', {
    config: { access: 'dealing.close' },
    schema: {
      tags: ['operators'],
      summary: "End every open order of a client on their behalf: pending orders cancelled first (so none fills meanwhile), then positions closed at their market prices, each as the single close does with its own audit row; one refused (market closed, ended meanwhile) is said and left open",
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      body: reasonBody,
      response: replies({
        type: 'object',
        properties: {
          ended: { type: 'array', items: ended },
          skipped: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, msg: { type: 'string', description: "Why it was left, in the operator's language" } } } },
          profit: { type: 'string', description: 'Realised P&L of the closed positions together, USD' },
        },
      }),
    },
    handler: async (request) => {
      const { id } = request.params;
      return auditedElsewhere(app, request, { action: 'order.close-all', target: ['user', id] }, async () => {
        if (!request.body?.reason?.trim()) throw new OperatorError("reason is required to close a client's order");
        const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw new AppError('userNotFound');
        const open = await app.db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where('user_id', '=', id)
          .where('status', 'in', [OrderStatus.pending, OrderStatus.holding])
          .orderBy('id')
          .execute();
        // Pending orders first: a position closed while a pending order of the client waits could see it fill meanwhile.
        const ordered = [...open.filter((o) => Number(o.status) === OrderStatus.pending), ...open.filter((o) => Number(o.status) === OrderStatus.holding)];
        const done: OrderRow[] = [];
        const skipped: Array<{ id: number; msg: string }> = [];
        for (const o of ordered) {
          const spec = { action: 'order.close', target: ['order', Number(o.id)] as const };
          try {
            done.push(await app.engine.deskClose(id, Number(o.id), elsewhereRow(request, spec)));
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            await recordTargetRefusal(app, request, spec, e);
            skipped.push({ id: Number(o.id), msg: renderMessage(requestLang(request), e.key, e.params) });
          }
        }
        const profit = roundMoney(sum(done.map((r) => r.profit ?? '0')));
        return ok({ ended: done.map(endedView), skipped, profit });
      });
    },
  });

  app.post<{ Params: { id: number; order: number }; Body: { reason?: string } }>('/users/:id/orders/:order/close', {
    config: { access: 'dealing.close' },
    schema: {
      tags: ['operators'],
      summary: "Close a client's position at the market price, or cancel their pending order, on their behalf (reason required; the client is told, the history says \"Closed by the broker\")",
      params,
      body: reasonBody,
      response: replies(ended),
    },
    handler: async (request) => {
      const { id, order } = request.params;
      return auditedElsewhere(app, request, { action: 'order.close', target: ['order', order] }, async (audit) => {
        if (!request.body?.reason?.trim()) throw new OperatorError("reason is required to close a client's order");
        const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw new AppError('userNotFound');
        return ok(endedView(await app.engine.deskClose(id, order, audit)));
      });
    },
  });
};
