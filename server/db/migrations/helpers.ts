import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Portable column helpers for migrations (SQLite and PostgreSQL differ on auto-increment keys).

/** Adds an auto-increment integer primary key called `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Money column: decimal string, 6 decimals, never null. */
export const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('0.000000');
