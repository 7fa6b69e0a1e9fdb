/**
 * Bench: the trader ranking (docs/content.md "Ranking"), `GET /api/follow/list`.
 *  - BENCH_RANKING_ACCOUNTS (2,000) real accounts with BENCH_RANKING_CLOSED (300,000) closed trades between them over
 *    the last six weeks (SQLite in a temporary folder): the first request works the ranking out from every closed
 *    trade of real accounts; printed with the longest event-loop stall it caused (SQLite answers in the process, so
 *    the engine's ticks wait as long). Then a request within the 30 s the ranking is kept.
 * Run: node --import tsx bench/ranking.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { TradingEngine } from '../server/trading/engine/engine.js';
import { realAccounts, runBench, withServer } from './seed.js';
import { watchStall } from './stall.js';

const ACCOUNTS = Number(process.env.BENCH_RANKING_ACCOUNTS ?? 2000);
const CLOSED = Number(process.env.BENCH_RANKING_CLOSED ?? 300_000);
const DAY_MS = 86_400_000;

async function main(app: FastifyInstance) {
  const instruments = (app.engine as TradingEngine).instruments();
  const now = Date.now();
  const ids = await realAccounts(app, ACCOUNTS, 'r', 90_000_000);
  let seed = 11;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  for (let i = 0; i < CLOSED; i += 400) {
    const batch = Array.from({ length: Math.min(400, CLOSED - i) }, (_, j) => {
      const inst = instruments[Math.floor(random() * instruments.length)];
      const closed = new Date(now - Math.floor(random() * 42 * DAY_MS)).toISOString();
      return {
        user_id: ids[(i + j) % ids.length], instrument_id: inst.id, code: inst.code, side: random() < 0.5 ? 1 : 2, status: 3, lots: '0.1',
        leverage: [50, 100, 200][Math.floor(random() * 3)], margin_mode: 0, contract_size: inst.contractSize, quote_ccy: inst.quote,
        price_precision: inst.precision, origin_price: inst.price, open_price: inst.price, close_price: inst.price, sl: '0', tp: '0',
        margin: '100.000000', fee: '0.700000', reserved: '0', profit: (random() * 40 - 18).toFixed(6), close_reason: 'user', client_ref: null,
        created_at: closed, opened_at: closed, closed_at: closed, updated_at: closed,
      };
    });
    await app.db.insertInto('orders').values(batch).execute();
  }
  const ask = async () => {
    const body = (await app.inject({ url: '/api/follow/list' })).json() as { code: number; msg: string; data: unknown[] };
    if (body.code !== 1) throw new Error(body.msg);
    return body.data.length;
  };
  const stopWatching = await watchStall();
  let t = performance.now();
  const listed = await ask();
  const first = performance.now() - t;
  const stall = await stopWatching();
  const N = 500;
  t = performance.now();
  for (let i = 0; i < N; i++) await ask();
  const kept = (performance.now() - t) / N;
  console.log(`ranking: ${ACCOUNTS.toLocaleString('en')} real accounts, ${CLOSED.toLocaleString('en')} closed trades over six weeks (SQLite)`);
  console.log(`  worked out (first request): ${first.toFixed(0)} ms, ${listed} listed; longest event-loop stall ${stall.toFixed(1)} ms`);
  console.log(`  a request within the 30 s it is kept: ${(kept * 1000).toFixed(0)} µs`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('manual', main));
