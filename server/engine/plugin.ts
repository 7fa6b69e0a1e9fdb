/**
 * Trading plugin: seeds instruments, creates the price feed (`config.feed`: sim | manual) and the engine,
 * decorates `app.feed` and `app.engine`, wires socket topics (DAY_MARKET, KLINE.{code}, FOREX_TRADE snapshots)
 * and the demo-reset hook. Registered from areas.ts before the trading routes.
 */
import fp from 'fastify-plugin';
import { createFeed, type PriceFeed, type QuoteState } from '../feed/index.js';
import { addDemoResetHook } from '../demo/reset.js';
import { TradingEngine } from './engine.js';
import { loadInstruments, seedTrading, toFeedInstrument, type Instrument } from './repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    feed: PriceFeed;
    engine: TradingEngine;
  }
}

/** DAY_MARKET item: the live part of a trade_list entry. */
export function marketItem(inst: Instrument, q: QuoteState | undefined, status: number) {
  return {
    Id: inst.id,
    Code: inst.code,
    MarketStatus: status,
    ForexQuotations: quotations(q),
  };
}

export function quotations(q: QuoteState | undefined) {
  if (!q) return { Open: '0', Close: '0', Change: '0.00', Bid: '0', Ask: '0', High: '0', Low: '0' };
  return { Open: q.open, Close: q.bid, Change: q.change, Bid: q.bid, Ask: q.ask, High: q.high, Low: q.low };
}

export const tradingPlugin = fp(
  async (app) => {
    await seedTrading(app.db);
    const instruments = await loadInstruments(app.db);
    const seed = Number(process.env.SIM_SEED ?? 42);
    const feed = createFeed(app.config.feed, instruments.filter((i) => i.enabled).map(toFeedInstrument), { seed });
    const engine = new TradingEngine({ db: app.db, feed, hub: app.hub, log: app.log });
    await engine.init(instruments);
    app.decorate('feed', feed);
    app.decorate('engine', engine);

    addDemoResetHook(app, (trx, user) => engine.demoReset(trx, user));

    // DAY_MARKET: one message per tick round with every changed quote; KLINE.{code}: current candle per period.
    feed.onTick((ticks) => {
      const items = [];
      for (const q of ticks) {
        const inst = engine.instrument(q.code);
        if (inst) items.push(marketItem(inst, q, feed.marketStatus(q.code)));
        const topic = `KLINE.${q.code}`;
        if (app.hub.subscriberCount(topic) > 0) app.hub.publish(topic, { code: q.code, candles: feed.currentCandles(q.code) });
      }
      if (items.length) app.hub.publish('DAY_MARKET', items);
    });

    // Snapshots on subscribe, so a client does not wait for the next tick.
    app.hub.onSubscribe((client, topic) => {
      if (topic === 'DAY_MARKET') {
        const items = engine.instruments().filter((i) => i.enabled).map((i) => marketItem(i, feed.getQuote(i.code), feed.marketStatus(i.code)));
        app.hub.sendTo(client, 'DAY_MARKET', items);
      } else if (topic.startsWith('KLINE.')) {
        const code = topic.slice(6).split('.')[0];
        if (engine.instrument(code)) app.hub.sendTo(client, topic, { code, candles: feed.currentCandles(code) });
      } else if (topic === 'FOREX_TRADE' && client.userId !== null) {
        const uid = client.userId;
        engine.summary(uid).then(
          (s) => app.hub.sendTo(client, 'FOREX_TRADE', s),
          (err) => app.log.error({ err }, 'FOREX_TRADE snapshot failed'),
        );
      }
    });

    app.addHook('onReady', async () => feed.start());
    app.addHook('onClose', async () => {
      feed.stop();
      engine.stop();
      await engine.idle();
    });
  },
  { name: 'pipkit-trading', dependencies: ['pipkit-db'] },
);
