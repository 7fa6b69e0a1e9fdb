import type { FastifyInstance } from 'fastify';
import { inTransaction, type Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import type { DemoResetHook } from '../types.js';
import { AppError } from '../http/envelope.js';
import { LedgerType, getAccount, postLedger } from '../ledger/index.js';
import { roundMoney, sub, isZero } from '../../src/core/money/index.js';

/**
 * Registers work that must happen when a demo account is reset, before its balance goes back to the start
 * (the trading engine closes holding positions and cancels pending orders here, releasing their margin).
 * Hooks run inside the reset transaction, in registration order; throwing aborts the reset. A hook may return what
 * to do once the reset has committed.
 */
export function addDemoResetHook(app: FastifyInstance, hook: DemoResetHook): void {
  app.demoResetHooks.push(hook);
}

/**
 * Resets a demo account: runs the hooks, then posts one ledger row of type 7 that brings the available balance
 * back to the starting balance and clears any frozen balance that hooks left behind.
 */
export interface DemoResetDeps {
  db: Db;
  /** What other areas do first (addDemoResetHook), in registration order. */
  hooks: readonly DemoResetHook[];
  /** The balance a reset account starts again with. */
  startingBalance: string;
  /** Holds the hooks' after-commit work until the caller's transaction commits (an operator's audited reset). */
  defer?: (fn: () => void) => void;
}

export async function resetDemoAccount(deps: DemoResetDeps, user: User): Promise<{ balance: string; lock_balance: string }> {
  if (!user.is_demo) throw new AppError('demoOnlyReset');
  const afterCommit: Array<() => void> = [];
  const result = await inTransaction(deps.db, async (trx) => {
    afterCommit.length = 0; // a retried transaction starts its hooks again
    for (const hook of deps.hooks) {
      const then = await hook(trx, user);
      if (then) afterCommit.push(then);
    }
    const acc = await getAccount(trx, user.id);
    const value = roundMoney(sub(deps.startingBalance, acc.balance));
    const lockValue = roundMoney(sub(0, acc.lock_balance));
    if (isZero(value) && isZero(lockValue)) return acc;
    const r = await postLedger(trx, { userId: user.id, value, lockValue, type: LedgerType.demoReset, memo: 'Demo account reset', memoTran: 'Demo account reset' });
    return { balance: r.balance, lock_balance: r.lock_balance };
  });
  for (const then of afterCommit) (deps.defer ?? ((fn) => fn()))(then);
  return result;
}
