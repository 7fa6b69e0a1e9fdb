/**
 * Bench: quote fan-out — DAY_MARKET socket messages per second delivered to 200 subscribed WebSocket clients.
 * Target ≥ 200,000 messages/s (issue 3).
 *
 * A real server (manual feed, SQLite in a temporary folder) listens on loopback in this process. The clients run
 * in a child process (bench/fanout-clients.ts), so the figure is what the server sends, not what one event loop
 * can both send and parse. The bench publishes DAY_MARKET messages (one changed quote each, as a tick round of
 * one instrument would) through `app.hub.publish` in bursts, yielding to the event loop between bursts; it waits
 * (instead of letting the hub skip slow clients) while any connection has more than 256 KiB buffered, so every
 * message is delivered and counted. The rate is delivered messages ÷ time from the first publish to the last
 * message received. Bounded: at most BENCH_SECONDS (default 15, at most 60) of publishing.
 *
 * Environment: BENCH_CLIENTS (200), BENCH_MESSAGES per client (10,000), BENCH_SECONDS (15), BENCH_BURST (10),
 * BENCH_CLIENT_PROCS (1), BENCH_CLIENT raw|ws (raw: frame counting with sampled JSON.parse; ws: the ws library
 * parsing every message). Run: node --import tsx bench/fanout.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/app.js';
import { marketItem } from '../server/trading/views.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const SECONDS = Math.min(60, Number(process.env.BENCH_SECONDS ?? 15));
const BURST = Number(process.env.BENCH_BURST ?? 10);
const PROCS = Math.max(1, Number(process.env.BENCH_CLIENT_PROCS ?? 1));
const HIGH_WATER = 256 * 1024;
const now = () => performance.timeOrigin + performance.now();

export interface FanoutResult {
  clients: number;
  mode: string;
  published: number;
  expected: number;
  delivered: number;
  seconds: number;
  perSecond: number;
  serverCpuS: number;
  waits: number;
  bad: number;
  load: number[];
}

interface ChildState {
  proc: ChildProcess;
  count: number;
  last: number;
  bad: number;
}

/** Client processes (fanout-clients.ts) with `clients` subscribed connections to `url` in all, and their counters. */
export interface ClientGroup {
  mode: string;
  /** Resets the counters and starts counting. */
  start(): void;
  delivered(): number;
  /** When the last counted message arrived (ms epoch). */
  lastAt(): number;
  bad(): number;
  stop(): Promise<void>;
}

export async function spawnClients(url: string, clients: number, procs = PROCS): Promise<ClientGroup> {
  const script = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));
  const children: ChildState[] = [];
  let mode = 'raw';
  const kill = () => children.forEach((c) => c.proc.exitCode === null && c.proc.kill());
  try {
    await Promise.all(
      Array.from({ length: procs }, (_, k) => {
        const n = Math.floor(clients / procs) + (k < clients % procs ? 1 : 0);
        return new Promise<void>((resolve, reject) => {
          const proc = fork(script, [url, String(n)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          const st: ChildState = { proc, count: 0, last: 0, bad: 0 };
          children.push(st);
          proc.on('message', (m: { ready?: boolean; mode?: string; error?: string; count?: number; last?: number; bad?: number }) => {
            if (m.error) reject(new Error(m.error));
            else if (m.ready) {
              mode = m.mode ?? mode;
              resolve();
            } else if (m.count !== undefined) {
              st.count = m.count;
              st.last = m.last ?? 0;
              st.bad = m.bad ?? 0;
            }
          });
          proc.on('exit', (code) => code && reject(new Error(`client process exited with ${code}`)));
        });
      }),
    );
  } catch (e) {
    kill();
    throw e;
  }
  return {
    mode,
    start: () => children.forEach((c) => c.proc.send({ cmd: 'start' })),
    delivered: () => children.reduce((a, c) => a + c.count, 0),
    lastAt: () => Math.max(...children.map((c) => c.last)),
    bad: () => children.reduce((a, c) => a + c.bad, 0),
    stop: async () => {
      for (const c of children) if (c.proc.exitCode === null) c.proc.send({ cmd: 'stop' });
      await Promise.all(children.map((c) => (c.proc.exitCode === null ? new Promise((r) => c.proc.once('exit', r)) : undefined)));
    },
  };
}

export async function fanout(): Promise<FanoutResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  // 200 sockets from one loopback address: the per-address cap (socket/limits.ts) is lifted for the benchmark.
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false, socketLimits: { connectionsPerIp: 100_000 } });
  let group: ClientGroup | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    group = await spawnClients(`ws://127.0.0.1:${port}/v1/ws`, CLIENTS);
    if (app.hub.subscriberCount('DAY_MARKET') !== CLIENTS) throw new Error(`only ${app.hub.subscriberCount('DAY_MARKET')} of ${CLIENTS} clients subscribed`);
    group.start();
    await new Promise((r) => setTimeout(r, 200)); // let the start message arrive before the first publish

    const sockets = [...(app.websocketServer.clients as Set<{ bufferedAmount: number }>)];
    const maxBuffered = () => {
      let m = 0;
      for (const s of sockets) if (s.bufferedAmount > m) m = s.bufferedAmount;
      return m;
    };
    const inst = app.engine.instrument('EURUSD')!;
    const base = app.engine.quotes.getQuote('EURUSD')!;
    const cpu0 = process.cpuUsage();
    const t0 = now();
    const stopAt = t0 + SECONDS * 1000;
    let published = 0;
    let waits = 0;
    while (published < MESSAGES && now() < stopAt) {
      for (let k = 0; k < BURST && published < MESSAGES; k++) {
        // a changing quote, serialised afresh each time as a real tick would be
        const q = { ...base, bid: (1.08 + (published % 1000) / 1e5).toFixed(5), time: Date.now() };
        app.hub.publish('DAY_MARKET', [marketItem(inst, q, 1)]);
        published++;
      }
      await new Promise((r) => setImmediate(r));
      while (maxBuffered() > HIGH_WATER) {
        waits++;
        await new Promise((r) => setTimeout(r, 1));
      }
    }
    const expected = published * CLIENTS;
    const drainUntil = now() + 10_000;
    while (group.delivered() < expected && now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    const serverCpu = process.cpuUsage(cpu0);
    await group.stop();
    const delivered = group.delivered();
    const seconds = (group.lastAt() - t0) / 1000;
    return {
      clients: CLIENTS, mode: group.mode, published, expected, delivered, seconds, perSecond: delivered / seconds,
      serverCpuS: (serverCpu.user + serverCpu.system) / 1e6, waits, bad: group.bad(), load: loadavg(),
    };
  } finally {
    await group?.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && /fanout\.[cm]?[jt]s$/.test(process.argv[1])) {
  fanout().then(
    (r) => {
      console.log(
        `quote fan-out (${r.mode} clients in ${PROCS} child process${PROCS > 1 ? 'es' : ''}): ${r.delivered.toLocaleString('en')} of ${r.expected.toLocaleString('en')} DAY_MARKET messages ` +
          `(${r.published.toLocaleString('en')} published × ${r.clients} clients) in ${r.seconds.toFixed(2)} s = ${Math.round(r.perSecond).toLocaleString('en')} messages/s ` +
          `(target ≥ 200,000/s); server CPU ${r.serverCpuS.toFixed(2)} s = ${((r.serverCpuS * 1e6) / Math.max(1, r.delivered)).toFixed(2)} µs/message; ` +
          `back-pressure waits ${r.waits}; bad ${r.bad}; load average ${r.load.map((x) => x.toFixed(2)).join(' ')}`,
      );
      process.exit(r.delivered === r.expected && r.bad === 0 ? 0 : 1);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
