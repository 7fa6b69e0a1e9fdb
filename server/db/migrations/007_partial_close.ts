import type { Kysely } from 'kysely';

// Partial close (docs/trading.md "Partial close"): closing part of a position writes a new closed order for that part
// and leaves the position open with the rest; parent_id links the part to the position it came from.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('parent_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('parent_id').execute();
}
