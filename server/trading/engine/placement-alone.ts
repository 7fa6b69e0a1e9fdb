/**
 * An order that arrives alone, on PostgreSQL, usually in one statement instead of a transaction of six (docs/trading.md
 * "An order alone"). One at a time, an order's latency is mostly round trips to the database: each costs the engine
 * and PostgreSQL a socket write and a wake-up.
 *
 * 1. The trader's balances and the order's id: as the engine's last order alone left them (AloneMemory), or read
 *    without locking (the account, and an id from the orders' sequence).
 * 2. Judge the order exactly as placement.ts does (the same `accept`, order values and ledger rows).
 * 3. One statement writes it: the account is updated only if it still holds the balances the order was judged on,
 *    and the order and its ledger rows are inserted only if it was. PostgreSQL runs a statement atomically, so either
 *    all of it is written or none. The statement also answers the account as it found it when it wrote nothing, and
 *    the id of the next order.
 *
 * Remembered balances are a guess that the write checks: when the account changed meanwhile (a deposit, a close, an
 * operator's adjustment, another engine's write) nothing is written and the order is judged once more on the balances
 * the statement found; and a refusal is never given on remembered balances, only on balances just read. When the
 * account changed again, the answer is null and the caller places the order the locking way. An order with a
 * client_ref is written only if the trader has no order with that ref; when one exists (a retried submit), the answer
 * is null too, and the locking way answers the ref with its first order. Nor is such an order refused here: a retry
 * whose first order took the money would be, so the locking way, which looks for the ref first, judges it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/envelope.js';
import { ledgerRows, type AccountBalances } from '../../ledger/index.js';
import type { OrderRow } from '../schema.js';
import { accept, orderValues, postingsOf, type NewOrder, type Placed } from './placement.js';

/**
 * What the engine leader keeps between orders alone: each trader's balances as its last order alone left them (at
 * most `max` traders, the least recent forgotten first), and one id taken from the orders' sequence for the next.
 */
export class AloneMemory {
  private readonly accounts = new Map<number, AccountBalances>();
  private id: number | null = null;

  constructor(private readonly max = 10_000) {}

  account(userId: number): AccountBalances | undefined {
    return this.accounts.get(userId);
  }

  remember(userId: number, balances: AccountBalances): void {
    this.accounts.delete(userId);
    this.accounts.set(userId, balances);
    if (this.accounts.size > this.max) this.accounts.delete(this.accounts.keys().next().value!);
  }

  forget(userId: number): void {
    this.accounts.delete(userId);
  }

  takeId(): number | null {
    const id = this.id;
    this.id = null;
    return id;
  }

  keepId(id: number): void {
    this.id = id;
  }

  dropId(): void {
    this.id = null;
  }
}

/** How the placement queue writes an order alone: placeAlone with the engine's memory. */
export class AlonePlacement {
  readonly memory = new AloneMemory();

  constructor(private readonly db: Kysely<Database>) {}

  place(n: NewOrder): Promise<Placed | AppError | null> {
    return placeAlone(this.db, n, this.memory);
  }

  /**
   * Orders were just inserted another way (a batch, with ids from the sequence): an id taken before them would list
   * the next order below them, so it is left unused (a gap in the sequence, as a rolled-back insert leaves).
   */
  batchWritten(): void {
    this.memory.dropId();
  }
}

interface Written extends OrderRow {
  current_balance: string | null;
  current_lock_balance: string | null;
  next_id: string;
  /** The trader had an order with this client_ref before the statement (nothing was written). */
  ref_used: boolean;
}

/** The order, its refusal, or null: the account changed twice while it was judged (place it the locking way). */
export async function placeAlone(db: Kysely<Database>, n: NewOrder, memory = new AloneMemory()): Promise<Placed | AppError | null> {
  const now = new Date().toISOString();
  let before = memory.account(n.userId);
  let id = memory.takeId();
  let read = false;
  const readAccount = async () => {
    const row = await db
      .selectFrom('accounts')
      .select(['balance', 'lock_balance', sql<string>`nextval(pg_get_serial_sequence('orders', 'id'))`.as('next_id')])
      .where('user_id', '=', n.userId)
      .executeTakeFirst();
    if (!row) throw new Error(`placement: user ${n.userId} has no account`);
    before = { balance: row.balance, lock_balance: row.lock_balance };
    if (id === null) id = Number(row.next_id);
    else memory.keepId(Number(row.next_id));
    read = true;
  };
  if (!before || id === null) await readAccount();

  for (let attempt = 0; attempt < 3; attempt++) {
    const [refusal] = accept([n], new Map([[n.userId, before!]]), now);
    if (refusal && !read) {
      await readAccount(); // remembered balances may be short of a deposit made since: never refuse on them
      continue;
    }
    if (refusal) {
      memory.remember(n.userId, before!);
      memory.keepId(id!);
      // A retried submit whose first order took the money would be refused here: the locking way answers its ref.
      return n.order.clientRef === null ? refusal : null;
    }
    let result: Awaited<ReturnType<typeof write>>;
    try {
      result = await write(db, n, id!, before!, now);
    } catch (e) {
      // A twin with the same client_ref was written at the same instant: the locking way answers with it.
      if (n.order.clientRef !== null && isUniqueViolation(e)) break;
      throw e;
    }
    const { written, after } = result;
    memory.keepId(Number(written.next_id));
    if (written.id !== null) {
      const { current_balance: _b, current_lock_balance: _l, next_id: _n, ref_used: _r, ...row } = written;
      memory.remember(n.userId, after);
      return { row, duplicate: false };
    }
    if (written.ref_used) return null; // a retried submit: the locking way answers with the first order
    // Changed between a read and the write (or gone): the locking way.
    if (read || written.current_balance === null || written.current_lock_balance === null) break;
    // Changed since the engine's last order alone: judged once more on what the statement found.
    before = { balance: written.current_balance, lock_balance: written.current_lock_balance };
    read = true;
  }
  memory.forget(n.userId);
  return null;
}

/**
 * The one statement: the account only if it holds `before`, then the order and its ledger rows only if the account
 * was written. Always one row: the order's columns (null when nothing was written), the account as the statement
 * found it when nothing was written, and the next order's id.
 */
async function write(db: Kysely<Database>, n: NewOrder, id: number, before: AccountBalances, now: string): Promise<{ written: Written; after: AccountBalances }> {
  const order = { id, ...orderValues(n, now) };
  const { rows, after } = ledgerRows(before, postingsOf(n, id), now);
  const orderColumns = sql.join(Object.keys(order).map((c) => sql.ref(c)));
  const ledgerColumns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
  const ref = n.order.clientRef;
  // Every part of a statement sees the tables as they were when it began: this is "an order of this ref before",
  // looked up once (a CTE named twice is evaluated once) for the account's condition and the answer.
  const refUsed = ref === null ? sql`false` : sql`exists (select 1 from orders where user_id = ${n.userId} and client_ref = ${ref})`;
  // Typed by the tables' own row types (json_populate_record), so every column gets its type without a cast each.
  const result = await sql<Written>`
    with ref as (
      select ${refUsed} as used
    ), acc as (
      update accounts set balance = ${after.balance}, lock_balance = ${after.lock_balance}, updated_at = ${now}
      where user_id = ${n.userId} and balance = ${before.balance} and lock_balance = ${before.lock_balance}
        and not (select used from ref)
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
    select ord.*, cur.balance as current_balance, cur.lock_balance as current_lock_balance,
      nextval(pg_get_serial_sequence('orders', 'id')) as next_id, (select used from ref) as ref_used
    from (select 1) as one
    left join ord on true
    left join accounts as cur on cur.user_id = ${n.userId} and not exists (select 1 from acc)`.execute(db);
  return { written: result.rows[0], after };
}
