import type { Kysely } from 'kysely';

// Trailing stop (docs/trading.md "Trailing stop"): the distance in pips a holding position's stop loss keeps behind
// the price; '0' = off. The stop itself stays in orders.sl, so both survive a restart.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('trail_pips', 'varchar(16)', (c) => c.notNull().defaultTo('0')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trail_pips').execute();
}
