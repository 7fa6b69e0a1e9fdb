/**
 * Bench: `submit` → response latency over 2,000 market orders on loopback (real HTTP/1.1, keep-alive connections),
 * manual feed, SQLite in a temporary folder. Target p99 ≤ 10 ms (issue 3).
 *
 * 20 demo users (credited by the admin API) take turns; 200 warm-up submits (JIT, statement cache, connection) are
 * not measured; then BENCH_SUBMITS (2,000) submits are sent one after another and timed from request to parsed
 * response. A second, concurrent variant keeps BENCH_CONCURRENCY (8) requests in flight over as many keep-alive
 * connections and reports latency and throughput. The HTTP client runs in the server's process (its cost is inside
 * the figures, as a client on the same host would be). Run: node --import tsx bench/submit-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { buildServer } from '../server/app.js';

const N = Number(process.env.BENCH_SUBMITS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const USERS = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface LatencyFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface SubmitLatencyResult extends LatencyFigures {
  /** process CPU time (server and in-process client) per sequential submit, ms: steadier than wall time on a busy machine */
  cpuMsPerOrder: number;
  concurrent: LatencyFigures & { concurrency: number; perSecond: number };
  load: number[];
}

/** JSON over HTTP/1.1 keep-alive connections of `agent` (the benchmarks' client: no library between it and node:http). */
export function jsonClient(host: string, port: number | string, agent: Agent) {
  return (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<any>((resolve, reject) => {
      const req = request({ host, port, method, path, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      });
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
}

export function figures(times: number[]): LatencyFigures {
  const t = [...times].sort((a, b) => a - b);
  return { n: t.length, p50: percentile(t, 50), p95: percentile(t, 95), p99: percentile(t, 99), max: t[t.length - 1], mean: t.reduce((a, b) => a + b, 0) / t.length };
}

export async function submitLatency(): Promise<SubmitLatencyResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false, demoRateLimit: 1_000_000 });
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(1, CONCURRENCY) });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const http = jsonClient('127.0.0.1', port, agent);
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const r = await http('GET', `/api/user/createAccountDemoForU?demo_id=bench_user_${u}_${Date.now()}`);
      if (r.code !== 1) throw new Error(r.msg);
      tokens.push(r.data.token);
      await http('POST', `/admin/api/users/${r.data.user.id}/balance`, JSON.stringify({ amount: '10000000' }), { authorization: 'Bearer bench', 'content-type': 'application/json' });
    }
    const eur = app.engine.instrument('EURUSD')!.id;
    // Each order with its own client_ref, as the app's ticket sends one (docs/trading-widgets.md "Order ticket").
    let sent = 0;
    const form = (i: number) => `type=${(i % 2) + 1}&cont=0.01&forex_id=${eur}&status=1&multiple=100&stop_loss_price=0&target_profit_price=0&client_ref=o${sent++}`;
    const submit = async (i: number) => {
      const t0 = performance.now();
      const r = await http('POST', '/v1/api/forex/submit', form(i), { authorization: tokens[i % USERS], 'content-type': 'application/x-www-form-urlencoded' });
      const dt = performance.now() - t0;
      if (r.code !== 1) throw new Error(r.msg);
      return dt;
    };
    for (let i = 0; i < WARMUP; i++) await submit(i);

    // sequential: one request in flight
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < N; i++) times.push(await submit(i));
    const cpu = process.cpuUsage(cpu0);

    // concurrent: CONCURRENCY requests in flight
    const ctimes: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < N) ctimes.push(await submit(next++));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { ...figures(times), cpuMsPerOrder: (cpu.user + cpu.system) / 1000 / N, concurrent: { ...figures(ctimes), concurrency: CONCURRENCY, perSecond: N / seconds }, load: loadavg() };
  } finally {
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => `${x.toFixed(2)} ms`;

if (process.argv[1] && /submit-latency\.[cm]?[jt]s$/.test(process.argv[1])) {
  submitLatency().then(
    (r) => {
      console.log(
        `submit latency, ${r.n} sequential orders (loopback HTTP keep-alive, SQLite): p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}, mean ${ms(r.mean)}; CPU ${ms(r.cpuMsPerOrder)}/order (target p99 ≤ 10 ms)`,
      );
      const c = r.concurrent;
      console.log(
        `submit latency, ${c.n} orders with ${c.concurrency} in flight: p50 ${ms(c.p50)}, p95 ${ms(c.p95)}, p99 ${ms(c.p99)}, max ${ms(c.max)}; ${Math.round(c.perSecond).toLocaleString('en')} orders/s; load average ${r.load.map((x) => x.toFixed(2)).join(' ')}`,
      );
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
