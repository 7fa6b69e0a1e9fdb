import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { closeDb, createDb } from '../db/index.js';
import { migrations } from '../db/migrations/index.js';
import { freshDatabase, postgresUrl } from '../testing.js';

// Migration 021: audit rows written before the fix kept a new operator's otpauth:// link (and so their authenticator
// key); the migration masks it, records that it did, and leaves the log append-only. On SQLite and PostgreSQL.

describe('audit rows with an authenticator link', () => {
  it('are masked once by migration 021, which says so in a row of its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-audit-mask-'));
    const cluster = postgresUrl();
    const database = cluster ? await freshDatabase(cluster) : null;
    const db = createDb({ dataDir, databaseUrl: database?.url });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('020_secret_indexes')).error).toBeUndefined();
      const at = new Date().toISOString();
      const base = { at, operator_id: null, actor: 'boss@desk.example', role: 'admin', target_type: 'operator', outcome: 'ok', before: null, input: '{"password":"***"}', ip: '127.0.0.1', user_agent: 'test' };
      const leaked = JSON.stringify({ code: 1, msg: 'success', data: { operator: { id: 7 }, totp_secret: '***', totp_link: 'otpauth://totp/Pipkit:new%40desk.example?issuer=Pipkit&secret=JBSWY3DPEHPK3PXP' } });
      const other = JSON.stringify({ id: 8, disabled: 1 });
      await db.insertInto('audit_log').values([{ ...base, action: 'operator.create', target_id: 'new@desk.example', after: leaked }, { ...base, action: 'operator.update', target_id: '8', after: other }]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('audit_log').select(['id', 'action', 'actor', 'after']).orderBy('id').execute();
      expect(rows[0].after).not.toContain('JBSWY3DPEHPK3PXP');
      expect(JSON.parse(rows[0].after!).data).toEqual({ operator: { id: 7 }, totp_secret: '***', totp_link: '***' });
      expect(rows[1].after).toBe(other);
      expect(rows[2]).toMatchObject({ action: 'audit.mask', actor: 'migration' });
      expect(JSON.parse(rows[2].after!)).toEqual({ rows: [rows[0].id], masked: 'totp_link' });
      // Still append-only afterwards.
      await expect(db.updateTable('audit_log').set({ outcome: 'changed' }).where('id', '=', rows[1].id).execute()).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('audit_log').where('id', '=', rows[1].id).execute()).rejects.toThrow(/append-only/);
    } finally {
      await closeDb(db);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
