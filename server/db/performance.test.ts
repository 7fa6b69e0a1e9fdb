import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.js';
import { withStatementCache } from './statement-cache.js';

describe('prepared-statement cache', () => {
  it('reuses statements by SQL text, bounded, and never caches across schema changes', () => {
    const raw = new SQLite(':memory:');
    const db = withStatementCache(raw, 2);
    try {
      db.prepare('create table t (a integer)').run([]);
      const ins = db.prepare('insert into t (a) values (?)');
      expect(db.prepare('insert into t (a) values (?)')).toBe(ins);
      ins.run([1]);
      ins.run([2]);
      const sel = db.prepare('select a from t order by a');
      expect(sel.all([])).toEqual([{ a: 1 }, { a: 2 }]);
      expect(db.stats()).toMatchObject({ size: 2, hits: 1 });
      // LRU: a third statement evicts the least recently used one (the insert)
      db.prepare('select count(*) as n from t');
      expect(db.stats().size).toBe(2);
      expect(db.prepare('select a from t order by a')).toBe(sel);
      expect(db.prepare('insert into t (a) values (?)')).not.toBe(ins);
      // DDL is never cached and drops the cache; the table's new column is visible
      db.prepare('alter table t add column b text').run([]);
      expect(db.stats().size).toBe(0);
      expect(db.prepare('select * from t order by a').all([])).toEqual([{ a: 1, b: null }, { a: 2, b: null }]);
      // a statement still iterating is not handed out twice
      const it1 = db.prepare('select a from t order by a').iterate([]);
      it1.next();
      const again = db.prepare('select a from t order by a');
      expect(again.all([])).toEqual([{ a: 1 }, { a: 2 }]);
      it1.return?.();
    } finally {
      db.close();
    }
    expect(raw.open).toBe(false);
  });
});

describe('background WAL checkpoints', () => {
  it('checkpoints a grown WAL from a worker thread and stops cleanly, its connection closed before stop() resolves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pipkit-ckpt-'));
    const file = join(dir, 'test.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0'); // only the worker checkpoints here
    const cp = startCheckpointer(file, { intervalMs: 20, thresholdBytes: 64 * 1024 });
    try {
      db.exec('create table t (x text)');
      const ins = db.prepare('insert into t (x) values (?)');
      const payload = 'x'.repeat(1000);
      db.transaction(() => {
        for (let i = 0; i < 2000; i++) ins.run(payload);
      })();
      const before = statSync(file).size;
      const deadline = Date.now() + 20_000;
      while (cp.runs === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(cp.runs).toBeGreaterThan(0);
      // the pages reached the database file without the main connection checkpointing
      expect(statSync(file).size).toBeGreaterThan(before + 1_000_000);
      expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 2000 });
      await cp.stop();
      db.close();
      // The main connection was the last one open, so SQLite removed the -wal and -shm files as it closed.
      expect(readdirSync(dir)).toEqual(['test.db']);
    } finally {
      void cp.stop();
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
