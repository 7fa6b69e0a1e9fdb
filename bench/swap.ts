/**
 * Bench: the swap at a daily rollover (docs/trading.md "Swap") over a busy book.
 *
 * BENCH_SWAP_POSITIONS (10,000) open positions of BENCH_SWAP_USERS (2,000) real accounts on the FX pairs and
 * BENCH_SWAP_CLOSED (300,000) orders closed before the rollover, SQLite in a temporary folder; then one rollover charged to all of them as the engine does it (a transaction per position), and
 * again (each already charged: what a second engine or a restart costs). Prints how long the engine spends on it and
 * the longest the process could do nothing else meanwhile (ticks and requests wait that long at most).
 * Run: node --import tsx bench/swap.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { TradingEngine } from '../server/trading/engine/engine.js';
import { InstrumentCatalog } from '../server/trading/engine/catalog.js';
import { SwapRollovers } from '../server/trading/engine/swap.js';
import { nightsOf, rolloversBetween } from '../server/trading/engine/rollover-calendar.js';
import { realAccounts, runBench, withServer } from './seed.js';
import { watchStall } from './stall.js';

const POSITIONS = Number(process.env.BENCH_SWAP_POSITIONS ?? 10_000);
const USERS = Number(process.env.BENCH_SWAP_USERS ?? 2000);
const CLOSED = Number(process.env.BENCH_SWAP_CLOSED ?? 300_000);
const DAY_MS = 86_400_000;

async function main(app: FastifyInstance) {
  const engine = app.engine as TradingEngine;
  const fx = engine.instruments().filter((i) => i.session === 'fx');
  const now = new Date().toISOString();
  const opened = new Date(Date.now() - DAY_MS).toISOString();
  const ids = await realAccounts(app, USERS, 'swap', 80_000_000);
  for (let i = 0; i < ids.length; i += 500) {
    await app.db.insertInto('accounts').values(ids.slice(i, i + 500).map((user_id) => ({ user_id, balance: '100000.000000', lock_balance: '0.000000', updated_at: now }))).execute();
  }
  for (let i = 0; i < POSITIONS; i += 400) {
    const batch = Array.from({ length: Math.min(400, POSITIONS - i) }, (_, j) => {
      const inst = fx[(i + j) % fx.length];
      return {
        user_id: ids[(i + j) % ids.length], instrument_id: inst.id, code: inst.code, side: (i + j) % 2 ? 1 : 2, status: 1, lots: '0.37',
        leverage: 100, margin_mode: 0, contract_size: inst.contractSize, quote_ccy: inst.quote, price_precision: inst.precision,
        origin_price: inst.price, open_price: inst.price, close_price: null, sl: '0', tp: '0', margin: '400.000000', fee: '2.590000',
        reserved: '0', profit: null, close_reason: null, client_ref: null, created_at: opened, opened_at: opened, closed_at: null, updated_at: opened,
      };
    });
    await app.db.insertInto('orders').values(batch).execute();
  }
  // A history of closed orders, all closed before the rollover: the charge must not read through them.
  const closedBefore = new Date(Date.now() - 2 * DAY_MS).toISOString();
  for (let i = 0; i < CLOSED; i += 400) {
    const batch = Array.from({ length: Math.min(400, CLOSED - i) }, (_, j) => {
      const inst = fx[(i + j) % fx.length];
      return {
        user_id: ids[(i + j) % ids.length], instrument_id: inst.id, code: inst.code, side: 1, status: 3, lots: '0.1',
        leverage: 100, margin_mode: 0, contract_size: inst.contractSize, quote_ccy: inst.quote, price_precision: inst.precision,
        origin_price: inst.price, open_price: inst.price, close_price: inst.price, sl: '0', tp: '0', margin: '100.000000', fee: '0.700000',
        reserved: '0', profit: '1.000000', close_reason: 'user', client_ref: null, created_at: opened, opened_at: opened, closed_at: closedBefore,
        updated_at: closedBefore,
      };
    });
    await app.db.insertInto('orders').values(batch).execute();
  }
  const catalog = new InstrumentCatalog();
  for (const i of engine.instruments()) catalog.set(i);
  const swaps = new SwapRollovers({ db: app.db, catalog, log: { error: (o) => console.error(o) }, charged: () => {} });
  // the next weekday rollover: one night for every FX position
  const r = rolloversBetween(new Date(), new Date(Date.now() + 7 * DAY_MS)).find((x) => nightsOf(x.day, 'fx') === 1)!;
  const pass = async () => {
    const stopWatching = await watchStall();
    const t = performance.now();
    if (!(await swaps.charge(r))) throw new Error('a charge failed');
    const seconds = (performance.now() - t) / 1000;
    return { seconds, stall: await stopWatching() };
  };
  const first = await pass();
  const charged = await app.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 12).executeTakeFirstOrThrow();
  if (Number(charged.n) !== POSITIONS) throw new Error(`${charged.n} charges for ${POSITIONS} positions`);
  const again = await pass();
  if (Number((await app.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 12).executeTakeFirstOrThrow()).n) !== POSITIONS) {
    throw new Error('charged twice');
  }
  console.log(`swap: ${POSITIONS.toLocaleString('en')} open positions of ${USERS.toLocaleString('en')} accounts, ${CLOSED.toLocaleString('en')} closed orders (SQLite), one rollover (${r.day})`);
  console.log(`  charged in ${first.seconds.toFixed(2)} s (${((first.seconds * 1e6) / POSITIONS).toFixed(0)} µs a position); longest event-loop stall ${first.stall.toFixed(1)} ms`);
  console.log(`  the same rollover again (nothing due): ${again.seconds.toFixed(2)} s; longest stall ${again.stall.toFixed(1)} ms`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('manual', main));
