import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { withId } from './helpers.js';

// The operator console (docs/operators.md): operator accounts with a TOTP second factor and a role, their sessions,
// users an operator can lock, and the audit log. The audit log is append-only in the database itself: a trigger
// refuses UPDATE and DELETE, so not even a bug in the server can rewrite what an operator did.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    /** The last TOTP time step accepted: a code is good once (no replay within its 30 s window). */
    .addColumn('totp_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .execute();
  await withId(db, db.schema.createTable('operator_sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    /** null for the automation token (ADMIN_TOKEN), whose actor is 'token'. */
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    /** 'ok', or the catalogue key of the refusal (the change did not happen). */
    .addColumn('outcome', 'varchar(64)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('input', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'id']).execute();
  await db.schema.alterTable('users').addColumn('locked_at', 'varchar(32)').execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql.raw(`CREATE TRIGGER audit_log_no_${op.toLowerCase()} BEFORE ${op} ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`DROP FUNCTION audit_log_append_only() CASCADE`.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
  await db.schema.alterTable('users').dropColumn('locked_at').execute();
}
