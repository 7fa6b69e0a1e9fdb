import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Accounts and identity (issue 4): one-time codes, picture captchas, the outbox of every outgoing message,
// uploaded images and real-name (identity) submissions. Schema builder only, so it runs on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('verify_codes'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('verify_codes_target_idx').on('verify_codes').columns(['target', 'purpose', 'id']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_target_idx').on('outbox').columns(['target', 'id']).execute();

  await withId(db, db.schema.createTable('uploads'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('identity_submissions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('card_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('front_pic', 'varchar(256)', (c) => c.notNull())
    .addColumn('reverse_pic', 'varchar(256)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('identity_user_idx').on('identity_submissions').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('identity_status_idx').on('identity_submissions').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['identity_submissions', 'uploads', 'outbox', 'captchas', 'verify_codes']) await db.schema.dropTable(t).execute();
}
