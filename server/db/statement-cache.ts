import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Prepared-statement cache for Kysely's SqliteDialect.
 *
 * Kysely's SQLite driver calls `database.prepare(sql)` for every query it runs; preparing (parsing and planning)
 * costs as much as running a small statement. Kysely compiles values to `?` parameters, so the SQL text of a query
 * shape is stable and its prepared statement can be reused. This wrapper keeps the most recently used statements
 * (bounded LRU, keyed by SQL text) and hands Kysely the cached one.
 *
 * Safety:
 * - Only DML and transaction control are cached (select, insert, update, delete, with, replace, begin, commit,
 *   rollback, savepoint, release). Anything else (create, alter, drop, pragma …) is prepared afresh and clears the
 *   cache, so no statement prepared before a schema change is reused after it (SQLite would re-prepare it anyway;
 *   clearing also releases the old plans).
 * - A statement that is still iterating (`busy`, a streamed query in progress) is never handed out twice; a fresh
 *   statement is prepared for the second user.
 * - Kysely never switches statement modes (`raw`, `pluck`, `expand`, `safeIntegers`), so a reused statement
 *   behaves exactly like a new one.
 */
export interface StatementCacheStats {
  size: number;
  max: number;
  hits: number;
  misses: number;
}

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** The better-sqlite3 connection underneath (pragmas, checkpoints). */
  readonly raw: BetterSqlite3.Database;
  stats(): StatementCacheStats;
  /** Drops every cached statement. */
  clear(): void;
}

const CACHEABLE = /^\s*(select|insert|update|delete|with|replace|begin|commit|rollback|savepoint|release|end)\b/i;

export function withStatementCache(db: BetterSqlite3.Database, max = 500, onClose?: () => void): CachingSqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  let hits = 0;
  let misses = 0;
  return {
    raw: db,
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached !== undefined && !cached.busy) {
        hits++;
        // LRU: move to the most recent end (Map keeps insertion order).
        cache.delete(sql);
        cache.set(sql, cached);
        return cached as unknown as SqliteStatement;
      }
      misses++;
      if (!CACHEABLE.test(sql)) {
        cache.clear();
        return db.prepare(sql) as unknown as SqliteStatement;
      }
      const stmt = db.prepare(sql);
      if (cached === undefined) {
        cache.set(sql, stmt);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return stmt as unknown as SqliteStatement;
    },
    close() {
      onClose?.();
      cache.clear();
      db.close();
    },
    stats: () => ({ size: cache.size, max, hits, misses }),
    clear: () => cache.clear(),
  };
}
