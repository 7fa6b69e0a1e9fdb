import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Responsible-trading limits (docs/accounts.md "Trading limits and breaks"): a trader's own deposit and loss limits —
// one row per kind, with the looser value that waits its 24 hours beside the one that applies — and the breaks from
// trading they took (kept, not overwritten: support sees when each began). A loss limit sums a trader's ledger rows of
// the last day, week or month at every order they place, so the ledger is indexed by user and time, with the type and
// amount in the index so the sum reads no table rows; on a large PostgreSQL ledger build it beforehand with `create
// index concurrently ledger_user_time_idx on ledger (user_id, created_at, type, value)` (the migration then finds it
// and does nothing).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trading_limits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('next_amount', 'text')
    .addColumn('next_period', 'text')
    .addColumn('next_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trading_limits_pk', ['user_id', 'kind'])
    .execute();
  await withId(db, db.schema.createTable('trading_breaks'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trading_breaks_user_idx').on('trading_breaks').columns(['user_id', 'ends_at']).execute();
  await db.schema.createIndex('ledger_user_time_idx').ifNotExists().on('ledger').columns(['user_id', 'created_at', 'type', 'value']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_user_time_idx').ifExists().execute();
  await db.schema.dropTable('trading_breaks').execute();
  await db.schema.dropTable('trading_limits').execute();
}
