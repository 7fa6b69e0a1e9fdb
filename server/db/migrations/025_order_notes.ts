import type { Kysely } from 'kysely';

// Trade notes (docs/trading.md "Trade notes"): a trader's own words on a trade — why they took it, what they learnt —
// one per position (a closed part shares its position's). A table of its own, not a column of `orders`: the engine
// never reads or writes it, so a note can never race a close, and the orders' rows stay as the engine knows them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_notes')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_notes').execute();
}
