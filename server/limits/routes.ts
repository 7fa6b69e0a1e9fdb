/**
 * A trader's own limits and breaks (docs/accounts.md "Trading limits and breaks"). Real accounts only.
 *
 *   GET  /api/user/limits        the limits that apply, the changes that wait, what each period has used, the break
 *   POST /api/user/limits/set    set, change or remove one limit: tighter applies now, looser in 24 hours
 *   POST /api/user/limits/break  take a break from trading (with the password); pending orders are cancelled
 *
 * Support sees them on the client's page and cannot lift them (operators/users.ts): a limit that someone else could
 * lift on request would not hold in the moment it was set for.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { confirmPassword } from '../users/index.js';
import { ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { parseAmount } from '../funds/amounts.js';
import { big, gte } from '../../src/core/money/index.js';
import { messageTime } from '../accounts/notices.js';
import { BREAK_DAYS, PERIOD_MS, PERIODS, roomLeft, type LimitState } from './rules.js';
import { depositedSince, limitsOf, setLimit, startBreak } from './service.js';
import { lossSince } from './losses.js';
import type { LimitKind, LimitPeriod } from './schema.js';

type Db = Kysely<Database>;
const money = { type: 'string', description: 'USD' } as const;
const period = { type: 'string', enum: PERIODS, description: 'The rolling window: day = 24 hours, week = 7 days, month = 30 days' } as const;
const limitView = {
  type: 'object',
  properties: {
    amount: { ...money, type: ['string', 'null'], description: 'USD the period may take; null: no limit' },
    period,
    used: { ...money, description: 'Deposited (waiting or credited) or lost (fees, realised P&L and swap; gains count 0) in the current window' },
    left: { type: ['string', 'null'], description: 'What the limit leaves in the current window (never below 0); null: no limit' },
    reached: {
      type: 'boolean',
      description: 'The window has used the whole limit (exactly, before rounding to cents): past the loss limit no position opens',
    },
    next: {
      type: ['object', 'null'],
      description: 'A looser limit (amount null: none) waiting its 24 hours; null: nothing waits',
      properties: { amount: { type: ['string', 'null'] }, period: { type: ['string', 'null'] }, at: { type: 'string', description: 'When it applies' } },
    },
  },
} as const;
export const limitsReply = {
  type: 'object',
  properties: {
    deposit: limitView,
    loss: limitView,
    break_until: { type: ['string', 'null'], description: 'The end of the break under way; null: none' },
    break_days: { type: 'array', items: { type: 'integer' }, description: 'The breaks that can be taken, in days' },
  },
} as const;

const money2 = (x: string) => big(x).toFixed(2);
/** What the trader and support see of a client's limits: each with what its current window has used. */
export async function limitsView(db: Db, userId: number, now = Date.now()) {
  const limits = await limitsOf(db, userId, now);
  const one = async (state: LimitState, usedSince: (since: number) => Promise<string>) => {
    const used = await usedSince(now - PERIOD_MS[state.current?.period ?? 'day']);
    return {
      amount: state.current ? money2(state.current.amount) : null,
      period: state.current?.period ?? 'day',
      used: money2(used),
      left: state.current ? money2(roomLeft(state.current.amount, used)) : null,
      reached: !!state.current && gte(used, state.current.amount),
      next: state.next && { amount: state.next.limit ? money2(state.next.limit.amount) : null, period: state.next.limit?.period ?? null, at: state.next.at },
    };
  };
  return {
    deposit: await one(limits.deposit, (since) => depositedSince(db, userId, since)),
    loss: await one(limits.loss, (since) => lossSince(db, userId, since, now)),
    break_until: limits.break_until,
    break_days: [...BREAK_DAYS],
  };
}

export const limitRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['user'];
  const current = (userId: number, now?: number) => limitsView(app.db, userId, now);

  app.get('/api/user/limits', {
    onRequest: app.requireReal,
    schema: { tags, headers: authHeaders, summary: "The caller's deposit and loss limits and break (extension)", response: replies(limitsReply) },
    handler: async (request) => ok(await current(request.user!.id)),
  });

  app.post<{ Body: { kind: LimitKind; amount?: string | null; period?: LimitPeriod } }>('/api/user/limits/set', {
    onRequest: app.requireReal,
    schema: {
      tags, headers: authHeaders,
      summary: 'Set, change or remove a limit (extension): a tighter one applies at once, a looser one or a removal after 24 hours',
      body: {
        type: 'object',
        required: ['kind'],
        properties: {
          kind: { type: 'string', enum: ['deposit', 'loss'] },
          amount: { type: ['string', 'null'], maxLength: 16, description: 'USD, at most 2 decimals; empty or null removes the limit' },
          period: { ...period, default: 'day' },
        },
      },
      response: replies(limitsReply),
    },
    handler: async (request) => {
      const { kind, amount, period: p = 'day' } = request.body;
      const wanted = amount == null || amount.trim() === '' ? null : { amount: parseAmount(amount, 'amount'), period: p };
      const now = Date.now();
      const { state, applied } = await setLimit(app.db, request.user!.id, kind, wanted, now);
      const data = await current(request.user!.id, now);
      return applied ? ok(data, 'limitApplied') : ok(data, 'limitWaits', { time: messageTime(state.next!.at) });
    },
  });

  app.post<{ Body: { days: number; password: string } }>('/api/user/limits/break', {
    onRequest: app.requireReal,
    config: { rateLimit: { max: app.config.loginRateLimit ?? 10, timeWindow: '1 minute' } },
    schema: {
      tags, headers: authHeaders,
      summary: 'Take a break from trading (extension): no new orders and no deposits until it ends; closing and withdrawing stay open. Pending orders are cancelled. A break can be lengthened, never shortened',
      body: {
        type: 'object',
        required: ['days', 'password'],
        properties: { days: { type: 'integer', enum: [...BREAK_DAYS] }, password: { type: 'string', minLength: 1, maxLength: 128 } },
      },
      response: replies(limitsReply),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      await confirmPassword(app.db, userId, request.body.password);
      const now = Date.now();
      const until = await startBreak(app.db, userId, request.body.days, now);
      const { cancelled } = await app.engine.cancelAll(userId);
      return ok(await current(userId, now), 'breakStarted', { time: messageTime(until), cancelled: cancelled.length });
    },
  });
};
