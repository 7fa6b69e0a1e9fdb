import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { folded } from '../search-text.js';

// Portable column helpers for migrations (SQLite and PostgreSQL differ on auto-increment keys).

/** Adds an auto-increment integer primary key called `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Money column: decimal string, 6 decimals, never null. */
export const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('0.000000');

/**
 * Writes the search form (db/search-text.ts, or `fold`) of every row's `text` into its `form` column, a few hundred
 * rows at a time, where it differs: a server upgraded with notes in place finds them at once.
 */
export async function foldColumn(db: Kysely<any>, table: string, key: string, text: string, form: string, fold = folded): Promise<void> {
  const BATCH = 500;
  for (let after = 0; ; ) {
    const rows = (await db.selectFrom(table).select([key, text, form]).where(key, '>', after).orderBy(key).limit(BATCH).execute()) as Array<Record<string, unknown>>;
    for (const row of rows) {
      const search = fold(String(row[text]));
      if (search !== row[form]) await db.updateTable(table).set({ [form]: search }).where(key, '=', row[key]).execute();
    }
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1][key]);
  }
}
