import type { Kysely } from 'kysely';

// A client closes their own account (docs/accounts.md "Closing the account"): `users.closed_at`, since when. A closed
// account is also locked (`locked_at` set at the same moment), so every check that keeps a locked user out keeps a
// closed one out; `closed_at` tells the two apart for the owner's answer and the desk, and reopening clears both.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('closed_at').execute();
}
