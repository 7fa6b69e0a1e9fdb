import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Sign-in activity (docs/accounts.md "Sign-in activity"): each sign-in to an account and each attempt on it that
// failed (a wrong password, a wrong two-step code), with where it came from, so the owner sees someone trying, and
// which browsers an account has used for longer than its sessions live. Read by user, newest first; pruned by time.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sign_ins'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(200)', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_ins_user_idx').on('sign_ins').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('sign_ins_at_idx').on('sign_ins').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_ins').execute();
}
