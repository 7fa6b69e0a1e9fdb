import type { Kysely } from 'kysely';

// Pending orders paired as one-cancels-the-other (docs/trading.md "One cancels the other"): each order of a pair names
// the other. When one fills, the other is cancelled in the fill's transaction; an order that ends any other way
// leaves the other pending alone. The name stays on an order that has ended, as its history.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('oco_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('oco_id').execute();
}
