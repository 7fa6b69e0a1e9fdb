import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named prepared statements for Kysely's PostgresDialect: the PostgreSQL counterpart of statement-cache.ts
 * (docs/server.md, Decisions: "Database performance").
 *
 * Kysely sends every query with parameters as an unnamed statement, so PostgreSQL parses, analyses and plans its text
 * on every execution. Kysely compiles values to `$n` parameters, so one query shape always has the same text: each
 * connection of the pool now runs a DML text under a name derived from it, and PostgreSQL parses it once per
 * connection (node-postgres skips the Parse message for a name it has already sent on that connection). After five
 * executions PostgreSQL may also keep a generic plan, when it costs no more than planning each time would.
 *
 * Limits:
 * - Only DML with parameters is named (select, insert, update, delete, with). Statements without parameters
 *   (begin, commit, DDL, advisory locks) keep the simple protocol, one message each.
 * - At most `max` texts get a name (texts of `in (...)` lists vary with the list's length); later ones run unnamed,
 *   so each server-side connection holds a bounded number of statements.
 * - A statement whose result columns changed under it (a migration by a newer process during a rolling upgrade adds a
 *   column to a `select *`) fails once with PostgreSQL's "cached plan must not change result type"; that text then
 *   runs unnamed on that connection, and the query is sent again at once (inside a transaction the error has already
 *   ended it, so the transaction fails as on any other error and its caller's retry runs unnamed).
 */
const NAMED = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * How PostgreSQL refuses a prepared statement whose result type changed: SQLSTATE feature_not_supported, raised by
 * the plan cache's revalidation. The routine's name is not translated, where the message follows the server's
 * lc_messages, so a server that speaks German is recognised too.
 */
const PLAN_CHANGED = { code: '0A000', routine: 'RevalidateCachedQuery' };

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/** Makes every connection `pool` opens from now on run DML texts with parameters as named statements. */
export function prepareStatements(pool: pg.Pool, max = 500): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= max || !NAMED.test(text)) return known;
    const name = `pk_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const unnamed = new Set<string>();
    // Kysely calls query(text, values); every other form (callbacks, config objects, pool.query) passes unchanged.
    (client as unknown as { query: Query }).query = (...args) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0 && !unnamed.has(text) ? nameOf(text) : undefined;
      if (!name) return query(...args);
      return query({ name, text, values }).catch((err: { code?: string; routine?: string }) => {
        if (err?.code !== PLAN_CHANGED.code || err.routine !== PLAN_CHANGED.routine) throw err;
        unnamed.add(text as string);
        return query(text, values);
      });
    };
  });
}
