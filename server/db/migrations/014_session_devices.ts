import type { Kysely } from 'kysely';

// Signed-in devices (docs/accounts.md "Signed-in devices"): each session keeps the address and browser it was made
// from, so its owner can tell their devices apart, end one they do not know, and be told of a sign-in from a new one.
// Sessions made before this migration show as an unknown device.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
}
