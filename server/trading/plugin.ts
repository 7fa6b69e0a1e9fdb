/**
 * Trading plugin: seeds instruments, creates the price feed (`config.feed`: sim | manual, the manual one continued
 * from the market archive, feed/archive.ts) and the engine, decorates `app.engine`, wires the socket pushes
 * (publishing.ts) and the demo-reset hook. Registered from areas.ts before the trading routes.
 */
import { underStartupLock } from '../db/startup-lock.js';
import fp from 'fastify-plugin';
import { createFeed } from '../feed/index.js';
import { MarketArchive, loadMarket } from '../feed/archive.js';
import type { EngineApi } from './engine/api.js';
import { gatewayTrading } from '../cluster/gateway.js';
import { addDemoResetHook } from '../demo/reset.js';
import { TradingEngine } from './engine/engine.js';
import { MarginCalls } from './margin-calls.js';
import { Copier } from '../copy/copier.js';
import { copyNoticesOf } from '../copy/notices.js';
import { localSnapshots, publishTrading, snapshotOnSubscribe } from './publishing.js';
import { missedClosedMessages } from './missed.js';
import { loadInstruments, seedTrading, toFeedInstrument } from './repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine in this process, or on a gateway the engine leader reached over the bus (engine/api.ts). */
    engine: EngineApi;
    /** Where the engine runs in this process: its margin call and stop-out notices (margin-calls.ts). */
    marginCalls?: MarginCalls;
    /** Where the engine runs in this process: copy trading's copies and their closes (copy/copier.ts). */
    copier?: Copier;
  }
}

export const tradingPlugin = fp(
  async (app) => {
    // Closes and fills a returning client missed, read from the orders (any role with sockets).
    const offCatchUp = app.catchUps.register('FOREX_CLOSED', (userId, since) => missedClosedMessages(app.db, userId, since));
    app.addHook('onClose', async () => offCatchUp());
    if (app.bus) {
      // A gateway: the engine leader is elsewhere (cluster/gateway.ts).
      await gatewayTrading(app, app.bus);
      return;
    }
    await underStartupLock(app.db, () => seedTrading(app.db));
    const instruments = await loadInstruments(app.db);
    const seed = Number(process.env.SIM_SEED ?? 42);
    const feed = createFeed(app.config.feed, instruments.filter((i) => i.enabled).map(toFeedInstrument), { seed });
    // The manual feed continues the candles and quotes it had before a restart (the simulator regenerates its own).
    const archive = feed.kind === 'manual' ? new MarketArchive(app.db, feed, app.log) : null;
    if (archive) {
      const saved = await loadMarket(app.db, instruments);
      // Candles first: the resumed quotes take their day's open, high and low from them.
      feed.adoptCandles(saved.series);
      feed.resume(saved.quotes);
    }
    const engine = new TradingEngine({ db: app.db, feed, log: app.log, swapClock: app.config.swapClock });
    await engine.init(instruments);
    const unpublish = publishTrading(engine, feed, app.pushes, app.log);
    const unmeasure = app.metrics?.watchEngine(engine);
    const unsnapshot = snapshotOnSubscribe(app.hub, localSnapshots(engine, feed), app.log);
    const marginCalls = new MarginCalls({ db: app.db, outbox: app.outbox, log: app.log, settings: () => engine.settings() });
    await marginCalls.load();
    const offMarginCalls = engine.on(marginCalls.listener());
    const copier = new Copier({ db: app.db, engine, log: app.log, notices: copyNoticesOf(app, app.log) });
    await copier.load();
    const offCopier = engine.on(copier.listener());
    app.decorate('engine', engine);
    app.decorate('marginCalls', marginCalls);
    app.decorate('copier', copier);

    addDemoResetHook(app, (trx, user) => engine.demoReset(trx, user));

    app.addHook('onReady', async () => {
      feed.start();
      archive?.start();
    });
    app.addHook('onClose', async () => {
      feed.stop();
      engine.stop();
      unpublish();
      unmeasure?.();
      unsnapshot();
      offMarginCalls();
      offCopier();
      copier.stop();
      await copier.idle();
      await engine.idle();
      await marginCalls.idle();
      await archive?.stop();
    });
  },
  { name: 'pipkit-trading', dependencies: ['pipkit-db', 'pipkit-metrics', 'pipkit-accounts'] },
);
