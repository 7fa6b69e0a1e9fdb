import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Until 2026-11-28 the audit row of an operator made through the API kept its answer with the otpauth:// link unmasked
// (operators/audit.ts masked `totp_secret` but not `totp_link`), and the link carries the authenticator key: whoever
// could read the audit log could make that operator's codes. This masks the link in those rows. The audit log is
// append-only by trigger, so the trigger steps aside for this one statement, and the change itself is recorded as a
// row of its own (`audit.mask`, actor `migration`) naming the rows it touched.

const LINK = /"totp_link":"[^"]*"/g;

export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('audit_log').select(['id', 'after']).where('action', '=', 'operator.create').where('after', 'like', '%otpauth:%').execute()) as Array<{ id: number; after: string }>;
  if (!rows.length) return;
  const pg = isPostgres(db);
  if (pg) await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(db);
  else await sql`DROP TRIGGER audit_log_no_update`.execute(db);
  for (const r of rows) await db.updateTable('audit_log').set({ after: r.after.replace(LINK, '"totp_link":"***"') }).where('id', '=', r.id).execute();
  if (pg) await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(db);
  else await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(), operator_id: null, actor: 'migration', role: 'admin', action: 'audit.mask', target_type: 'audit_log', target_id: rows.map((r) => r.id).join(',').slice(0, 64),
      outcome: 'ok', before: null, after: JSON.stringify({ rows: rows.map((r) => r.id), masked: 'totp_link' }), input: null, ip: 'local', user_agent: '021_audit_totp_links',
    })
    .execute();
}

export async function down(): Promise<void> {
  // What was masked stays masked: the key is not kept anywhere to put back.
}
