/**
 * One cancels the other (extension, docs/trading.md "One cancels the other"): two pending orders of one account
 * paired, so that when either fills the other is cancelled — a breakout either way, a limit at either of two prices.
 * This route only writes the pair (`oco_id` on both orders); the engine reads it in each fill's and each cancel's own
 * transaction (engine/transitions.ts), so a gateway of a cluster pairs without asking the engine, as it writes notes.
 *
 *   POST /v1/api/forex/set_oco {id, other_id}   other_id 0 unpairs
 *
 * Both orders are locked in id order first, as a fill or a cancel of either locks them, and each pairing counts a
 * revision of both: a fill judged on an order before it was paired or unpaired fails its conditional update and is
 * judged again at the next tick, on the pair as it now is.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { lockOrders, updatePending } from './engine/transitions.js';
import { OrderStatus, type OrderRow } from './schema.js';
import { orderSchema } from './schemas.js';
import { orderView } from './views.js';

type Change = { rows: OrderRow[]; paired: boolean };

/** The orders as stored now (locked in id order unless `lock` is false), each the user's: someone else's answers like a missing one. */
async function ownOrders(trx: Transaction<Database>, userId: number, ids: number[], lock = true): Promise<OrderRow[]> {
  if (lock) await lockOrders(trx, ids);
  const rows = await trx.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row || Number(row.user_id) !== userId) throw new AppError('orderNotFound');
    return row;
  });
}

/** Each order's pair written as `other` names it, counted as a revision of each. */
async function write(trx: Transaction<Database>, rows: OrderRow[], other: (row: OrderRow) => number | null): Promise<OrderRow[]> {
  const now = new Date().toISOString();
  const out: OrderRow[] = [];
  for (const row of rows) {
    const changes = { oco_id: other(row), revision: Number(row.revision ?? 0) + 1, updated_at: now };
    // Locked, so only a writer that ignores the lock (none) could change it meanwhile; refused rather than half written.
    if (!(await updatePending(trx, row, changes))) throw new AppError('ocoNotPending');
    out.push({ ...row, ...changes });
  }
  return out;
}

/** Pairs `id` with `otherId`; the same pair again changes nothing. */
async function pair(trx: Transaction<Database>, userId: number, id: number, otherId: number): Promise<Change> {
  if (id === otherId) throw new AppError('ocoSame');
  const [a, b] = await ownOrders(trx, userId, [id, otherId]);
  if (Number(a.status) !== OrderStatus.pending || Number(b.status) !== OrderStatus.pending) throw new AppError('ocoNotPending');
  if (Number(a.oco_id) === otherId && Number(b.oco_id) === id) return { rows: [], paired: true };
  if (a.oco_id || b.oco_id) throw new AppError('ocoTaken');
  return { rows: await write(trx, [a, b], (row) => (Number(row.id) === id ? otherId : id)), paired: true };
}

/** Unpairs `id` and the order it is paired with; an order without a pair changes nothing. */
async function unpair(trx: Transaction<Database>, userId: number, id: number): Promise<Change> {
  const [first] = await ownOrders(trx, userId, [id], false);
  if (Number(first.status) !== OrderStatus.pending) throw new AppError('ocoNotPending');
  if (!first.oco_id) return { rows: [], paired: false };
  const otherId = Number(first.oco_id);
  const [a, b] = await ownOrders(trx, userId, [id, otherId]);
  // Paired otherwise between the two reads (a second device): again, on the pair as it now is — this order is locked
  // now, so the second time reads what stays.
  if (Number(a.oco_id) !== otherId) return unpair(trx, userId, id);
  if (Number(a.status) !== OrderStatus.pending) throw new AppError('ocoNotPending');
  const both = Number(b.oco_id) === id && Number(b.status) === OrderStatus.pending ? [a, b] : [a];
  return { rows: await write(trx, both, () => null), paired: false };
}

export const pairsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { id: number; other_id: number } }>('/v1/api/forex/set_oco', {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 60, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `pairs:${request.user?.id ?? request.ip}` } },
    schema: {
      tags: ['forex'],
      summary: 'Pair two pending orders as one cancels the other, or unpair them (extension)',
      description:
        'With `other_id`: the two pending orders (the caller\'s, each in no other pair) become a pair — when either fills, the other is cancelled in the same transaction (`CloseReason` oco) and its reservation released. ' +
        'An order of a pair that ends any other way (cancelled, expired, refused for margin) leaves the other pending on its own. `other_id` 0 unpairs. The answer lists the orders as they now are (both, or none when nothing changed).',
      headers: authHeaders,
      body: {
        type: 'object',
        required: ['id', 'other_id'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          other_id: { type: 'integer', minimum: 0, description: 'The order to pair with; 0 unpairs' },
        },
      },
      response: replies({ type: 'array', items: orderSchema }),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      const { id, other_id: otherId } = request.body;
      const change = await app.db.transaction().execute((trx) => (otherId ? pair(trx, userId, id, otherId) : unpair(trx, userId, id)));
      const views = change.rows.map((r) => orderView(r, app.engine));
      // The trader's other devices show the pair at once, as any change of theirs (FOREX_ORDER `modified`).
      if (app.pushes.wants(userId, 'FOREX_ORDER')) for (const Order of views) app.pushes.sendToUser(userId, 'FOREX_ORDER', { Change: 'modified', Order });
      return ok(views, change.paired ? 'ocoPaired' : 'ocoUnpaired');
    },
  });
};
