/**
 * Postings in batches: the same rows, running balances and refusals as postLedger (index.ts) applied one by one, in a
 * fixed number of statements however many postings and users there are — one read of the accounts (locked on
 * PostgreSQL), one account update, one multi-row insert. The engine opens the orders that arrive together in one
 * transaction this way (trading/engine/placement.ts); every statement saved is a round trip saved per order.
 * Must run inside the caller's transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { add, isDecimal, isNegative, roundMoney } from '../../src/core/money/index.js';
import type { Database, LedgerRow } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { AppError } from '../http/envelope.js';
import { postLedger, type LedgerPosting, type LedgerResult } from './index.js';

export interface AccountBalances {
  balance: string;
  lock_balance: string;
}

type Db = Transaction<Database> | Kysely<Database>;
export type NewLedgerRow = Omit<LedgerRow, 'id'>;

/**
 * The accounts of these users, locked until the transaction ends on PostgreSQL (in user order, so two batches can
 * never wait for each other crosswise); SQLite serialises writers already. Throws for a user without an account.
 */
export async function lockAccounts(trx: Db, userIds: Iterable<number>): Promise<Map<number, AccountBalances>> {
  const ids = [...new Set(userIds)];
  return lockedAccounts(await lockAccountsQuery(trx, ids).execute(), ids);
}

/** The statement of lockAccounts, for a caller that sends it with others (db/pipeline.ts). */
export function lockAccountsQuery(trx: Db, userIds: Iterable<number>) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const q = trx.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', ids).orderBy('user_id');
  return isPostgres(trx) ? q.forUpdate() : q;
}

/** lockAccounts' answer from its statement's rows; throws for a user without an account. */
export function lockedAccounts(rows: Array<{ user_id: number | string; balance: string; lock_balance: string }>, userIds: Iterable<number>): Map<number, AccountBalances> {
  const out = new Map(rows.map((r) => [Number(r.user_id), { balance: r.balance, lock_balance: r.lock_balance }]));
  for (const id of userIds) if (!out.has(id)) throw new Error(`postLedger: user ${id} has no account`);
  return out;
}

/**
 * Pure: the ledger rows of postings applied in order to one account and the balances they leave. Each change is
 * rounded first, so a row and the balance move by exactly the same amount; refuses (AppError 'Insufficient balance')
 * as soon as a step would make either balance negative.
 */
export function ledgerRows(acc: AccountBalances, postings: LedgerPosting[], now: string): { rows: NewLedgerRow[]; after: AccountBalances } {
  let balance = acc.balance;
  let lock = acc.lock_balance;
  const rows = postings.map((p): NewLedgerRow => {
    const lockValue = p.lockValue ?? '0';
    if (!isDecimal(p.value) || !isDecimal(lockValue)) throw new Error(`postLedger: bad amount ${p.value}/${lockValue}`);
    const value = roundMoney(p.value);
    const lockChange = roundMoney(lockValue);
    balance = roundMoney(add(balance, value));
    lock = roundMoney(add(lock, lockChange));
    if (isNegative(balance) || isNegative(lock)) throw new AppError('insufficientBalance');
    return {
      user_id: p.userId, value, lock_value: lockChange, type: p.type, memo: p.memo ?? '', memo_tran: p.memoTran ?? '',
      ref: p.ref ?? null, balance_after: balance, lock_balance_after: lock, created_at: now,
    };
  });
  return { rows, after: { balance, lock_balance: lock } };
}

/** Writes rows made by ledgerRows and the balances they leave: one account update and one insert for every user. */
export async function writeLedgerRows(trx: Db, rows: NewLedgerRow[], after: Map<number, AccountBalances>, now: string): Promise<void> {
  for (const q of ledgerWrites(trx, rows, after, now)) await q.execute();
}

/** The statements of writeLedgerRows, for a caller that sends them with others (db/pipeline.ts). */
export function ledgerWrites(trx: Db, rows: NewLedgerRow[], after: Map<number, AccountBalances>, now: string) {
  if (!rows.length) return [];
  const users = [...after.keys()];
  const pick = (k: keyof AccountBalances) =>
    users.length === 1 ? after.get(users[0])![k] : sql<string>`case user_id ${sql.join(users.map((u) => sql`when ${u} then ${after.get(u)![k]}`), sql` `)} end`;
  return [
    trx.updateTable('accounts').set({ balance: pick('balance'), lock_balance: pick('lock_balance'), updated_at: now }).where('user_id', 'in', users),
    trx.insertInto('ledger').values(rows),
  ];
}

/**
 * Several postings of one user in one go — the same result as calling postLedger for each in order. When any
 * (type, ref) was already posted, or the postings are for different users, it falls back to postLedger one by one.
 */
export async function postLedgers(trx: Db, postings: LedgerPosting[]): Promise<LedgerResult[]> {
  const sequential = async () => {
    const out: LedgerResult[] = [];
    for (const p of postings) out.push(await postLedger(trx, p));
    return out;
  };
  if (postings.length < 2 || postings.some((p) => p.userId !== postings[0].userId)) return sequential();
  const refs = postings.filter((p) => p.ref !== undefined);
  if (refs.length) {
    const prior = await trx
      .selectFrom('ledger')
      .select('id')
      .where((eb) => eb.or(refs.map((p) => eb.and([eb('type', '=', p.type), eb('ref', '=', p.ref!)]))))
      .executeTakeFirst();
    if (prior) return sequential();
  }
  const userId = postings[0].userId;
  const now = new Date().toISOString();
  const { rows, after } = ledgerRows((await lockAccounts(trx, [userId])).get(userId)!, postings, now);
  await trx.updateTable('accounts').set({ ...after, updated_at: now }).where('user_id', '=', userId).execute();
  const entries = (await trx.insertInto('ledger').values(rows).returningAll().execute()).sort((a, b) => Number(a.id) - Number(b.id));
  return entries.map((entry) => ({ entry, duplicate: false, balance: entry.balance_after, lock_balance: entry.lock_balance_after }));
}
