import type { Kysely } from 'kysely';

// When a session was last used (auth/seen.ts), for the devices screen's "last active". Null until first written:
// sessions made before this migration read as last active when they were made.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('seen_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('seen_at').execute();
}
