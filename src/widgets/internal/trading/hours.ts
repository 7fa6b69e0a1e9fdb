// A pair's trading hours as a trader reads them (docs/trading.md "Trading hours"): its sessions and its next opening
// or closing in the trader's own time zone, from the instants the server sends. Shared by the pair's details and
// the ticket's closed-market notice.
import { formatDate } from '../../../core';
import type { MarketClosure, TradingHours } from '../../../core/api/hours';

/** What to say about the market now. */
export type HoursStatus =
  | { kind: 'openUntil'; at: number }
  | { kind: 'closedUntil'; at: number }
  | { kind: 'always' }
  | { kind: 'broker' }
  | { kind: 'unknown' };

/**
 * From the answer and the pair's live status (which the socket keeps current while the answer ages): the next
 * change when it is still ahead, else only what the hours' kind says.
 */
export function hoursStatus(h: TradingHours, open: boolean, now: number): HoursStatus {
  if (h.Hours === 'broker') return { kind: 'broker' };
  // A market open around the clock has a next change only around a closure of the desk's.
  const at = (open ? h.NextClose : h.NextOpen) * 1000;
  if (at > now) return { kind: open ? 'openUntil' : 'closedUntil', at };
  return { kind: h.Hours === 'always' ? 'always' : 'unknown' };
}

/** The desk's closure in force at `now` (a holiday, maintenance), if the market is closed by one. */
export function closureAt(h: TradingHours | null, now: number): MarketClosure | undefined {
  return h?.Closures?.find((c) => c.Start * 1000 <= now && now < c.End * 1000);
}

/** How soon before its close an open market's ticket says that it is closing. */
export const CLOSING_SOON_MS = 30 * 60_000;

export interface TicketClock {
  /** A closed market's next opening (epoch ms). */
  opensAt?: number;
  /** Why a closed market is closed, when the desk closed it (a holiday, maintenance). */
  closedFor?: MarketClosure['Reason'];
  /** An open market closing within CLOSING_SOON_MS: when, and in how many minutes (rounded up). */
  closing?: { at: number; minutes: number };
}

/** What the ticket says about the market's clock, from its hours and its live status. */
export function ticketClock(h: TradingHours | null, open: boolean, now: number): TicketClock {
  const next = h ? hoursStatus(h, open, now) : null;
  if (next?.kind === 'closedUntil') return { opensAt: next.at, closedFor: closureAt(h, now)?.Reason };
  if (next?.kind === 'openUntil' && next.at - now <= CLOSING_SOON_MS) return { closing: { at: next.at, minutes: Math.ceil((next.at - now) / 60_000) } };
  return {};
}

const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** A moment as the trader's weekday, date and time ("Mon, Dec 7, 2:30 PM"); `timeZone` for tests and stories. */
export function whenText(ms: number, timeZone?: string): string {
  return formatDate(ms, { ...WHEN, timeZone });
}

/** The city a time zone is named after ("America/New_York": New York; "UTC" stays UTC). */
export const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

/** A span the desk closes the market for, from its first moment to the moment it opens again. */
export function closureSpan(c: MarketClosure, timeZone?: string): string {
  return `${whenText(c.Start * 1000, timeZone)} – ${whenText(c.End * 1000, timeZone)}`;
}

/**
 * The sessions as lines of the trader's calendar: a session within one of their days is its day and two times
 * ("Thu, Dec 3 · 2:30 PM – 9:00 PM"), a longer one its two moments ("Sun, Nov 29, 11:00 PM – Fri, Dec 4, 11:00 PM"),
 * each in the language's own clock (12 or 24 hours).
 */
export function sessionLines(h: TradingHours, timeZone?: string): string[] {
  return h.Sessions.map(({ Open, Close }) => {
    const open = Open * 1000;
    const close = Close * 1000;
    const day = formatDate(open, { ...DAY, timeZone });
    if (day === formatDate(close, { ...DAY, timeZone })) return `${day} · ${formatDate(open, { ...TIME, timeZone })} – ${formatDate(close, { ...TIME, timeZone })}`;
    return `${whenText(open, timeZone)} – ${whenText(close, timeZone)}`;
  });
}
