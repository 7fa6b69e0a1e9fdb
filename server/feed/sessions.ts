/**
 * Trading sessions (docs/trading.md "Trading hours"), each in its market's own time zone, so that a market opens and
 * closes with that place's daylight saving as it really does (New York's 17:00 is 21:00 UTC in summer, 22:00 in
 * winter; London's and Frankfurt's switch on other dates):
 *  - fx:            Sunday 17:00 → Friday 17:00 New York (the rollover of rollover-calendar.ts is the same 17:00)
 *  - metal, energy: as fx, with a daily break 17:00–18:00 New York
 *  - us-index:      Monday–Friday 09:30–16:00 New York
 *  - eu-index:      Monday–Friday 09:00–17:30 Frankfurt
 *  - uk-index:      Monday–Friday 08:00–16:30 London
 *  - jp-index:      Monday–Friday 09:00–15:00 Tokyo
 *  - crypto:        always
 * Holidays, early closes and maintenance are the desk's closures (closures.ts), cut out of these hours.
 */
import type { SessionKind } from '../trading/instruments.js';
import { SESSION_ZONES as ZONE } from '../../src/core/trading-sessions.js';
import { wallToInstant } from './zone-clock.js';

const H = 60;
const WEEKDAYS = [1, 2, 3, 4, 5];

/** A weekly open span in local time: [day it opens (0 Sunday), minute of that day, days later it closes, minute]. */
type Span = readonly [day: number, open: number, days: number, close: number];

interface Schedule {
  zone: string;
  spans: readonly Span[];
}

const daily = (open: number, close: number): Span[] => WEEKDAYS.map((d) => [d, open, 0, close] as const);
// The break from 17:00 to 18:00 New York: Sunday 18:00 to Monday 17:00, …, Thursday 18:00 to Friday 17:00.
const withBreak: Span[] = [0, 1, 2, 3, 4].map((d) => [d, 18 * H, 1, 17 * H] as const);

const SCHEDULES: Record<Exclude<SessionKind, 'crypto'>, Schedule> = {
  fx: { zone: ZONE.fx, spans: [[0, 17 * H, 5, 17 * H]] },
  metal: { zone: ZONE.metal, spans: withBreak },
  energy: { zone: ZONE.energy, spans: withBreak },
  'us-index': { zone: ZONE['us-index'], spans: daily(9 * H + 30, 16 * H) },
  'eu-index': { zone: ZONE['eu-index'], spans: daily(9 * H, 17 * H + 30) },
  'uk-index': { zone: ZONE['uk-index'], spans: daily(8 * H, 16 * H + 30) },
  'jp-index': { zone: ZONE['jp-index'], spans: daily(9 * H, 15 * H) },
};

/** An open session: [opens, closes) in epoch milliseconds. */
export type Session = readonly [open: number, close: number];

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
// 1970-01-04, the first Sunday after the epoch: week buckets start on a Sunday 00:00 UTC.
const SUNDAY = 3 * DAY;

/**
 * The sessions of a week bucket (7 days of UTC from a Sunday 00:00, numbered from the epoch): every span opening on a
 * local day from as long before the bucket as a span lasts (and a day for the zone's offset) to a day after it, kept
 * when it overlaps the bucket; oldest first.
 */
function bucketSessions(s: Schedule, bucket: number): Session[] {
  const start = bucket * WEEK + SUNDAY;
  const end = start + WEEK;
  const out: Session[] = [];
  const reach = (Math.max(...s.spans.map(([, , days]) => days)) + 1) * DAY;
  for (let day = start - reach; day <= end + DAY; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    for (const [d, open, days, close] of s.spans) {
      if (d !== weekday) continue;
      const o = wallToInstant(s.zone, day + open * MINUTE);
      const c = wallToInstant(s.zone, day + days * DAY + close * MINUTE);
      if (c > start && o < end) out.push([o, c]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const cache = new Map<string, Map<number, Session[]>>();

const bucketOf = (ms: number) => Math.floor((ms - SUNDAY) / WEEK);

/** The sessions of a week bucket, computed once per kind and week (the feed asks on every tick). */
function weekSessions(kind: Exclude<SessionKind, 'crypto'>, bucket: number): Session[] {
  let byWeek = cache.get(kind);
  if (!byWeek) cache.set(kind, (byWeek = new Map()));
  let sessions = byWeek.get(bucket);
  if (!sessions) {
    // The history's backfill walks three years of weeks; keep the memory bounded.
    if (byWeek.size > 400) byWeek.clear();
    byWeek.set(bucket, (sessions = bucketSessions(SCHEDULES[kind], bucket)));
  }
  return sessions;
}

const scheduled = (session: SessionKind): session is Exclude<SessionKind, 'crypto'> => session in SCHEDULES;

export function isSessionOpen(session: SessionKind, ms: number): boolean {
  if (session === 'crypto') return true;
  if (!scheduled(session)) return false;
  for (const [o, c] of weekSessions(session, bucketOf(ms))) if (o <= ms && ms < c) return true;
  return false;
}

/** The time zone whose clock a session follows; null for one that never closes. */
export function sessionZone(session: SessionKind): string | null {
  return scheduled(session) ? SCHEDULES[session].zone : null;
}

/** The sessions open at any time in [from, to), oldest first; null for a session that never closes. */
export function sessionsBetween(session: SessionKind, from: number, to: number): Session[] | null {
  if (session === 'crypto') return null;
  if (!scheduled(session)) return [];
  const out: Session[] = [];
  for (let b = bucketOf(from); b <= bucketOf(to); b++) {
    for (const s of weekSessions(session, b)) {
      // A session spanning two buckets is in both: keep it once.
      if (s[1] > from && s[0] < to && out[out.length - 1]?.[0] !== s[0]) out.push(s);
    }
  }
  return out;
}
