import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

// Margin calls (docs/trading.md "Margin call and stop-out notices"): each time an account's risk rate falls below the
// margin-call level, one row, ended when the account is safe again. The owner is told once per row; at most one row
// per account is open, which the partial unique index holds even against two engines for a moment (a leader
// switch), so a trader is never told twice of one margin call.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('margin_calls'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('risk_rate', 'text', (c) => c.notNull())
    .addColumn('equity', 'text', (c) => c.notNull())
    .addColumn('margin', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('margin_calls_open').unique().on('margin_calls').column('user_id').where(sql.ref('ended_at'), 'is', null).execute();
  await db.schema.createIndex('margin_calls_user').on('margin_calls').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('margin_calls').execute();
}
