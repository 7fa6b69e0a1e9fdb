// Trading results (an extension; docs/trading.md "Trading results"): what the closed trades of a period came to —
// net, win rate, profit factor, averages, extremes, each pair's share and each day's. The same trades as the
// statement's trades file (a partial close is one), read in pages and tallied as they come, so a year of trades is
// never held at once.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { resultsTally, type TradeResultsAnswer } from '../../src/core/money/results.js';
import type { StatementPeriod } from '../../src/core/statement.js';
import { closedTrades } from './rows.js';
import { checkStatementPeriod, periodQuerySchema } from './routes.js';

const money = (description: string, nullable = false) => ({ type: nullable ? ['string', 'null'] : 'string', description });

/** The answer's schema, for the user's route and the operators' (admin.ts). */
export const resultsSchema = {
  type: 'object',
  properties: {
    trades: { type: 'integer', description: 'Trades closed in the period (a partial close is one)' },
    won: { type: 'integer', description: 'Trades whose P&L less their fee, with their swap, is above zero' },
    lost: { type: 'integer', description: 'Trades whose P&L less their fee, with their swap, is below zero (one at zero is neither)' },
    net: money('Σ P&L − Σ fee + Σ swap, USD, 6 decimals'),
    gross_profit: money('Σ of the winning trades’ results, USD'),
    gross_loss: money('Σ of the losing trades’ results, USD (≤ 0)'),
    fees: money('Σ fee of the trades, USD (already in net)'),
    swaps: money('Σ swap the trades took (negative) or earned at the rollovers, USD (already in net)'),
    win_rate: money('won ÷ trades, percent, 2 decimals; null without a trade', true),
    profit_factor: money('gross profit ÷ |gross loss|, 2 decimals; null without a losing trade', true),
    average_win: money('Mean result of the winning trades, USD; null without one', true),
    average_loss: money('Mean result of the losing trades, USD; null without one', true),
    best: money('The best trade’s result, USD; null without a trade', true),
    worst: money('The worst trade’s result, USD; null without a trade', true),
    pairs: {
      type: 'array',
      description: 'Every pair traded in the period, best net first',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string' },
          name: { type: 'string', description: 'The instrument as the app shows it (ShowCode, e.g. EUR/USD); the code when it is no longer listed' },
          trades: { type: 'integer' },
          won: { type: 'integer' },
          lost: { type: 'integer' },
          net: money('Σ of its trades’ results, USD'),
        },
      },
    },
    max_drawdown: money('The largest fall of the running net from its highest point so far, day by day from break-even, USD (≥ 0); null without a trade', true),
    days: {
      type: 'array',
      description: 'Every UTC day a trade closed on, oldest first, with the sum of that day’s results',
      items: { type: 'object', properties: { day: { type: 'string', format: 'date' }, net: money('Σ of the day’s results, USD') } },
    },
  },
} as const;

/** The period of the results: the statement's days. */
export const resultsQuerySchema = periodQuerySchema;

/** The results of the user's trades closed in the period, each pair named as the app shows it. */
export async function tradeResultsOf(app: FastifyInstance, userId: number, period: StatementPeriod): Promise<TradeResultsAnswer> {
  const tally = resultsTally();
  for await (const t of closedTrades(app.db, userId, period)) tally.add(t);
  const r = tally.result();
  return { ...r, pairs: r.pairs.map((p) => ({ ...p, name: app.engine.instrument(p.code)?.showCode ?? p.code })) };
}

export const resultsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatementPeriod }>('/api/user/trade_results', {
    onRequest: app.requireUser,
    // Per person: a year of trades is read in full for each answer.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `results:${request.user?.id ?? request.ip}` } },
    schema: {
      tags: ['forex'],
      summary: 'What the trades closed in a period of whole UTC days came to: net, win rate, profit factor, averages, by pair (extension)',
      description: 'The trades of the statement’s trades file for the same period. A trade’s result is its P&L less its fee, with the swap it took or earned.',
      headers: authHeaders,
      querystring: resultsQuerySchema,
      response: replies(resultsSchema),
    },
    handler: async (request) => {
      const { from, to } = request.query;
      checkStatementPeriod({ from, to });
      return ok(await tradeResultsOf(app, request.user!.id, { from, to }));
    },
  });
};
