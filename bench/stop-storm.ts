/**
 * Bench: a storm of stop losses (docs/trading.md "Stops closed together"). BENCH_TRADERS (200) demo traders hold
 * BENCH_POSITIONS (5) EURUSD longs each, every one with its stop loss at the same price; one quote through it makes
 * the engine close them all in that tick's round. Printed: how long from the quote until every position is closed
 * (the round holds the next tick's checks until it is done) and closes per second; then checked: every position
 * closed once as a stop loss, and every trader's balances equal to the sums of their ledger.
 *
 * Runs on SQLite (a temporary folder), on a throwaway PostgreSQL cluster (skipped with the reason where it cannot be
 * started) and, when BENCH_DB_DELAY_MS is set, on PostgreSQL behind delay-proxy.ts (a database on its own host).
 * Run: npm run bench -- stop-storm   (or node --import tsx bench/stop-storm.ts)
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

const TRADERS = Number(process.env.BENCH_TRADERS ?? 200);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 5);
const DB_DELAY = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
const admin = { authorization: 'Bearer bench' };

async function quote(app: FastifyInstance, bid: string, ask: string) {
  const r = await app.inject({ method: 'POST', url: '/admin/api/quotes', headers: admin, payload: { code: 'EURUSD', bid, ask } });
  if (r.json().code !== 1) throw new Error(r.body);
}

/** The traders and their positions, each long 0.01 lot with its stop loss at 1.09000; their user ids. */
async function seed(app: FastifyInstance): Promise<number[]> {
  await quote(app, '1.09500', '1.09510');
  const eur = app.engine.instrument('EURUSD')!.id;
  const users: number[] = [];
  for (let t = 0; t < TRADERS; t++) {
    const demo = (await app.inject({ url: `/api/user/createAccountDemoForU?demo_id=storm_${t}_${Date.now()}` })).json();
    if (demo.code !== 1) throw new Error(demo.msg);
    users.push(Number(demo.data.user.id));
    for (let k = 0; k < POSITIONS; k++) {
      const payload = `type=1&cont=0.01&forex_id=${eur}&status=1&multiple=100&stop_loss_price=1.09000&target_profit_price=0&client_ref=s${t}_${k}`;
      const r = await app.inject({ method: 'POST', url: '/v1/api/forex/submit', payload, headers: { authorization: demo.data.token, 'content-type': 'application/x-www-form-urlencoded' } });
      if (r.json().code !== 1) throw new Error(r.body);
    }
  }
  return users;
}

/** Every position closed once by its stop, and every trader's balances the sums of their ledger rows. */
async function check(app: FastifyInstance, users: number[]) {
  const closed = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('close_reason', '=', 'sl').where('user_id', 'in', users).executeTakeFirstOrThrow();
  if (Number(closed.n) !== TRADERS * POSITIONS) throw new Error(`${closed.n} positions closed by their stop, expected ${TRADERS * POSITIONS}`);
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

async function storm(label: string, config: { dataDir: string; databaseUrl?: string }) {
  const app = await buildServer({ ...config, feed: 'manual', adminToken: 'bench', logger: false, swapClock: false, demoRateLimit: 1_000_000 });
  try {
    const users = await seed(app);
    await (app.engine as TradingEngine).idle();
    const t0 = performance.now();
    await quote(app, '1.08900', '1.08910');
    await (app.engine as TradingEngine).idle();
    const ms = performance.now() - t0;
    await check(app, users);
    const n = TRADERS * POSITIONS;
    console.log(
      `stop storm, ${label}: ${n.toLocaleString('en')} stop losses (${TRADERS} traders × ${POSITIONS}) closed by one quote in ${ms.toFixed(0)} ms = ` +
        `${Math.round((n * 1000) / ms).toLocaleString('en')} closes/s; ledger = balances; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`,
    );
  } finally {
    await app.close();
  }
}

runBench(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-storm-'));
  try {
    await storm('SQLite', { dataDir: join(dataDir, 'sqlite') });
    const pg = await startPostgres();
    if ('skipped' in pg) return console.log(`stop storm on PostgreSQL skipped: ${pg.skipped}`);
    try {
      await storm('PostgreSQL on loopback', { dataDir: join(dataDir, 'pg'), databaseUrl: pg.url });
      if (DB_DELAY) {
        const proxy = await delayProxy(pg.url, DB_DELAY);
        try {
          // The same database: the checks look at this run's traders only.
          await storm(`PostgreSQL ${DB_DELAY} ms away`, { dataDir: join(dataDir, 'pg-delayed'), databaseUrl: proxy.url });
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
