/**
 * What the engine's writes of many orders at once share (close-batch.ts, fill-batch.ts): the orders and their
 * traders' accounts read and locked in one round trip, and one update giving each order its own values.
 */
import { sql } from 'kysely';
import type { Pipeline } from '../../db/pipeline.js';
import { isPostgres } from '../../db/dialect.js';
import { lockAccountsQuery, lockedAccounts, type AccountBalances } from '../../ledger/index.js';
import type { OrderRow } from '../schema.js';

/**
 * These orders as stored, those still in `status`, and the accounts of these users: locked until the transaction ends
 * on PostgreSQL (SQLite runs one writer at a time). Orders before accounts, each in id order: the order a close or a
 * fill alone takes its locks in (the order's update, then the account's posting), so a batch and one alone never wait
 * for each other crosswise.
 */
export async function lockOrdersAndAccounts(p: Pipeline, ids: number[], status: number, users: number[]): Promise<{ open: Map<number, OrderRow>; balances: Map<number, AccountBalances> }> {
  let orders = p.db.selectFrom('orders').selectAll().where('id', 'in', [...new Set(ids)].sort((a, b) => a - b)).where('status', '=', status).orderBy('id');
  if (isPostgres(p.db)) orders = orders.forUpdate();
  const [orderRows, accountRows] = await p.run([orders, lockAccountsQuery(p.db, users)]);
  return {
    open: new Map((orderRows as OrderRow[]).map((r) => [Number(r.id), r])),
    balances: lockedAccounts(accountRows as Parameters<typeof lockedAccounts>[0], users),
  };
}

/** A CASE on the order's id giving each of these rows its own value of a column, for one update of them all. */
export function byId(rows: OrderRow[], value: (r: OrderRow) => string | null) {
  return sql<string>`case id ${sql.join(rows.map((row) => sql`when ${Number(row.id)} then ${value(row)}`), sql` `)} end`;
}
