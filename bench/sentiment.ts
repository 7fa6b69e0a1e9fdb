/**
 * Bench: client sentiment (docs/trading.md "Client sentiment").
 *  - BENCH_SENTIMENT_ACCOUNTS (10,000) real accounts hold three positions each on pairs and sides drawn at random
 *    (SQLite in a temporary folder): the first request has the database count each pair's net long and net short
 *    accounts over every open position of real accounts; printed with the longest event-loop stall it caused (SQLite
 *    answers in the process). Then requests within the minute, answered from that reading (µs a request through the
 *    HTTP layer, injected), and the count alone.
 * Run: node --import tsx bench/sentiment.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { realHolders } from '../server/trading/sentiment.js';
import { TradingEngine } from '../server/trading/engine/engine.js';
import { realAccounts, runBench, withServer } from './seed.js';
import { watchStall } from './stall.js';

const ACCOUNTS = Number(process.env.BENCH_SENTIMENT_ACCOUNTS ?? 10_000);
const EACH = 3;

async function main(app: FastifyInstance) {
  const instruments = (app.engine as TradingEngine).instruments();
  const now = new Date().toISOString();
  const ids = await realAccounts(app, ACCOUNTS, 's', 80_000_000);
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  for (let i = 0; i < ids.length * EACH; i += 400) {
    const batch = Array.from({ length: Math.min(400, ids.length * EACH - i) }, (_, j) => {
      const inst = instruments[Math.floor(random() * instruments.length)];
      return {
        user_id: ids[Math.floor((i + j) / EACH)], instrument_id: inst.id, code: inst.code, side: random() < 0.6 ? 1 : 2, status: 1,
        lots: (Math.floor(random() * 100) / 100 + 0.01).toFixed(2), leverage: 100, margin_mode: 0, contract_size: inst.contractSize,
        quote_ccy: inst.quote, price_precision: inst.precision, origin_price: inst.price, open_price: inst.price, close_price: null,
        sl: '0', tp: '0', margin: '100.000000', fee: '0.700000', reserved: '0', profit: null, close_reason: null, client_ref: null,
        created_at: now, opened_at: now, closed_at: null, updated_at: now,
      };
    });
    await app.db.insertInto('orders').values(batch).execute();
  }
  const ask = async () => {
    const res = await app.inject({ url: '/v1/api/forex/sentiment' });
    const body = res.json() as { code: number; msg: string; data: { Pairs: unknown[] } };
    if (body.code !== 1) throw new Error(body.msg);
    return body.data.Pairs.length;
  };

  const stopWatching = await watchStall();
  let t = performance.now();
  const pairs = await ask();
  const first = performance.now() - t;
  const stall = await stopWatching();

  const N = 2000;
  t = performance.now();
  for (let i = 0; i < N; i++) await ask();
  const cached = (performance.now() - t) / N;

  t = performance.now();
  for (let i = 0; i < 5; i++) await realHolders(app.db);
  const query = (performance.now() - t) / 5;

  const positions = ACCOUNTS * EACH;
  console.log(`sentiment: ${ACCOUNTS.toLocaleString('en')} real accounts, ${positions.toLocaleString('en')} open positions over ${instruments.length} pairs (SQLite)`);
  console.log(`  a reading (first request): ${first.toFixed(0)} ms for ${pairs} pairs told; longest event-loop stall ${stall.toFixed(1)} ms`);
  console.log(`  of which the database's count of the holders per pair: ${query.toFixed(1)} ms (${((query * 1000) / positions).toFixed(2)} µs a position)`);
  console.log(`  a request within the minute (the reading kept): ${(cached * 1000).toFixed(0)} µs, ${Math.round(1000 / cached).toLocaleString('en')} requests/s injected`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('sim', main));
