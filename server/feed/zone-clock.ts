/**
 * A time zone's wall clock as instants, from the zone data `Intl` carries (none of our own): markets open, close and
 * roll over at times of their own cities' clocks, which move with those cities' daylight saving.
 */
const MINUTE = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at `ms`, in milliseconds (to the minute). */
function zoneOffset(zone: string, ms: number): number {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formats.set(zone, f);
  }
  const p: Record<string, number> = {};
  for (const { type, value } of f.formatToParts(ms)) p[type] = Number(value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / MINUTE) * MINUTE;
}

/**
 * The instant the zone's clocks show `wall`: a local date and time written as if it were UTC (epoch ms), e.g.
 * `Date.parse('2026-12-02T17:00Z')` for 17:00 on 2 December there.
 */
export function wallToInstant(zone: string, wall: number): number {
  const guess = wall - zoneOffset(zone, wall);
  // Near a switch the offset at the guess can differ from the one at the wall time read as UTC.
  return wall - zoneOffset(zone, guess);
}
