import { sql, type Kysely } from 'kysely';

// The server reads the users who have an authenticator key at every start: the plain ones to seal, the newest sealed
// ones to check its key (auth/stored-secrets.ts). Partial indexes of those users only (a few percent of the table),
// so a start never scans every user.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_with_totp_secret').on('users').column('id').where(sql.ref('totp_secret'), 'is not', null).execute();
  await db.schema.createIndex('users_with_totp_pending').on('users').column('id').where(sql.ref('totp_pending'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_with_totp_pending').execute();
  await db.schema.dropIndex('users_with_totp_secret').execute();
}
