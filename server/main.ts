#!/usr/bin/env node
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer, roleProblem, type Role, type ServerConfig } from './app.js';
import { parseTrustProxy } from './http/proxy.js';
import { checkAdminTokenStrength } from './admin/token.js';
import { startAdminListener } from './admin/listener.js';
import { natsSecurityFromEnv } from './cluster/nats-options.js';
import { parsePayoutHoldHours } from './funds/payout-hold.js';
import { parseSessionIdleHours } from './auth/sessions.js';

// Entry point of `npm run server` / `npm start`: reads the environment, starts, and shuts down cleanly.

const env = process.env;

const feed = (env.FEED ?? 'sim') === 'manual' ? 'manual' : 'sim';

function onOff(name: string, fallback: boolean): boolean {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  if (v === 'on' || v === 'off') return v === 'on';
  throw new Error(`${name}=${v}: give on or off`);
}
/** SECRET_KEY_LOST=yes: said on purpose, so any other value is a mistake, not a no. */
function secretKeyLost(v: string | undefined): boolean {
  if (v === undefined || v === '') return false;
  if (v === 'yes') return true;
  throw new Error(`SECRET_KEY_LOST=${v}: give yes (start although the stored authenticator keys do not open) or leave it unset`);
}
/** PASSKEY_RP_ID: a domain name (the site's, or a parent of it), lower case, no scheme or port; unset: localhost. */
function passkeyRpId(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(v)) {
    throw new Error(`PASSKEY_RP_ID=${v}: give the site's domain name in lower case, e.g. broker.example (no https:// and no port)`);
  }
  return v;
}

function readConfig(): ServerConfig {
  const config: ServerConfig = {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    preparedStatements: onOff('DATABASE_PREPARED_STATEMENTS', true),
    feed,
    adminToken: env.ADMIN_TOKEN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    secretKey: env.SECRET_KEY || undefined,
    secretKeyPrevious: env.SECRET_KEY_PREVIOUS || undefined,
    secretKeyLost: secretKeyLost(env.SECRET_KEY_LOST),
    adminPort: env.ADMIN_PORT ? Number(env.ADMIN_PORT) : undefined,
    appDir: resolve(env.APP_DIR ?? './dist-app'),
    demoStartingBalance: env.DEMO_STARTING_BALANCE || undefined,
    payoutHoldHours: parsePayoutHoldHours(env.PAYOUT_HOLD_HOURS),
    sessionIdleHours: parseSessionIdleHours(env.SESSION_IDLE_HOURS),
    swapClock: onOff('SWAP_CLOCK', true),
    passkeyRpId: passkeyRpId(env.PASSKEY_RP_ID),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : [],
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    role: (env.ROLE || 'all') as Role,
    natsUrl: env.NATS_URL || undefined,
    natsSecurity: natsSecurityFromEnv(env),
    leasePollMs: env.LEASE_POLL_MS ? Number(env.LEASE_POLL_MS) : undefined,
    busLossGraceMs: env.BUS_LOSS_GRACE_MS ? Number(env.BUS_LOSS_GRACE_MS) : undefined,
  };
  if (env.LOGIN_RATE_LIMIT) {
    // Sign-in attempts per address a minute: people behind one address (an office, a carrier's NAT) may need more.
    const n = Number(env.LOGIN_RATE_LIMIT);
    if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new Error(`LOGIN_RATE_LIMIT=${env.LOGIN_RATE_LIMIT}: give a whole number from 1`);
    config.loginRateLimit = n;
  }
  if (env.SOCKET_CONNECTIONS_PER_IP) {
    // Clients behind one address (a carrier's NAT, a load test) may need more than the default 50 sockets.
    const n = Number(env.SOCKET_CONNECTIONS_PER_IP);
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`SOCKET_CONNECTIONS_PER_IP=${env.SOCKET_CONNECTIONS_PER_IP}: give a whole number from 1`);
    config.socketLimits = { connectionsPerIp: n };
  }
  const problem = roleProblem(config);
  if (problem) throw new Error(problem);
  if (config.leasePollMs !== undefined && !(Number.isInteger(config.leasePollMs) && config.leasePollMs >= 50 && config.leasePollMs <= 10_000)) {
    throw new Error(`LEASE_POLL_MS=${env.LEASE_POLL_MS}: give milliseconds between 50 and 10000`);
  }
  if (config.busLossGraceMs !== undefined && !(Number.isInteger(config.busLossGraceMs) && config.busLossGraceMs >= 0 && config.busLossGraceMs <= 600_000)) {
    throw new Error(`BUS_LOSS_GRACE_MS=${env.BUS_LOSS_GRACE_MS}: give milliseconds between 0 and 600000`);
  }
  if (!config.demoStartingBalance) delete config.demoStartingBalance;
  if (!config.passkeyRpId) delete config.passkeyRpId;
  if (config.payoutHoldHours === undefined) delete config.payoutHoldHours;
  if (config.adminToken) checkAdminTokenStrength(config.adminToken, env.ALLOW_WEAK_ADMIN_TOKEN === '1');
  if (config.metricsToken) checkAdminTokenStrength(config.metricsToken, env.ALLOW_WEAK_ADMIN_TOKEN === '1', 'METRICS_TOKEN');
  if (config.adminPort !== undefined && (!Number.isInteger(config.adminPort) || config.adminPort < 0 || config.adminPort > 65535)) {
    throw new Error(`ADMIN_PORT=${env.ADMIN_PORT}: give a port number (0 picks a free one)`);
  }
  return config;
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (err) {
  // A setting that would be unsafe or wrong stops the start with its reason, not a stack trace.
  console.error(`Pipkit cannot start: ${(err as Error).message}`);
  process.exit(1);
}
mkdirSync(config.dataDir, { recursive: true });

const app = await buildServer(config).catch((err: Error) => {
  // A server that cannot be reached (the database, NATS) or refuses us: its reason, the stack only when debugging.
  console.error(`Pipkit cannot start: ${err.message}`);
  if (env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace') console.error(err);
  return process.exit(1);
});
const address = await app.listen({ port: config.port, host: config.host });
if (config.adminPort !== undefined && config.role !== 'engine') {
  // Loopback by default: the admin API is for operators on the machine or a private network, never the internet.
  const adminUrl = await startAdminListener(app, env.ADMIN_HOST || '127.0.0.1', config.adminPort);
  app.log.info(`Operator console and admin API on ${adminUrl} (not on the public port)`);
}
if (app.devDelivery) {
  const local = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  app.log.warn(`Development delivery: no mail or SMS provider is configured, so verification codes are shown at ${local}/dev/outbox (set SMTP_URL to send e-mail)`);
}
app.log.info(`Pipkit listening on ${address} (role ${config.role}, feed ${feed}, ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}${config.adminToken ? ', admin token accepted' : ''})`);

// Graceful shutdown (docs/deploy.md): /readyz turns 503 at once, so a load balancer stops sending new requests;
// after SHUTDOWN_DELAY_MS (default 0; give the balancer's probe interval, e.g. 5000) the server stops listening,
// lets requests in flight finish, closes the sockets (clients reconnect to another instance) and the database.
const shutdownDelayMs = Math.max(0, Number(env.SHUTDOWN_DELAY_MS ?? 0) || 0);
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: shutting down${shutdownDelayMs ? ` in ${shutdownDelayMs} ms` : ''}`);
    // Force exit if a hook hangs (open sockets are closed by @fastify/websocket on close).
    setTimeout(() => process.exit(1), shutdownDelayMs + 10_000).unref();
    try {
      if (shutdownDelayMs) await new Promise((r) => setTimeout(r, shutdownDelayMs));
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  });
}
