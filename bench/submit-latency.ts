/**
 * Bench: `submit` → response latency over 2,000 market orders on loopback (real HTTP, keep-alive), manual feed,
 * SQLite in a temporary folder. Target p99 ≤ 10 ms. Run: node --import tsx bench/submit-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { buildServer } from '../server/app.js';

const N = Number(process.env.BENCH_SUBMITS ?? 2000);
const USERS = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function submitLatency(): Promise<{ n: number; p50: number; p99: number; max: number; mean: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false, demoRateLimit: 1_000_000 });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const http = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
      new Promise<any>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
        });
        req.on('error', reject);
        if (body) req.write(body);
        req.end();
      });
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const r = await http('GET', `/api/user/createAccountDemoForU?demo_id=bench_user_${u}_${Date.now()}`);
      if (r.code !== 1) throw new Error(r.msg);
      tokens.push(r.data.token);
      await http('POST', `/admin/api/users/${r.data.user.id}/balance`, JSON.stringify({ amount: '10000000' }), { authorization: 'Bearer bench', 'content-type': 'application/json' });
    }
    const eur = app.engine.instrument('EURUSD')!.id;
    const form = (i: number) => `type=${(i % 2) + 1}&cont=0.01&forex_id=${eur}&status=1&multiple=100&stop_loss_price=0&target_profit_price=0`;
    // warm-up
    for (let i = 0; i < 100; i++) await http('POST', '/v1/api/forex/submit', form(i), { authorization: tokens[i % USERS], 'content-type': 'application/x-www-form-urlencoded' });
    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = performance.now();
      const r = await http('POST', '/v1/api/forex/submit', form(i), { authorization: tokens[i % USERS], 'content-type': 'application/x-www-form-urlencoded' });
      times.push(performance.now() - t0);
      if (r.code !== 1) throw new Error(r.msg);
    }
    agent.destroy();
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return { n: N, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], mean };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && /submit-latency\.[cm]?[jt]s$/.test(process.argv[1])) {
  submitLatency().then((r) => {
    console.log(`submit latency over ${r.n} orders (loopback HTTP, SQLite): p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, max ${r.max.toFixed(2)} ms, mean ${r.mean.toFixed(2)} ms (target p99 ≤ 10 ms)`);
  });
}
