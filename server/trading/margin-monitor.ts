/**
 * The dealing desk's margin monitor (docs/operators.md "Margin monitor"): the accounts with open positions, closest
 * to stop-out first, each with its equity, used and free margin, floating P&L and risk rate at the current prices,
 * the zone that rate is in against the trading settings' levels, and the margin call running on it (since when, and
 * when the owner was told: margin-calls.ts). The desk calls the client at margin call,
 * before the engine's stop-out closes their positions at whatever price the market then gives.
 *
 *   GET /admin/api/margin?demo=0|1&limit=1..500   dealing.read
 *
 * Read from the database, the system of record — each account's orders and balances in one statement (orders,
 * accounts and users joined: a close that commits meanwhile is either wholly in its figures or wholly not), a
 * hundred accounts a statement with turns of the event loop between — and priced with the quotes this server
 * holds (the engine's own in one process, the leader's mirrored on a gateway) by the engine's own pricing, so a figure
 * here is the figure the trader's screen and the stop-out use.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { SharedReading } from '../db/shared-reading.js';
import { cmp, riskZone, type RiskZone } from '../../src/core/money/index.js';
import { OrderStatus, type OrderRow } from './schema.js';
import { bookOrder, type BookOrder } from './engine/book.js';
import { Pricing, type LiveSummary } from './engine/pricing.js';

const money = { type: 'string' } as const;
const ZONES = ['none', 'safe', 'marginCall', 'stopOut'] as const satisfies readonly RiskZone[];

/** The live figures of one account, as the margin monitor and a user's page show them. */
export const liveAccountSchema = {
  type: 'object',
  properties: {
    balance: money,
    equity: money,
    margin: { type: 'string', description: 'Used margin of the open positions, USD' },
    free_margin: money,
    floating: { type: 'string', description: 'Floating P&L of the open positions, USD' },
    pending_locked: { type: 'string', description: "Reserved for pending orders' margin and fee, USD" },
    risk_rate: { type: ['string', 'null'], description: 'Equity ÷ used margin × 100, 2 dp; null without an open position' },
    zone: { type: 'string', enum: [...ZONES], description: 'The risk rate against the margin-call and stop-out levels' },
  },
} as const;

/** The margin call running on an account (margin-calls.ts), or null. */
export const marginCallSchema = {
  type: ['object', 'null'],
  description: 'The margin call running on the account (trading/margin-calls.ts): since when, and when its owner was told (notified_at null: not told, e.g. a demo account without an address); null: none',
  properties: { since: { type: 'string' }, notified_at: { type: ['string', 'null'] } },
} as const;

export interface LiveAccount {
  balance: string;
  equity: string;
  margin: string;
  free_margin: string;
  floating: string;
  pending_locked: string;
  risk_rate: string | null;
  zone: RiskZone;
}

type Levels = { marginCallLevel: string; stopOutLevel: string };

/** An engine summary's risk rate and its zone by the levels in force (the monitor's and the margin calls' one rule). */
export function summaryRisk(s: LiveSummary, levels: Levels): { rate: string | null; zone: RiskZone } {
  // The engine's summary says "0.00" without used margin; without an open position there is no rate.
  const rate = cmp(s.CautionMoneyAll, 0) > 0 ? s.HazardRate : null;
  return { rate, zone: riskZone(rate, levels.marginCallLevel, levels.stopOutLevel) };
}

/** An engine summary as the desk reads it, its zone judged by the levels in force. */
export function liveAccount(s: LiveSummary, levels: Levels): LiveAccount {
  const { rate, zone } = summaryRisk(s, levels);
  return {
    balance: s.Balance, equity: s.Equity, margin: s.CautionMoneyAll, free_margin: s.FreeMargin, floating: s.ProfitsTotal,
    pending_locked: s.PendingLocked, risk_rate: rate, zone,
  };
}

type Row = OrderRow & { acc_balance: string; acc_lock: string; uid: string; email: string | null; mobile: string | null };

/** One row of the monitor: an account with open positions, priced. */
interface Monitored extends LiveAccount {
  user_id: number;
  uid: string;
  contact: string;
  positions: number;
  unpriced: number;
  margin_call: { since: string; notified_at: string | null } | null;
}

/**
 * Accounts a statement reads, all of each one's open orders and its balances together: with two positions each, a
 * statement and its pricing hold the event loop about 28 ms on this machine. SQLite answers inside the process and the
 * pricing is the process's own: read in one go, 10,000 such accounts held a server 640 ms — no price, stop or
 * request served meanwhile (npm run bench -- margin).
 */
const SPAN_ACCOUNTS = 100;

/** Every account (real, or demo) with an open position, priced at the quotes of the moment its span is read. */
async function monitored(app: FastifyInstance, demo: number): Promise<{ accounts: Monitored[]; levels: Levels }> {
  const [holders, levels, calls] = await Promise.all([
    app.db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select('o.user_id')
      .distinct()
      .where('o.status', '=', OrderStatus.holding)
      .where('u.is_demo', '=', demo)
      .orderBy('o.user_id')
      .execute(),
    app.engine.settings(),
    app.db.selectFrom('margin_calls').select(['user_id', 'started_at', 'notified_at']).where('ended_at', 'is', null).execute(),
  ]);
  const running = new Map(calls.map((c) => [Number(c.user_id), { since: c.started_at, notified_at: c.notified_at }]));
  const pricing = new Pricing(app.engine.quotes);
  const accounts: Monitored[] = [];
  for (let i = 0; i < holders.length; i += SPAN_ACCOUNTS) {
    if (i > 0) await nextTurn();
    const ids = holders.slice(i, i + SPAN_ACCOUNTS).map((h) => h.user_id);
    const rows = (await app.db
      .selectFrom('orders as o')
      .innerJoin('accounts as a', 'a.user_id', 'o.user_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .selectAll('o')
      .select(['a.balance as acc_balance', 'a.lock_balance as acc_lock', 'u.uid', 'u.email', 'u.mobile'])
      .where('o.user_id', 'in', ids)
      .where('o.status', 'in', [OrderStatus.pending, OrderStatus.holding])
      .execute()) as Row[];
    const byUser = new Map<number, { first: Row; orders: BookOrder[]; holding: number }>();
    for (const r of rows) {
      const id = Number(r.user_id);
      const u = byUser.get(id) ?? { first: r, orders: [], holding: 0 };
      u.orders.push(bookOrder(r));
      if (Number(r.status) === OrderStatus.holding) u.holding++;
      byUser.set(id, u);
    }
    for (const [id, u] of byUser) {
      // Closed since the list of holders was read: no longer at risk.
      if (u.holding === 0) continue;
      const live = liveAccount(pricing.summary(u.orders, u.first.acc_balance, u.first.acc_lock), levels);
      const unpriced = u.orders.filter((o) => o.status === OrderStatus.holding && pricing.floating(o) === null).length;
      accounts.push({ user_id: id, uid: u.first.uid, contact: u.first.email || u.first.mobile || '', positions: u.holding, unpriced, ...live, margin_call: running.get(id) ?? null });
    }
  }
  // Rates have 2 decimals: as doubles they keep their order exactly, without a decimal parse per comparison.
  accounts.sort((a, b) => Number(a.risk_rate ?? 0) - Number(b.risk_rate ?? 0) || a.user_id - b.user_id);
  return { accounts, levels };
}

interface Query {
  demo?: number;
  limit?: number;
}

export const marginMonitorRoutes: FastifyPluginAsync = async (app) => {
  // Screens asking while a read is under way share it (each asks every 5 s; a read takes turns of the event loop); no
  // read is kept once done (maxAge 0), so a request is answered by the read under way or by a fresh one.
  const readings = [0, 1].map((demo) => new SharedReading(() => monitored(app, demo), 0));
  app.get<{ Querystring: Query }>('/margin', {
    config: { access: 'dealing.read' },
    schema: {
      tags: ['operators'],
      summary: 'Accounts with open positions, closest to stop-out first: equity, margins, floating P&L and risk rate at the current prices (real accounts, or demo ones with demo=1)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { demo: { type: 'integer', enum: [0, 1], default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
      },
      response: replies({
        type: 'object',
        properties: {
          accounts: { type: 'integer', description: 'Accounts with open positions (all of them, before the limit)' },
          margin_call: { type: 'integer', description: 'Of those, how many are below the margin-call level' },
          margin_call_level: money,
          stop_out_level: money,
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                user_id: { type: 'integer' }, uid: { type: 'string' }, contact: { type: 'string' },
                positions: { type: 'integer' },
                unpriced: { type: 'integer', description: 'Positions without a current price, counted at no floating P&L' },
                ...liveAccountSchema.properties,
                margin_call: marginCallSchema,
              },
            },
          },
        },
      }),
    },
    handler: async (request) => {
      const { accounts, levels } = await readings[request.query.demo ?? 0].current();
      return ok({
        accounts: accounts.length,
        margin_call: accounts.filter((a) => a.zone === 'marginCall' || a.zone === 'stopOut').length,
        margin_call_level: levels.marginCallLevel,
        stop_out_level: levels.stopOutLevel,
        data: accounts.slice(0, request.query.limit ?? 100),
      });
    },
  });
};
