import { describe, expect, it } from 'vitest';
import { $language } from '../../../core';
import type { TradingHours } from '../../../core/api/hours';
import { cityOf, closureAt, closureSpan, hoursStatus, sessionLines, ticketClock, whenText } from './hours';

const sec = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const fx: TradingHours = {
  Code: 'EURUSD', Session: 'fx', MarketStatus: 1, Hours: 'sessions', Zone: 'America/New_York',
  Sessions: [
    { Open: sec('2026-11-29T22:00'), Close: sec('2026-12-04T22:00') },
    { Open: sec('2026-12-06T22:00'), Close: sec('2026-12-11T22:00') },
  ],
  NextOpen: sec('2026-12-06T22:00'), NextClose: sec('2026-12-04T22:00'),
};
const index: TradingHours = {
  ...fx, Code: 'US30', Session: 'us-index', MarketStatus: 0,
  Sessions: ['03', '04'].map((d) => ({ Open: sec(`2026-12-${d}T14:30`), Close: sec(`2026-12-${d}T21:00`) })),
  NextOpen: sec('2026-12-03T14:30'), NextClose: sec('2026-12-03T21:00'),
};

// Around the clock, as the server says it: no sessions, no next change.
const always: TradingHours = { ...fx, Code: 'BTCUSD', Session: 'crypto', Hours: 'always', Zone: '', Sessions: [], NextOpen: 0, NextClose: 0 };
const upkeep = { Reason: 'maintenance' as const, Name: 'Upgrade', Start: sec('2026-12-06T02:00'), End: sec('2026-12-06T04:00') };

describe('trading hours as the trader reads them', () => {
  it('says when an open market closes and a closed one opens, while that is still ahead', () => {
    const now = Date.parse('2026-12-02T14:00Z');
    expect(hoursStatus(fx, true, now)).toEqual({ kind: 'openUntil', at: Date.parse('2026-12-04T22:00Z') });
    expect(hoursStatus(fx, false, now)).toEqual({ kind: 'closedUntil', at: Date.parse('2026-12-06T22:00Z') });
    // An answer that has aged past its next change says nothing it no longer knows.
    expect(hoursStatus(index, false, Date.parse('2026-12-03T15:00Z'))).toEqual({ kind: 'unknown' });
    expect(hoursStatus(always, true, now)).toEqual({ kind: 'always' });
    expect(hoursStatus({ ...fx, Hours: 'broker' }, false, now)).toEqual({ kind: 'broker' });
  });

  it('tells the ticket when a closed market opens, and that an open one closes within half an hour', () => {
    const close = Date.parse('2026-12-04T22:00Z');
    expect(ticketClock(fx, true, close - 31 * 60_000)).toEqual({});
    expect(ticketClock(fx, true, close - 30 * 60_000)).toEqual({ closing: { at: close, minutes: 30 } });
    expect(ticketClock(fx, true, close - 61_000)).toEqual({ closing: { at: close, minutes: 2 } });
    expect(ticketClock(fx, true, close - 1_000)).toEqual({ closing: { at: close, minutes: 1 } });
    expect(ticketClock(fx, false, Date.parse('2026-12-05T12:00Z'))).toEqual({ opensAt: Date.parse('2026-12-06T22:00Z') });
    // Hours not known yet, or a market the clock does not close: nothing to say.
    expect(ticketClock(null, true, close - 60_000)).toEqual({});
    expect(ticketClock(always, true, close - 60_000)).toEqual({});
  });

  it('a closure of the desk’s: an always-open market closes and opens around it; the ticket says why it is closed', () => {
    const before = { ...always, NextClose: upkeep.Start, NextOpen: upkeep.End, Closures: [upkeep] };
    expect(hoursStatus(before, true, Date.parse('2026-12-05T12:00Z'))).toEqual({ kind: 'openUntil', at: upkeep.Start * 1000 });
    expect(ticketClock(before, true, upkeep.Start * 1000 - 10 * 60_000)).toEqual({ closing: { at: upkeep.Start * 1000, minutes: 10 } });
    const during = { ...always, MarketStatus: 0, NextClose: 0, NextOpen: upkeep.End, Closures: [upkeep] };
    const now = Date.parse('2026-12-06T03:00Z');
    expect(closureAt(during, now)).toEqual(upkeep);
    expect(closureAt(during, upkeep.End * 1000)).toBeUndefined();
    expect(closureAt(null, now)).toBeUndefined();
    expect(ticketClock(during, false, now)).toEqual({ opensAt: upkeep.End * 1000, closedFor: 'maintenance' });
    // Closed by its sessions, with no closure in force: no reason given.
    expect(ticketClock({ ...fx, Closures: [upkeep] }, false, Date.parse('2026-12-05T12:00Z'))).toEqual({ opensAt: Date.parse('2026-12-06T22:00Z'), closedFor: undefined });
    $language.set('en');
    expect(closureSpan(upkeep, 'UTC')).toBe('Sun, Dec 6, 2:00 AM – Sun, Dec 6, 4:00 AM');
    // A zone by its city, as the details and the console's calendar name it.
    expect(['America/New_York', 'Europe/Berlin', 'UTC'].map(cityOf)).toEqual(['New York', 'Berlin', 'UTC']);
  });

  it('writes the sessions in the trader’s time zone: one day with two times, or two moments', () => {
    $language.set('en');
    expect(sessionLines(index, 'UTC')).toEqual(['Thu, Dec 3 · 2:30 PM – 9:00 PM', 'Fri, Dec 4 · 2:30 PM – 9:00 PM']);
    // Tokyo (UTC+9): the session crosses the trader's midnight, so it shows its two moments.
    expect(sessionLines(index, 'Asia/Tokyo')).toEqual(['Thu, Dec 3, 11:30 PM – Fri, Dec 4, 6:00 AM', 'Fri, Dec 4, 11:30 PM – Sat, Dec 5, 6:00 AM']);
    expect(sessionLines(fx, 'Europe/Berlin')[0]).toBe('Sun, Nov 29, 11:00 PM – Fri, Dec 4, 11:00 PM');
    expect(whenText(Date.parse('2026-12-06T22:00Z'), 'America/New_York')).toBe('Sun, Dec 6, 5:00 PM');
  });

  it('in the trader’s language and its clock (24 hours in German)', () => {
    $language.set('de');
    expect(whenText(Date.parse('2026-12-06T22:00Z'), 'UTC')).toBe('So., 6. Dez., 22:00');
    $language.set('en');
  });
});
