/**
 * Bench: the books (docs/funds.md "Books") over a busy year's ledger.
 *
 * BENCH_BOOKS_USERS (2,000) real accounts and a tenth as many demo ones, BENCH_BOOKS_ROWS (500,000) ledger rows spread
 * evenly over the last 365 days in the mix a trading book writes (margin locked and released, fees, P&L, deposits,
 * withdrawals), SQLite in a temporary folder; then GET /admin/api/books for the last 31 days, the first 31 days (little
 * before them to open with) and the whole year, BENCH_READS (10) times each, in process: what finance waits for, and
 * the longest the process (the trading engine's) could do nothing else meanwhile.
 * Run: node --import tsx bench/books.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
import { LedgerType } from '../server/ledger/index.js';
import type { LedgerRow } from '../server/db/schema.js';
import { lastDays } from '../src/core/statement.js';
import { figures } from './submit-latency.js';
import { watchStall } from './stall.js';

const USERS = Number(process.env.BENCH_BOOKS_USERS ?? 2000);
const ROWS = Number(process.env.BENCH_BOOKS_ROWS ?? 500_000);
const READS = Number(process.env.BENCH_READS ?? 10);
const DAY_MS = 86_400_000;

// What a day of trading writes, by weight: most rows are an order's margin, fee and result.
const MIX: [number, string, string][] = [
  [LedgerType.marginLock, '-216.05', '216.05'],
  [LedgerType.fee, '-3.5', '0'],
  [LedgerType.marginUnlock, '216.05', '-216.05'],
  [LedgerType.realisedPnl, '-12.340001', '0'],
  [LedgerType.marginLock, '-108.1', '108.1'],
  [LedgerType.fee, '-1.75', '0'],
  [LedgerType.marginUnlock, '108.1', '-108.1'],
  [LedgerType.realisedPnl, '9.870002', '0'],
  [LedgerType.deposit, '500', '0'],
  [LedgerType.withdrawalFreeze, '-120.55', '120.55'],
  [LedgerType.withdrawal, '0', '-120.55'],
];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed: 'manual', adminToken: 'bench', logger: false });
  try {
    const now = Date.now();
    const users = Array.from({ length: USERS + USERS / 10 }, (_, i) => ({
      uid: String(90_000_000 + i), email: `books${i}@bench.example`, mobile: null, area_id: null, password_hash: null,
      invite_code: `B${i}`, inviter_id: null, is_demo: i < USERS ? 0 : 1, demo_id: null, created_at: new Date(now - (i % 365) * DAY_MS).toISOString(),
    }));
    const ids: number[] = [];
    for (let i = 0; i < users.length; i += 500) {
      const rows = await app.db.insertInto('users').values(users.slice(i, i + 500)).returning('id').execute();
      ids.push(...rows.map((r) => r.id));
    }
    const t0 = performance.now();
    for (let i = 0; i < ROWS; ) {
      const batch: Omit<LedgerRow, 'id'>[] = [];
      for (const end = Math.min(ROWS, i + 2000); i < end; i++) {
        const [type, value, lock_value] = MIX[i % MIX.length];
        const created_at = new Date(now - 365 * DAY_MS + Math.floor((i / ROWS) * 365 * DAY_MS)).toISOString();
        batch.push({ user_id: ids[i % ids.length], value, lock_value, type, memo: '', memo_tran: '', ref: null, balance_after: '0', lock_balance_after: '0', created_at });
      }
      await app.db.transaction().execute(async (trx) => {
        for (let j = 0; j < batch.length; j += 400) await trx.insertInto('ledger').values(batch.slice(j, j + 400)).execute();
      });
    }
    const written = (performance.now() - t0) / 1000;
    // A period of `days` ending `ago` days before today: the opening sums every row before it.
    const read = async (days: number, ago = 0) => {
      const { from, to } = lastDays(days, new Date(now - ago * DAY_MS));
      const times: number[] = [];
      let rows = 0;
      // how long the process could not answer anything else (the trading engine runs in it) while the books were read
      const stopWatching = await watchStall();
      for (let i = 0; i < READS; i++) {
        const t = performance.now();
        const r = await app.inject({ url: `/admin/api/books?from=${from}&to=${to}`, headers: { authorization: 'Bearer bench' } });
        times.push(performance.now() - t);
        const body = r.json() as { code: number; msg: string; data: { days: unknown[]; totals: { unexplained: string } } };
        if (body.code !== 1) throw new Error(body.msg);
        if (Number(body.data.totals.unexplained) !== 0) throw new Error('the books do not add up');
        rows = body.data.days.length;
      }
      return { days: rows, stall: await stopWatching(), ...figures(times) };
    };
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`books: ${ROWS.toLocaleString('en')} ledger rows of ${USERS.toLocaleString('en')} real and ${(USERS / 10).toLocaleString('en')} demo accounts over a year, written in ${written.toFixed(1)} s (SQLite)`);
    for (const [days, ago, what] of [[31, 0, 'the last 31 days'], [31, 334, 'the first 31 days'], [365, 0, 'the year']] as const) {
      const f = await read(days, ago);
      const before = Math.round((ROWS * Math.max(0, 366 - days - ago)) / 365);
      console.log(`  ${what} (about ${Math.round((ROWS * days) / 365).toLocaleString('en')} rows in it, ${before.toLocaleString('en')} before it), ${f.n} reads: p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}; longest event-loop stall ${ms(f.stall)}`);
    }
    console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
