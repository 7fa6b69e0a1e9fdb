/**
 * Bench: closing positions (docs/trading.md "Stops closed together").
 *
 * - Five storms, each made by one quote: BENCH_TRADERS (200) demo traders holding BENCH_POSITIONS (5) EURUSD longs
 *   each with their stop loss at the same price; then as many demo traders holding two longs of 4 lots without stops,
 *   which the gap stops out, one after the other; then as many holding BENCH_POSITIONS buy limits that the gap fills;
 *   the same with one trader's first two paired; then as many holding longs with stops and buy limits in turn, which
 *   the gap closes and fills. Printed: how long from the quote until every position is closed or filled (the round
 *   holds the next tick's checks until it is done), and how many a second. A sixth by the clock: as many buy limits
 *   sharing one expiry (the end of a day), cancelled by one expiry check (`expireDue`).
 * - A trader's own closes: BENCH_CLOSES (300) positions closed one after another by `POST /v1/api/forex/close`
 *   (injected, no HTTP), p50 and p99 of each answer.
 * Then checked: every position closed once, for its reason, and every trader's balances equal to the sums of their
 * ledger.
 *
 * Runs on SQLite (a temporary folder), on a throwaway PostgreSQL cluster (skipped with the reason where it cannot be
 * started) and, when BENCH_DB_DELAY_MS is set, on PostgreSQL behind delay-proxy.ts (a database on its own host).
 * Run: npm run bench -- closing   (or node --import tsx bench/closing.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app.js';
import { startPostgres } from '../server/db/postgres-cluster.js';
import type { TradingEngine } from '../server/trading/engine/engine.js';
import { delayProxy, runBench } from './seed.js';
import { figures } from './submit-latency.js';

const TRADERS = Number(process.env.BENCH_TRADERS ?? 200);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 5);
const CLOSES = Number(process.env.BENCH_CLOSES ?? 300);
const DB_DELAY = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
const admin = { authorization: 'Bearer bench' };

async function quote(app: FastifyInstance, bid: string, ask: string) {
  const r = await app.inject({ method: 'POST', url: '/admin/api/quotes', headers: admin, payload: { code: 'EURUSD', bid, ask } });
  if (r.json().code !== 1) throw new Error(r.body);
}

/** A gap the engine closes many positions at (by their stops, or by the stop-out of accounts they ruined), or none. */
interface Storm {
  name: string;
  reason: 'sl' | 'stop_out' | 'user' | 'fill' | 'expired';
  /** a buy limit at this price instead of a market buy */
  limit?: string;
  /** this many traders' first two orders paired (one cancels the other: one fills, the other is cancelled) */
  pairs?: number;
  /** every other order a long with the stop loss `sl` instead of the buy limit: the gap closes some and fills the others */
  mixed?: boolean;
  positions: number;
  lots: string;
  sl: string;
  /** the quote of the gap */
  to: [bid: string, ask: string];
}

const STORMS: Storm[] = [
  // Each long 0.01 lot with its stop loss at 1.09000.
  { name: 'stop losses', reason: 'sl', positions: POSITIONS, lots: '0.01', sl: '1.09000', to: ['1.08900', '1.08910'] },
  // Two longs of 4 lots without stops on a demo account's 10,000 USD: the gap leaves equity at about a fifth of the
  // margin, and even with the worst closed the other stays below the stop-out level: both are closed, one after the other.
  { name: 'stop-outs', reason: 'stop_out', positions: 2, lots: '4', sl: '0', to: ['1.08500', '1.08510'] },
  // Buy limits at 1.09000, all filled by the same gap.
  { name: 'pending fills', reason: 'fill', positions: POSITIONS, lots: '0.01', sl: '0', limit: '1.09000', to: ['1.08900', '1.08910'] },
  // The same with one trader's two first limits paired: that fill cancels the other, so it is made alone, in its place.
  { name: 'pending fills, one pair among them', reason: 'fill', positions: POSITIONS, lots: '0.01', sl: '0', limit: '1.09000', pairs: 1, to: ['1.08900', '1.08910'] },
  // Longs with their stop and buy limits in turn, as a book placed over time holds them: the gap closes and fills.
  { name: 'stops and pending fills in turn', reason: 'sl', positions: POSITIONS, lots: '0.01', sl: '1.09000', limit: '1.09000', mixed: true, to: ['1.08900', '1.08910'] },
  // Buy limits far below the price, all with the same expiry: no quote, the expiry check's clock.
  { name: 'pending expiries', reason: 'expired', positions: POSITIONS, lots: '0.01', sl: '0', limit: '1.05000', to: ['1.09500', '1.09510'] },
];

/** The expiry of the orders of the expiry storm: far enough ahead that the engine's own check of each second waits for the benchmark's. */
const EXPIRES_AT = new Date(Date.now() + 3_600_000).toISOString();

const DONE: Record<Storm['reason'], string> = {
  sl: 'closed by one quote', stop_out: 'closed by one quote', user: 'closed', fill: 'filled by one quote', expired: 'cancelled by one expiry check',
};

/** The storm's traders (BENCH_TRADERS unless told) and their positions; their user ids and tokens. */
async function seed(app: FastifyInstance, storm: Storm, traders = TRADERS): Promise<Array<{ id: number; token: string }>> {
  await quote(app, '1.09500', '1.09510');
  const eur = app.engine.instrument('EURUSD')!.id;
  const users: Array<{ id: number; token: string }> = [];
  for (let t = 0; t < traders; t++) {
    const demo = (await app.inject({ url: `/api/user/createAccountDemoForU?demo_id=storm_${storm.reason}_${t}_${Date.now()}` })).json();
    if (demo.code !== 1) throw new Error(demo.msg);
    users.push({ id: Number(demo.data.user.id), token: demo.data.token });
    const ids: number[] = [];
    for (let k = 0; k < storm.positions; k++) {
      const expiry = storm.reason === 'expired' ? `&expires_at=${encodeURIComponent(EXPIRES_AT)}` : '';
      const limit = storm.limit && !(storm.mixed && k % 2 === 0);
      const kind = limit ? `status=0&target_price=${storm.limit}${expiry}` : 'status=1';
      const sl = storm.mixed && limit ? '0' : storm.sl;
      const payload = `type=1&cont=${storm.lots}&forex_id=${eur}&${kind}&multiple=100&stop_loss_price=${sl}&target_profit_price=0&client_ref=s${t}_${k}`;
      const r = await app.inject({ method: 'POST', url: '/v1/api/forex/submit', payload, headers: { authorization: demo.data.token, 'content-type': 'application/x-www-form-urlencoded' } });
      if (r.json().code !== 1) throw new Error(r.body);
      ids.push(Number(r.json().data.Id));
    }
    if (t < (storm.pairs ?? 0)) {
      const r = await app.inject({ method: 'POST', url: '/v1/api/forex/set_oco', payload: { id: ids[0], other_id: ids[1] }, headers: { authorization: demo.data.token } });
      if (r.json().code !== 1) throw new Error(r.body);
    }
  }
  return users;
}

/**
 * `expected` positions of these traders closed once, for `reason` (or, for `fill`, opened by their pending order's
 * fill), and their balances the sums of their ledger rows.
 */
async function check(app: FastifyInstance, reason: string, expected: number, users: number[]) {
  const done = app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', 'in', users);
  const closed = await (reason === 'fill' ? done.where('status', '=', 1) : done.where('close_reason', '=', reason)).executeTakeFirstOrThrow();
  if (Number(closed.n) !== expected) throw new Error(`${closed.n} positions closed (${reason}), expected ${expected}`);
  const wrong = await app.db
    .selectFrom('accounts as a')
    .innerJoin(
      (eb) => eb.selectFrom('ledger').select(['user_id', sql<string>`sum(cast(value as numeric))`.as('v'), sql<string>`sum(cast(lock_value as numeric))`.as('l')]).groupBy('user_id').as('s'),
      (j) => j.onRef('s.user_id', '=', 'a.user_id'),
    )
    .select('a.user_id')
    .where('a.user_id', 'in', users)
    .where((eb) => eb.or([eb(sql`cast(a.balance as numeric)`, '!=', sql`s.v`), eb(sql`cast(a.lock_balance as numeric)`, '!=', sql`s.l`)]))
    .execute();
  if (wrong.length) throw new Error(`balances differ from the ledger for ${wrong.length} traders`);
}

/** CLOSES positions of 10 traders, each closed by its trader's request, one after another. */
async function ownCloses(app: FastifyInstance, label: string) {
  const own: Storm = { name: 'own closes', reason: 'user', positions: Math.ceil(CLOSES / 10), lots: '0.01', sl: '0', to: ['1.09500', '1.09510'] };
  const traders = await seed(app, own, 10);
  const tokens = new Map(traders.map((t) => [t.id, t.token]));
  const users = [...tokens.keys()];
  const open = await app.db.selectFrom('orders').select(['id', 'user_id']).where('user_id', 'in', users).where('status', '=', 1).orderBy('id').limit(CLOSES).execute();
  const times: number[] = [];
  for (const o of open) {
    const t0 = performance.now();
    const r = await app.inject({ method: 'POST', url: '/v1/api/forex/close', payload: { id: Number(o.id) }, headers: { authorization: tokens.get(Number(o.user_id))! } });
    times.push(performance.now() - t0);
    if (r.json().code !== 1) throw new Error(r.body);
  }
  await check(app, 'user', open.length, users);
  const f = figures(times);
  console.log(`${label}: ${f.n} closes asked by their traders one after another: p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms; ledger = balances`);
}

async function storms(label: string, config: { dataDir: string; databaseUrl?: string }) {
  const app = await buildServer({ ...config, feed: 'manual', adminToken: 'bench', logger: false, swapClock: false, demoRateLimit: 1_000_000 });
  const engine = app.engine as TradingEngine;
  try {
    for (const storm of STORMS) {
      const users = (await seed(app, storm)).map((t) => t.id);
      await engine.idle();
      const t0 = performance.now();
      if (storm.reason === 'expired') await engine.expireDue(EXPIRES_AT);
      else await quote(app, ...storm.to);
      await engine.idle();
      const ms = performance.now() - t0;
      const n = TRADERS * storm.positions;
      if (storm.mixed) {
        const fills = TRADERS * Math.floor(storm.positions / 2);
        await check(app, 'sl', n - fills, users);
        await check(app, 'fill', fills, users);
      } else await check(app, storm.reason, n - (storm.pairs ?? 0), users);
      console.log(
        `${label}: ${n.toLocaleString('en')} ${storm.name} (${TRADERS} traders × ${storm.positions}) ${storm.mixed ? 'closed and filled by one quote' : DONE[storm.reason]} in ${ms.toFixed(0)} ms = ` +
          `${Math.round((n * 1000) / ms).toLocaleString('en')}/s; ledger = balances; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`,
      );
    }
    await ownCloses(app, label);
  } finally {
    await app.close();
  }
}

runBench(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-closing-'));
  try {
    await storms('SQLite', { dataDir: join(dataDir, 'sqlite') });
    const pg = await startPostgres();
    if ('skipped' in pg) return console.log(`closing on PostgreSQL skipped: ${pg.skipped}`);
    try {
      await storms('PostgreSQL on loopback', { dataDir: join(dataDir, 'pg'), databaseUrl: pg.url });
      if (DB_DELAY) {
        const proxy = await delayProxy(pg.url, DB_DELAY);
        try {
          // The same database: the checks look at this run's traders only.
          await storms(`PostgreSQL ${DB_DELAY} ms away`, { dataDir: join(dataDir, 'pg-delayed'), databaseUrl: proxy.url });
        } finally {
          proxy.stop();
        }
      }
    } finally {
      pg.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
