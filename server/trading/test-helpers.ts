/** Helpers for trading tests (not a test file). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ADMIN, call, realUser } from '../testing.js';
import { sum, roundMoney } from '../../src/core/money/index.js';
import type { HubClient } from '../socket/hub.js';
import { TradingEngine } from './engine/engine.js';
import { InstrumentCatalog } from './engine/catalog.js';
import { SwapRollovers, type SwapDeps } from './engine/swap.js';
import { bookOrder } from './engine/book.js';
import { Pricing } from './engine/pricing.js';
import type { Pipeline } from '../db/pipeline.js';
import { sql } from 'kysely';

export const adminHeaders = { authorization: `Bearer ${ADMIN}` };

/** Resolves once the engine in this process has processed every tick so far (single-process servers only). */
export function engineIdle(app: FastifyInstance): Promise<void> {
  if (!(app.engine instanceof TradingEngine)) throw new Error('engineIdle needs the engine in this process');
  return app.engine.idle();
}

export async function quote(app: FastifyInstance, code: string, bid: string, ask: string) {
  const r = await call(app, 'POST', '/admin/api/quotes', { headers: adminHeaders, body: { code, bid, ask } });
  if (r.body.code !== 1) throw new Error(r.body.msg);
  return r.body.data;
}

export async function credit(app: FastifyInstance, userId: number, amount: string) {
  const r = await call(app, 'POST', `/admin/api/users/${userId}/balance`, { headers: adminHeaders, body: { amount, memo: 'test deposit' } });
  if (r.body.code !== 1) throw new Error(r.body.msg);
  return r.body.data as { balance: string; lock_balance: string };
}

export async function trader(app: FastifyInstance, deposit = '10000') {
  const u = await realUser(app);
  if (deposit !== '0') await credit(app, u.user.id, deposit);
  return { token: u.token, id: u.user.id as number };
}

export function instrumentId(app: FastifyInstance, code: string): number {
  const i = app.engine.instrument(code);
  if (!i) throw new Error(`no ${code}`);
  return i.id;
}

export async function submit(app: FastifyInstance, token: string, p: Record<string, string | number>) {
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) form[k] = String(v);
  if (form.code) {
    form.forex_id = String(instrumentId(app, form.code));
    delete form.code;
  }
  form.status ??= '1';
  return (await call(app, 'POST', '/v1/api/forex/submit', { token, form })).body;
}

export async function action(app: FastifyInstance, token: string, path: 'close' | 'cancel_trade' | 'set_stop_price' | 'modify_pending', p: Record<string, string | number>) {
  const body: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) body[k] = String(v);
  return (await call(app, 'POST', `/v1/api/forex/${path}`, { token, body })).body;
}

export async function account(app: FastifyInstance, userId: number) {
  return app.db.selectFrom('accounts').select(['balance', 'lock_balance']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function ledgerRows(app: FastifyInstance, userId: number) {
  return app.db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** balance == Σ ledger.value and lock == Σ ledger.lock_value. */
export async function ledgerConsistent(app: FastifyInstance, userId: number) {
  const acc = await account(app, userId);
  const rows = await ledgerRows(app, userId);
  return {
    acc,
    valueSum: roundMoney(sum(rows.map((r) => r.value))),
    lockSum: roundMoney(sum(rows.map((r) => r.lock_value))),
  };
}

/** Asserts that the user's balances are the sums of their ledger rows. */
export async function expectLedgerConsistent(app: FastifyInstance, userId: number) {
  const c = await ledgerConsistent(app, userId);
  expect(c.acc.balance).toBe(c.valueSum);
  expect(c.acc.lock_balance).toBe(c.lockSum);
}

/**
 * Asserts that the floating P&L the engine keeps for the user (engine/floating-sums.ts), which every submit checks,
 * equals the sum of their holding positions done afresh from the database, at the same quotes. Returns it.
 */
export async function expectFloatingAfresh(app: FastifyInstance, userId: number): Promise<string> {
  const rows = await app.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 1).execute();
  const kept = await app.engine.floatingPnl(userId);
  expect(kept).toBe(new Pricing(app.engine.quotes).floatingTotal(rows.map(bookOrder)));
  return kept;
}

export async function order(app: FastifyInstance, id: number) {
  return app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A fake socket client logged in as userId, subscribed to topics (with these `sub` params); collects messages. */
export function listen(app: FastifyInstance, userId: number | null, topics: string[], params: Record<string, unknown> = {}) {
  const messages: Array<{ type: string; data: any }> = [];
  const client: HubClient = app.hub.attach({ readyState: 1, bufferedAmount: 0, send: (s: string) => messages.push(JSON.parse(s)) });
  if (userId !== null) app.hub.login(client, userId);
  for (const t of topics) app.hub.subscribe(client, t, params);
  return { messages, of: (type: string) => messages.filter((m) => m.type === type), close: () => app.hub.detach(client) };
}

/**
 * The swap's rollovers as another engine (a standby taking over) would charge them: its own memory, this server's
 * database and instruments; a failure is thrown unless `over` gives a log.
 */
export function otherEngineSwaps(app: FastifyInstance, over: Partial<SwapDeps> = {}): SwapRollovers {
  const catalog = new InstrumentCatalog();
  for (const i of app.engine.instruments()) catalog.set(i);
  return new SwapRollovers({ db: app.db, catalog, log: { error: (o) => { throw o; } }, charged: () => {}, ...over });
}

/** Records the groups of statements a pipelined transaction is handed (how many, and whether it commits with them). */
export function groupsRecorded() {
  const groups: Array<[statements: number, last: boolean]> = [];
  const recording = (p: Pipeline): Pipeline => ({
    db: p.db,
    run: (statements, last = false) => {
      groups.push([statements.length, last]);
      return p.run(statements, last);
    },
  });
  return { groups, recording };
}

/** PostgreSQL: resolves once another connection of this database waits for a lock (a row another transaction holds). */
export async function untilSomeoneWaitsOnALock(app: FastifyInstance): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(app.db);
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
