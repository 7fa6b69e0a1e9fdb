/**
 * An order that arrives alone, on PostgreSQL, in two statements instead of a transaction of six (docs/trading.md
 * "An order alone"). One at a time, an order's latency is mostly round trips to the database: each costs the engine
 * and PostgreSQL a socket write and a wake-up.
 *
 * 1. Read the trader's account without locking it, and take the order's id from its sequence.
 * 2. Judge the order exactly as placement.ts does (the same `accept`, order values and ledger rows).
 * 3. One statement writes it: the account is updated only if it still holds the balances that were read, and the
 *    order and its ledger rows are inserted only if the account was. PostgreSQL runs a statement atomically, so either
 *    all of it is written or none.
 *
 * When the account changed in between (a deposit, an operator's adjustment, another engine's write), nothing is
 * written and the answer is null: the caller then places the order the locking way, judged again on the new
 * balances. Orders with a client_ref always go the locking way, which answers a used ref with its first order.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import { ledgerRows } from '../../ledger/index.js';
import type { OrderRow } from '../schema.js';
import { accept, orderValues, postingsOf, type NewOrder, type Placed } from './placement.js';

/** The order, its refusal, or null: the account changed since it was read (place it the locking way). */
export async function placeAlone(db: Kysely<Database>, n: NewOrder): Promise<Placed | AppError | null> {
  const now = new Date().toISOString();
  const read = await db
    .selectFrom('accounts')
    .select(['balance', 'lock_balance', sql<string>`nextval(pg_get_serial_sequence('orders', 'id'))`.as('next_id')])
    .where('user_id', '=', n.userId)
    .executeTakeFirst();
  if (!read) throw new Error(`placement: user ${n.userId} has no account`);
  const before = { balance: read.balance, lock_balance: read.lock_balance };
  const [refusal] = accept([n], new Map([[n.userId, before]]), now);
  if (refusal) return refusal;

  const id = Number(read.next_id);
  const order = { id, ...orderValues(n, now) };
  const { rows, after } = ledgerRows(before, postingsOf(n, id), now);
  const orderColumns = sql.join(Object.keys(order).map((c) => sql.ref(c)));
  const ledgerColumns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
  // Typed by the tables' own row types (json_populate_record), so every column gets its type without a cast each.
  const written = await sql<OrderRow>`
    with acc as (
      update accounts set balance = ${after.balance}, lock_balance = ${after.lock_balance}, updated_at = ${now}
      where user_id = ${n.userId} and balance = ${before.balance} and lock_balance = ${before.lock_balance}
      returning user_id
    ), ord as (
      insert into orders (${orderColumns})
      select ${orderColumns} from json_populate_record(null::orders, ${JSON.stringify(order)}::json)
      where exists (select 1 from acc)
      returning *
    ), led as (
      insert into ledger (${ledgerColumns})
      select ${ledgerColumns} from json_populate_recordset(null::ledger, ${JSON.stringify(rows)}::json)
      where exists (select 1 from ord)
    )
    select * from ord`.execute(db);
  const row = written.rows[0];
  return row ? { row, duplicate: false } : null;
}
