/**
 * The dashboard's "Trading system" (docs/operators.md "Dashboard"): whether trading can work right now, as the server
 * that answers sees it — where the engine runs (in this process, or the cluster's leader with its last check and
 * the standbys ready), this gateway's bus, the gateways heard on it, how old its newest price is, and with the manual
 * feed whether the market archive (feed/archive.ts) has written it.
 */
import type { FastifyInstance } from 'fastify';
import { engineLeadership, type EngineLeadership } from '../cluster/lease-status.js';
import '../feed/schema.js';
import { newestQuoteTime } from '../feed/types.js';

export interface SystemStatus {
  role: 'all' | 'gateway';
  database: 'sqlite' | 'postgresql';
  /** null in one process (the engine is here); the cluster's leadership otherwise. */
  engines: EngineLeadership | null;
  /** This gateway's bus; null in one process. */
  bus: { connected: boolean; since: string | null } | null;
  /** Gateways heard on the bus lately, this one included; null in one process. */
  gateways: number | null;
  /** ms since the newest price this server holds changed; null before any. */
  last_price_ms: number | null;
  /**
   * The manual feed's market archive (null with the simulator, which archives nothing): how far the newest price this
   * server holds is ahead of the newest one written, in ms (0: written; null: nothing written yet). Every 5 s when
   * it works: a restart would lose what it is behind.
   */
  archive: { behind_ms: number | null } | null;
}

const integer = { type: 'integer' } as const;

export const systemSchema = {
  type: 'object',
  properties: {
    role: { type: 'string', enum: ['all', 'gateway'] },
    database: { type: 'string', enum: ['sqlite', 'postgresql'] },
    engines: {
      type: ['object', 'null'],
      properties: {
        leader: { type: ['object', 'null'], properties: { name: { type: 'string' }, heartbeat_ms: integer } },
        standbys: integer,
      },
    },
    bus: { type: ['object', 'null'], properties: { connected: { type: 'boolean' }, since: { type: ['string', 'null'] } } },
    gateways: { type: ['integer', 'null'] },
    last_price_ms: { type: ['integer', 'null'] },
    archive: { type: ['object', 'null'], properties: { behind_ms: { type: ['integer', 'null'] } } },
  },
} as const;

/** How far the newest price held is ahead of the newest archived one (ms); null when nothing is archived yet. */
export function archiveBehind(newestHeld: number, newestArchived: number | null): number | null {
  if (newestArchived === null) return null;
  return Math.max(0, newestHeld - newestArchived);
}

async function newestArchived(app: FastifyInstance): Promise<number | null> {
  const row = await app.db.selectFrom('market_quotes').select((eb) => eb.fn.max('time').as('t')).executeTakeFirst();
  return row?.t === null || row?.t === undefined ? null : Number(row.t);
}

export async function systemStatus(app: FastifyInstance, now = Date.now()): Promise<SystemStatus> {
  const role = app.config.role === 'gateway' ? 'gateway' : 'all';
  const newest = newestQuoteTime(app.engine.quotes);
  return {
    role,
    database: app.config.databaseUrl ? 'postgresql' : 'sqlite',
    engines: role === 'gateway' ? await engineLeadership(app.db) : null,
    bus: app.bus ? { connected: app.bus.connected, since: app.bus.changedAt } : null,
    gateways: app.gatewaysServing ? app.gatewaysServing().gateways : null,
    last_price_ms: newest > 0 ? Math.max(0, now - newest) : null,
    archive: app.engine.feedKind === 'manual' ? { behind_ms: archiveBehind(newest, await newestArchived(app)) } : null,
  };
}
