import { describe, expect, it } from 'vitest';
import { isSessionOpen, sessionsBetween, sessionZone } from './sessions.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const open = (kind: Parameters<typeof isSessionOpen>[0], iso: string) => isSessionOpen(kind, utc(iso));

describe('trading sessions in their markets’ own time zones', () => {
  it('FX: Sunday 17:00 to Friday 17:00 New York, 21:00 UTC in summer and 22:00 UTC in winter', () => {
    // June 2025: New York keeps summer time (UTC−4).
    expect(open('fx', '2025-06-04T14:00')).toBe(true);
    expect(open('fx', '2025-06-06T20:59')).toBe(true);
    expect(open('fx', '2025-06-06T21:00')).toBe(false);
    expect(open('fx', '2025-06-07T12:00')).toBe(false);
    expect(open('fx', '2025-06-08T20:59')).toBe(false);
    expect(open('fx', '2025-06-08T21:00')).toBe(true);
    // January 2026: winter time (UTC−5).
    expect(open('fx', '2026-01-09T21:59')).toBe(true);
    expect(open('fx', '2026-01-09T22:00')).toBe(false);
    expect(open('fx', '2026-01-11T21:59')).toBe(false);
    expect(open('fx', '2026-01-11T22:00')).toBe(true);
  });

  it('follows the switches: a week that opens in winter time closes in summer time, and back', () => {
    // New York moved to summer time at 02:00 on Sunday 2026-03-08, before that day's 17:00 open.
    expect(open('fx', '2026-03-08T20:59')).toBe(false);
    expect(open('fx', '2026-03-08T21:00')).toBe(true);
    // … and back to winter time on Sunday 2026-11-01: the Friday before closes at 21:00 UTC, the Sunday opens at 22:00.
    expect(open('fx', '2026-10-30T20:59')).toBe(true);
    expect(open('fx', '2026-10-30T21:00')).toBe(false);
    expect(open('fx', '2026-11-01T21:59')).toBe(false);
    expect(open('fx', '2026-11-01T22:00')).toBe(true);
    // Between New York's switch (8 March) and Europe's (29 March), the three cities are an hour closer than usual.
    expect(open('us-index', '2026-03-16T13:30')).toBe(true);
    expect(open('us-index', '2026-03-16T13:29')).toBe(false);
    expect(open('uk-index', '2026-03-16T08:00')).toBe(true);
    expect(open('uk-index', '2026-03-16T07:59')).toBe(false);
    expect(open('eu-index', '2026-03-16T08:00')).toBe(true);
    expect(open('eu-index', '2026-03-16T07:59')).toBe(false);
  });

  it('indices on their exchanges’ hours, metals with a daily break, crypto always', () => {
    // Summer (June 2025): New York UTC−4, London UTC+1, Frankfurt UTC+2, Tokyo UTC+9 all year.
    expect(open('us-index', '2025-06-04T13:29')).toBe(false);
    expect(open('us-index', '2025-06-04T13:30')).toBe(true);
    expect(open('us-index', '2025-06-04T19:59')).toBe(true);
    expect(open('us-index', '2025-06-04T20:00')).toBe(false);
    expect(open('eu-index', '2025-06-04T07:00')).toBe(true);
    expect(open('eu-index', '2025-06-04T15:29')).toBe(true);
    expect(open('eu-index', '2025-06-04T15:30')).toBe(false);
    expect(open('uk-index', '2025-06-04T07:00')).toBe(true);
    expect(open('uk-index', '2025-06-04T15:30')).toBe(false);
    expect(open('jp-index', '2025-06-04T00:00')).toBe(true);
    expect(open('jp-index', '2025-06-04T05:59')).toBe(true);
    expect(open('jp-index', '2025-06-04T06:00')).toBe(false);
    expect(open('jp-index', '2025-06-07T03:00')).toBe(false); // Saturday
    expect(open('metal', '2025-06-04T20:59')).toBe(true);
    expect(open('metal', '2025-06-04T21:30')).toBe(false);
    expect(open('metal', '2025-06-04T22:00')).toBe(true);
    expect(open('energy', '2025-06-04T21:30')).toBe(false);
    // Winter (January 2026): New York UTC−5, London UTC+0, Frankfurt UTC+1.
    expect(open('us-index', '2026-01-14T14:29')).toBe(false);
    expect(open('us-index', '2026-01-14T14:30')).toBe(true);
    expect(open('us-index', '2026-01-14T20:59')).toBe(true);
    expect(open('us-index', '2026-01-14T21:00')).toBe(false);
    expect(open('eu-index', '2026-01-14T08:00')).toBe(true);
    expect(open('eu-index', '2026-01-14T16:30')).toBe(false);
    expect(open('uk-index', '2026-01-14T16:29')).toBe(true);
    expect(open('uk-index', '2026-01-14T16:30')).toBe(false);
    expect(open('metal', '2026-01-14T22:30')).toBe(false);
    expect(open('metal', '2026-01-14T23:00')).toBe(true);
    // Metals reopen on Sunday an hour after FX.
    expect(open('metal', '2026-01-11T22:30')).toBe(false);
    expect(open('metal', '2026-01-11T23:00')).toBe(true);
    expect(open('crypto', '2025-06-07T12:00')).toBe(true);
  });

  it('lists the sessions of a period, each once, in UTC instants', () => {
    const iso = (s: readonly [number, number]) => s.map((t) => new Date(t).toISOString().slice(0, 16));
    // Monday 2026-11-30 to Monday 2026-12-07 (winter time everywhere).
    const from = utc('2026-11-30T00:00');
    const to = utc('2026-12-07T00:00');
    expect(sessionsBetween('fx', from, to)!.map(iso)).toEqual([
      ['2026-11-29T22:00', '2026-12-04T22:00'],
      ['2026-12-06T22:00', '2026-12-11T22:00'],
    ]);
    expect(sessionsBetween('us-index', from, to)!.map(iso)).toEqual(
      ['30', '01', '02', '03', '04'].map((d, i) => [`2026-${i ? 12 : 11}-${d}T14:30`, `2026-${i ? 12 : 11}-${d}T21:00`]),
    );
    expect(sessionsBetween('metal', from, utc('2026-12-06T00:00'))!.map(iso)).toEqual([
      ['2026-11-29T23:00', '2026-11-30T22:00'],
      ['2026-11-30T23:00', '2026-12-01T22:00'],
      ['2026-12-01T23:00', '2026-12-02T22:00'],
      ['2026-12-02T23:00', '2026-12-03T22:00'],
      ['2026-12-03T23:00', '2026-12-04T22:00'],
    ]);
    expect(sessionsBetween('jp-index', from, to)!).toHaveLength(5);
    // A period across the week buckets' boundary (Sunday 00:00 UTC) still lists the long FX session once.
    expect(sessionsBetween('fx', utc('2026-12-03T00:00'), utc('2026-12-10T00:00'))!.map(iso)).toEqual([
      ['2026-11-29T22:00', '2026-12-04T22:00'],
      ['2026-12-06T22:00', '2026-12-11T22:00'],
    ]);
    expect(sessionsBetween('crypto', from, to)).toBeNull();
    expect(sessionZone('fx')).toBe('America/New_York');
    expect(sessionZone('eu-index')).toBe('Europe/Berlin');
    expect(sessionZone('crypto')).toBeNull();
  });

  it('agrees with its own list minute by minute over a year', () => {
    const from = utc('2026-01-01T00:00');
    const to = utc('2027-01-01T00:00');
    for (const kind of ['fx', 'metal', 'us-index', 'eu-index', 'uk-index', 'jp-index'] as const) {
      const sessions = sessionsBetween(kind, from, to)!;
      for (let t = from; t < to; t += 37 * 60_000) {
        expect(isSessionOpen(kind, t), `${kind} ${new Date(t).toISOString()}`).toBe(sessions.some(([o, c]) => o <= t && t < c));
      }
    }
  });
});
