import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The admin API on a listener of its own (ADMIN_PORT, ADMIN_HOST; docs/security.md "Admin access"): operators reach
// it on a private interface or port that the internet-facing proxy never forwards, and the public port answers its
// paths with 404. Without ADMIN_PORT the admin API shares the public port, as before.

export interface AdminListenerState {
  server: Server | null;
  port: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminListener: AdminListenerState;
  }
}

/** Decorates the state and closes the listener with the app; call before the app is ready. */
export function prepareAdminListener(app: FastifyInstance): void {
  const state: AdminListenerState = { server: null, port: null };
  app.decorate('adminListener', state);
  app.addHook('onClose', async () => {
    const server = state.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** True when the admin API may answer this request: always on a shared port, else only through its own listener. */
export function arrivedOnAdminListener(app: FastifyInstance, request: FastifyRequest): boolean {
  if (app.config.adminPort === undefined) return true;
  const port = app.adminListener.port;
  return port !== null && request.raw.socket.localPort === port;
}

/** Starts the admin listener (the same routes and hooks, through fastify's router); resolves with its URL. */
export async function startAdminListener(app: FastifyInstance, host: string, port: number): Promise<string> {
  const server = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  app.adminListener.server = server;
  app.adminListener.port = address.port;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
