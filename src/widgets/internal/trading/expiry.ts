// How long a pending order waits (docs/trading.md "Pending order expiry"), shared by the ticket that places it and
// the order's detail that modifies it: until filled or cancelled, an hour, the end of the trader's day, a week, or a
// date and time the trader picks (in their own time zone).

export type TicketExpiry = 'gtc' | 'hour' | 'day' | 'week' | 'custom';
export const EXPIRIES: readonly TicketExpiry[] = ['gtc', 'hour', 'day', 'week', 'custom'];
export const EXPIRY_LABELS: Record<TicketExpiry, string> = {
  gtc: 'trade.expiryGtc', hour: 'trade.expiryHour', day: 'trade.expiryDay', week: 'trade.expiryWeek', custom: 'trade.expiryCustom',
};

/** The server's window: at least a minute ahead, at most 366 days. */
const MIN_AHEAD_MS = 60_000;
const MAX_AHEAD_MS = 366 * 86_400_000;

/**
 * The time an expiry chosen at `now` stands for (ISO, UTC); undefined for good till cancelled. A date and time of the
 * trader's own starts a day ahead, to the minute, for them to change.
 */
export function expiryTime(x: TicketExpiry, now: Date): string | undefined {
  if (x === 'gtc') return undefined;
  const at = new Date(now);
  if (x === 'hour') at.setTime(now.getTime() + 3_600_000);
  else if (x === 'week') at.setTime(now.getTime() + 7 * 86_400_000);
  else if (x === 'custom') at.setTime(Math.floor(now.getTime() / 60_000) * 60_000 + 86_400_000);
  else at.setHours(23, 59, 59, 999); // the end of the trader's own day, in their time zone
  return at.toISOString();
}

/**
 * The expiry of the next order after one was placed: a preset counts again from `now`; a date and time the trader
 * picked stays that moment.
 */
export function nextExpiry(x: TicketExpiry, current: string | undefined, now: Date): string | undefined {
  return x === 'custom' ? current : expiryTime(x, now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the trader's time zone ('' when none). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the trader's time zone) as an ISO time; undefined when empty or not a time. */
export function fromLocalInput(v: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return undefined;
  const t = new Date(v).getTime(); // without a zone, a date-time is local time
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** The `min` and `max` of the picker at `now`: the window the server accepts. */
export function expiryBounds(now: Date): { min: string; max: string } {
  return { min: toLocalInput(new Date(now.getTime() + MIN_AHEAD_MS).toISOString()), max: toLocalInput(new Date(now.getTime() + MAX_AHEAD_MS).toISOString()) };
}
