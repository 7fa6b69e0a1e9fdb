import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import type { Database } from '../db/schema.js';
import { ADMIN, call, freshDatabase, makeServer, postgresUrl } from '../testing.js';
import { INSTRUMENTS } from '../trading/instruments.js';
import { loadMarket, MarketArchive } from './archive.js';
import { RING_SIZE } from './candles.js';
import { ManualFeed } from './manual.js';
import { PERIODS, type FeedInstrument } from './types.js';

// The market archive on SQLite and (unit-pg) PostgreSQL: the manual feed's candles and quotes survive a restart.

const instruments: FeedInstrument[] = INSTRUMENTS.filter((i) => ['EURUSD', 'USDJPY'].includes(i.code)).map((i) => ({
  code: i.code, precision: i.precision, spread: i.spread, price: i.price, volatility: i.volatility, session: i.session, marketStatusOverride: null,
}));
const WED = Date.UTC(2025, 5, 4, 14, 0, 0);
const quiet = { error: () => {} };

/** A manual feed on a clock the test moves, archived into `db` (flushed by the test only). */
function archived(db: Kysely<Database>, start = WED) {
  const clock = { now: start };
  const feed = new ManualFeed(instruments, { now: () => clock.now });
  const archive = new MarketArchive(db, feed, quiet, { flushMs: 3_600_000, now: () => clock.now });
  archive.start();
  return { clock, feed, archive };
}

/** A new feed continuing from what `db` holds, as the trading plugin and a new engine leader start one. */
async function reopened(db: Kysely<Database>, at: number) {
  const feed = new ManualFeed(instruments, { now: () => at });
  const saved = await loadMarket(db, instruments, at);
  feed.adoptCandles(saved.series);
  feed.resume(saved.quotes);
  return feed;
}

describe('market archive', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(async () => {
    await app?.cleanup();
  });
  const wipe = async () => {
    await app.db.deleteFrom('market_candles').execute();
    await app.db.deleteFrom('market_quotes').execute();
  };

  it('a new feed continues every period and the last quotes, forming bars included', async () => {
    await wipe();
    const { clock, feed, archive } = archived(app.db);
    for (const [dt, bid] of [[0, '1.10000'], [30_000, '1.10500'], [61_000, '1.09800'], [400_000, '1.10100']] as const) {
      clock.now = WED + dt;
      feed.setQuote('EURUSD', bid, (Number(bid) + 0.00012).toFixed(5));
    }
    feed.setQuote('USDJPY', '150.123', '150.140');
    await archive.flush();
    let again = await reopened(app.db, clock.now);
    for (const p of PERIODS) {
      expect(again.candles('EURUSD', p), p).toEqual(feed.candles('EURUSD', p));
      expect(again.candles('USDJPY', p), p).toEqual(feed.candles('USDJPY', p));
    }
    expect(again.getQuote('EURUSD')).toMatchObject({ bid: '1.10100', ask: '1.10112', open: '1.10000', high: '1.10500', low: '1.09800' });
    expect(again.getQuote('USDJPY')).toMatchObject({ bid: '150.123', ask: '150.140' });
    expect(again.getQuote('GBPUSD')).toBeUndefined();

    // The forming bars move on: the next flush writes their new state over the old.
    clock.now = WED + 410_000;
    feed.setQuote('EURUSD', '1.11000', '1.11012');
    await archive.flush();
    again = await reopened(app.db, clock.now);
    expect(again.candles('EURUSD', '5M')).toEqual(feed.candles('EURUSD', '5M'));
    expect(again.candles('EURUSD', '1D').at(-1)).toMatchObject({ High: '1.11000', Volume: 5 });
    await archive.stop();
  });

  it('writes on a timer and when stopped, and nothing when nothing moved', async () => {
    await wipe();
    const feed = new ManualFeed(instruments);
    const archive = new MarketArchive(app.db, feed, quiet, { flushMs: 50 });
    archive.start();
    const count = async () => Number((await app.db.selectFrom('market_candles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    feed.setQuote('EURUSD', '1.20000', '1.20010');
    await expect.poll(count, { timeout: 5000 }).toBe(PERIODS.length);
    // Every quote the feed had at start is written at the first flush (reference prices of the untouched ones too).
    expect((await app.db.selectFrom('market_quotes').select('code').orderBy('code').execute()).map((q) => q.code)).toEqual(['EURUSD', 'USDJPY']);
    feed.setQuote('EURUSD', '1.20100', '1.20110');
    await archive.stop();
    const day = await app.db.selectFrom('market_candles').selectAll().where('code', '=', 'EURUSD').where('period', '=', '1D').executeTakeFirstOrThrow();
    expect({ high: day.high, volume: Number(day.volume) }).toEqual({ high: '1.20100', volume: 2 });
  });

  it('stopped without its last write (an engine whose lease is gone), leaves the archive as it was', async () => {
    await wipe();
    const { feed, archive } = archived(app.db);
    feed.setQuote('EURUSD', '1.40000', '1.40010');
    await archive.flush();
    feed.setQuote('EURUSD', '1.41000', '1.41010');
    await archive.stop({ write: false });
    expect((await app.db.selectFrom('market_quotes').select('bid').where('code', '=', 'EURUSD').executeTakeFirstOrThrow()).bid).toBe('1.40000');
    expect((await loadMarket(app.db, instruments, WED)).series.get('EURUSD')!.list('1D').at(-1)).toMatchObject({ High: '1.40000', Volume: 1 });
  });

  it('keeps what a failed write held and writes it with the next flush', async () => {
    await wipe();
    let down = true;
    const flaky = new Proxy(app.db, {
      get: (db, key) => {
        if (key === 'transaction' && down) return () => ({ execute: () => Promise.reject(new Error('connection lost')) });
        const v = Reflect.get(db, key);
        return typeof v === 'function' ? v.bind(db) : v;
      },
    });
    const errors: unknown[] = [];
    const { clock, feed, archive } = archived(flaky);
    Object.assign(archive, { log: { error: (o: unknown) => errors.push(o) } });
    feed.setQuote('EURUSD', '1.30000', '1.30010');
    clock.now += 60_000;
    feed.setQuote('EURUSD', '1.31000', '1.31010');
    await archive.flush();
    expect(errors).toHaveLength(1);
    expect(await loadMarket(app.db, instruments, clock.now)).toEqual({ series: new Map(), quotes: [] });
    down = false;
    await archive.flush();
    expect(errors).toHaveLength(1);
    const again = await reopened(app.db, clock.now);
    expect(again.candles('EURUSD', '1M')).toEqual(feed.candles('EURUSD', '1M'));
    expect(again.getQuote('EURUSD')).toMatchObject({ bid: '1.31000' });
    await archive.stop();
  });

  it('drops bars older than the feed keeps in memory (RING_SIZE periods), once an hour, and reads no others', async () => {
    await wipe();
    const { clock, feed, archive } = archived(app.db);
    const minutes = async () => (await app.db.selectFrom('market_candles').select('time').where('period', '=', '1M').execute()).map((r) => (Number(r.time) * 1000 - WED) / 60_000).sort((x, y) => x - y);
    feed.setQuote('EURUSD', '1.10000', '1.10010');
    await archive.flush(); // prunes (nothing is old yet); the next prune is due an hour later
    clock.now = WED + 30 * 60_000;
    feed.setQuote('EURUSD', '1.10100', '1.10110');
    await archive.flush();
    clock.now = WED + (RING_SIZE + 1) * 60_000;
    expect(await minutes()).toEqual([0, 30]);
    // Read from here, the bar of minute 0 is older than RING_SIZE minutes.
    expect((await loadMarket(app.db, instruments, clock.now)).series.get('EURUSD')!.list('1M').map((c) => c.Close)).toEqual(['1.10100']);
    feed.setQuote('EURUSD', '1.10200', '1.10210');
    await archive.flush();
    expect(await minutes()).toEqual([30, RING_SIZE + 1]);
    await archive.stop();
  });
});

describe('a broker on the manual feed, started again', () => {
  it('shows the same chart and prices it showed before the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-archive-'));
    const cluster = postgresUrl();
    const database = cluster ? await freshDatabase(cluster) : null;
    const config = { dataDir, databaseUrl: database?.url, feed: 'manual' as const, adminToken: ADMIN, logger: false };
    const admin = { authorization: `Bearer ${ADMIN}` };
    try {
      const first = await buildServer(config);
      await first.ready();
      for (const [bid, ask] of [['1.25000', '1.25010'], ['1.25900', '1.25910'], ['1.24100', '1.24110'], ['1.25200', '1.25210']]) {
        expect((await call(first, 'POST', '/admin/api/quotes', { headers: admin, body: { code: 'EURUSD', bid, ask } })).body.code).toBe(1);
      }
      const id = first.engine.instrument('EURUSD')!.id;
      const chart = async (app: typeof first) => (await call(app, 'GET', `/v1/api/forex/kline?forex_id=${id}&period=1M`)).body.data;
      const row = async (app: typeof first) => (await call(app, 'GET', '/v1/api/forex/trade_list')).body.data.find((r: { ForexCode?: string; Code?: string }) => (r.ForexCode ?? r.Code) === 'EURUSD');
      const before = { chart: await chart(first), row: await row(first) };
      await first.close(); // a graceful stop writes what the last flush had not

      const second = await buildServer(config);
      await second.ready();
      try {
        expect(await chart(second)).toEqual(before.chart);
        expect(await row(second)).toEqual(before.row);
        expect(before.chart.at(-1)).toMatchObject({ High: '1.25900', Low: '1.24100', Close: '1.25200' });
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
  });
});
