/**
 * Prometheus metrics (docs/deploy.md "Metrics"): `GET /metrics` on the process's own port, in every role, for a
 * scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN there is no such route and
 * nothing is measured: a broker's numbers (who is online, how many stop-outs) are not for the internet, and a
 * process nobody scrapes pays nothing.
 *
 * What is measured is read when scraped, from what the process already holds (its sockets, its bus, its engine), so
 * no other code keeps counters for it — except the engine's closes and its batches of new orders, counted from its
 * events where it runs, and the HTTP requests, timed in one hook. Labels stay few: a request is labelled by its route
 * pattern, never its address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type * as Prom from 'prom-client';
import { adminTokenMatcher, FailureThrottle } from '../admin/token.js';
import type { EngineEvents } from '../trading/engine/events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics; null when METRICS_TOKEN is not set. */
    metrics: Metrics | null;
  }
}

/** What the metrics read of a process, whichever its role; each is absent where the role has none. */
export interface Measured {
  role: 'all' | 'gateway' | 'engine';
  /** Sockets open and users logged in on them (roles all and gateway). */
  sockets?: () => { open: number; users: number };
  /** The bus to the other processes (roles gateway and engine). */
  bus?: () => { connected: boolean };
  /** ms epoch of the newest price this process holds, 0 before any. */
  newestPrice?: () => number;
  /** The PostgreSQL pool's connections (absent on SQLite). */
  dbPool?: () => { open: number; idle: number; waiting: number; max: number };
}

/** The engine as the metrics see it (trading/engine/engine.ts). */
type Engine = { on(listener: EngineEvents): () => void; openOrderCount(): number };

export class Metrics {
  readonly registry: Prom.Registry;
  private readonly requests: Prom.Counter<'method' | 'route' | 'status'>;
  private readonly durations: Prom.Histogram<'method' | 'route'>;
  private readonly closes: Prom.Counter<'reason'>;
  /** Absent on a gateway (no engine runs there). */
  private readonly batches: { orders: Prom.Histogram; seconds: Prom.Histogram } | null = null;
  /** The engine this process runs now (watchEngine), or null: a gateway, or an engine standing by. */
  private engine: Engine | null = null;

  /** `prom`: prom-client, loaded only by a process that is scraped (about 50 ms of start-up otherwise). */
  constructor(prom: typeof Prom, m: Measured) {
    const { Counter, Gauge, Histogram, Registry } = prom;
    this.registry = new Registry();
    const registers = [this.registry];
    prom.collectDefaultMetrics({ register: this.registry });
    new Gauge({ name: 'pipkit_info', help: 'This process: its role (all, gateway, engine)', labelNames: ['role'], registers }).set({ role: m.role }, 1);
    this.requests = new Counter({ name: 'pipkit_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers });
    this.durations = new Histogram({
      name: 'pipkit_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.closes = new Counter({
      name: 'pipkit_engine_events_total',
      help: 'Orders the engine closed, filled or cancelled on its own (not at a request), by reason: sl, tp, stop_out, fill, …',
      labelNames: ['reason'],
      registers,
    });
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers, collect: function collect(this: Prom.Gauge) { this.set(read()); } });
    if (m.sockets) {
      const sockets = m.sockets;
      gauge('pipkit_sockets_open', 'Live sockets open on this process', () => sockets().open);
      gauge('pipkit_users_online', 'Users logged in on a socket of this process', () => sockets().users);
    }
    if (m.bus) {
      const bus = m.bus;
      gauge('pipkit_bus_connected', '1 while this process is connected to NATS', () => (bus().connected ? 1 : 0));
    }
    if (m.role !== 'gateway') {
      // The group commit (docs/trading.md "Group commit"): batches of one mean orders come one at a time; full
      // batches (64) or slow writes mean the database holds orders up.
      this.batches = {
        orders: new Histogram({ name: 'pipkit_engine_order_batch_orders', help: 'New orders written together in one batch (its _sum counts the orders)', buckets: [1, 2, 4, 8, 16, 32, 64], registers }),
        seconds: new Histogram({
          name: 'pipkit_engine_order_batch_seconds',
          help: 'Time from the start of a batch of new orders to its answers',
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
          registers,
        }),
      };
      gauge('pipkit_engine_leading', '1 while this process runs the engine (the leader, or one process with everything)', () => (this.engine ? 1 : 0));
      gauge('pipkit_engine_open_orders', 'Pending and open orders in the book of the engine this process runs', () => this.engine?.openOrderCount() ?? 0);
    }
    if (m.dbPool) {
      const pool = m.dbPool;
      gauge('pipkit_db_pool_connections', 'PostgreSQL connections this process holds open, busy or idle', () => pool().open);
      gauge('pipkit_db_pool_idle', 'Of those, connections idle', () => pool().idle);
      gauge('pipkit_db_pool_waiting', 'Queries waiting for a connection (the pool is full)', () => pool().waiting);
      gauge('pipkit_db_pool_max', 'The most connections this process opens', () => pool().max);
    }
    if (m.newestPrice) {
      const newest = m.newestPrice;
      // NaN (no sample value a rule can compare) before any price, rather than an age of 56 years.
      gauge('pipkit_price_age_seconds', 'Seconds since the newest price this process holds changed', () => {
        const t = newest();
        return t > 0 ? Math.max(0, (Date.now() - t) / 1000) : Number.NaN;
      });
    }
  }

  /**
   * The engine this process runs from now until the returned function is called (it stops, or loses the lead): its
   * book is measured and what it does on its own (stop losses, fills, stop-outs) counted.
   */
  watchEngine(engine: Engine): () => void {
    this.engine = engine;
    const off = engine.on({
      closed: (_userId, ev) => this.closes.inc({ reason: ev.Reason }),
      ordersWritten: (orders, seconds) => {
        this.batches?.orders.observe(orders);
        this.batches?.seconds.observe(seconds);
      },
    });
    return () => {
      off();
      if (this.engine === engine) this.engine = null;
    };
  }

  observe(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'unmatched';
    this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    this.durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  }
}

/** Decorates `app.metrics` and, with a token, answers GET /metrics and times every request. */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token?: string; measured: Measured }) => {
  if (!opts.token) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = new Metrics(await import('prom-client'), opts.measured);
  app.decorate('metrics', metrics);
  // Callback style: no promise per request on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  const matches = adminTokenMatcher(opts.token);
  // A scraper that gets the token wrong ten times a minute is refused for the rest of it: no guessing at speed.
  const throttle = new FailureThrottle();
  app.get('/metrics', {
    schema: {
      tags: ['operations'],
      summary: 'Prometheus metrics (extension): with `Authorization: Bearer <METRICS_TOKEN>`; absent when METRICS_TOKEN is not set',
      security: [{ metricsToken: [] }],
    },
    logLevel: 'warn',
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (throttle.blocked(request.ip)) return reply.code(429).type('text/plain').send('too many failed attempts\n');
    if (!matches(request.headers.authorization)) {
      throttle.fail(request.ip);
      request.log.warn({ ip: request.ip }, 'metrics: no valid METRICS_TOKEN');
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('METRICS_TOKEN required\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}, { name: 'pipkit-metrics' });
