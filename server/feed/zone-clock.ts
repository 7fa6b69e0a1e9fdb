/**
 * A time zone's wall clock as instants, from the zone data `Intl` carries (none of our own): markets open, close and
 * roll over at times of their own cities' clocks, which move with those cities' daylight saving.
 */
const MINUTE = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

const WEEK = 7 * 86_400_000;
const edges = new Map<string, Map<number, number>>();

/** The zone's offset at the start of a week of UTC (numbered from the epoch), asked of Intl once per zone and week. */
function edgeOffset(zone: string, week: number): number {
  let weeks = edges.get(zone);
  if (!weeks) edges.set(zone, (weeks = new Map()));
  let offset = weeks.get(week);
  if (offset === undefined) {
    // The simulator's history asks for three years of weeks; keep the memory bounded.
    if (weeks.size > 1000) weeks.clear();
    weeks.set(week, (offset = exactOffset(zone, week * WEEK)));
  }
  return offset;
}

/**
 * How far the zone's clock is ahead of UTC at `ms`, in milliseconds (to the minute). The markets' zones change their
 * offset at most twice a year, months apart, so the same offset at the start and the end of a week is the offset all
 * week: Intl is asked twice per zone and week, and at the moment itself only in a week with a switch (Intl's
 * formatting takes about 10 µs; three years of sessions took a quarter of a second asking it every time).
 */
function zoneOffset(zone: string, ms: number): number {
  const week = Math.floor(ms / WEEK);
  const start = edgeOffset(zone, week);
  return start === edgeOffset(zone, week + 1) ? start : exactOffset(zone, ms);
}

function exactOffset(zone: string, ms: number): number {
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
