import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Passkeys (docs/accounts.md "Passkeys"): a trader's WebAuthn credentials, each the public key of a key pair kept by
// their device or password manager, found at sign-in by its credential id (unique; base64url as the browser sends
// it). `counter` is the authenticator's signature counter (0 for those that keep none). The challenges the server
// handed out, each spendable once until it expires: kept in the database, since the ceremony's two requests may reach
// two gateways of a cluster.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expiry_idx').on('webauthn_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
