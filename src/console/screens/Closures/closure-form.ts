// The market closure form's rules, pure: what the desk fills in → the POST/PUT body, or the first problem found.
import { TRADING_SESSIONS } from '../../../core/trading-sessions';

export type ClosureReason = 'holiday' | 'maintenance';

/** A closure as the admin API lists it (server/trading/closures/admin.ts). */
export interface ClosureRow {
  Id: number;
  Reason: ClosureReason;
  Name: string;
  Markets: string[];
  Zone: string;
  /** As the desk wrote them, 'YYYY-MM-DDTHH:MM' on the zone's clock. */
  Start: string;
  End: string;
  StartAt: number;
  EndAt: number;
  State: 'upcoming' | 'in_force' | 'ended';
  UpdatedAt: string;
}

export interface ClosureFields {
  reason: ClosureReason;
  name: string;
  /** The trading sessions ticked. */
  sessions: string[];
  /** Pair codes as typed: spaces or commas between them. */
  pairs: string;
  zone: string;
  /** As a datetime-local field gives them. */
  start: string;
  end: string;
}

export type ClosureProblem = 'name' | 'markets' | 'pairs' | 'start' | 'end' | 'order';

const PAIR = /^[A-Z0-9]{2,16}$/;
const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An empty form: a holiday on New York's clock, where FX and the US markets keep theirs. */
export const blankClosure = (): ClosureFields => ({ reason: 'holiday', name: '', sessions: [], pairs: '', zone: 'America/New_York', start: '', end: '' });

/** A listed closure, to change. */
export function closureFields(c: ClosureRow): ClosureFields {
  const sessions = c.Markets.filter((m) => (TRADING_SESSIONS as readonly string[]).includes(m));
  return { reason: c.Reason, name: c.Name, sessions, pairs: c.Markets.filter((m) => !sessions.includes(m)).join(', '), zone: c.Zone, start: c.Start, end: c.End };
}

export type ClosureResult = { body: Record<string, unknown> } | { problem: ClosureProblem };

export function closureBody(f: ClosureFields): ClosureResult {
  const name = f.name.trim();
  if (!name || name.length > 80) return { problem: 'name' };
  const pairs = f.pairs.split(/[\s,]+/).filter(Boolean).map((p) => p.toUpperCase());
  if (pairs.some((p) => !PAIR.test(p))) return { problem: 'pairs' };
  const markets = [...new Set([...f.sessions, ...pairs])];
  if (markets.length === 0 || markets.length > 30) return { problem: 'markets' };
  // Some browsers add seconds to a datetime-local value; the desk's clock is to the minute.
  const start = f.start.slice(0, 16);
  const end = f.end.slice(0, 16);
  if (!WALL.test(start)) return { problem: 'start' };
  if (!WALL.test(end)) return { problem: 'end' };
  if (end <= start) return { problem: 'order' };
  return { body: { reason: f.reason, name, markets, zone: f.zone, start, end } };
}
