/**
 * Bench: the dealing desk's margin monitor (docs/operators.md "Margin monitor"), the console's dashboard
 * ("Dashboard") and the margin-call listener on the engine's risk sweep (docs/trading.md "Margin call and stop-out
 * notices").
 *
 * 1. BENCH_ACCOUNTS (10,000) real accounts with two open positions each, written straight into SQLite in a temporary
 *    folder; then GET /admin/api/margin (the 100 closest to stop-out) and GET /admin/api/dashboard BENCH_READS (20)
 *    times each, injected: latency of a read of every open order, priced and sorted (the monitor) and of the exposure
 *    per instrument (the dashboard), each with the longest event-loop stall it caused (SQLite answers in the process:
 *    while the loop is held, no price, stop or request is served).
 * 2. The margin-call listener alone: one million summaries of accounts that stay safe (the sweep's common case), ns
 *    per summary, what it adds to every account's sweep after each tick.
 * Run: node --import tsx bench/margin-monitor.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { MarginCalls } from '../server/trading/margin-calls.js';
import type { LiveSummary } from '../server/trading/engine/pricing.js';
import { figures } from './submit-latency.js';
import { realAccounts, runBench, withServer } from './seed.js';
import { watchStall } from './stall.js';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const READS = Number(process.env.BENCH_READS ?? 20);
const SUMMARIES = 1_000_000;
const admin = { authorization: 'Bearer bench' };

async function seed(app: FastifyInstance) {
  await app.inject({ method: 'POST', url: '/admin/api/quotes', headers: admin, payload: { code: 'EURUSD', bid: '1.09500', ask: '1.09510' } });
  const inst = app.engine.instrument('EURUSD')!;
  const ids = await realAccounts(app, ACCOUNTS, 'm', 70_000_000);
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 400) {
    const part = ids.slice(i, i + 400);
    await app.db.insertInto('accounts').values(part.map((user_id) => ({ user_id, balance: '1000.000000', lock_balance: '0.000000', updated_at: now }))).execute();
    await app.db
      .insertInto('orders')
      .values(
        part.flatMap((user_id) =>
          [1, 2].map((side) => ({
            user_id, instrument_id: inst.id, code: inst.code, side, status: 1, lots: '0.10', leverage: 100, margin_mode: 0,
            contract_size: inst.contractSize, quote_ccy: inst.quote, price_precision: inst.precision, origin_price: '1.10000',
            open_price: '1.10000', close_price: null, sl: '0', tp: '0', margin: '110.000000', fee: '0.700000', reserved: '0',
            profit: null, close_reason: null, client_ref: null, created_at: now, opened_at: now, closed_at: null, updated_at: now,
          })),
        ),
      )
      .execute();
  }
}

/** READS reads of `url`: latency figures and the longest stall over them all. */
async function reads(app: FastifyInstance, url: string, check: (data: Record<string, unknown>) => void) {
  const times: number[] = [];
  const stopWatching = await watchStall();
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const body = (await app.inject({ url, headers: admin })).json() as { code: number; msg: string; data: Record<string, unknown> };
    times.push(performance.now() - t0);
    if (body.code !== 1) throw new Error(body.msg);
    check(body.data);
    await new Promise((next) => setTimeout(next, 5)); // the histogram's turn: a stall is one read's, not the series'
  }
  return { ...figures(times), stall: await stopWatching() };
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

const ms = (x: number) => `${x.toFixed(1)} ms`;
const line = (m: { n: number; p50: number; p95: number; max: number; stall: number }) =>
  `${m.n} reads: p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, max ${ms(m.max)}; longest event-loop stall ${ms(m.stall)}`;

runBench(async () => {
  await withServer('manual', async (app) => {
    await seed(app);
    const orders = ACCOUNTS * 2;
    const monitor = await reads(app, '/admin/api/margin', (d) => {
      if (d.accounts !== ACCOUNTS) throw new Error(`the monitor listed ${String(d.accounts)} accounts`);
    });
    console.log(`margin monitor, ${ACCOUNTS.toLocaleString('en')} real accounts with ${orders.toLocaleString('en')} open positions (SQLite, injected), ${line(monitor)}`);
    const dashboard = await reads(app, '/admin/api/dashboard', (d) => {
      if (d.open_positions !== orders) throw new Error(`the dashboard counted ${String(d.open_positions)} positions`);
    });
    console.log(`dashboard, the same ${orders.toLocaleString('en')} positions' exposure, ${line(dashboard)}`);
  });
  const ns = await listenerCost();
  console.log(`margin-call listener: ${ns.toFixed(0)} ns per summary of a safe account (${SUMMARIES.toLocaleString('en')} summaries)`);
  console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
});
