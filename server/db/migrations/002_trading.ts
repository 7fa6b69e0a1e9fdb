import type { Kysely } from 'kysely';
import { money, withId } from './helpers.js';

// Trading tables: categories, instruments, orders (issue 3). Prices and money are decimal strings.
// Quotes and candles are not persisted (see server/feed/candles.ts for the decision).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('instruments'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('show_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('base_ccy', 'varchar(16)', (c) => c.notNull())
    .addColumn('quote_ccy', 'varchar(8)', (c) => c.notNull())
    .addColumn('price_precision', 'integer', (c) => c.notNull())
    .addColumn('contract_size', 'varchar(40)', (c) => c.notNull())
    .addColumn('min_lots', 'varchar(40)', (c) => c.notNull())
    .addColumn('lot_step', 'varchar(40)', (c) => c.notNull())
    .addColumn('fee_rate', 'varchar(40)', (c) => c.notNull().defaultTo('0'))
    .addColumn('leverages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('margin_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spread', 'varchar(40)', (c) => c.notNull())
    .addColumn('ref_price', 'varchar(40)', (c) => c.notNull())
    .addColumn('volatility', 'varchar(16)', (c) => c.notNull().defaultTo('0.1'))
    .addColumn('session', 'varchar(16)', (c) => c.notNull().defaultTo('fx'))
    .addColumn('market_status', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('side', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('lots', 'varchar(40)', (c) => c.notNull())
    .addColumn('leverage', 'integer')
    .addColumn('margin_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contract_size', 'varchar(40)', (c) => c.notNull())
    .addColumn('quote_ccy', 'varchar(8)', (c) => c.notNull())
    .addColumn('price_precision', 'integer', (c) => c.notNull())
    .addColumn('origin_price', 'varchar(40)', (c) => c.notNull())
    .addColumn('open_price', 'varchar(40)')
    .addColumn('close_price', 'varchar(40)')
    .addColumn('sl', 'varchar(40)', (c) => c.notNull().defaultTo('0'))
    .addColumn('tp', 'varchar(40)', (c) => c.notNull().defaultTo('0'))
    .addColumn('margin', 'varchar(40)', money)
    .addColumn('fee', 'varchar(40)', money)
    .addColumn('reserved', 'varchar(40)', money)
    .addColumn('profit', 'varchar(40)')
    .addColumn('close_reason', 'varchar(32)')
    .addColumn('client_ref', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_status_idx').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();
  await db.schema.createIndex('orders_user_ref_uq').on('orders').columns(['user_id', 'client_ref']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['orders', 'instruments', 'categories']) await db.schema.dropTable(t).execute();
}
