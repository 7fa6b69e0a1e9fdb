/**
 * What the trading area pushes on the live socket (docs/api.md "Live socket"): DAY_MARKET and KLINE.{code} on
 * every tick round, FOREX_TRADE summaries and FOREX_CLOSED events from the engine's events, and a snapshot of each
 * topic when a client subscribes, so it does not wait for the next tick.
 *
 * Summaries after requests are coalesced per user and sent off the request path, and only to users with a
 * FOREX_TRADE subscriber, so a burst of orders costs one summary.
 */
import type { PriceFeed } from '../feed/types.js';
import type { Hub } from '../socket/hub.js';
import type { TradingEngine } from './engine/engine.js';
import { marketItem } from './views.js';

type Log = { error(obj: unknown, msg?: string): void };

const CHUNK = 500;

/** Wires the feed and the engine to the hub; returns a function that stops every push. */
export function publishTrading(engine: TradingEngine, feed: PriceFeed, hub: Hub, log: Log): () => void {
  const offTick = feed.onTick((ticks) => {
    const items = [];
    for (const q of ticks) {
      const inst = engine.instrument(q.code);
      if (inst) items.push(marketItem(inst, q, feed.marketStatus(q.code)));
      const topic = `KLINE.${q.code}`;
      if (hub.subscriberCount(topic) > 0) hub.publish(topic, { code: q.code, candles: feed.currentCandles(q.code) });
    }
    if (items.length) hub.publish('DAY_MARKET', items);
  });

  const queue = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    const users = [...queue].filter((u) => hub.userSubscribed(u, 'FOREX_TRADE'));
    queue.clear();
    for (let i = 0; i < users.length; i += CHUNK) {
      const accounts = await engine.db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', users.slice(i, i + CHUNK)).execute();
      for (const a of accounts) hub.sendToUser(Number(a.user_id), 'FOREX_TRADE', engine.computeSummary(Number(a.user_id), a.balance, a.lock_balance));
    }
  };
  const offEngine = engine.on({
    closed: (userId, ev) => hub.sendToUser(userId, 'FOREX_CLOSED', ev),
    summary: (userId, s) => hub.sendToUser(userId, 'FOREX_TRADE', s),
    changed: (userId) => {
      queue.add(userId);
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        flush().catch((err) => log.error({ err }, 'summary failed'));
      }, 0);
      timer.unref?.();
    },
  });

  const offSubscribe = hub.onSubscribe((client, topic) => {
    if (topic === 'DAY_MARKET') {
      const items = engine.instruments().filter((i) => i.enabled).map((i) => marketItem(i, feed.getQuote(i.code), feed.marketStatus(i.code)));
      hub.sendTo(client, 'DAY_MARKET', items);
    } else if (topic.startsWith('KLINE.')) {
      const code = topic.slice(6).split('.')[0];
      if (engine.instrument(code)) hub.sendTo(client, topic, { code, candles: feed.currentCandles(code) });
    } else if (topic === 'FOREX_TRADE' && client.userId !== null) {
      engine.summary(client.userId).then(
        (s) => hub.sendTo(client, 'FOREX_TRADE', s),
        (err) => log.error({ err }, 'FOREX_TRADE snapshot failed'),
      );
    }
  });

  return () => {
    offTick();
    offEngine();
    offSubscribe();
    if (timer) clearTimeout(timer);
    timer = null;
    queue.clear();
  };
}
