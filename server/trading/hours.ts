/**
 * GET /v1/api/forex/trading_hours (extension, docs/trading.md "Trading hours"): when a pair's market is open in the
 * coming week, as instants, so the app can show them in the trader's own time zone and say when a closed market
 * opens. The same rule as the market status the feed reports (feed/sessions.ts), so the two never disagree: a desk's
 * override of the status (`market_status`) replaces the hours, and the manual feed, whose prices the desk sets, ignores
 * them as it does for the status.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { sessionsBetween, sessionZone } from '../feed/sessions.js';
import type { EngineApi } from './engine/api.js';
import type { Instrument } from './repo.js';
import { TRADING_SESSIONS } from '../../src/core/trading-sessions.js';

const DAY = 86_400_000;
/** The hours shown: a week from now. */
const SHOWN = 7 * DAY;

export type HoursKind = 'sessions' | 'always' | 'broker';

export interface TradingHoursView {
  Code: string;
  /** The trading session the pair follows (fx, metal, …, crypto): its hours, and the nights a rollover's swap counts. */
  Session: string;
  MarketStatus: number;
  Hours: HoursKind;
  Zone: string;
  Sessions: Array<{ Open: number; Close: number }>;
  NextOpen: number;
  NextClose: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function tradingHoursView(inst: Instrument, engine: Pick<EngineApi, 'feedKind' | 'quotes'>, now: number): TradingHoursView {
  const base = { Code: inst.code, Session: inst.session, MarketStatus: engine.quotes.marketStatus(inst.code), Zone: '', Sessions: [], NextOpen: 0, NextClose: 0 };
  if (inst.marketStatusOverride !== null) return { ...base, Hours: 'broker' };
  // A day beyond the week shown, so that the next opening is known when the week ends in a closed market.
  const sessions = engine.feedKind === 'manual' ? null : sessionsBetween(inst.session, now, now + SHOWN + DAY);
  if (!sessions) return { ...base, Hours: 'always' };
  const next = sessions.findIndex(([, close]) => close > now);
  const openNow = next >= 0 && sessions[next][0] <= now;
  const upcoming = sessions[openNow ? next + 1 : next];
  return {
    ...base,
    Hours: 'sessions',
    Zone: sessionZone(inst.session) ?? '',
    Sessions: sessions.filter(([open]) => open < now + SHOWN).map(([open, close]) => ({ Open: seconds(open), Close: seconds(close) })),
    NextOpen: upcoming ? seconds(upcoming[0]) : 0,
    NextClose: next >= 0 ? seconds(sessions[next][1]) : 0,
  };
}

const hoursSchema = {
  type: 'object',
  properties: {
    Code: { type: 'string' },
    Session: {
      type: 'string',
      enum: [...TRADING_SESSIONS],
      description: "The trading session the pair follows; also what a rollover's swap counts: crypto one night every day, the others Monday to Friday with Wednesday's three nights",
    },
    MarketStatus: { type: 'integer', enum: [0, 1], description: '1 open, as on the pair' },
    Hours: {
      type: 'string',
      enum: ['sessions', 'always', 'broker'],
      description: 'sessions: open in `Sessions` only; always: never closes by the clock (crypto, or prices set by the desk); broker: the desk opens and closes it (`MarketStatus`), no hours apply',
    },
    Zone: { type: 'string', description: "The market's own time zone (IANA), whose clock and daylight saving its hours follow; empty unless `sessions`" },
    Sessions: {
      type: 'array',
      description: 'Open sessions overlapping the coming 7 days, oldest first (unix seconds; the first may have opened already)',
      items: { type: 'object', properties: { Open: { type: 'integer' }, Close: { type: 'integer' } } },
    },
    NextOpen: { type: 'integer', description: 'Unix seconds of the next opening after now (after the current session when open); 0 when none applies' },
    NextClose: { type: 'integer', description: 'Unix seconds of the next closing after now; 0 when none applies' },
  },
} as const;

export const hoursRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { code: string } }>('/v1/api/forex/trading_hours', {
    schema: {
      tags: ['forex'],
      summary: "A pair's trading hours over the coming week (extension): its sessions, the next opening and closing",
      querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 32 } } },
      response: replies(hoursSchema),
    },
    handler: async (request) => {
      const inst = app.engine.instrument(request.query.code);
      if (!inst || !inst.enabled) throw new AppError('pairNotFound');
      return ok(tradingHoursView(inst, app.engine, Date.now()));
    },
  });
};
