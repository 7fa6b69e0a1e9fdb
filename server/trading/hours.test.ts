// Trading hours (docs/trading.md "Trading hours"): a pair's sessions over the coming week, its next opening and
// closing, by the same rule as its market status; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { isSessionOpen } from '../feed/sessions.js';
import { ClosureCalendar, type MarketClosure } from '../feed/closures.js';
import { adminHeaders } from './test-helpers.js';
import { tradingHoursView } from './hours.js';
import { INSTRUMENTS } from './instruments.js';
import type { Instrument } from './repo.js';

const iso = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 16);
const at = (s: string) => Date.parse(`${s}Z`);

// Only what the view reads of an instrument and of the engine.
const inst = (code: string, override: number | null = null) => {
  const seed = INSTRUMENTS.find((i) => i.code === code)!;
  return { code, session: seed.session, marketStatusOverride: override } as Instrument;
};
const engineAt = (now: number, feedKind: 'sim' | 'manual' = 'sim', closures = new ClosureCalendar()) => ({
  feedKind,
  closures,
  quotes: { marketStatus: (code: string) => (isSessionOpen(inst(code).session, now) && !closures.at(code, inst(code).session, now) ? 1 : 0) } as never,
});
const viewAt = (code: string, now: string, override: number | null = null, feedKind: 'sim' | 'manual' = 'sim', closures?: ClosureCalendar) =>
  tradingHoursView(inst(code, override), engineAt(at(now), feedKind, closures), at(now));
const calendar = (...list: Array<Pick<MarketClosure, 'markets' | 'start' | 'end'> & Partial<MarketClosure>>) => {
  const c = new ClosureCalendar();
  c.set(list.map((k, i) => ({ id: i + 1, reason: 'holiday', name: `closure ${i + 1}`, ...k })));
  return c;
};

describe('a pair’s trading hours', () => {
  it('an open FX market: the week’s sessions, when it closes and when it opens again', () => {
    const v = viewAt('EURUSD', '2026-12-02T14:00');
    expect(v).toMatchObject({ Code: 'EURUSD', Session: 'fx', MarketStatus: 1, Hours: 'sessions', Zone: 'America/New_York' });
    expect(v.Sessions.map((s) => [iso(s.Open), iso(s.Close)])).toEqual([
      ['2026-11-29T22:00', '2026-12-04T22:00'],
      ['2026-12-06T22:00', '2026-12-11T22:00'],
    ]);
    expect(iso(v.NextClose)).toBe('2026-12-04T22:00');
    expect(iso(v.NextOpen)).toBe('2026-12-06T22:00');
  });

  it('a closed market says when it opens, and the close after that', () => {
    const weekend = viewAt('EURUSD', '2026-12-05T12:00');
    expect(weekend.MarketStatus).toBe(0);
    expect(weekend.Sessions.map((s) => iso(s.Open))).toEqual(['2026-12-06T22:00']);
    expect(iso(weekend.NextOpen)).toBe('2026-12-06T22:00');
    expect(iso(weekend.NextClose)).toBe('2026-12-11T22:00');
    // A US index after its close on Wednesday (winter: 14:30–21:00 UTC): the next five weekdays' sessions.
    const night = viewAt('US30', '2026-12-02T22:00');
    expect(night).toMatchObject({ MarketStatus: 0, Zone: 'America/New_York' });
    expect(night.Sessions.map((s) => iso(s.Open))).toEqual(['03', '04', '07', '08', '09'].map((d) => `2026-12-${d}T14:30`));
    expect(iso(night.NextOpen)).toBe('2026-12-03T14:30');
    expect(iso(night.NextClose)).toBe('2026-12-03T21:00');
    // The last minute of a week shown that ends closed still knows the next opening.
    const friday = viewAt('US30', '2026-12-04T21:00');
    expect(iso(friday.NextOpen)).toBe('2026-12-07T14:30');
  });

  it('crypto never closes by the clock; the desk’s status replaces the hours; the manual feed ignores them', () => {
    expect(viewAt('BTCUSD', '2026-12-05T12:00')).toMatchObject({ Session: 'crypto', Hours: 'always', MarketStatus: 1, Sessions: [], NextOpen: 0, NextClose: 0, Zone: '' });
    expect(viewAt('EURUSD', '2026-12-02T14:00', 0)).toMatchObject({ Hours: 'broker', Sessions: [], NextOpen: 0, NextClose: 0 });
    expect(viewAt('EURUSD', '2026-12-05T12:00', null, 'manual')).toMatchObject({ Hours: 'always', Sessions: [] });
  });

  it('a holiday: its early close and its closed day are cut out of the sessions, listed, and move the next change', () => {
    // Christmas 2026 as a US broker keeps it: FX closes at 13:00 New York on Thursday the 24th (18:00 UTC) and stays
    // closed on Friday the 25th, so the week ends early; it opens as usual on Sunday the 27th.
    const xmas = calendar({ markets: ['fx'], start: at('2026-12-24T18:00'), end: at('2026-12-25T22:00'), name: 'Christmas Day' });
    const before = viewAt('EURUSD', '2026-12-22T12:00', null, 'sim', xmas);
    expect(before.MarketStatus).toBe(1);
    expect(before.Sessions.map((s) => [iso(s.Open), iso(s.Close)])).toEqual([
      ['2026-12-20T22:00', '2026-12-24T18:00'],
      ['2026-12-27T22:00', '2027-01-01T22:00'],
    ]);
    expect(iso(before.NextClose)).toBe('2026-12-24T18:00');
    expect(iso(before.NextOpen)).toBe('2026-12-27T22:00');
    expect(before.Closures).toEqual([{ Reason: 'holiday', Name: 'Christmas Day', Start: at('2026-12-24T18:00') / 1000, End: at('2026-12-25T22:00') / 1000 }]);
    const during = viewAt('EURUSD', '2026-12-25T12:00', null, 'sim', xmas);
    expect(during).toMatchObject({ MarketStatus: 0, Hours: 'sessions' });
    expect(iso(during.NextOpen)).toBe('2026-12-27T22:00');
    // Another session's pairs, and a pair named by its code only: untouched.
    expect(viewAt('XAUUSD', '2026-12-22T12:00', null, 'sim', xmas).Closures).toEqual([]);
    const one = calendar({ markets: ['GBPUSD'], start: at('2026-12-23T10:00'), end: at('2026-12-23T11:00') });
    expect(viewAt('EURUSD', '2026-12-22T12:00', null, 'sim', one).Closures).toEqual([]);
    expect(viewAt('GBPUSD', '2026-12-22T12:00', null, 'sim', one).Sessions).toHaveLength(3);
  });

  it('a closure is told weeks ahead; one that ended is not; the desk’s override still replaces everything', () => {
    const later = calendar({ markets: ['us-index'], start: at('2026-12-31T21:00'), end: at('2027-01-02T00:00'), reason: 'holiday' });
    expect(viewAt('US30', '2026-12-03T12:00', null, 'sim', later).Closures).toHaveLength(1);
    expect(viewAt('US30', '2027-01-04T12:00', null, 'sim', later).Closures).toEqual([]);
    expect(viewAt('US30', '2026-12-31T22:00', 0, 'sim', later)).toMatchObject({ Hours: 'broker', Closures: [] });
  });

  it('a market open around the clock, closed for maintenance: when it closes and when it opens again', () => {
    const upkeep = calendar({ markets: ['crypto'], start: at('2026-12-06T02:00'), end: at('2026-12-06T04:00'), reason: 'maintenance', name: 'Upgrade' });
    const before = viewAt('BTCUSD', '2026-12-05T12:00', null, 'sim', upkeep);
    expect(before).toMatchObject({ Hours: 'always', MarketStatus: 1, Sessions: [], Zone: '' });
    expect(iso(before.NextClose)).toBe('2026-12-06T02:00');
    expect(iso(before.NextOpen)).toBe('2026-12-06T04:00');
    const during = viewAt('BTCUSD', '2026-12-06T03:00', null, 'sim', upkeep);
    expect(during).toMatchObject({ MarketStatus: 0, NextClose: 0 });
    expect(iso(during.NextOpen)).toBe('2026-12-06T04:00');
    expect(viewAt('BTCUSD', '2026-12-06T05:00', null, 'sim', upkeep)).toMatchObject({ MarketStatus: 1, NextOpen: 0, NextClose: 0, Closures: [] });
    // The manual feed ignores the sessions, not the desk's closures.
    const fx = calendar({ markets: ['fx'], start: at('2026-12-06T02:00'), end: at('2026-12-06T04:00') });
    expect(viewAt('EURUSD', '2026-12-06T03:00', null, 'manual', fx)).toMatchObject({ Hours: 'always', MarketStatus: 0, NextOpen: at('2026-12-06T04:00') / 1000 });
  });

  it('agrees with the market status at every hour of a year', () => {
    // With a closure of each kind along the way: an early close, a whole day, one across a weekend, one inside another.
    const yearOfClosures = calendar(
      { markets: ['fx', 'metal'], start: at('2026-04-02T17:00'), end: at('2026-04-03T21:00') },
      { markets: ['us-index'], start: at('2026-07-03T00:00'), end: at('2026-07-04T00:00') },
      { markets: ['GER40', 'EURUSD'], start: at('2026-10-09T12:00'), end: at('2026-10-13T08:00') },
      { markets: ['EURUSD'], start: at('2026-10-10T00:00'), end: at('2026-10-11T00:00') },
    );
    for (let t = at('2026-01-01T00:30'); t < at('2027-01-01T00:00'); t += 3_600_000) {
      for (const code of ['EURUSD', 'XAUUSD', 'US30', 'GER40']) {
        const v = tradingHoursView(inst(code), engineAt(t, 'sim', yearOfClosures), t);
        const inSession = v.Sessions.some((s) => s.Open * 1000 <= t && t < s.Close * 1000);
        expect(inSession, `${code} ${new Date(t).toISOString()}`).toBe(v.MarketStatus === 1);
        expect(v.NextClose * 1000).toBeGreaterThan(t);
        expect(v.NextOpen * 1000).toBeGreaterThan(t);
      }
    }
  });
});

describe('GET /v1/api/forex/trading_hours', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(() => app.cleanup());
  const hours = async (query: string) => (await call(app, 'GET', `/v1/api/forex/trading_hours${query}`)).body;

  it('answers anyone, follows the desk’s status, and refuses what is not a pair', async () => {
    // The test servers quote by hand (manual feed): open unless the desk closes the market.
    expect((await hours('?code=EURUSD')).data).toMatchObject({ Code: 'EURUSD', MarketStatus: 1, Hours: 'always', Sessions: [] });
    await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { market_status: 0 } });
    expect((await hours('?code=EURUSD')).data).toMatchObject({ MarketStatus: 0, Hours: 'broker', NextOpen: 0 });
    await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { market_status: null } });
    expect((await hours('?code=EURUSD')).data).toMatchObject({ MarketStatus: 1, Hours: 'always' });
    for (const bad of ['?code=NOPE', '', '?code=', `?code=${'X'.repeat(33)}`]) {
      const r = await hours(bad);
      expect(r.code, bad).toBe(0);
      expect(r.msg, bad).toBeTruthy();
    }
    expect((await hours('?code=NOPE')).msg).toBe('Trading pair not found');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/v1/api/forex/trading_hours'].get.summary).toMatch(/trading hours/);
  });
});
