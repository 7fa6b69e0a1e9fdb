import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Content (issue 6): news articles, companies (main mode), the ranking opt-out/display names, and the built-in
// support chat (conversations + messages). Seeds (articles, companies, ranking traders with closed trades) are
// inserted at start by server/content/seed.ts, because the trades need the instruments seeded by the engine.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('news'))
    .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('desc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    // Sanitised HTML (server/content/sanitize.ts); the client sanitises again before rendering.
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seed_key', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_list_idx').on('news').columns(['category_id', 'published', 'id']).execute();

  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('registered_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seed_key', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // Ranking profile of a user: display name and whether they are listed. Users without a row are listed with a
  // masked account name once they have closed trades (real users only).
  await db.schema
    .createTable('follow_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seed_key', 'varchar(64)')
    .execute();

  await withId(db, db.schema.createTable('support_conversations'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    // SHA-256 of a visitor's random key (visitors chat without an account).
    .addColumn('guest_hash', 'varchar(64)')
    .addColumn('uid', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_conv_user_uq').on('support_conversations').column('user_id').unique().execute();
  await db.schema.createIndex('support_conv_guest_uq').on('support_conversations').column('guest_hash').unique().execute();

  await withId(db, db.schema.createTable('support_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('support_conversations.id'))
    // 'user' or 'operator'
    .addColumn('sender', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_msg_conv_idx').on('support_messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['support_messages', 'support_conversations', 'follow_profiles', 'companies', 'news']) await db.schema.dropTable(t).execute();
}
