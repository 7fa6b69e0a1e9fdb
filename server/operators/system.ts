/**
 * The dashboard's "Trading system" (docs/operators.md "Dashboard"): whether trading can work right now, as the server
 * that answers sees it — where the engine runs (in this process, or the cluster's leader with its last check and
 * the standbys ready), this gateway's bus, the gateways heard on it, and how old its newest price is.
 */
import type { FastifyInstance } from 'fastify';
import { engineLeadership, type EngineLeadership } from '../cluster/lease-status.js';

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
  },
} as const;

export async function systemStatus(app: FastifyInstance, now = Date.now()): Promise<SystemStatus> {
  const role = app.config.role === 'gateway' ? 'gateway' : 'all';
  const newest = Math.max(0, ...app.engine.quotes.quotes().map((q) => q.time || 0));
  return {
    role,
    database: app.config.databaseUrl ? 'postgresql' : 'sqlite',
    engines: role === 'gateway' ? await engineLeadership(app.db) : null,
    bus: app.bus ? { connected: app.bus.connected, since: app.bus.changedAt } : null,
    gateways: app.gatewaysHeard ? app.gatewaysHeard() : null,
    last_price_ms: newest > 0 ? Math.max(0, now - newest) : null,
  };
}
