// Trading hours (docs/trading.md "Trading hours"): a pair's sessions over the coming week, its next opening and
// closing, by the same rule as its market status; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { isSessionOpen } from '../feed/sessions.js';
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
const engineAt = (now: number, feedKind: 'sim' | 'manual' = 'sim') => ({
  feedKind,
  quotes: { marketStatus: (code: string) => (isSessionOpen(inst(code).session, now) ? 1 : 0) } as never,
});
const viewAt = (code: string, now: string, override: number | null = null, feedKind: 'sim' | 'manual' = 'sim') =>
  tradingHoursView(inst(code, override), engineAt(at(now), feedKind), at(now));

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

  it('agrees with the market status at every hour of a year', () => {
    for (let t = at('2026-01-01T00:30'); t < at('2027-01-01T00:00'); t += 3_600_000) {
      for (const code of ['EURUSD', 'XAUUSD', 'US30', 'GER40']) {
        const v = tradingHoursView(inst(code), engineAt(t), t);
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
