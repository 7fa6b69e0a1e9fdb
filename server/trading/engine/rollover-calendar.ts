/**
 * When the swap is charged (docs/trading.md "Swap"): the daily rollover at 17:00 New York time, the FX market's day
 * boundary, so it moves with American daylight saving (21:00 UTC in summer, 22:00 UTC in winter). A trading day is
 * named by its New York date. Markets closed at the weekend roll Monday to Friday, Wednesday's rollover counting three
 * nights (an FX trade settles two days later, so Wednesday's carries over the weekend); crypto, which trades every
 * day, rolls every day for one night.
 */
import type { SessionKind } from '../instruments.js';
import { wallToInstant } from '../../feed/zone-clock.js';

export interface Rollover {
  /** The trading day, its New York date: YYYY-MM-DD. */
  day: string;
  /** The instant of the rollover. */
  at: Date;
}

const DAY_MS = 86_400_000;

/**
 * 17:00 in New York on `day`: 21:00 UTC while New York keeps summer time, 22:00 UTC otherwise — the instant the FX
 * week ends on a Friday (feed/sessions.ts).
 */
export function rolloverAt(day: string): Date {
  return new Date(wallToInstant('America/New_York', Date.parse(`${day}T17:00:00.000Z`)));
}

/** The rollovers after `from` up to and including `to`, oldest first (every day: the nights decide who pays). */
export function rolloversBetween(from: Date, to: Date): Rollover[] {
  const out: Rollover[] = [];
  // New York's date is never ahead of UTC's, so starting at UTC's date of `from` (less a day) misses none.
  for (let t = Date.parse(from.toISOString().slice(0, 10)) - DAY_MS; t <= to.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const at = rolloverAt(day);
    if (at > from && at <= to) out.push({ day, at });
  }
  return out;
}

/** How many nights a rollover charges for an instrument of `session`: 0 when it does not roll that day. */
export function nightsOf(day: string, session: SessionKind): number {
  if (session === 'crypto') return 1;
  const weekday = new Date(`${day}T12:00:00.000Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return 0;
  return weekday === 3 ? 3 : 1;
}
