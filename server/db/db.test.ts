import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { closeDb, createDb, migrateToLatest } from './index.js';
import { migrations } from './migrations/index.js';

describe('database', () => {
  it('creates a WAL SQLite file, migrates once, and keeps data across reopen', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pipkit-db-')), 'nested');
    try {
      const db = createDb({ dataDir });
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows[0].journal_mode).toBe('wal');
      await db.insertInto('settings').values({ key: 'title', value: 'kept' }).execute();
      await closeDb(db);
      // Nothing of it is open any more (the checkpoint worker included), so the WAL and its index are gone.
      expect(readdirSync(dataDir)).toEqual(['pipkit.db']);

      const again = createDb({ dataDir });
      expect(await migrateToLatest(again)).toEqual([]);
      expect((await again.selectFrom('settings').selectAll().execute())[0]).toEqual({ key: 'title', value: 'kept' });
      await closeDb(again);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('migrations can be rolled back (down) cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-db-'));
    try {
      const db = createDb({ dataDir });
      await migrateToLatest(db);
      for (const name of Object.keys(migrations).reverse()) await migrations[name].down!(db);
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely%' and name not like 'sqlite%'`.execute(db);
      expect(tables.rows).toEqual([]);
      await closeDb(db);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
