import type { Kysely } from 'kysely';

// Two-step sign-in for traders (docs/accounts.md "Two-step sign-in"): an authenticator app's codes (RFC 6238) after
// the password. `totp_pending` is a secret being set up (not yet confirmed with a code), `totp_secret` the one in
// use since `totp_enabled_at`; `totp_step` the last time step accepted (a code is never accepted twice);
// `recovery_codes` the SHA-256 hashes of the unused one-time recovery codes, as a JSON array.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_pending', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_step', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('recovery_codes', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['recovery_codes', 'totp_enabled_at', 'totp_step', 'totp_secret', 'totp_pending']) await db.schema.alterTable('users').dropColumn(c).execute();
}
