import { PostgresAdapter, type Kysely } from 'kysely';

/** True when the Kysely instance (or a transaction of it) talks to PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
