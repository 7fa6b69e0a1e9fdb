/**
 * What the trading area pushes on the live socket (docs/socket.md): DAY_MARKET and KLINE.{code} on every tick round,
 * FOREX_TRADE summaries, FOREX_CLOSED events and FOREX_ORDER changes from the engine's events (publishTrading, where the engine runs), and a
 * snapshot of each topic when a client subscribes, so it does not wait for the next tick (snapshotOnSubscribe, where
 * the sockets are). In one process both run side by side; in a cluster the first runs on the engine leader and its
 * pushes cross the bus (cluster/pushes.ts), the second on every gateway.
 *
 * Summaries after requests are coalesced per user and sent off the request path, and only to users with a
 * FOREX_TRADE subscriber (when that is known, i.e. in one process), so a burst of orders costs one summary.
 */
import type { Pushes } from '../cluster/pushes.js';
import type { PriceFeed } from '../feed/types.js';
import type { Hub } from '../socket/hub.js';
import type { LiveSummary } from './engine/pricing.js';
import type { EngineApi } from './engine/api.js';
import type { TradingEngine } from './engine/engine.js';
import { marketItem, orderView } from './views.js';

type Log = { error(obj: unknown, msg?: string): void };

const CHUNK = 500;

/** Wires the feed and the engine to the hub; returns a function that stops every push. */
export function publishTrading(engine: TradingEngine, feed: PriceFeed, pushes: Pushes, log: Log): () => void {
  const offTick = feed.onTick((ticks) => {
    const items = [];
    for (const q of ticks) {
      const inst = engine.instrument(q.code);
      if (inst) items.push(marketItem(inst, q, feed.marketStatus(q.code)));
      const topic = `KLINE.${q.code}`;
      if (pushes.watched(topic)) pushes.publish(topic, { code: q.code, candles: feed.currentCandles(q.code) });
    }
    if (items.length) pushes.publish('DAY_MARKET', items);
  });

  const queue = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    const users = [...queue].filter((u) => pushes.wants(u, 'FOREX_TRADE'));
    queue.clear();
    for (let i = 0; i < users.length; i += CHUNK) {
      const accounts = await engine.db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', users.slice(i, i + CHUNK)).execute();
      for (const a of accounts) pushes.sendToUser(Number(a.user_id), 'FOREX_TRADE', engine.computeSummary(Number(a.user_id), a.balance, a.lock_balance));
    }
  };
  const offEngine = engine.on({
    closed: (userId, ev) => pushes.sendToUser(userId, 'FOREX_CLOSED', ev),
    // The trader's other devices (and widgets) learn what a request changed; the order's view is built only when a
    // socket of theirs listens.
    order: (userId, row, change) => {
      if (pushes.wants(userId, 'FOREX_ORDER')) pushes.sendToUser(userId, 'FOREX_ORDER', { Change: change, Order: orderView(row, engine) });
    },
    summary: (userId, s) => pushes.sendToUser(userId, 'FOREX_TRADE', s),
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

  return () => {
    offTick();
    offEngine();
    if (timer) clearTimeout(timer);
    timer = null;
    queue.clear();
  };
}

/** What a gateway needs to answer a new subscription at once: the market list, a pair's forming candles, a summary. */
export interface SnapshotSource {
  dayMarket(): unknown[];
  kline(code: string): { code: string; candles: unknown } | undefined;
  summary(userId: number): Promise<LiveSummary>;
}

/** The market list and summaries from the engine (in this process, or a gateway's RemoteEngine). */
export function engineSnapshots(engine: EngineApi): Omit<SnapshotSource, 'kline'> {
  const q = engine.quotes;
  return {
    dayMarket: () => engine.instruments().filter((i) => i.enabled).map((i) => marketItem(i, q.getQuote(i.code), q.marketStatus(i.code))),
    summary: (userId) => engine.summary(userId),
  };
}

/** Every snapshot from an engine and its feed in this process. */
export function localSnapshots(engine: TradingEngine, feed: PriceFeed): SnapshotSource {
  return { ...engineSnapshots(engine), kline: (code) => (engine.instrument(code) ? { code, candles: feed.currentCandles(code) } : undefined) };
}

/** Sends each new subscriber of DAY_MARKET, KLINE.{code} or FOREX_TRADE its snapshot; returns the unsubscribe. */
export function snapshotOnSubscribe(hub: Hub, source: SnapshotSource, log: Log): () => void {
  return hub.onSubscribe((client, topic) => {
    if (topic === 'DAY_MARKET') {
      hub.sendTo(client, 'DAY_MARKET', source.dayMarket());
    } else if (topic.startsWith('KLINE.')) {
      const snapshot = source.kline(topic.slice(6).split('.')[0]);
      if (snapshot) hub.sendTo(client, topic, snapshot);
    } else if (topic === 'FOREX_TRADE' && client.userId !== null) {
      source.summary(client.userId).then(
        (s) => hub.sendTo(client, 'FOREX_TRADE', s),
        (err) => log.error({ err }, 'FOREX_TRADE snapshot failed'),
      );
    }
  });
}
