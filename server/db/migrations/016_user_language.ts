import type { Kysely } from 'kysely';

// The language a user reads (docs/accounts.md "What the owner is told"): the owner's notices are written in it. Set
// at registration and at each sign-in from a browser the account already used, from the request's `lang` header.
// Users from before this migration read English until they next sign in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('lang', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
