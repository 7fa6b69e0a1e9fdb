import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { freshDatabase, postgresUrl } from '../testing.js';
import { prepareStatements } from './prepared-statements.js';
import { createDb } from './index.js';

// Named prepared statements on PostgreSQL (prepared-statements.ts). One connection per pool, so what the tests read
// from pg_prepared_statements (which lists the statements of the connection that asks) is that connection's.

interface T {
  t: { id: number; v: string };
}

describe.skipIf(!postgresUrl())('prepared statements on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let pools: pg.Pool[] = [];

  beforeAll(async () => {
    database = await freshDatabase(postgresUrl()!);
    const setup = new pg.Client({ connectionString: database.url });
    await setup.connect();
    await setup.query('create table t (id integer primary key, v text not null)');
    await setup.query("insert into t values (1, 'one'), (2, 'two'), (3, 'three')");
    await setup.end();
  });
  afterEach(async () => {
    await Promise.all(pools.map((p) => p.end()));
    pools = [];
  });
  afterAll(() => database?.drop());

  function connect(max?: number) {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pools.push(pool);
    prepareStatements(pool, max);
    const db = new Kysely<T>({ dialect: new PostgresDialect({ pool }) });
    const named = async () =>
      (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by statement`.execute(db)).rows;
    return { pool, db, named };
  }

  it('runs a query shape under one name per connection, with the right answers each time', async () => {
    const { db, named } = connect();
    for (const id of [1, 2, 3, 2]) expect(await db.selectFrom('t').select('v').where('id', '=', id).executeTakeFirst()).toEqual({ v: ['one', 'two', 'three'][id - 1] });
    await db.updateTable('t').set({ v: 'TWO' }).where('id', '=', 2).execute();
    expect(await db.selectFrom('t').select('v').where('id', '=', 2).executeTakeFirst()).toEqual({ v: 'TWO' });
    const list = await named();
    expect(list).toHaveLength(2);
    expect(list.every((s) => /^pk_[0-9a-f]{24}$/.test(s.name))).toBe(true);
    expect(list.map((s) => s.statement)).toEqual([
      'select "v" from "t" where "id" = $1',
      'update "t" set "v" = $1 where "id" = $2',
    ]);
  });

  it('leaves statements without parameters, transaction control and other call forms unnamed', async () => {
    const { db, pool, named } = connect();
    await sql`select count(*) from t`.execute(db);
    await db.transaction().execute((trx) => trx.selectFrom('t').selectAll().where('id', '=', 1).execute());
    await new Promise<void>((resolve, reject) => pool.query('select v from t where id = $1', [1], (err) => (err ? reject(err) : resolve())));
    expect((await named()).map((s) => s.statement)).toEqual(['select * from "t" where "id" = $1']);
  });

  it('names at most `max` texts; later ones still run', async () => {
    const { db, named } = connect(2);
    expect(await db.selectFrom('t').select('id').where('id', 'in', [1]).execute()).toHaveLength(1);
    expect(await db.selectFrom('t').select('id').where('id', 'in', [1, 2]).execute()).toHaveLength(2);
    expect(await db.selectFrom('t').select('id').where('id', 'in', [1, 2, 3]).execute()).toHaveLength(3);
    expect(await named()).toHaveLength(2);
  });

  it('passes errors through as they are', async () => {
    const { db } = connect();
    await expect(db.insertInto('t').values({ id: 1, v: 'again' }).execute()).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('t').select('v').where('id', '=', 1).executeTakeFirst()).toEqual({ v: 'one' });
  });

  it('runs a statement unnamed once its result columns changed under it (a migration by another process)', async () => {
    const { db, named } = connect();
    const row = () => db.selectFrom('t').selectAll().where('id', '=', 3).executeTakeFirst();
    expect(await row()).toEqual({ id: 3, v: 'three' });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('alter table t add column extra integer not null default 7');
      expect(await row()).toEqual({ id: 3, v: 'three', extra: 7 });
      expect(await row()).toEqual({ id: 3, v: 'three', extra: 7 });
      expect(await named()).toHaveLength(1); // the old one stays on the connection, unused
    } finally {
      await other.query('alter table t drop column extra');
      await other.end();
    }
  });

  it('are what createDb sets up, unless the configuration turns them off (a pooler that cannot keep them)', async () => {
    for (const preparedStatements of [undefined, false]) {
      const db = createDb({ dataDir: '/nonexistent', databaseUrl: database.url, preparedStatements }) as unknown as Kysely<T>;
      try {
        // One query at a time: the pool hands out the same idle connection, whose statements pg_prepared_statements lists.
        await db.selectFrom('t').select('v').where('id', '=', 1).execute();
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(db);
        expect(Number(rows[0].n)).toBe(preparedStatements === false ? 0 : 1);
      } finally {
        await db.destroy();
      }
    }
  });
});
