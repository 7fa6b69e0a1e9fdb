/**
 * GET /v1/api/forex/trading_hours (extension, docs/trading.md "Trading hours"): when a pair's market is open in the
 * coming week, as instants, so the app can show them in the trader's own time zone and say when a closed market
 * opens. The same rule as the market status the feed reports (feed/sessions.ts), so the two never disagree: the
 * desk's closures (feed/closures.ts: holidays, maintenance) are cut out of the sessions and listed; a desk's override
 * of the status (`market_status`) replaces the hours; the manual feed, whose prices the desk sets, ignores the
 * sessions as it does for the status, but not the closures.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { CLOSURE_REASONS, LONGEST_CLOSURE, withoutClosures, type ClosureReason } from '../feed/closures.js';
import { sessionsBetween, sessionZone } from '../feed/sessions.js';
import type { EngineApi } from './engine/api.js';
import type { Instrument } from './repo.js';
import { TRADING_SESSIONS } from '../../src/core/trading-sessions.js';

const DAY = 86_400_000;
/** The hours shown: a week from now. */
const SHOWN = 7 * DAY;
/** The closures told: those of the coming 30 days, as a broker's holiday notice comes weeks before. */
const NOTICE = 30 * DAY;

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
  Closures: Array<{ Reason: ClosureReason; Name: string; Start: number; End: number }>;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
/** A bound that never comes (a market open around the clock) is told as 0. */
const told = (ms: number | undefined) => (ms !== undefined && Number.isFinite(ms) ? seconds(ms) : 0);

type HoursEngine = Pick<EngineApi, 'feedKind' | 'quotes' | 'closures'>;

export function tradingHoursView(inst: Instrument, engine: HoursEngine, now: number): TradingHoursView {
  const base = { Code: inst.code, Session: inst.session, MarketStatus: engine.quotes.marketStatus(inst.code), Zone: '', Sessions: [], NextOpen: 0, NextClose: 0, Closures: [] };
  if (inst.marketStatusOverride !== null) return { ...base, Hours: 'broker' };
  // Far enough past the week shown that the next opening is known when the week ends closed, even by the longest
  // closure.
  const horizon = now + SHOWN + DAY + LONGEST_CLOSURE;
  const closures = engine.closures.between(inst.code, inst.session, now, horizon);
  const Closures = closures.filter((c) => c.start < now + NOTICE).map((c) => ({ Reason: c.reason, Name: c.name, Start: seconds(c.start), End: seconds(c.end) }));
  const scheduled = engine.feedKind === 'manual' ? null : sessionsBetween(inst.session, now, horizon);
  if (!scheduled && Closures.length === 0) return { ...base, Hours: 'always' };
  const open = withoutClosures(scheduled ?? [[-Infinity, Infinity]], closures);
  const next = open.findIndex(([, close]) => close > now);
  const openNow = next >= 0 && open[next][0] <= now;
  return {
    ...base,
    Hours: scheduled ? 'sessions' : 'always',
    Zone: scheduled ? (sessionZone(inst.session) ?? '') : '',
    Sessions: scheduled ? open.filter(([o]) => o < now + SHOWN).map(([o, c]) => ({ Open: seconds(o), Close: seconds(c) })) : [],
    NextOpen: told(open[openNow ? next + 1 : next]?.[0]),
    NextClose: told(open[next]?.[1]),
    Closures,
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
    Closures: {
      type: 'array',
      description: "The desk's closures of this market overlapping the coming 30 days (holidays, early closes, maintenance), oldest first; `Sessions`, `NextOpen`, `NextClose` and `MarketStatus` already leave them out. Also for a market open around the clock",
      items: {
        type: 'object',
        properties: {
          Reason: { type: 'string', enum: [...CLOSURE_REASONS] },
          Name: { type: 'string', description: "The desk's name for it, as written (e.g. Christmas Day)" },
          Start: { type: 'integer', description: 'Unix seconds' },
          End: { type: 'integer', description: 'Unix seconds; the market follows its hours again from then' },
        },
      },
    },
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
