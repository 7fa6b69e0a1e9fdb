/**
 * Operator balance adjustments (credit or debit, ledger type 10, the memo shown to the user). One rule for the two
 * admin routes that make them (`/users/:id/adjust` and `/users/:id/balance`); `ref` makes a retried call a no-op.
 */
import { big, isPlainDecimal } from '../../src/core/money/index.js';
import { inTransaction, type Db } from '../db/index.js';
import { AppError, OperatorError } from '../http/envelope.js';
import { LedgerType, postLedger } from './index.js';

export interface AdjustInput {
  userId: number;
  /** signed decimal, e.g. "100" or "-25.5" */
  value: string;
  memo?: string;
  ref?: string;
}

/** Posts the adjustment; `afterChange` runs once it is committed (the engine re-checks the account's risk). */
export async function adjustBalance(db: Db, input: AdjustInput, afterChange?: (userId: number) => void) {
  const { userId, value, ref } = input;
  if (!isPlainDecimal(value) || big(value).eq(0)) throw new OperatorError('amount must be a non-zero number');
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('userNotFound');
  const memo = input.memo ?? (big(value).gt(0) ? 'Balance credit' : 'Balance debit');
  const r = await inTransaction(db, (trx) => postLedger(trx, { userId, value, type: LedgerType.adminAdjustment, memo, memoTran: memo, ref }));
  afterChange?.(userId);
  return { balance: r.balance, lock_balance: r.lock_balance };
}

/** The account's balances, read before and after an operator's change for the audit log (operators/audit.ts). */
export const accountSnapshot = (userId: number) => (db: Db) =>
  db.selectFrom('accounts').select(['balance', 'lock_balance']).where('user_id', '=', userId).executeTakeFirst();
