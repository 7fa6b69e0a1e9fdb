import type { Kysely } from 'kysely';
import { money } from './helpers.js';

// Overnight financing, the swap (docs/trading.md "Swap"): what holding a position past the daily rollover earns or
// costs, in USD per lot and night, one rate for buys and one for sells (negative: charged to the trader). Instruments
// that existed before this migration start at '0' — no charge until an operator sets the rates, so an upgrade never
// charges anyone by surprise. On each order: `swap`, the financing it has taken or earned so far (the money itself
// moved in the ledger at each rollover), and `swap_through`, the trading day of the last rollover it was charged for —
// the condition that charges a position once per rollover, whichever engine does it. Orders are indexed by their
// closing time: a rollover also charges the positions closed since it came (held through it), a range that is a
// minute long, not a scan of every closed order. On a large PostgreSQL table build it beforehand with
// `create index concurrently orders_closed_at_idx on orders (closed_at)`; the migration then finds it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('instruments').addColumn('swap_long', 'varchar(40)', (c) => c.notNull().defaultTo('0')).execute();
  await db.schema.alterTable('instruments').addColumn('swap_short', 'varchar(40)', (c) => c.notNull().defaultTo('0')).execute();
  await db.schema.alterTable('orders').addColumn('swap', 'varchar(40)', money).execute();
  await db.schema.alterTable('orders').addColumn('swap_through', 'varchar(10)').execute();
  await db.schema.createIndex('orders_closed_at_idx').ifNotExists().on('orders').column('closed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_closed_at_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('swap_through').execute();
  await db.schema.alterTable('orders').dropColumn('swap').execute();
  await db.schema.alterTable('instruments').dropColumn('swap_short').execute();
  await db.schema.alterTable('instruments').dropColumn('swap_long').execute();
}
