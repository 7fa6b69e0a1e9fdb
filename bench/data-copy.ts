/**
 * Bench: what a client's copy of their data costs (docs/accounts.md "Your data"). One very active client —
 * BENCH_DATA_ORDERS (100,000) closed trades, each with its two ledger postings, and 20,000 sign-ins — and the file
 * written whole, as the route streams it: how long, how large, how much more memory the process takes meanwhile (the
 * file is never held whole), and the longest the event loop is held between two pieces (SQLite answers inside the
 * process, so a page's read and its JSON are that long).
 * Run: node --import tsx bench/data-copy.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { dataFile } from '../server/privacy/sections.js';
import { LedgerType } from '../server/ledger/index.js';
import { OrderStatus } from '../server/trading/schema.js';
import { realAccounts, runBench, withServer } from './seed.js';

const ORDERS = Number(process.env.BENCH_DATA_ORDERS ?? 100_000);
const SIGN_INS = 20_000;

async function seed(app: FastifyInstance, userId: number) {
  const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  for (let i = 0; i < ORDERS; i += 500) {
    const n = Math.min(500, ORDERS - i);
    await app.db
      .insertInto('orders')
      .values(Array.from({ length: n }, (_, j) => ({
        user_id: userId, instrument_id: 1, code: 'EURUSD', side: 1 + ((i + j) % 2), status: OrderStatus.closed, lots: '0.10', leverage: 100, margin_mode: 2,
        contract_size: '100000', quote_ccy: 'USD', price_precision: 5, origin_price: '1.10000', open_price: '1.10000', close_price: '1.10050',
        sl: '0', tp: '0', margin: '110.000000', fee: '0.700000', reserved: '0', profit: '5.000000', close_reason: 'user', client_ref: null,
        created_at: at(i + j), opened_at: at(i + j), closed_at: at(i + j + 1), updated_at: at(i + j + 1),
      })))
      .execute();
    const postings = Array.from({ length: n }, (_, j) => [
      { type: LedgerType.fee, value: '-0.700000', memo: 'Fee EURUSD', ref: `fee:${i + j}` },
      { type: LedgerType.realisedPnl, value: '5.000000', memo: 'Close EURUSD', ref: `close:${i + j}` },
    ]).flat();
    await app.db
      .insertInto('ledger')
      .values(postings.map((p, k) => ({ user_id: userId, ...p, lock_value: '0', memo_tran: p.memo, balance_after: '10000.000000', lock_balance_after: '0', created_at: at(i + (k >> 1)) })))
      .execute();
  }
  for (let i = 0; i < SIGN_INS; i += 1000) {
    const rows = Array.from({ length: 1000 }, (_, j) => ({ user_id: userId, at: at(i + j), ip: `10.0.${(i + j) >> 8 & 255}.${(i + j) & 255}`, user_agent: 'Bench', method: 'password' as const, outcome: 'ok' as const }));
    await app.db.insertInto('sign_ins').values(rows).execute();
  }
}

async function main(app: FastifyInstance) {
  const [client] = await realAccounts(app, 1, 'd', 70_000_000);
  await seed(app, client);
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  let bytes = 0;
  let pieces = 0;
  let longest = 0;
  const started = performance.now();
  let last = started;
  for await (const piece of dataFile(app.db, client, new Date(), { links: app.uploadLinks, own: true })) {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    bytes += Buffer.byteLength(piece);
    pieces++;
    if (pieces % 50 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    last = performance.now();
  }
  const total = performance.now() - started;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`data copy: ${ORDERS.toLocaleString('en')} trades, ${(ORDERS * 2).toLocaleString('en')} postings, ${SIGN_INS.toLocaleString('en')} sign-ins (SQLite)`);
  console.log(`  the file: ${mb(bytes)} MB in ${pieces.toLocaleString('en')} pieces, written in ${(total / 1000).toFixed(2)} s`);
  console.log(`  memory: ${mb(peakRss - baseRss)} MB more than before at the most (the file is ${mb(bytes)} MB); the event loop held ${longest.toFixed(1)} ms at the longest`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('manual', main));
