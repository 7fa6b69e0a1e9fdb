import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, createDb, migrateToLatest, type Db } from '../db/index.js';
import { loadMarket, MarketArchive } from '../feed/archive.js';
import { ManualFeed } from '../feed/manual.js';
import { PERIODS, type FeedInstrument } from '../feed/types.js';
import { freshDatabase, postgresUrl } from '../testing.js';
import { INSTRUMENTS } from '../trading/instruments.js';
import { AlertStatus } from '../traders/schema.js';
import { seedTrading } from '../trading/repo.js';
import { findOrCreateDemoUser } from '../users/index.js';
import { until } from '../testing.js';
import { LocalBus } from './bus.js';
import { EngineService } from './engine-service.js';
import { SUBJECTS, type QuotesMessage } from './subjects.js';

// A new engine leader on the manual feed continues its predecessor's market: the archive it last wrote, and the ticks
// the standby heard after that write (SQLite here, PostgreSQL in unit-pg).

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const eurusd: FeedInstrument[] = INSTRUMENTS.filter((i) => i.code === 'EURUSD').map((i) => ({
  code: i.code, precision: i.precision, spread: i.spread, price: i.price, volatility: i.volatility, session: i.session, marketStatusOverride: null,
}));

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function database(): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-engine-service-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
  const cluster = postgresUrl();
  const pg = cluster ? await freshDatabase(cluster) : null;
  if (pg) cleanups.push(() => pg.drop());
  const db = createDb({ dataDir, databaseUrl: pg?.url });
  cleanups.push(() => closeDb(db));
  await migrateToLatest(db);
  return db;
}

describe('a new engine leader on the manual feed', () => {
  it('continues from the archive its predecessor last wrote and the ticks it heard after that write, once each', async () => {
    const db = await database();
    const bus = new LocalBus();
    cleanups.push(() => bus.close());
    // The standby follows from its start.
    const standby = new EngineService({ db, bus, feed: 'manual', log: quiet });

    // The predecessor: its ticks on the bus, its archive written once midway, then it dies without writing again.
    const clock = { now: Date.now() - 50_000 };
    const old = new ManualFeed(eurusd, { now: () => clock.now });
    old.onTick((quotes) => bus.publish(SUBJECTS.quotes, { quotes, status: { EURUSD: 1 } } satisfies QuotesMessage));
    const archive = new MarketArchive(db, old, quiet);
    archive.start();
    const push = (dt: number, bid: string) => {
      clock.now += dt;
      old.setQuote('EURUSD', bid, (Number(bid) + 0.0001).toFixed(5));
    };
    push(0, '1.10000');
    push(20_000, '1.10500');
    await archive.stop(); // its last write: the standby heard these two ticks too, and must not count them twice
    push(20_000, '1.09500');
    push(1_000, '1.10200');
    await bus.flush();

    await standby.start();
    cleanups.push(() => standby.stop());
    const engine = standby.current!;
    for (const p of PERIODS) expect(await engine.candles('EURUSD', p, 1000), p).toEqual(old.candles('EURUSD', p));
    expect(engine.quotes.getQuote('EURUSD')).toMatchObject({ bid: '1.10200', ask: '1.10210', open: '1.10000', high: '1.10500', low: '1.09500' });

    // What it heard but the archive lacked is written by the new leader (here at its stop).
    await standby.stop();
    const saved = await loadMarket(db, eurusd);
    for (const p of PERIODS) expect(saved.series.get('EURUSD')!.list(p), p).toEqual(old.candles('EURUSD', p));
    expect(saved.quotes).toEqual([expect.objectContaining({ code: 'EURUSD', bid: '1.10200' })]);
  });
});

describe("a new engine leader's price alerts", () => {
  it.each(['manual', 'sim'] as const)("fires the price alerts its predecessor's last ticks reached after they were set, though the price has left the level since (%s feed)", async (feed) => {
    const db = await database();
    await seedTrading(db);
    const user = await findOrCreateDemoUser(db, `alerts-${Date.now()}`, '1000');
    const eur = await db.selectFrom('instruments').select('id').where('code', '=', 'EURUSD').executeTakeFirstOrThrow();
    const bus = new LocalBus();
    cleanups.push(() => bus.close());
    const standby = new EngineService({ db, bus, feed, log: quiet });

    const c0 = Date.now() - 50_000;
    const clock = { now: c0 };
    const old = new ManualFeed(eurusd, { now: () => clock.now });
    old.onTick((quotes) => bus.publish(SUBJECTS.quotes, { quotes, status: { EURUSD: 1 } } satisfies QuotesMessage));
    const alert = (direction: 'above' | 'below', price: string, setAt: number) => {
      const at = new Date(setAt).toISOString();
      return db
        .insertInto('price_alerts')
        .values({ user_id: user.id, instrument_id: eur.id, code: 'EURUSD', direction, price, status: AlertStatus.active, created_at: at, updated_at: at, fired_at: null, fired_price: null })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.id));
    };
    const rose = await alert('above', '1.10400', c0 + 10_000); // the ask reached it at c0 + 20 s
    const setLate = await alert('above', '1.10400', c0 + 30_000); // set after that high: no news to its owner
    const fell = await alert('below', '1.09600', c0); // the bid reached it at c0 + 40 s
    const never = await alert('below', '1.09000', c0);
    const push = (at: number, bid: string) => {
      clock.now = c0 + at;
      old.setQuote('EURUSD', bid, (Number(bid) + 0.0001).toFixed(5));
    };
    // The predecessor's ticks, none of whose alerts it fired (it died first); the price is back in between at the end.
    push(0, '1.10000');
    push(20_000, '1.10500');
    push(30_000, '1.10300');
    push(40_000, '1.09500');
    push(41_000, '1.10200');
    await bus.flush();

    await standby.start();
    cleanups.push(() => standby.stop());
    const rows = () => db.selectFrom('price_alerts').select(['id', 'status', 'fired_price']).orderBy('id').execute();
    await until('the missed alerts fired', async () => (await rows()).filter((r) => Number(r.status) === AlertStatus.fired).length === 2);
    const byId = new Map((await rows()).map((r) => [Number(r.id), r]));
    // Fired at the price that reached each (the ask for "rises to", the bid for "falls to"), once.
    expect(byId.get(rose)).toMatchObject({ status: AlertStatus.fired, fired_price: '1.10510' });
    expect(byId.get(fell)).toMatchObject({ status: AlertStatus.fired, fired_price: '1.09500' });
    expect(byId.get(setLate)).toMatchObject({ status: AlertStatus.active, fired_price: null });
    expect(byId.get(never)).toMatchObject({ status: AlertStatus.active, fired_price: null });
  });
});
