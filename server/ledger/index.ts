import type { Kysely, Transaction } from 'kysely';
import { add, big, isDecimal, isNegative, roundMoney } from '../../src/core/money/index.js';
import type { Database, LedgerRow } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';

export { ledgerRows, ledgerWrites, lockAccounts, lockAccountsQuery, lockedAccounts, postLedgers, writeLedgerRows, type AccountBalances } from './batch.js';

/** Ledger entry types (CONVENTIONS "Ledger"). Type 10 shows `memo` to the user, the others `memo_tran`. */
export const LedgerType = {
  deposit: 1,
  withdrawal: 2,
  fee: 3,
  realisedPnl: 4,
  marginLock: 5,
  marginUnlock: 6,
  demoReset: 7,
  withdrawalFreeze: 8,
  withdrawalUnfreeze: 9,
  adminAdjustment: 10,
  demoStart: 11,
  swap: 12,
} as const;

export interface LedgerPosting {
  userId: number;
  /** Change of the available balance (decimal string; negative debits). */
  value: string;
  /** Change of the frozen balance (default '0'). Margin lock: value '-m', lockValue 'm'. */
  lockValue?: string;
  type: number;
  memo?: string;
  memoTran?: string;
  /** Idempotency key, unique per type: a second posting with the same (type, ref) changes nothing. */
  ref?: string;
}

export interface LedgerResult {
  entry: LedgerRow;
  /** True when (type, ref) had already been posted; `entry` is the earlier row and balances were not touched. */
  duplicate: boolean;
  balance: string;
  lock_balance: string;
}


/**
 * Applies one balance change and writes its ledger row. Must run inside the caller's transaction so the change,
 * the row and whatever caused them (an order, a withdrawal) commit together. Refuses to make the available or
 * the frozen balance negative (AppError 'Insufficient balance'). Invariant: sum(value) = balance and
 * sum(lock_value) = lock_balance for every user.
 */
export async function postLedger(trx: Transaction<Database> | Kysely<Database>, p: LedgerPosting): Promise<LedgerResult> {
  const lockValue = p.lockValue ?? '0';
  if (!isDecimal(p.value) || !isDecimal(lockValue)) throw new Error(`postLedger: bad amount ${p.value}/${lockValue}`);
  if (p.ref === undefined) return applyPosting(trx, p, lockValue);
  const ref = p.ref;
  const { value, duplicate } = await once({
    find: async () => {
      const entry = await trx.selectFrom('ledger').selectAll().where('type', '=', p.type).where('ref', '=', ref).executeTakeFirst();
      if (!entry) return undefined;
      const acc = await getAccount(trx, entry.user_id);
      return { entry, duplicate: true, balance: acc.balance, lock_balance: acc.lock_balance };
    },
    create: () => applyPosting(trx, p, lockValue),
  });
  return { ...value, duplicate };
}

/** The balance change and its row, without the (type, ref) check. */
async function applyPosting(trx: Transaction<Database> | Kysely<Database>, p: LedgerPosting, lockValue: string): Promise<LedgerResult> {
  // SQLite serialises writers already; PostgreSQL needs the row lock so concurrent postings cannot interleave.
  let q = trx.selectFrom('accounts').selectAll().where('user_id', '=', p.userId);
  if (isPostgres(trx)) q = q.forUpdate();
  const acc = await q.executeTakeFirst();
  if (!acc) throw new Error(`postLedger: user ${p.userId} has no account`);
  // Round the change first, so the stored row and the balance move by exactly the same amount.
  const value = roundMoney(p.value);
  const lockChange = roundMoney(lockValue);
  const balance = roundMoney(add(acc.balance, value));
  const lock = roundMoney(add(acc.lock_balance, lockChange));
  if (isNegative(balance) || isNegative(lock)) throw new AppError('insufficientBalance');
  const now = new Date().toISOString();
  await trx.updateTable('accounts').set({ balance, lock_balance: lock, updated_at: now }).where('user_id', '=', p.userId).execute();
  const entry = await trx
    .insertInto('ledger')
    .values({
      user_id: p.userId,
      value,
      lock_value: lockChange,
      type: p.type,
      memo: p.memo ?? '',
      memo_tran: p.memoTran ?? '',
      ref: p.ref ?? null,
      balance_after: balance,
      lock_balance_after: lock,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, duplicate: false, balance, lock_balance: lock };
}

/** Creates the (zero) USD account of a new user. */
export async function openAccount(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .insertInto('accounts')
    .values({ user_id: userId, balance: '0.000000', lock_balance: '0.000000', updated_at: new Date().toISOString() })
    .execute();
}

export async function getAccount(db: Kysely<Database>, userId: number) {
  const acc = await db.selectFrom('accounts').select(['balance', 'lock_balance']).where('user_id', '=', userId).executeTakeFirst();
  if (!acc) throw new Error(`user ${userId} has no account`);
  return acc;
}

/**
 * What a loss (or a charge) may take from the available balance: all of it, or as much as there is — the balance
 * never goes below zero and the rest is the broker's loss (negative balance protection, docs/trading.md "Swap"). Gains
 * pass unchanged. Read in the caller's transaction, as the posting that follows.
 */
export async function cappedAtBalance(trx: Kysely<Database>, userId: number, value: string): Promise<string> {
  if (!isNegative(value)) return value;
  return capAtBalance((await getAccount(trx, userId)).balance, value);
}

/** Pure: a debit of `value` from `balance`, no larger than the balance (negative balance protection). */
export function capAtBalance(balance: string, value: string): string {
  return isNegative(value) && isNegative(add(balance, value)) ? roundMoney(big(balance).times(-1)) : value;
}

