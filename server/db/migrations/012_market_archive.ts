import type { Kysely } from 'kysely';

// The market archive (server/feed/archive.ts): the manual feed's candles and last quotes, so a restart or a new
// engine leader continues the charts and prices an outside source pushed instead of starting from reference prices.
// Prices are decimal strings at the instrument's precision, as the feed emits them; `time` is the bar's bucket start
// in unix seconds.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_candles')
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'varchar(40)', (c) => c.notNull())
    .addColumn('high', 'varchar(40)', (c) => c.notNull())
    .addColumn('low', 'varchar(40)', (c) => c.notNull())
    .addColumn('close', 'varchar(40)', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_candles_pk', ['code', 'period', 'time'])
    .execute();
  await db.schema
    .createTable('market_quotes')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('bid', 'varchar(40)', (c) => c.notNull())
    .addColumn('ask', 'varchar(40)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_quotes').execute();
  await db.schema.dropTable('market_candles').execute();
}
