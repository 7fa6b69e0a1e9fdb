/**
 * Bench: market closures (docs/trading.md "Market holidays").
 *  - The desk adds a closure of every FX pair while BENCH_CLOSURE_HOLDERS (2,000) real accounts hold FX positions: the
 *    request saves it, every process reads the calendar again, and each holder's notice is stored in the outbox, all
 *    before the answer (SQLite in a temporary folder). Prints the request's time and the longest event-loop stall.
 *  - The market status the feed answers on every tick and request, with no closure and with 20 (µs a call), and a
 *    pair's trading hours with 20 closures.
 * Run: node --import tsx bench/closures.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { MarketClosure } from '../server/feed/closures.js';
import { tradingHoursView } from '../server/trading/hours.js';
import { TradingEngine } from '../server/trading/engine/engine.js';
import { realAccounts, runBench, withServer } from './seed.js';
import { watchStall } from './stall.js';

const HOLDERS = Number(process.env.BENCH_CLOSURE_HOLDERS ?? 2000);
const DAY_MS = 86_400_000;

/** µs a call of `fn`, over enough calls to take about half a second. */
function perCall(fn: () => unknown): number {
  let n = 1000;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    const ms = performance.now() - t;
    if (ms > 500) return (ms * 1000) / n;
    n *= 4;
  }
}

async function main(app: FastifyInstance) {
  const engine = app.engine as TradingEngine;
  const fx = engine.instruments().filter((i) => i.session === 'fx');
  const now = new Date().toISOString();
  const ids = await realAccounts(app, HOLDERS, 'holder', 70_000_000);
  // Two positions each, on two FX pairs: one notice per account, naming both.
  for (let i = 0; i < ids.length * 2; i += 400) {
    const batch = Array.from({ length: Math.min(400, ids.length * 2 - i) }, (_, j) => {
      const k = i + j;
      const inst = fx[k % fx.length];
      return {
        user_id: ids[k >> 1], instrument_id: inst.id, code: inst.code, side: 1, status: 1, lots: '0.1', leverage: 100, margin_mode: 0,
        contract_size: inst.contractSize, quote_ccy: inst.quote, price_precision: inst.precision, origin_price: inst.price, open_price: inst.price,
        close_price: null, sl: '0', tp: '0', margin: '100.000000', fee: '0.700000', reserved: '0', profit: null, close_reason: null, client_ref: null,
        created_at: now, opened_at: now, closed_at: null, updated_at: now,
      };
    });
    await app.db.insertInto('orders').values(batch).execute();
  }
  const next = new Date().getUTCFullYear() + 1;
  const stopWatching = await watchStall();
  const t = performance.now();
  const res = await app.inject({
    method: 'POST', url: '/admin/api/market_closures', headers: { authorization: 'Bearer bench' },
    payload: { reason: 'holiday', name: 'Christmas Day', markets: ['fx'], zone: 'America/New_York', start: `${next}-12-24T13:00`, end: `${next}-12-25T17:00` },
  });
  const seconds = (performance.now() - t) / 1000;
  const stall = await stopWatching();
  const body = res.json() as { code: number; msg: string; data: { Notified: number } };
  if (body.code !== 1 || body.data.Notified !== HOLDERS) throw new Error(`closure: ${body.msg} (${body.data?.Notified} told)`);

  const feed = engine.feed;
  const codes = engine.instruments().map((i) => i.code);
  let k = 0;
  const status = () => feed.marketStatus(codes[k++ % codes.length]);
  const none = perCall(status);
  const base = Date.now() + 3 * DAY_MS;
  const twenty: MarketClosure[] = Array.from({ length: 20 }, (_, i) => ({
    id: 1000 + i, reason: 'holiday', name: `c${i}`, markets: [i % 2 ? 'us-index' : codes[i % codes.length]], start: base + i * DAY_MS, end: base + i * DAY_MS + 3_600_000,
  }));
  feed.setClosures(twenty);
  const withTwenty = perCall(status);
  const eurusd = engine.instrument('EURUSD')!;
  const hours = perCall(() => tradingHoursView(eurusd, engine, Date.now()));

  console.log(`closures: a closure of every FX pair added while ${HOLDERS.toLocaleString('en')} real accounts hold FX positions (SQLite)`);
  console.log(`  answered in ${(seconds * 1000).toFixed(0)} ms with ${HOLDERS.toLocaleString('en')} notices stored (${((seconds * 1e6) / HOLDERS).toFixed(0)} µs an account); longest event-loop stall ${stall.toFixed(1)} ms`);
  console.log(`  market status: ${none.toFixed(3)} µs a call with no closure, ${withTwenty.toFixed(3)} µs with 20; a pair's trading hours with 20: ${hours.toFixed(1)} µs`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('sim', main));
