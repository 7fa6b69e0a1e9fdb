import type { Kysely } from 'kysely';

// Outbox retries (docs/accounts.md "Outbox"): a notice whose delivery fails, or whose process stops before it is
// delivered, is tried again later. `next_attempt_at` is when a process may try it next (null: never again, as for a
// verification code or a message already sent); `attempts` counts the tries. Messages stored before this migration
// are not tried again: a notice days late would only confuse.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'varchar(32)').execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').column('next_attempt_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('attempts').execute();
}
