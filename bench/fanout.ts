/**
 * Bench: quote fan-out — socket messages per second delivered to 200 subscribed WebSocket clients.
 * A real server (manual feed) listens on loopback; 200 `ws` clients subscribe to DAY_MARKET; the bench then pushes
 * DAY_MARKET messages (one changed quote each, as a tick round would) through app.hub.publish in bursts and counts
 * what the clients receive. Clients run in the same process, so their parsing competes with the server for CPU:
 * the figure is a lower bound. Target ≥ 200,000 messages/s. Run: node --import tsx bench/fanout.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildServer } from '../server/app.js';
import { marketItem } from '../server/engine/plugin.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const BURST = 20;

export async function fanout(): Promise<{ clients: number; messages: number; delivered: number; seconds: number; perSecond: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false });
  const sockets: WebSocket[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    let received = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/ws`);
          sockets.push(ws);
          let subscribed = false;
          ws.on('open', () => ws.send(JSON.stringify({ type: 'sub', params: { topic: 'DAY_MARKET' } })));
          ws.on('message', (raw) => {
            const text = raw.toString();
            if (!subscribed) {
              if (text.includes('"type":"sub"')) {
                subscribed = true;
                resolve();
              }
              return;
            }
            if (text.charCodeAt(2) === 116 /* {"type":"DAY_MARKET" */) {
              JSON.parse(text); // a real client parses every message
              received++;
            }
          });
          ws.on('error', reject);
        }),
      ),
    );
    // let the subscribe snapshots drain
    await new Promise((r) => setTimeout(r, 300));
    received = 0;
    const inst = app.engine.instrument('EURUSD')!;
    const expected = CLIENTS * MESSAGES;
    const t0 = performance.now();
    for (let i = 0; i < MESSAGES; i += BURST) {
      for (let k = 0; k < BURST && i + k < MESSAGES; k++) {
        const q = app.feed.getQuote('EURUSD')!;
        app.hub.publish('DAY_MARKET', [marketItem(inst, { ...q, time: Date.now() }, 1)]);
      }
      // yield so sockets flush and clients read (as a real tick loop would between rounds)
      await new Promise((r) => setImmediate(r));
    }
    const deadline = Date.now() + 30_000;
    while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const seconds = (performance.now() - t0) / 1000;
    return { clients: CLIENTS, messages: MESSAGES, delivered: received, seconds, perSecond: received / seconds };
  } finally {
    for (const s of sockets) s.terminate();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && /fanout\.[cm]?[jt]s$/.test(process.argv[1])) {
  fanout().then((r) => {
    console.log(
      `quote fan-out: ${r.delivered.toLocaleString('en')} of ${(r.clients * r.messages).toLocaleString('en')} messages to ${r.clients} clients in ${r.seconds.toFixed(2)} s = ${Math.round(r.perSecond).toLocaleString('en')} messages/s (target ≥ 200,000/s)`,
    );
    process.exit(0);
  });
}
