import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';
import { prepareStatements } from './prepared-statements.js';
import { usePipelinedPool } from './pipeline.js';
import { SAFETY_NET_PAGES, startCheckpointer } from './checkpointer.js';

export type Db = Kysely<Database>;

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one: an operator action (operators/audit.ts)
 * opens the transaction, the domain rule runs in it, and the audit row commits with the change or not at all.
 */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  // isTransaction is true only on Kysely's Transaction instances.
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/** A PostgreSQL pool's connections now (the metrics, http/metrics.ts). */
export interface PoolStats {
  /** connections open, busy or idle */
  open: number;
  idle: number;
  /** queries waiting for a connection: the pool is too small, or the database too slow */
  waiting: number;
  max: number;
}

const pools = new WeakMap<Db, pg.Pool>();
/**
 * What is left to close once Kysely's connection is: SQLite's checkpoint worker (its exit), PostgreSQL's pipelined pool.
 */
const closing = new WeakMap<Db, () => Promise<void>>();
const POOL_MAX = 10;
const PIPELINED_MAX = 4;

/** The pool behind `db`, or null on SQLite (one connection in the process, nothing to wait for). */
export function poolStats(db: Db): PoolStats | null {
  const pool = pools.get(db);
  return pool ? { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX } : null;
}

export interface DbConfig {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: named prepared statements (prepared-statements.ts), unless false. */
  preparedStatements?: boolean;
}

/**
 * SQLite file `<dataDir>/pipkit.db` (WAL) by default; PostgreSQL when `databaseUrl` is set. `onIdleError` hears of
 * pooled PostgreSQL connections closed while idle (a database restart, a failover, an operator's
 * pg_terminate_backend): the pool drops them and opens new ones on demand. Without a listener node-postgres raises
 * the error as an uncaught exception, which would stop the whole server.
 */
export function createDb(config: DbConfig, onIdleError: (err: Error) => void = () => {}): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: POOL_MAX });
    pool.on('error', onIdleError);
    if (config.preparedStatements !== false) prepareStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    // A few more connections in pipeline mode for the transactions that send statements in groups (pipeline.ts): the
    // engine's batches of new orders, its closes and fills, at most PIPELINED_MAX at once. Opened only when first used.
    const pipelinedPool = new pg.Pool({ connectionString: config.databaseUrl, max: PIPELINED_MAX, pipeline: true });
    pipelinedPool.on('error', onIdleError);
    if (config.preparedStatements !== false) prepareStatements(pipelinedPool);
    usePipelinedPool(db, pipelinedPool);
    closing.set(db, () => pipelinedPool.end());
    return db;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'pipkit.db');
  const sqlite = new SQLite(file);
  // Pragmas (docs/server.md, Decisions: "Database performance"):
  // - WAL: readers never block the writer and a commit is one append to the -wal file.
  // - synchronous NORMAL (under WAL): a commit is not fsynced; the WAL is synced at each checkpoint. A committed
  //   transaction survives a crash of the process; a power loss or OS crash can lose recent transactions the OS
  //   had not yet written back (never corrupts the database). Use synchronous = FULL for per-commit durability.
  // - busy_timeout: wait (instead of failing with SQLITE_BUSY) when another process (CLI, backup) holds the lock.
  // - cache_size -32000: 32 MB page cache (the default is 2 MB), so hot tables and indexes stay in memory.
  // - temp_store MEMORY: sorts and temporary b-trees never touch the disk.
  // - checkpoints run in a worker thread (db/checkpointer.ts), not inside a request's commit; the connection's
  //   own automatic checkpoint stays as a safety net at SAFETY_NET_PAGES, and journal_size_limit trims a WAL that
  //   a burst made large once it has been checkpointed.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  sqlite.pragma('journal_size_limit = 67108864');
  const checkpointer = startCheckpointer(file);
  let stopped: Promise<void> = Promise.resolve();
  // Kysely prepares every statement it runs; reuse prepared statements by SQL text (bounded LRU).
  const database = withStatementCache(sqlite, 500, () => {
    stopped = checkpointer.stop();
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  closing.set(db, () => stopped);
  return db;
}

/**
 * Closes `db` and resolves once nothing of it touches the disk or the network any more. Kysely's `destroy()` alone
 * does not wait for the SQLite checkpoint worker (its driver's close is synchronous).
 */
export async function closeDb(db: Db): Promise<void> {
  await db.destroy();
  await closing.get(db)?.();
}

/** Runs every migration of migrations/index.ts that has not run yet; throws on the first failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
