import { describe, expect, it } from 'vitest';
import { nightsOf, rolloverAt, rolloversBetween } from './rollover-calendar.js';

describe('rollover calendar', () => {
  it('is 17:00 in New York: 21:00 UTC in summer, 22:00 UTC in winter, across both switches of 2026', () => {
    expect(rolloverAt('2026-07-15').toISOString()).toBe('2026-07-15T21:00:00.000Z');
    expect(rolloverAt('2026-11-30').toISOString()).toBe('2026-11-30T22:00:00.000Z');
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(rolloverAt('2026-03-06').toISOString()).toBe('2026-03-06T22:00:00.000Z');
    expect(rolloverAt('2026-03-09').toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(rolloverAt('2026-10-30').toISOString()).toBe('2026-10-30T21:00:00.000Z');
    expect(rolloverAt('2026-11-02').toISOString()).toBe('2026-11-02T22:00:00.000Z');
  });

  it('lists the rollovers after one instant up to another, each once', () => {
    const at = (s: string) => new Date(s);
    expect(rolloversBetween(at('2026-11-30T21:59:59.999Z'), at('2026-11-30T22:00:00.000Z'))).toEqual([
      { day: '2026-11-30', at: at('2026-11-30T22:00:00.000Z') },
    ]);
    expect(rolloversBetween(at('2026-11-30T22:00:00.000Z'), at('2026-12-01T21:59:00.000Z'))).toEqual([]);
    const week = rolloversBetween(at('2026-11-27T23:00:00.000Z'), at('2026-12-04T23:00:00.000Z'));
    expect(week.map((r) => r.day)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    // Just after midnight UTC it is still the evening before in New York: that day's rollover is already past.
    expect(rolloversBetween(at('2026-11-30T00:30:00.000Z'), at('2026-11-30T23:00:00.000Z')).map((r) => r.day)).toEqual(['2026-11-30']);
  });

  it('charges a week of seven nights in five rollovers, Wednesday three, and crypto every night once', () => {
    const days = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    expect(days.map((d) => nightsOf(d, 'fx'))).toEqual([0, 1, 1, 3, 1, 1, 0]);
    expect(days.map((d) => nightsOf(d, 'us-index'))).toEqual([0, 1, 1, 3, 1, 1, 0]);
    expect(days.map((d) => nightsOf(d, 'crypto'))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
