/**
 * ROLE=engine (docs/cluster.md): a process that holds no HTTP API and no sockets, only the database, the bus, the
 * health probes and a place in the engine election. While another engine leads it waits as a standby; once it holds
 * the lease it starts the engine (EngineService). A leader that loses its lease stops at once and exits, so its
 * supervisor starts it again as a standby: it never acts without the lease for longer than one check. A leader cut
 * off from NATS (no order can reach it) steps down the same way after BUS_LOSS_GRACE_MS when a standby that reaches
 * NATS can take over, and a standby cut off from NATS does not ask for the lease (cluster/leader.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../app.js';
import { dbPlugin } from '../db/plugin.js';
import { poolStats } from '../db/index.js';
import { healthRoutes } from '../http/health.js';
import { metricsPlugin } from '../http/metrics.js';
import { newestQuoteTime } from '../feed/types.js';
import { loggerOptions } from '../http/logging.js';
import { EngineService } from './engine-service.js';
import { configuredOutbox } from '../accounts/outbox.js';
import { LeaderLease } from './leader.js';
import { NatsBus, SILENT_LOSS_NOTICED_MS } from './nats-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** ROLE=engine only: the election and the engine it starts once this process leads. */
    engineRole?: { lease: LeaderLease; service: EngineService };
  }
}

export async function buildEngineServer(config: ServerConfig & { feed: 'sim' | 'manual'; demoStartingBalance: string }): Promise<FastifyInstance> {
  const app = Fastify(loggerOptions(config.logger));
  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });
  await app.register(dbPlugin);
  await app.register(healthRoutes);

  const bus = await NatsBus.connect({ url: config.natsUrl!, name: `pipkit-engine-${process.pid}`, log: app.log, security: config.natsSecurity });
  // A predecessor cut off from NATS acted unheard until it stepped down: its grace, after the loss was noticed.
  const unheardMs = (config.busLossGraceMs ?? 3000) + SILENT_LOSS_NOTICED_MS;
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    measured: {
      role: 'engine',
      bus: () => ({ connected: bus.connected }),
      newestPrice: () => (service.current ? newestQuoteTime(service.current.quotes) : 0),
      dbPool: () => poolStats(app.db)!,
    },
  });
  // The leader tells traders of their margin calls and stop-outs itself (trading/margin-calls.ts).
  const outbox = await configuredOutbox(app.db, app.log, config);
  const service = new EngineService({ db: app.db, bus, feed: config.feed, log: app.log, seed: Number(process.env.SIM_SEED ?? 42), swapClock: config.swapClock, unheardMs, metrics: app.metrics, outbox });
  const lease = new LeaderLease({
    databaseUrl: config.databaseUrl!,
    pollMs: config.leasePollMs,
    log: app.log,
    canLead: () => bus.connected,
    unfitGraceMs: config.busLossGraceMs,
    onElected: () => service.start(),
    onLost: (reason, held) => {
      app.log.error({ reason }, 'engine lease lost: stopping this engine (its supervisor starts it again as a standby)');
      // Without the lock a successor may already write the market archive: this engine's last state must not.
      const stopped = service.stop({ archive: held });
      // Exit once the lease has released its connection (it waits for `stopped` first when it steps down).
      void stopped.finally(() => setTimeout(() => process.exit(1), 100));
      return stopped;
    },
  });
  app.decorate('engineRole', { lease, service });
  app.addHook('onReady', async () => lease.start());
  app.addHook('onClose', async () => {
    // Stop acting first, then give up the lease, so a standby takes over a quiet book.
    await service.stop();
    await lease.stop();
    await bus.close();
  });
  await app.ready();
  return app;
}
