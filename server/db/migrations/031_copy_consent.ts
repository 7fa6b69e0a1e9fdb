import type { Kysely } from 'kysely';

// Copy trading answerable (docs/trading.md "Copy trading"):
// - `users.copy_closed_at`: since when the trader does not let others copy them (null: they may be copied). Closing
//   ends every running copy of them.
// - `copy_follows.end_reason`: who ended a copy — `follower` (they stopped), `stop_loss` (their copy stop-loss),
//   `trader` (the trader closed copying), `desk` (an operator); null for copies ended before this migration.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('copy_closed_at', 'varchar(32)').execute();
  await db.schema.alterTable('copy_follows').addColumn('end_reason', 'varchar(16)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('copy_follows').dropColumn('end_reason').execute();
  await db.schema.alterTable('users').dropColumn('copy_closed_at').execute();
}
