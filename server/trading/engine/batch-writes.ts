/**
 * What the engine's writes of many orders at once share (close-batch.ts, fill-batch.ts, expire-batch.ts): how many
 * go in one transaction, the orders and their traders' accounts read and locked in one round trip, the ledger rows
 * of them all (new orders' too, placement.ts), and one update giving each order its own values.
 */
import { sql, type Kysely } from 'kysely';
import type { Pipeline } from '../../db/pipeline.js';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { ledgerRows, ledgerWrites, lockAccountsQuery, lockedAccounts, type AccountBalances, type LedgerPosting } from '../../ledger/index.js';
import type { NewLedgerRow } from '../../ledger/batch.js';
import type { OrderRow } from '../schema.js';

/** At most this many orders in one transaction (and its statements' parameters well under both databases' limits). */
export const BATCH_MAX = 500;

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

/**
 * The ledger rows of a batch, each account's balances carried from one posting to the next, from the balances the
 * batch locked (ledger/batch.ts): written with the batch's last statements (`writes`).
 */
export class BatchLedger {
  private readonly rows: NewLedgerRow[] = [];
  private readonly after = new Map<number, AccountBalances>();

  constructor(private readonly locked: Map<number, AccountBalances>, private readonly now: string) {}

  /** The account's balances after the postings added so far. */
  balances(userId: number): AccountBalances {
    return this.after.get(userId) ?? this.locked.get(userId)!;
  }

  /** Adds one account's postings, all or none: 'insufficientBalance' (nothing added) as postLedger would refuse. */
  post(userId: number, postings: LedgerPosting[]): void {
    const made = ledgerRows(this.balances(userId), postings, this.now);
    this.rows.push(...made.rows);
    this.after.set(userId, made.after);
  }

  /** The statements writing the rows and the accounts' new balances. */
  writes(db: Kysely<Database>) {
    return ledgerWrites(db, this.rows, this.after, this.now);
  }
}
