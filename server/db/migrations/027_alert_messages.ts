import type { Kysely } from 'kysely';

// Price alerts told by message too (docs/trading.md "Price alerts"): an alert may also be sent by e-mail or SMS, the
// channel its owner registered with, for a trader away from the app. Off for every alert made before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('price_alerts').addColumn('by_message', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('price_alerts').dropColumn('by_message').execute();
}
