import type { Kysely } from 'kysely';
import { money, withId } from './helpers.js';

// Foundation tables: users, sessions, accounts, ledger, settings (CONVENTIONS "Server layout").
// Only the Kysely schema builder is used so the same migration runs on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('uid', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('mobile', 'varchar(32)', (c) => c.unique())
    .addColumn('area_id', 'integer')
    .addColumn('password_hash', 'text')
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'integer', (c) => c.references('users.id'))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demo_id', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('balance', 'varchar(40)', money)
    .addColumn('lock_balance', 'varchar(40)', money)
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('value', 'varchar(40)', money)
    .addColumn('lock_value', 'varchar(40)', money)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('memo_tran', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref', 'varchar(128)')
    .addColumn('balance_after', 'varchar(40)', money)
    .addColumn('lock_balance_after', 'varchar(40)', money)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // NULL refs never collide (SQL unique semantics on both databases), so only keyed rows are deduplicated.
  await db.schema.createIndex('ledger_type_ref_uq').on('ledger').columns(['type', 'ref']).unique().execute();
  await db.schema.createIndex('ledger_user_idx').on('ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['settings', 'ledger', 'accounts', 'sessions', 'users']) await db.schema.dropTable(t).execute();
}
