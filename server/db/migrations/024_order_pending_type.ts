import type { Kysely } from 'kysely';

// Stop orders (docs/trading.md "Stop orders"): a pending order waits for the price to come down to it (`limit`, the
// product's pending order) or to break through it (`stop`). Null for a market order and for the pending orders placed
// before this column, which were all limit orders.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pending_type', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pending_type').execute();
}
