// How long a pending order waits (docs/trading.md "Pending order expiry"), shared by the ticket that places it and
// the order's detail that modifies it: until filled or cancelled, an hour, the end of the trader's day, or a week.

export type TicketExpiry = 'gtc' | 'hour' | 'day' | 'week';
export const EXPIRIES: readonly TicketExpiry[] = ['gtc', 'hour', 'day', 'week'];
export const EXPIRY_LABELS: Record<TicketExpiry, string> = { gtc: 'trade.expiryGtc', hour: 'trade.expiryHour', day: 'trade.expiryDay', week: 'trade.expiryWeek' };

/** The time an expiry chosen at `now` stands for (ISO, UTC); undefined for good till cancelled. */
export function expiryTime(x: TicketExpiry, now: Date): string | undefined {
  if (x === 'gtc') return undefined;
  const at = new Date(now);
  if (x === 'hour') at.setTime(now.getTime() + 3_600_000);
  else if (x === 'week') at.setTime(now.getTime() + 7 * 86_400_000);
  else at.setHours(23, 59, 59, 999); // the end of the trader's own day, in their time zone
  return at.toISOString();
}
