/**
 * Bench: the dealing desk's margin monitor (docs/operators.md "Margin monitor") and the margin-call listener on the
 * engine's risk sweep (docs/trading.md "Margin call and stop-out notices").
 *
 * 1. BENCH_ACCOUNTS (2,000) demo accounts with two positions each, SQLite in a temporary folder, manual feed; then
 *    GET /admin/api/margin?demo=1 (the 100 closest to stop-out) BENCH_READS (30) times over loopback HTTP: latency
 *    of one read of every open order, priced and sorted.
 * 2. The margin-call listener alone: one million summaries of accounts that stay safe (the sweep's common case), ns
 *    per summary, what it adds to every account's sweep after each tick.
 * Run: node --import tsx bench/margin-monitor.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'node:http';
import { buildServer } from '../server/app.js';
import { MarginCalls } from '../server/trading/margin-calls.js';
import type { LiveSummary } from '../server/trading/engine/pricing.js';
import { figures, jsonClient } from './submit-latency.js';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const READS = Number(process.env.BENCH_READS ?? 30);
const SUMMARIES = 1_000_000;

async function monitorReads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false, demoRateLimit: 1_000_000 });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const admin = { authorization: 'Bearer bench', 'content-type': 'application/json' };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const http = jsonClient('127.0.0.1', (app.server.address() as { port: number }).port, agent);
    await http('POST', '/admin/api/quotes', JSON.stringify({ code: 'EURUSD', bid: '1.10000', ask: '1.10010' }), admin);
    const eur = app.engine.instrument('EURUSD')!.id;
    const form = (type: number) => `type=${type}&cont=0.10&forex_id=${eur}&status=1&multiple=100`;
    let made = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        while (made < ACCOUNTS) {
          made++;
          const r = await http('GET', `/api/user/createAccountDemoForU?demo_id=bench_m_${w}_${made}_${Date.now()}`);
          if (r.code !== 1) throw new Error(r.msg);
          const auth = { authorization: r.data.token, 'content-type': 'application/x-www-form-urlencoded' };
          for (const type of [1, 2]) {
            const s = await http('POST', '/v1/api/forex/submit', form(type), auth);
            if (s.code !== 1) throw new Error(s.msg);
          }
        }
      }),
    );
    await http('POST', '/admin/api/quotes', JSON.stringify({ code: 'EURUSD', bid: '1.09500', ask: '1.09510' }), admin);
    const times: number[] = [];
    let listed = 0;
    for (let i = 0; i < READS; i++) {
      const t0 = performance.now();
      const r = await http('GET', '/admin/api/margin?demo=1', undefined, { authorization: 'Bearer bench' });
      times.push(performance.now() - t0);
      if (r.code !== 1) throw new Error(r.msg);
      listed = r.data.accounts;
    }
    return { accounts: listed, orders: listed * 2, ...figures(times) };
  } finally {
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function listenerCost() {
  const calls = new MarginCalls({
    db: null as never,
    outbox: { post: async () => undefined },
    log: console,
    settings: async () => ({ marginCallLevel: '100', stopOutLevel: '50' }),
  });
  // The levels, as an engine reads them at start (no database here: no account ever crosses a level).
  (calls as unknown as { levels: unknown }).levels = { marginCallLevel: '100', stopOutLevel: '50' };
  (calls as unknown as { levelsAt: number }).levelsAt = Number.MAX_SAFE_INTEGER;
  const summary = calls.listener().summary!;
  const s = { CautionMoneyAll: '220.020000', HazardRate: '4480.50', Equity: '9858.000000' } as LiveSummary;
  for (let i = 0; i < 100_000; i++) summary(i % 2000, s);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < SUMMARIES; i++) summary(i % 2000, s);
  return Number(process.hrtime.bigint() - t0) / SUMMARIES;
}

const ms = (x: number) => `${x.toFixed(2)} ms`;

if (process.argv[1] && /margin-monitor\.[cm]?[jt]s$/.test(process.argv[1])) {
  (async () => {
    const m = await monitorReads();
    console.log(
      `margin monitor, ${m.accounts.toLocaleString('en')} accounts with ${m.orders.toLocaleString('en')} open orders (SQLite, loopback HTTP), ${m.n} reads: p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, max ${ms(m.max)}; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`,
    );
    const ns = await listenerCost();
    console.log(`margin-call listener: ${ns.toFixed(0)} ns per summary of a safe account (${SUMMARIES.toLocaleString('en')} summaries)`);
    process.exit(0);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
