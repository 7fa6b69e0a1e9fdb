/**
 * The trading area of a gateway (ROLE=gateway, docs/cluster.md): no engine in this process. `app.engine` is a
 * RemoteEngine in front of the leader; the pushes the leader publishes reach this process's sockets (relayPushes);
 * a new subscriber gets its snapshot from the mirror (quotes), the last candles relayed (KLINE) and the database
 * (summary). After a bus hiccup, and when a new engine leader takes over, the gateway re-syncs: a fresh quote
 * snapshot, then every connected socket gets its market list and account summary again from PostgreSQL and the
 * events it may have missed, so nothing it should show is lost.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { addDemoResetHook } from '../demo/reset.js';
import { engineSnapshots, snapshotOnSubscribe } from '../trading/publishing.js';
import type { Bus } from './bus.js';
import { announceGateway, answerCensus, GatewayRoll } from './gateway-roll.js';
import { announceInterest } from './interest.js';
import { relayPushes } from './pushes.js';
import { RemoteEngine } from './remote-engine.js';
import { isCursor } from '../socket/catch-up.js';
import { SUBJECTS, type LeaderMessage } from './subjects.js';

export async function gatewayTrading(app: FastifyInstance, bus: Bus): Promise<RemoteEngine> {
  const engine = new RemoteEngine(app.db, bus, app.log);
  await engine.start();
  app.decorate('engine', engine);

  // The forming candles of each pair as last relayed: a new KLINE subscriber's snapshot.
  const lastKline = new Map<string, { code: string; candles: unknown }>();
  const offRelay = relayPushes(bus, app.hub, (topic, data) => {
    const kline = data as { code?: unknown; candles?: unknown } | null;
    if (topic.startsWith('KLINE.') && kline && typeof kline.code === 'string') lastKline.set(kline.code, { code: kline.code, candles: kline.candles });
  });
  const offSnapshots = snapshotOnSubscribe(
    app.hub,
    {
      ...engineSnapshots(engine),
      kline: (code) => (engine.instrument(code) ? lastKline.get(code) : undefined),
    },
    app.log,
  );
  addDemoResetHook(app, (trx, user) => engine.demoReset(trx, user));
  const name = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const offInterest = announceInterest(bus, app.hub, name);
  // Every gateway's beat tells the operators' dashboard how many serve and how many users are online on them.
  const roll = new GatewayRoll({ name, hub: app.hub });
  const offPeers = roll.follow(bus);
  const offBeat = announceGateway(bus, app.hub, name);
  const offCensus = answerCensus(bus, app.hub, name);
  app.decorate('gatewaysServing', () => roll.serving());
  app.decorate('usersOnline', () => roll.census(bus).then((c) => c.users));
  const offReconnect = bus.onReconnect((lostAt) => {
    resyncGateway(app, engine, lostAt).catch((err) => app.log.warn({ err }, 'gateway: re-sync after the bus came back failed'));
  });
  // A new engine leader: its predecessor's last pushes may be lost (it died, or acted cut off from the bus).
  const offLeader = bus.subscribe(SUBJECTS.leader, (m) => {
    const since = (m as Partial<LeaderMessage> | null)?.since;
    if (typeof since !== 'string' || !isCursor(since) || !since) return;
    app.log.info({ since }, 'gateway: a new engine leader; re-syncing every socket');
    resyncGateway(app, engine, since).catch((err) => app.log.warn({ err }, 'gateway: re-sync for a new leader failed'));
  });

  app.addHook('onClose', async () => {
    offLeader();
    offBeat();
    offCensus();
    offPeers();
    offReconnect();
    offInterest();
    offRelay();
    offSnapshots();
    engine.stop();
  });
  return engine;
}

/**
 * After the bus came back: quotes from the leader, then each socket's market list and summary again, the
 * per-user events published since `lostAt` (socket/catch-up.ts: the sockets stayed open, so their clients do not
 * know to catch up), and a `resync` on FOREX_ORDER, which asks the client to read its order lists again (an order
 * changed from another device meanwhile). The summaries' reads share the catch-ups' queue, a few at a time.
 */
export async function resyncGateway(app: FastifyInstance, engine: RemoteEngine, lostAt: string): Promise<void> {
  await engine.resync();
  app.hub.resend((client, topic, send) => {
    if (topic === 'DAY_MARKET') send(engineSnapshots(engine).dayMarket());
    else if (topic === 'FOREX_TRADE' && client.userId !== null) {
      app.catchUps.paced(client, topic, (userId) => engine.summary(userId)).then(
        (summary) => summary !== undefined && send(summary),
        (err) => app.log.warn({ err }, 'gateway: summary re-sync failed'),
      );
    } else if (topic === 'FOREX_ORDER' && client.userId !== null) send({ Change: 'resync' });
  });
  app.catchUps.resend(lostAt);
}
