import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { makeServer } from '../testing.js';
import { DESK_CLOSE } from './desk.js';

// The database failing while a desk signs in: the socket is closed with the code the console retries on, and nothing
// is thrown from the socket's listener (an unhandled rejection would end the process).
const failing = vi.hoisted(() => ({ now: false }));
vi.mock('./accounts.js', async (original) => {
  const real = await original<typeof import('./accounts.js')>();
  return {
    ...real,
    findOperatorSession: (...args: Parameters<typeof real.findOperatorSession>) =>
      failing.now ? Promise.reject(new Error('connection terminated')) : real.findOperatorSession(...args),
  };
});

let app: Awaited<ReturnType<typeof makeServer>>;
let wsUrl: string;
beforeAll(async () => {
  app = await makeServer();
  wsUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/admin/api/socket';
});
afterAll(() => app.cleanup());

it('a desk signing in while the database fails is closed with "try again", and the server goes on', async () => {
  failing.now = true;
  const ws = new WebSocket(wsUrl);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(40) }));
  expect(await closed).toBe(DESK_CLOSE.retry);
  failing.now = false;
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});
