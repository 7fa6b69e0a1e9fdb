// A user's statement and trading results for the desk (docs/operators.md "Users"). The statement is the same file
// the user downloads, for support answering "send me my statement" or looking into a dispute: an export of someone's
// money, recorded in the audit log (`user.statement`, with the kind and the period) before the first row leaves.
// Descriptions in English, like the rest of the admin API. The results are what the user's history screen shows.
import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { audited } from '../operators/audit.js';
import type { StatementPeriod } from '../../src/core/statement.js';
import { resultsQuerySchema, resultsSchema, tradeResultsOf } from './results.js';
import { checkStatementPeriod, sendStatement, statementDescription, statementQuerySchema, type StatementQuery } from './routes.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export const statementAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number }; Querystring: StatementQuery }>('/users/:id/statement', {
    config: { access: 'users.read', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['operators'],
      summary: "A user's statement (their ledger or closed trades of a period) as a CSV file; recorded in the audit log",
      description: statementDescription,
      params: idParams,
      querystring: statementQuerySchema,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'The CSV file' } },
    },
    handler: async (request, reply) => {
      const id = request.params.id;
      checkStatementPeriod(request.query);
      const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      const { kind, from, to } = request.query;
      await audited(app, request, { action: 'user.statement', target: ['user', id] }, async () => ({ kind, from, to }));
      return sendStatement(app, reply, id, request.query, 'en', false);
    },
  });

  // What the user sees on their history screen, for the desk answering "how am I doing" or looking at a client's
  // trading before a decision; read like the rest of the user's page (not an export: not in the audit log).
  app.get<{ Params: { id: number }; Querystring: StatementPeriod }>('/users/:id/trade_results', {
    config: { access: 'users.read', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['operators'],
      summary: "A user's trading results of a period: net, win rate, profit factor, averages, by pair and by day",
      params: idParams,
      querystring: resultsQuerySchema,
      response: replies(resultsSchema),
    },
    handler: async (request) => {
      const id = request.params.id;
      checkStatementPeriod(request.query);
      const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      return ok(await tradeResultsOf(app, id, request.query));
    },
  });
};
