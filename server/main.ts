import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer, type ServerConfig } from './app.js';
import { parseTrustProxy } from './http/proxy.js';

// Entry point of `npm run server` / `npm start`: reads the environment, starts, and shuts down cleanly.

const env = process.env;
const feed = (env.FEED ?? 'sim') === 'manual' ? 'manual' : 'sim';
const config: ServerConfig = {
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  dataDir: resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  feed,
  adminToken: env.ADMIN_TOKEN || undefined,
  appDir: resolve(env.APP_DIR ?? './dist-app'),
  demoStartingBalance: env.DEMO_STARTING_BALANCE || undefined,
  corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : [],
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
};
if (!config.demoStartingBalance) delete config.demoStartingBalance;
mkdirSync(config.dataDir, { recursive: true });

const app = await buildServer(config);
const address = await app.listen({ port: config.port, host: config.host });
app.log.info(`Pipkit listening on ${address} (feed ${feed}, ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}${config.adminToken ? ', admin API on' : ''})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Force exit if a hook hangs (open sockets are closed by @fastify/websocket on close).
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  });
}
