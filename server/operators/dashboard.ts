import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { add, roundMoney, sub } from '../../src/core/money/index.js';
import { OrderStatus } from '../trading/schema.js';
import { DEPOSIT_STATUS, WITHDRAW_STATUS } from '../funds/schema.js';
import { systemSchema, systemStatus } from './system.js';

// The console's first screen (docs/operators.md "Dashboard"): what the desk must act on and what the book holds.
// Exposure counts real accounts only (demo positions are no risk to the broker); sums are exact decimals.

const money = { type: 'string' } as const;
const queue = { type: 'object', properties: { count: { type: 'integer' }, amount: money } } as const;

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard', {
    config: { access: 'users.read' },
    schema: {
      tags: ['operators'],
      summary: 'Open positions and exposure per instrument (real accounts), accounts at margin call, queues waiting, users online (on every gateway of a cluster, each once), and the trading system (engine leader, bus, prices)',
      response: replies({
        type: 'object',
        properties: {
          open_positions: { type: 'integer' },
          exposure: {
            type: 'array',
            items: { type: 'object', properties: { code: { type: 'string' }, positions: { type: 'integer' }, long_lots: money, short_lots: money, net_lots: money, margin: money } },
          },
          deposits_waiting: queue,
          withdrawals_waiting: queue,
          identity_waiting: { type: 'integer' },
          margin_calls: { type: 'integer', description: 'Real accounts with a margin call running (docs/operators.md "Margin monitor")' },
          users_online: { type: 'integer' },
          system: systemSchema,
        },
      }),
    },
    handler: async () => {
      const [positions, deposits, withdrawals, identity, system, usersOnline, marginCalls] = await Promise.all([
        app.db
          .selectFrom('orders as o')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select(['o.code', 'o.side', 'o.lots', 'o.margin'])
          .where('o.status', '=', OrderStatus.holding)
          .where('u.is_demo', '=', 0)
          .execute(),
        app.db.selectFrom('deposits').select('number').where('status', '=', DEPOSIT_STATUS.unchecked).execute(),
        app.db.selectFrom('withdrawals').select('number').where('status', '=', WITHDRAW_STATUS.pending).execute(),
        app.db.selectFrom('identity_submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'waiting').executeTakeFirstOrThrow(),
        systemStatus(app),
        // In a cluster, on every gateway heard (each one's own sockets are all it sees itself), each user once.
        app.usersOnline ? app.usersOnline() : app.hub.usersOnline,
        app.db
          .selectFrom('margin_calls as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('m.ended_at', 'is', null)
          .where('u.is_demo', '=', 0)
          .executeTakeFirstOrThrow(),
      ]);
      const byCode = new Map<string, { code: string; positions: number; long_lots: string; short_lots: string; margin: string }>();
      for (const p of positions) {
        const e = byCode.get(p.code) ?? { code: p.code, positions: 0, long_lots: '0', short_lots: '0', margin: '0' };
        e.positions++;
        if (p.side === 1) e.long_lots = add(e.long_lots, p.lots).toString();
        else e.short_lots = add(e.short_lots, p.lots).toString();
        e.margin = add(e.margin, p.margin).toString();
        byCode.set(p.code, e);
      }
      const exposure = [...byCode.values()]
        .map((e) => ({ ...e, net_lots: sub(e.long_lots, e.short_lots).toString(), margin: roundMoney(e.margin) }))
        .sort((a, b) => b.positions - a.positions || a.code.localeCompare(b.code));
      const total = (rows: { number: string }[]) => ({ count: rows.length, amount: roundMoney(rows.reduce((s, r) => add(s, r.number).toString(), '0')) });
      return ok({
        open_positions: positions.length,
        exposure,
        deposits_waiting: total(deposits),
        withdrawals_waiting: total(withdrawals),
        identity_waiting: Number(identity.n),
        margin_calls: Number(marginCalls.n),
        users_online: usersOnline,
        system,
      });
    },
  });
};
