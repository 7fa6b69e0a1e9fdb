import type { Kysely } from 'kysely';

// Pending orders that expire (docs/trading.md "Pending order expiry"): the time after which an order not filled yet is
// cancelled and its reservation released; null keeps it until it fills or is cancelled (good till cancelled).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('expires_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('expires_at').execute();
}
