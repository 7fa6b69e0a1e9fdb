import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import './types.js';
import { adminRoutes } from './admin/routes.js';
import { prepareAdminListener } from './admin/listener.js';
import { authPlugin } from './auth/plugin.js';
import { loadSecretBox } from './auth/secret-box.js';
import { checkStoredSecrets, sealStoredSecrets } from './auth/stored-secrets.js';
import { SessionCache, forgetting, watchRevocations } from './auth/session-cache.js';
import { dbPlugin } from './db/plugin.js';
import { poolStats } from './db/index.js';
import { createUploadLinks } from './accounts/upload-links.js';
import { frameworkErrorHandler, installEnvelope } from './http/envelope.js';
import { closeSchemas, installCanonicalNumbers } from './http/canonical.js';
import { installNoNul } from './http/no-nul.js';
import { installCors, installSecurityHeaders } from './http/security.js';
import { webPlugin } from './http/web.js';
import { healthRoutes } from './http/health.js';
import { metricsPlugin } from './http/metrics.js';
import { newestQuoteTime } from './feed/types.js';
import { loggerOptions } from './http/logging.js';
import { routePlugins } from './areas.js';
import { Hub } from './socket/hub.js';
import { CatchUps } from './socket/catch-up.js';
import { busPushes, hubPushes } from './cluster/pushes.js';
import { installDesk } from './operators/desk.js';
import { NatsBus } from './cluster/nats-bus.js';
import type { NatsSecurity } from './cluster/nats-options.js';
import { buildEngineServer } from './cluster/engine-role.js';
import { socketRoute } from './socket/route.js';
import type { SocketLimits } from './socket/limits.js';
import { fastifyTrust, type TrustProxy } from './http/proxy.js';

export interface ServerConfig {
  /** SQLite folder (pipkit.db) and other server files; created when missing. */
  dataDir: string;
  port?: number;
  host?: string;
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string;
  /** PostgreSQL: run queries as named prepared statements (default true; off behind a pooler that cannot keep them). */
  preparedStatements?: boolean;
  /** Price feed: 'sim' (default in production) or 'manual' (tests; prices pushed through the admin API). */
  feed?: 'sim' | 'manual';
  /** Also accepts `Authorization: Bearer <adminToken>` on /admin/api/* as an admin (automation; off when unset). */
  adminToken?: string;
  /** The key of the secrets kept sealed in the database: 64 hex digits (SECRET_KEY); default DATA_DIR/secret.key. */
  secretKey?: string;
  /** Keys sealed values may still be under while a key change is under way (SECRET_KEY_PREVIOUS, auth/secret-box.ts). */
  secretKeyPrevious?: string;
  /** Start even when the stored keys do not open with the key (SECRET_KEY_LOST=yes: the old key is gone for good). */
  secretKeyLost?: boolean;
  /** Answers GET /metrics (Prometheus) to `Authorization: Bearer <metricsToken>` (http/metrics.ts; off when unset). */
  metricsToken?: string;
  /** Serve the admin API only on its own listener (admin/listener.ts), started by main.ts on this port. */
  adminPort?: number;
  /** Built app to serve at / (default ./dist-app in main.ts). */
  appDir?: string;
  /** Fastify request logging (default true). */
  logger?: boolean;
  /**
   * Charge the swap at each daily rollover by the clock (SWAP_CLOCK, default on; docs/trading.md "Swap"). Off for a
   * broker whose financing is booked by another system, and in the tests, which charge rollovers themselves so a real
   * rollover during a run never moves the balances they assert.
   */
  swapClock?: boolean;
  /** Starting USD balance of a demo account, decimal string (default '10000'). */
  demoStartingBalance?: string;
  /** At most this many users in one file of the console's user list (default 50,000; operators/user-list.ts). */
  usersFileMax?: number;
  /** Hours a trader's session may go unused before it ends (SESSION_IDLE_HOURS, 1–720; default 168: auth/sessions.ts). */
  sessionIdleHours?: number;
  /** Login attempts per IP per minute (default 10). */
  loginRateLimit?: number;
  /** Demo account starts per IP per minute (default 30). */
  demoRateLimit?: number;
  /** Origins allowed by CORS; empty = same-origin only. '*' allows any. */
  corsOrigins?: string[];
  /** The domain passkeys are bound to (PASSKEY_RP_ID; default localhost): the site's, e.g. broker.example. */
  passkeyRpId?: string;
  /** Proxy hops (or their addresses) whose X-Forwarded-For entries are believed (http/proxy.ts); default none. */
  trustProxy?: TrustProxy;
  /** Live socket abuse limits (socket/limits.ts); unset fields keep their defaults. */
  socketLimits?: Partial<SocketLimits>;
  /**
   * What this process is (docs/cluster.md): 'all' (default) the whole broker in one process; 'gateway' the API,
   * socket and app with the engine reached over NATS; 'engine' an engine that leads or stands by. The split roles
   * need `natsUrl` and PostgreSQL.
   */
  role?: Role;
  /** NATS server(s), nats://host:port[,…] (roles gateway and engine). */
  natsUrl?: string;
  /** How this process logs in to NATS and checks its certificate (NATS_USER, NATS_TLS_CA, …; cluster/nats-options.ts). */
  natsSecurity?: NatsSecurity;
  /** ROLE=engine: how often a standby asks for the lease and the leader checks it, ms (default 500). */
  leasePollMs?: number;
  /** ROLE=engine: how long a leader cut off from NATS keeps the lease before it steps down, ms (default 3000). */
  busLossGraceMs?: number;
}

export const ROLES = ['all', 'gateway', 'engine'] as const;
export type Role = (typeof ROLES)[number];

/** Why this configuration cannot start, or null. */
export function roleProblem(config: Pick<ServerConfig, 'role' | 'natsUrl' | 'databaseUrl'>): string | null {
  const role = config.role ?? 'all';
  if (!(ROLES as readonly string[]).includes(role)) return `ROLE=${role}: use one of ${ROLES.join(', ')}`;
  if (role === 'all') return null;
  if (!config.natsUrl) return `ROLE=${role} needs NATS_URL (the bus between gateways and the engine)`;
  if (!config.databaseUrl) return `ROLE=${role} needs DATABASE_URL: processes of a cluster share one PostgreSQL database`;
  return null;
}

/** Builds the whole server (not listening). Tests: buildServer({dataDir, feed:'manual', adminToken:'test', logger:false}). */
export async function buildServer(input: ServerConfig): Promise<FastifyInstance> {
  const config = { feed: 'sim' as const, demoStartingBalance: '10000', ...input };
  const problem = roleProblem(config);
  if (problem) throw new Error(problem);
  if (config.role === 'engine') return buildEngineServer(config);
  const app = Fastify({
    ...loggerOptions(config.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrust(config.trustProxy ?? false),
    frameworkErrors: frameworkErrorHandler,
    // The client sends `t=<timestamp>` and other extra fields; unknown fields are ignored, never an error.
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  app.decorate('config', config);
  const hub = new Hub();
  app.decorate('hub', hub);
  app.decorate('catchUps', new CatchUps(hub, app.log));
  // A gateway reaches the engine and the other gateways over the bus (cluster/), one process has none.
  const bus = config.role === 'gateway' ? await NatsBus.connect({ url: config.natsUrl!, name: `pipkit-gateway-${process.pid}`, log: app.log, security: config.natsSecurity }) : null;
  app.decorate('bus', bus);
  if (bus) {
    // A gateway keeps the sessions it has seen for a while: the database is a round trip away (auth/session-cache.ts).
    const sessionCache = new SessionCache();
    app.decorate('sessionCache', sessionCache);
    app.decorate('pushes', forgetting(busPushes(bus), sessionCache));
    const offRevocations = watchRevocations(bus, sessionCache);
    app.addHook('onClose', async () => offRevocations());
  } else {
    app.decorate('sessionCache', null);
    app.decorate('pushes', hubPushes(hub));
  }
  const deskSockets = installDesk(app);
  app.decorate('demoResetHooks', []);
  app.decorate('lifecycle', { draining: false });

  installEnvelope(app);
  installCanonicalNumbers(app);
  installNoNul(app);
  closeSchemas(app);
  installSecurityHeaders(app);
  await installCors(app, config.corsOrigins ?? []);

  // Plugins that watch route registration (swagger, rate-limit) must come before the routes.
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Pipkit API', version: '0.1.0', description: 'Envelope {code, msg, data}: code 1 success, 999 log in again. Socket: docs/socket.md' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'authorization' },
          adminToken: { type: 'http', scheme: 'bearer' },
          operatorSession: { type: 'http', scheme: 'bearer', description: 'POST /admin/api/session answers the token' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (docs/deploy.md "Metrics")' },
        },
      },
    },
  });
  await app.register(rateLimit, { global: false });
  // Large JSON answers (trade list, candles, OpenAPI, history pages) go out compressed; small envelopes (an order
  // placed) skip it under the threshold, static files come precompressed (http/web.ts), the socket is not HTTP.
  // Brotli at quality 4: most of its gain for a fraction of the CPU of the default 11 on every request.
  await app.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(dbPlugin);
  app.decorate('uploadLinks', await createUploadLinks(app.db));
  // Authenticator keys are kept sealed (auth/secret-box.ts); any stored before that are sealed now. A key that opens
  // none of those stored stops the start here, before sign-ins fail one by one (auth/stored-secrets.ts).
  const secrets = loadSecretBox(config);
  app.decorate('secrets', secrets);
  const keyCheck = await checkStoredSecrets(app.db, secrets, config.secretKeyLost);
  if (keyCheck.unreadable) app.log.error(keyCheck, 'some stored authenticator keys do not open with the secret key: those sign-ins fail (docs/security.md "Secrets at rest")');
  await sealStoredSecrets(app.db, secrets);
  await app.register(authPlugin);

  // Before every route, so its hook times them all.
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    measured: {
      role: config.role === 'gateway' ? 'gateway' : 'all',
      sockets: () => ({ open: hub.size, users: hub.usersOnline }),
      bus: bus ? () => ({ connected: bus.connected }) : undefined,
      newestPrice: () => newestQuoteTime(app.engine.quotes),
      dbPool: poolStats(app.db) ? () => poolStats(app.db)! : undefined,
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes);
  for (const plugin of routePlugins) await app.register(plugin);
  await app.register(socketRoute);
  // The back office: operator sessions always, the automation token only when ADMIN_TOKEN is set.
  prepareAdminListener(app);
  app.decorate('adminAccess', []);
  app.decorate('adminUnaudited', { count: 0 });
  await app.register(adminRoutes, { prefix: '/admin/api', adminToken: config.adminToken, deskSockets });
  await app.register(webPlugin);
  // Last, so every plugin has stopped using the bus when it closes.
  if (bus) app.addHook('onClose', async () => bus.close());

  await app.ready();
  return app;
}
