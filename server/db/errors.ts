/** What a database error means to the caller, the same on SQLite and PostgreSQL (their codes differ). */

/** A unique index refused the row: someone wrote the same key first (SQLite and PostgreSQL codes). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === '23505' || /UNIQUE constraint failed/i.test(err?.message ?? '');
}

/**
 * PostgreSQL ended the transaction because of another one: a deadlock (40P01; it fails one of the two after
 * `deadlock_timeout`), a serialization failure (40001), a lock not granted in time (55P03).
 */
const PG_CONFLICTS = new Set(['40P01', '40001', '55P03']);

/**
 * The transaction failed only because another held what it needed, and was rolled back whole: nothing of it is
 * saved, and the same request sent again can succeed. SQLite's SQLITE_BUSY: another process (the CLI, a backup) held
 * the file past the busy timeout.
 */
export function isConflictRollback(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (PG_CONFLICTS.has(code) || code === 'SQLITE_BUSY');
}
