// An exact SQL sum of a money column (decimal text with at most MONEY_DP = 6 decimals, as every ledger row is
// rounded): SUM over text would be floating point on SQLite. PostgreSQL sums it as numeric; SQLite as a 64-bit
// integer of millionths, each row converted through a double first, which is exact for a row below 9 billion and a sum
// below 9 trillion (more raises "integer overflow", never a wrong figure). Both come back as text, read by `moneySum`.
// `exactUnits` is the same exact number per row, for other scales (lots) and for comparisons (a profit above 0).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';
import { big, roundMoney } from '../../src/core/money/index.js';
import { isPostgres } from './dialect.js';

/**
 * A decimal text column as an exact number to compute with in SQL: numeric on PostgreSQL; on SQLite an integer of
 * 10^-decimals units (the same scale on every row, so sums and signs are exact; the sign alone needs no scale back).
 */
export function exactUnits(db: Kysely<Database>, column: string, decimals = 6): RawBuilder<unknown> {
  return isPostgres(db) ? sql`cast(${sql.ref(column)} as numeric)` : sql`cast(round(${sql.ref(column)} * ${sql.lit(10 ** decimals)}) as integer)`;
}

/** Lots are summed to this many decimals (finer than any lot step). */
export const LOT_DECIMALS = 8;

/**
 * `sum(column)` exactly, as text (null over no rows); `column` as Kysely references it ('ledger.value', 'w.fee'). With
 * `when`, only the rows meeting it are summed (a sum over a part of a group: the last three weeks of a trader's trades).
 * `decimals`: the column's scale (money's 6 unless told: LOT_DECIMALS for lots).
 */
export function exactSum(db: Kysely<Database>, column: string, when?: RawBuilder<unknown>, decimals = 6): RawBuilder<string | null> {
  const value = exactUnits(db, column, decimals);
  return sql<string | null>`cast(sum(${when ? sql`case when ${when} then ${value} end` : value}) as text)`;
}

/** The decimal string of what `exactSum` answered at that scale ("0" for no rows), without trailing zeros. */
export function decimalSum(db: Kysely<Database>, text: string | null | undefined, decimals = 6): string {
  if (text == null) return '0';
  return (isPostgres(db) ? big(text) : big(text).div(10 ** decimals)).toString();
}

/** The money string (6 dp) of what `exactSum` answered ("0" for no rows). */
export function moneySum(db: Kysely<Database>, text: string | null | undefined): string {
  return text == null ? '0' : roundMoney(decimalSum(db, text));
}
