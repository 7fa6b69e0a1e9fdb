import type { Kysely } from 'kysely';

// Failed logins per account (server/auth/login-guard.ts): after a few, that account's login needs a picture captcha
// and each further failure answers more slowly. Keyed by the normalised login name, known account or not, so probing
// unknown names costs the same.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
