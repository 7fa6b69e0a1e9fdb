import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Authenticator keys are stored sealed (auth/secret-box.ts): `enc1:` and 60 bytes in base64url make 85 characters for
// a 20-byte key, more than the 64 the columns had. SQLite does not enforce a varchar's length, so only PostgreSQL
// changes. The server seals the values already stored when it starts (sealStoredSecrets), not here: a migration has
// no key.

const COLUMNS = [['users', 'totp_pending'], ['users', 'totp_secret'], ['operators', 'totp_secret']] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).alterColumn(column, (c) => c.setDataType('varchar(255)')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).alterColumn(column, (c) => c.setDataType('varchar(64)')).execute();
}
