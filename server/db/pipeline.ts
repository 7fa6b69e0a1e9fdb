import type pg from 'pg';
import type { Compilable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * A transaction whose statements go to the database in groups (docs/server.md, Decisions: "Statements sent in
 * groups"). Kysely sends one statement and waits for its answer before the next, even when the next does not depend
 * on it: on PostgreSQL each statement is a round trip, a write and a wake-up on both sides. Here the statements of a
 * group are sent together with node-postgres' pipeline mode and answered together: one round trip for the group,
 * `begin` rides with the first group and `commit` with the last. PostgreSQL still runs them one after the other, in
 * order, in one transaction: a statement that fails aborts the transaction, the ones after it in the group fail, and
 * the transaction is rolled back.
 *
 * On SQLite (in the process, no round trips), on any database without a pipelined pool and when all its connections
 * are busy, the same groups run one statement at a time in Kysely's transaction: one implementation of the caller's
 * rule on both.
 */
export interface Pipeline {
  /** For building statements only: they are compiled here and run by `run`. */
  readonly db: Kysely<Database>;
  /**
   * Runs the statements in order and answers their rows, in order. `last`: the transaction commits with this group
   * (nothing runs in it afterwards, and the caller must not fail after it: what it wrote is saved); without it the
   * transaction commits after the caller's function returns.
   */
  run(statements: Compilable[], last?: boolean): Promise<Array<Record<string, unknown>[]>>;
}

const pipelinedPools = new WeakMap<Kysely<Database>, { pool: pg.Pool; db: Kysely<Database> }>();

/** Makes `pipelined` send the groups of `db`'s transactions over `pool` (a pool with `pipeline: true`). */
export function usePipelinedPool(db: Kysely<Database>, pool: pg.Pool): void {
  pipelinedPools.set(db, { pool, db });
}

/** Runs `fn` in a transaction of its own, its statements sent in the groups it gives (see Pipeline). */
export async function pipelined<T>(db: Kysely<Database>, fn: (p: Pipeline) => Promise<T>): Promise<T> {
  const pipe = pipelinedPools.get(db);
  // With every pipelined connection busy (a few transactions waiting on a lock, say) the groups run step by step on
  // the main pool: slower, but nothing queues behind them.
  const busy = (pool: pg.Pool) => pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10);
  if (!pipe || busy(pipe.pool)) return db.transaction().execute((trx) => fn(stepByStep(trx)));
  const client = await pipe.pool.connect();
  // A connection lost while checked out: node-postgres fails the queries in flight with the error (the catch below
  // drops the connection) and also emits it, which with no listener would end the process.
  const lost = () => {};
  client.on('error', lost);
  const release = (err?: Error) => {
    client.off('error', lost);
    client.release(err);
  };
  let begun = false;
  let ended = false;
  const send = (text: string, values?: readonly unknown[]) =>
    (values ? client.query(text, [...values]) : client.query(text)) as Promise<pg.QueryResult<Record<string, unknown>>>;
  const p: Pipeline = {
    db: pipe.db,
    async run(statements, last = false) {
      if (ended) throw new Error('pipelined: the transaction has ended');
      // Compiled before anything is sent (a statement that cannot compile sends nothing), then every query is handed to
      // the client in this same turn, so it writes them back to back.
      const compiled = statements.map((s) => s.compile());
      const sent = [begun ? null : send('begin'), ...compiled.map((c) => send(c.sql, c.parameters)), last ? send('commit') : null];
      begun = true;
      if (last) ended = true;
      const answers = await Promise.allSettled(sent);
      const failed = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
      if (failed) throw failed.reason;
      if (last && (answers.at(-1) as PromiseFulfilledResult<pg.QueryResult>).value.command !== 'COMMIT') throw new Error('pipelined: the transaction was rolled back');
      return answers.slice(1, 1 + statements.length).map((a) => (a as PromiseFulfilledResult<pg.QueryResult<Record<string, unknown>>>).value.rows);
    },
  };
  try {
    const out = await fn(p);
    if (!ended) {
      ended = true;
      if (begun) await send('commit');
    }
    release();
    return out;
  } catch (e) {
    // A connection that cannot even roll back is dropped from the pool instead of being handed out again.
    const rolledBack = !begun || (await send('rollback').then(() => true, () => false));
    release(rolledBack ? undefined : (e as Error));
    throw e;
  }
}

/** The same groups, one statement at a time in Kysely's transaction (which commits when the caller returns). */
function stepByStep(trx: Transaction<Database>): Pipeline {
  let ended = false;
  return {
    db: trx,
    async run(statements, last = false) {
      if (ended) throw new Error('pipelined: the transaction has ended');
      ended = last;
      const out: Array<Record<string, unknown>[]> = [];
      for (const s of statements) out.push((await trx.executeQuery(s.compile())).rows as Record<string, unknown>[]);
      return out;
    },
  };
}
