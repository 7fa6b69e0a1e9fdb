// The desk's calendar of market closures (docs/operators.md "Market holidays"): the admin API's rules, and what a
// closure does to the market status, the trader's requests, the hours and the live quotes, at once and after a
// restart; on SQLite and on PostgreSQL (unit-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, realUser } from '../../testing.js';
import { ManualFeed } from '../../feed/manual.js';
import { TradingEngine } from '../engine/engine.js';
import { toFeedInstrument } from '../repo.js';
import { signedInOperator } from '../../operators/testing.js';
import { adminHeaders, credit, quote, submit, trader } from '../test-helpers.js';
import type { QuoteState } from '../../feed/types.js';

const MINUTE = 60_000;
/** A UTC wall time ('YYYY-MM-DDTHH:MM') `minutes` from now, on a whole minute. */
const utcWall = (minutes: number) => new Date(Math.floor((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE).toISOString().slice(0, 16);

const closure = (over: Record<string, unknown> = {}) => ({
  reason: 'holiday', name: 'Christmas Day', markets: ['EURUSD'], zone: 'UTC', start: utcWall(-1), end: utcWall(60), ...over,
});

describe('market closures', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(() => app.cleanup());

  const post = (body: unknown, headers = adminHeaders) => call(app, 'POST', '/admin/api/market_closures', { headers, body });
  const list = async (query = '') => (await call(app, 'GET', `/admin/api/market_closures${query}`, { headers: adminHeaders })).body.data as Array<Record<string, unknown>>;
  const status = (code: string) => app.engine.quotes.marketStatus(code);

  it('refuses what is not a closure, saying what is wrong, and saves nothing', async () => {
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ markets: ['NOPE1'] }, /Unknown market: NOPE1/],
      [{ markets: [] }, /markets/],
      [{ markets: ['fx', 'fx'] }, /markets|duplicate/],
      [{ zone: 'Mars/Olympus' }, /zone/],
      [{ reason: 'lunch' }, /reason/],
      [{ name: '   ' }, /name/],
      [{ name: 'x'.repeat(81) }, /name/],
      [{ start: '2026-02-30T10:00', end: '2026-03-01T10:00' }, /start is not a date and time/],
      [{ start: '2026-12-24 13:00' }, /start/],
      [{ start: utcWall(60), end: utcWall(30) }, /end must come after start/],
      [{ start: utcWall(60), end: utcWall(60 + 32 * 24 * 60) }, /at most 31 days/],
      [{ start: utcWall(-120), end: utcWall(-60) }, /end has passed/],
      [{ start: utcWall(3 * 366 * 24 * 60), end: utcWall(3 * 366 * 24 * 60 + 60) }, /two years/],
    ];
    for (const [over, msg] of refusals) {
      const r = await post(closure(over));
      expect(r.status, JSON.stringify(over)).toBe(200);
      expect(r.body.code, JSON.stringify(over)).toBe(0);
      expect(r.body.msg, JSON.stringify(over)).toMatch(msg);
    }
    const { start: _s, ...missing } = closure();
    expect((await post(missing)).body.code).toBe(0);
    expect(await list()).toEqual([]);
    expect(status('EURUSD')).toBe(1);
  });

  it('a closure in force closes its markets at once: status, live quotes, orders, hours; removing it reopens them', async () => {
    const heard: QuoteState[] = [];
    // Copies: the feed's quote objects change in place.
    const off = app.engine.quotes.onTick((ticks) => heard.push(...ticks.map((q) => ({ ...q }))));
    const t = await trader(app);
    const r = await post(closure({ markets: ['EURUSD', 'metal'] }));
    expect(r.body.code).toBe(1);
    const c = r.body.data;
    expect(c).toMatchObject({ Reason: 'holiday', Name: 'Christmas Day', Markets: ['EURUSD', 'metal'], Zone: 'UTC', State: 'in_force' });
    expect(status('EURUSD')).toBe(0);
    expect(status('XAUUSD')).toBe(0);
    expect(status('GBPUSD')).toBe(1);
    // Told on the socket's feed without a price moving.
    expect(heard.filter((q) => q.code === 'EURUSD').map((q) => q.status)).toEqual([0]);
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).msg).toBe('The market is closed');
    const hours = (await call(app, 'GET', '/v1/api/forex/trading_hours?code=EURUSD')).body.data;
    expect(hours).toMatchObject({ MarketStatus: 0, Hours: 'always', NextOpen: c.EndAt, Closures: [{ Reason: 'holiday', Name: 'Christmas Day', Start: c.StartAt, End: c.EndAt }] });
    const pairs = (await call(app, 'GET', '/v1/api/forex/trade_list')).body.data as Array<{ Code: string; MarketStatus: number }>;
    expect(pairs.find((p) => p.Code === 'EURUSD')?.MarketStatus).toBe(0);

    const del = await call(app, 'DELETE', `/admin/api/market_closures/${c.Id}`, { headers: adminHeaders });
    expect(del.body).toMatchObject({ code: 1, data: { id: c.Id } });
    expect(status('EURUSD')).toBe(1);
    expect(heard.filter((q) => q.code === 'EURUSD').map((q) => q.status)).toEqual([0, 1]);
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).code).toBe(1);
    off();
  });

  it('one ahead leaves the market open and is listed; it can be moved', async () => {
    const next = new Date().getUTCFullYear() + 1;
    const ahead = (await post(closure({ name: 'Boxing Day', markets: ['uk-index'], zone: 'Europe/London', start: `${next}-12-26T00:00`, end: `${next}-12-27T00:00` }))).body.data;
    // London keeps GMT in December: the desk's midnight is midnight UTC.
    expect(ahead).toMatchObject({ State: 'upcoming', Start: `${next}-12-26T00:00`, StartAt: Date.parse(`${next}-12-26T00:00Z`) / 1000 });
    const summer = (await post(closure({ name: 'Summer bank holiday', markets: ['uk-index'], zone: 'Europe/London', start: `${next}-08-26T00:00`, end: `${next}-08-27T00:00` }))).body.data;
    // ...and BST in August: an hour earlier in UTC.
    expect(summer.StartAt).toBe(Date.parse(`${next}-08-25T23:00Z`) / 1000);
    expect((await list()).map((x) => x.Name)).toEqual(['Summer bank holiday', 'Boxing Day']);
    const moved = await call(app, 'PUT', `/admin/api/market_closures/${ahead.Id}`, { headers: adminHeaders, body: closure({ name: 'Boxing Day', markets: ['UK100'], zone: 'Europe/London', start: `${next}-12-26T12:00`, end: `${next}-12-27T00:00` }) });
    expect(moved.body.data).toMatchObject({ Id: ahead.Id, Markets: ['UK100'], Start: `${next}-12-26T12:00` });
    const bad = await call(app, 'PUT', `/admin/api/market_closures/${ahead.Id}`, { headers: adminHeaders, body: closure({ end: utcWall(-5), start: utcWall(-10) }) });
    expect(bad.body).toMatchObject({ code: 0, msg: expect.stringMatching(/end has passed/) });
    expect((await list()).find((x) => x.Id === ahead.Id)).toMatchObject({ Start: `${next}-12-26T12:00` });
    expect(status('UK100')).toBe(1);
    for (const x of await list()) await call(app, 'DELETE', `/admin/api/market_closures/${x.Id}`, { headers: adminHeaders });
  });

  it('an ended closure is history: listed apart, neither changed nor removed; unknown ids are refused', async () => {
    const stamp = new Date().toISOString();
    const row = await app.db
      .insertInto('market_closures')
      .values({ reason: 'maintenance', name: 'Upgrade', markets: '["crypto"]', zone: 'UTC', start_local: '2026-01-01T00:00', end_local: '2026-01-01T01:00', start_at: '2026-01-01T00:00:00.000Z', end_at: '2026-01-01T01:00:00.000Z', created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await list()).toEqual([]);
    expect(await list('?ended=true')).toMatchObject([{ Id: row.id, State: 'ended', Reason: 'maintenance' }]);
    const put = await call(app, 'PUT', `/admin/api/market_closures/${row.id}`, { headers: adminHeaders, body: closure() });
    expect(put.body).toMatchObject({ code: 0, msg: 'This closure has ended; it stays as it was' });
    const del = await call(app, 'DELETE', `/admin/api/market_closures/${row.id}`, { headers: adminHeaders });
    expect(del.body).toMatchObject({ code: 0, msg: 'This closure has ended; it stays as it was' });
    expect((await call(app, 'DELETE', '/admin/api/market_closures/999999', { headers: adminHeaders })).body).toMatchObject({ code: 0, msg: 'Market closure not found' });
    expect((await call(app, 'DELETE', '/admin/api/market_closures/abc', { headers: adminHeaders })).body.code).toBe(0);
  });

  it('dealing writes, finance only reads; every change is in the audit log', async () => {
    const finance = await signedInOperator(app, 'finance');
    expect((await call(app, 'GET', '/admin/api/market_closures', { headers: finance.headers })).body.code).toBe(1);
    expect((await post(closure(), finance.headers)).status).toBe(403);
    const dealing = await signedInOperator(app, 'dealing');
    const made = (await post(closure({ start: utcWall(120), end: utcWall(180) }), dealing.headers)).body.data;
    await call(app, 'DELETE', `/admin/api/market_closures/${made.Id}`, { headers: dealing.headers });
    const audit = await app.db.selectFrom('audit_log').select(['action', 'outcome', 'operator_id']).where('target_type', '=', 'market_closure').where('operator_id', '=', dealing.operator.id).orderBy('id').execute();
    expect(audit.map((a) => `${a.action} ${a.outcome}`)).toEqual(['closure.create ok', 'closure.delete ok']);
  });
});

describe('the traders a closure concerns are told', () => {
  it('real accounts with a position or a pending order in its markets, by e-mail in their language, naming their pairs; of a change, what changed for theirs', async () => {
    const app = await makeServer();
    try {
      await quote(app, 'EURUSD', '1.10000', '1.10010');
      await quote(app, 'XAUUSD', '2350.00', '2350.30');
      const holder = await realUser(app);
      const waiting = await realUser(app);
      const elsewhere = await realUser(app);
      const demo = await demoUser(app);
      for (const u of [holder, waiting, elsewhere]) await credit(app, u.user.id, '10000');
      const market = (token: string, code: string, multiple: number) => submit(app, token, { code, type: 1, cont: code === 'US30' ? '0.1' : '0.01', multiple });
      expect((await market(holder.token, 'EURUSD', 100)).code).toBe(1);
      expect((await market(holder.token, 'XAUUSD', 100)).code).toBe(1);
      expect((await submit(app, waiting.token, { code: 'XAUUSD', cont: '0.01', multiple: 100, status: 0, type: 1, target_price: '2300.00' })).code).toBe(1);
      expect((await market(elsewhere.token, 'US30', 100)).code).toBe(1);
      expect((await market(demo.token, 'EURUSD', 100)).code).toBe(1);
      await app.db.updateTable('users').set({ lang: 'de' }).where('id', '=', waiting.user.id).execute();
      const next = new Date().getUTCFullYear() + 1;
      const r = await call(app, 'POST', '/admin/api/market_closures', {
        headers: adminHeaders,
        body: closure({ markets: ['fx', 'metal'], zone: 'America/New_York', start: `${next}-12-24T13:00`, end: `${next}-12-25T17:00` }),
      });
      expect(r.body).toMatchObject({ code: 1, data: { Notified: 2 } });
      const mails = await app.db.selectFrom('outbox').select(['target', 'subject', 'body']).orderBy('id').execute();
      expect(mails.map((m) => m.target)).toEqual([holder.email, waiting.email]);
      expect(mails[0].subject).toMatch(/: EUR\/USD, XAU\/USD closed for Christmas Day$/);
      expect(mails[0].body).toContain(`closes EUR/USD, XAU/USD from ${next}-12-24 18:00 UTC to ${next}-12-25 22:00 UTC.`);
      expect(mails[0].body).toContain('Your open positions stay open through it.');
      expect(mails[1].subject).toMatch(/: XAU\/USD wegen Christmas Day geschlossen$/);
      // A change tells each account only what changed for its pairs. The same span written in UTC, metal no longer
      // closed: the two holders of XAU/USD are told, nothing about EUR/USD.
      const id = r.body.data.Id;
      const put = async (body: Record<string, unknown>) => (await call(app, 'PUT', `/admin/api/market_closures/${id}`, { headers: adminHeaders, body: closure(body) })).body;
      const since = async (n: number) => (await app.db.selectFrom('outbox').select(['target', 'subject', 'body']).orderBy('id').execute()).slice(n);
      const utcSpan = { start: `${next}-12-24T18:00`, end: `${next}-12-25T22:00` };
      expect(await put({ markets: ['fx'], ...utcSpan })).toMatchObject({ code: 1, data: { Notified: 2 } });
      const freed = await since(2);
      expect(freed.map((m) => m.target)).toEqual([holder.email, waiting.email]);
      expect(freed[0].subject).toMatch(/: XAU\/USD no longer closed for Christmas Day$/);
      expect(freed[0].body).toMatch(/has cancelled the closure for Christmas Day: trading in XAU\/USD follows the usual hours\.$/);
      // A new name alone tells nobody.
      expect(await put({ markets: ['fx'], ...utcSpan, name: 'Christmas' })).toMatchObject({ code: 1, data: { Notified: 0 } });
      // A longer closure: the holder of EUR/USD is told the new span.
      expect(await put({ markets: ['fx'], name: 'Christmas', start: utcSpan.start, end: `${next}-12-26T22:00` })).toMatchObject({ code: 1, data: { Notified: 1 } });
      const [moved] = await since(4);
      expect(moved.target).toBe(holder.email);
      expect(moved.subject).toMatch(/: Christmas closure changed for EUR\/USD$/);
      expect(moved.body).toContain(`EUR/USD will be closed from ${next}-12-24 18:00 UTC to ${next}-12-26 22:00 UTC.`);
      expect(moved.body).toContain('Your open positions stay open through it.');
      // Removed: the holder of EUR/USD is told its hours are as usual.
      const removed = await call(app, 'DELETE', `/admin/api/market_closures/${id}`, { headers: adminHeaders });
      expect(removed.body).toMatchObject({ code: 1, data: { id, Notified: 1 } });
      const [back] = await since(5);
      expect(back.target).toBe(holder.email);
      expect(back.subject).toMatch(/: EUR\/USD no longer closed for Christmas$/);
      expect(await since(6)).toEqual([]);
    } finally {
      await app.cleanup();
    }
  });
});

describe('market closures across a restart', () => {
  it('a new engine (a restart, a new leader) reads the calendar: the market it closes stays closed', async () => {
    const app = await makeServer();
    try {
      await call(app, 'POST', '/admin/api/market_closures', { headers: adminHeaders, body: closure({ markets: ['fx'] }) });
      const engine = app.engine as TradingEngine;
      const feed = new ManualFeed(engine.instruments().map(toFeedInstrument));
      // Its swap clock stays off like the test server's: a rollover charge started now would outlive the database.
      const next = new TradingEngine({ db: app.db, feed, swapClock: false });
      try {
        expect(feed.marketStatus('EURUSD')).toBe(1);
        await next.init(engine.instruments());
        expect(feed.marketStatus('EURUSD')).toBe(0);
        expect(feed.marketStatus('BTCUSD')).toBe(1);
      } finally {
        next.stop();
        await next.idle();
      }
    } finally {
      await app.cleanup();
    }
  });
});
