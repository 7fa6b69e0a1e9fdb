import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Floating P&L of a user's open positions (USD decimal string), as the trading engine knows it.
 *
 * Withdrawals may only take free money: margin of open positions is already moved from `balance` to
 * `lock_balance` by the engine (ledger type 5), so it can never be withdrawn; a floating *loss* additionally reduces
 * what may leave the account (core/money `spendable(balance, floatingPnl)`). By default the floating P&L comes from
 * `app.engine.floatingTotal(userId)` (the trading engine); `setFloatingPnlProvider(app, fn)` overrides it (tests,
 * other engines). Without an engine the floating P&L is 0.
 */
export type FloatingPnlProvider = (trx: Transaction<Database> | Kysely<Database>, userId: number) => Promise<string>;

// Keyed by the server's shared `config` object: encapsulated plugin instances are different objects but share it.
const providers = new WeakMap<object, FloatingPnlProvider>();

export function setFloatingPnlProvider(app: FastifyInstance, fn: FloatingPnlProvider): void {
  providers.set(app.config, fn);
}

export async function floatingPnlOf(app: FastifyInstance, trx: Transaction<Database> | Kysely<Database>, userId: number): Promise<string> {
  const fn = providers.get(app.config);
  if (fn) return fn(trx, userId);
  // The trading engine (engine/plugin.ts) decorates app.engine; it keeps open positions and quotes in memory.
  const engine = (app as unknown as { engine?: { floatingTotal?(userId: number): string } }).engine;
  return typeof engine?.floatingTotal === 'function' ? engine.floatingTotal(userId) : '0';
}
