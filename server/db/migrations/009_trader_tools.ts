import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// A trader's own tools (docs/trading.md "Watchlist", "One-click trading", "Price alerts"): the ordered favourites,
// the one-click preference, and price alerts the server checks on every tick.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watchlist')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pk', ['user_id', 'instrument_id'])
    .execute();
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('one_click_trading', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('price_alerts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('fired_at', 'varchar(32)')
    .addColumn('fired_price', 'varchar(40)')
    .execute();
  await db.schema.createIndex('price_alerts_user').on('price_alerts').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('price_alerts_active').on('price_alerts').columns(['status', 'code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_alerts').execute();
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('watchlist').execute();
}
