import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

// Probes for load balancers and orchestrators (docs/deploy.md "Health checks"), outside the API envelope: the status
// code is the answer.
// - GET /healthz — liveness: the process answers. Never touches the database, so a slow database does not get a
//   healthy process restarted.
// - GET /readyz — readiness: the database answers within READY_TIMEOUT_MS and the server is not draining. After
//   SIGTERM it answers 503 at once (main.ts), so the balancer stops sending new requests while open ones finish.

const READY_TIMEOUT_MS = 2000;

const probeSchema = {
  tags: ['operations'],
  response: {
    200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
    503: { type: 'object', properties: { status: { type: 'string', enum: ['draining', 'database unavailable'] } }, required: ['status'] },
  },
} as const;

export async function healthRoutes(app: FastifyInstance) {
  // A probe's answer is about this moment only.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get('/healthz', { schema: { ...probeSchema, summary: 'Liveness probe (extension): 200 while the process answers' }, logLevel: 'warn' }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { ...probeSchema, summary: 'Readiness probe (extension): 200 when the database answers and the server is not shutting down' }, logLevel: 'warn' }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(app.db),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS))),
      ]);
      return { status: 'ok' as const };
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unavailable');
      return reply.code(503).send({ status: 'database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
