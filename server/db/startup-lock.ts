import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { isPostgres } from './dialect.js';

// Seeding at start (instruments, news, companies, the ranking's traders) reads what exists and inserts the rest. Two
// processes of a cluster starting at once (gateways, engines: docs/cluster.md) would both insert the same rows; on
// PostgreSQL they take turns under a session advisory lock held by one connection of the pool. SQLite is one
// process's file, whose writes are already one at a time.

/** 'PKSD' as a 32-bit integer: the lock key of start-up seeding. */
const SEED_LOCK_KEY = 0x504b5344;

export async function underStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(conn);
    }
  });
}
