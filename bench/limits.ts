/**
 * Bench: what a trader's own limits cost each order they place (docs/accounts.md "Trading limits and breaks").
 * Every order of a real account reads the account's limits and break (one round trip, two statements); with a loss
 * limit it also sums the account's fees, closed trades and swap over the limit's window. Here one busy account holds
 * BENCH_LIMITS_ROWS (30,000) such ledger rows over the last 30 days — 500 trades a day — among 200,000 rows of other
 * accounts (SQLite in a temporary folder); the check is timed alone, µs a check, with no limit, a loss limit over
 * 24 hours and one over 30 days — the first check of that account after a start (the settled days' totals read) and
 * then each one (those totals kept: only the window's two ragged ends summed; server/limits/losses.ts).
 * Run: node --import tsx bench/limits.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { LedgerType } from '../server/ledger/index.js';
import { assertMayOpen, setLimit } from '../server/limits/service.js';
import { realAccounts, runBench, withServer } from './seed.js';

const ROWS = Number(process.env.BENCH_LIMITS_ROWS ?? 30_000);
const OTHERS = 200_000;
const DAY_MS = 86_400_000;

async function ledger(app: FastifyInstance, tag: string, userIds: number[], n: number, now: number) {
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, j) => {
      const k = i + j;
      const type = [LedgerType.fee, LedgerType.realisedPnl, LedgerType.swap][k % 3];
      return {
        user_id: userIds[k % userIds.length], value: type === LedgerType.realisedPnl ? (k % 2 ? '12.500000' : '-11.250000') : '-0.700000', lock_value: '0',
        type, memo: '', memo_tran: '', ref: `bench:${tag}:${k}`, balance_after: '0', lock_balance_after: '0', created_at: new Date(now - Math.floor((((k * 7919) % n) / n) * 30 * DAY_MS)).toISOString(),
      };
    });
    await app.db.insertInto('ledger').values(rows).execute();
  }
}

async function main(app: FastifyInstance) {
  const now = Date.now();
  const [busy, ...others] = await realAccounts(app, 101, 'l', 70_000_000);
  await ledger(app, 'busy', [busy], ROWS, now);
  await ledger(app, 'others', others, OTHERS, now);
  const time = async (label: string) => {
    const N = 2000;
    let t = performance.now();
    await assertMayOpen(app.db, busy, now).catch(() => undefined);
    const first = (performance.now() - t) * 1000;
    for (let i = 0; i < 100; i++) await assertMayOpen(app.db, busy, now).catch(() => undefined);
    t = performance.now();
    for (let i = 0; i < N; i++) await assertMayOpen(app.db, busy, now).catch(() => undefined);
    const us = ((performance.now() - t) / N) * 1000;
    console.log(`  ${label}: ${us.toFixed(0)} µs a check (the first: ${first.toFixed(0)} µs)`);
  };
  console.log(`limits: one account with ${ROWS.toLocaleString('en')} ledger rows of trading over 30 days, ${OTHERS.toLocaleString('en')} rows of 100 others (SQLite)`);
  await time('no limit (limits and break read)');
  await setLimit(app.db, busy, 'loss', { amount: '1000000', period: 'day' }, now);
  await time('loss limit over 24 hours (and its sum)');
  await setLimit(app.db, busy, 'loss', { amount: '1000000', period: 'month' }, now);
  await time('loss limit over 30 days (and its sum)');
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('manual', main));
