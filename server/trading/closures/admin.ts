/**
 * The desk's calendar of market closures (docs/operators.md "Market holidays"), inside adminRoutes:
 *   GET    /admin/api/market_closures?ended=     those not ended (soonest first), or the ended ones (latest first)
 *   POST   /admin/api/market_closures            add one
 *   PUT    /admin/api/market_closures/:id        change one that has not ended (end one in force early, or extend it)
 *   DELETE /admin/api/market_closures/:id        remove one that has not ended (a closure in force: the market reopens)
 * The desk writes a closure's times on the clock of a market's zone, as exchanges publish their holiday hours ("closes
 * at 13:00 New York"); the server turns them into instants. Every process reads the calendar again once a change is
 * committed, so a closure that starts or ends now opens or closes its markets at once. An added closure is told to the
 * traders it concerns (notices.ts); a change or a removal is not sent (the hours the app shows are always current).
 * An ended closure is history: it stays as it was.
 */
import type { FastifyPluginAsync } from 'fastify';
import { OperatorError, ok } from '../../http/envelope.js';
import { pageParam, replies } from '../../http/schemas.js';
import type { Db } from '../../db/index.js';
import { audited, rowOf } from '../../operators/audit.js';
import { CLOSURE_REASONS, LONGEST_CLOSURE } from '../../feed/closures.js';
import { wallToInstant } from '../../feed/zone-clock.js';
import { MARKET_ZONES, TRADING_SESSIONS } from '../../../src/core/trading-sessions.js';
import { noticeClosure, noticeClosureChange, noticeClosureRemoval } from './notices.js';
import { toClosure, type ClosureRow } from './repo.js';

interface ClosureBody {
  reason: string;
  name: string;
  markets: string[];
  zone: string;
  start: string;
  end: string;
}

/** How far ahead a closure may start: two years (a mistyped year is refused). */
const FURTHEST = 2 * 366 * 86_400_000;
const WALL = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$';

const body = {
  type: 'object',
  required: ['reason', 'name', 'markets', 'zone', 'start', 'end'],
  properties: {
    reason: { type: 'string', enum: [...CLOSURE_REASONS], description: 'holiday (a holiday or an early close) or maintenance' },
    name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S', description: 'Shown to traders as written, e.g. Christmas Day' },
    markets: {
      type: 'array', minItems: 1, maxItems: 30, uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Za-z0-9-]{2,16}$' },
      description: `Trading sessions (${TRADING_SESSIONS.join(', ')}) and pair codes it closes`,
    },
    zone: { type: 'string', enum: MARKET_ZONES, description: 'The clock `start` and `end` are written on' },
    start: { type: 'string', pattern: WALL, description: "YYYY-MM-DDTHH:MM on the zone's clock: the markets close" },
    end: { type: 'string', pattern: WALL, description: "YYYY-MM-DDTHH:MM on the zone's clock: they follow their hours again" },
  },
} as const;

const closureSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Reason: { type: 'string', enum: [...CLOSURE_REASONS] },
    Name: { type: 'string' },
    Markets: { type: 'array', items: { type: 'string' } },
    Zone: { type: 'string' },
    Start: { type: 'string', description: "As written, on the zone's clock" },
    End: { type: 'string' },
    StartAt: { type: 'integer', description: 'Unix seconds' },
    EndAt: { type: 'integer', description: 'Unix seconds' },
    State: { type: 'string', enum: ['upcoming', 'in_force', 'ended'] },
    UpdatedAt: { type: 'string' },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

function view(r: ClosureRow, now: number) {
  const start = Date.parse(r.start_at);
  const end = Date.parse(r.end_at);
  return {
    Id: Number(r.id), Reason: r.reason, Name: r.name, Markets: JSON.parse(r.markets) as string[], Zone: r.zone,
    Start: r.start_local, End: r.end_local, StartAt: Math.floor(start / 1000), EndAt: Math.floor(end / 1000),
    State: end <= now ? 'ended' : start <= now ? 'in_force' : 'upcoming', UpdatedAt: r.updated_at,
  };
}

/** A wall time on the zone's clock as an instant; a date that is not on the calendar (30 February) is refused. */
function instant(zone: string, wall: string, field: string): number {
  const asUtc = Date.parse(`${wall}Z`);
  if (!Number.isFinite(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== wall) throw new OperatorError(`${field} is not a date and time: ${wall}`);
  return wallToInstant(zone, asUtc);
}

export const closuresAdminRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['admin'];

  /** The checked columns of a closure, or the first thing wrong with it. */
  const columns = (b: ClosureBody, now: number) => {
    for (const m of b.markets) {
      if (!(TRADING_SESSIONS as readonly string[]).includes(m) && !app.engine.instrument(m)) throw new OperatorError(`Unknown market: ${m} (a trading session or a pair code)`);
    }
    const start = instant(b.zone, b.start, 'start');
    const end = instant(b.zone, b.end, 'end');
    if (end <= start) throw new OperatorError('end must come after start');
    if (end - start > LONGEST_CLOSURE) throw new OperatorError('A closure lasts at most 31 days');
    if (end <= now) throw new OperatorError('end has passed: a closure must end in the future');
    if (start > now + FURTHEST) throw new OperatorError('start is more than two years ahead');
    return {
      reason: b.reason, name: b.name.trim(), markets: JSON.stringify(b.markets), zone: b.zone, start_local: b.start, end_local: b.end,
      start_at: new Date(start).toISOString(), end_at: new Date(end).toISOString(),
    };
  };

  /** The closure, refused when it is not there or has ended. */
  const current = async (db: Db, id: number, now: number) => {
    const row = await db.selectFrom('market_closures').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new OperatorError('Market closure not found');
    if (Date.parse(row.end_at) <= now) throw new OperatorError('This closure has ended; it stays as it was');
    return row;
  };

  const reload = () => app.engine.reloadClosures();

  app.get<{ Querystring: { ended: boolean; page: number } }>('/market_closures', {
    config: { access: 'dealing.read' },
    schema: {
      tags,
      summary: 'Market closures not ended yet, soonest first; with ended=true those that have ended, latest first, 50 per page',
      querystring: { type: 'object', properties: { ended: { type: 'boolean', default: false }, page: pageParam } },
      response: replies({ type: 'array', items: closureSchema }),
    },
    handler: async (request) => {
      const now = Date.now();
      const iso = new Date(now).toISOString();
      const q = app.db.selectFrom('market_closures').selectAll();
      const rows = request.query.ended
        ? await q.where('end_at', '<=', iso).orderBy('end_at', 'desc').orderBy('id', 'desc').limit(50).offset((request.query.page - 1) * 50).execute()
        : await q.where('end_at', '>', iso).orderBy('start_at').orderBy('id').execute();
      return ok(rows.map((r) => view(r, now)));
    },
  });

  app.post<{ Body: ClosureBody }>('/market_closures', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary: 'Close markets for a holiday, an early close or maintenance; the real accounts with positions or orders in them are told',
      body,
      response: replies({ ...closureSchema, properties: { ...closureSchema.properties, Notified: { type: 'integer', description: 'Accounts told by e-mail or SMS (those with an open position or a pending order in a market it closes)' } } }),
    },
    handler: async (request) => {
      const now = Date.now();
      let saved: ClosureRow | undefined;
      const out = await audited(app, request, { action: 'closure.create', target: ['market_closure', request.body.name] }, async (db, afterCommit) => {
        const stamp = new Date(now).toISOString();
        saved = await db.insertInto('market_closures').values({ ...columns(request.body, now), created_at: stamp, updated_at: stamp }).returningAll().executeTakeFirstOrThrow();
        afterCommit(reload);
        return view(saved, now);
      });
      // After the commit, in this request: the desk sees how many were told (a broker's holiday notice goes to the
      // clients it concerns, a few hundred rows of the outbox at most for a whole session's markets).
      const notified = await noticeClosure(app.db, app.outbox, toClosure(saved!), app.engine.instruments());
      return ok({ ...out, Notified: notified });
    },
  });

  app.put<{ Params: { id: number }; Body: ClosureBody }>('/market_closures/:id', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary: 'Change a closure that has not ended; the real accounts whose pairs it changes for are told',
      params: idParams,
      body,
      response: replies({ ...closureSchema, properties: { ...closureSchema.properties, Notified: { type: 'integer', description: 'Accounts told by e-mail or SMS: holders of a pair it now closes over another span or newly, or no longer closes' } } }),
    },
    handler: async (request) => {
      const now = Date.now();
      const { id } = request.params;
      let change: [ClosureRow, ClosureRow] | undefined;
      const out = await audited(app, request, { action: 'closure.update', target: ['market_closure', id], snapshot: rowOf('market_closures', id) }, async (db, afterCommit) => {
        const before = await current(db, id, now);
        const fields = columns(request.body, now);
        const row = await db.updateTable('market_closures').set({ ...fields, updated_at: new Date(now).toISOString() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        afterCommit(reload);
        change = [before, row];
        return view(row, now);
      });
      const notified = await noticeClosureChange(app.db, app.outbox, toClosure(change![0]), toClosure(change![1]), app.engine.instruments());
      return ok({ ...out, Notified: notified });
    },
  });

  app.delete<{ Params: { id: number } }>('/market_closures/:id', {
    config: { access: 'dealing.write' },
    schema: {
      tags,
      summary: 'Remove a closure that has not ended (one in force: its markets follow their hours again); the real accounts holding its pairs are told',
      params: idParams,
      response: replies({ type: 'object', properties: { id: { type: 'integer' }, Notified: { type: 'integer', description: 'Accounts told by e-mail or SMS that their pairs keep their usual hours' } } }),
    },
    handler: async (request) => {
      const now = Date.now();
      const { id } = request.params;
      let removed: ClosureRow | undefined;
      await audited(app, request, { action: 'closure.delete', target: ['market_closure', id], snapshot: rowOf('market_closures', id) }, async (db, afterCommit) => {
        removed = await current(db, id, now);
        await db.deleteFrom('market_closures').where('id', '=', id).execute();
        afterCommit(reload);
      });
      const notified = await noticeClosureRemoval(app.db, app.outbox, toClosure(removed!), app.engine.instruments());
      return ok({ id, Notified: notified });
    },
  });
};
