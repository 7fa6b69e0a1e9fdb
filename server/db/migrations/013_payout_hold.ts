import type { Kysely } from 'kysely';

// Payout hold (docs/funds.md "Payout hold"): a payout method is usable for withdrawals only from `usable_at`, and a
// user's withdrawals wait until `payout_hold_until` after a password change or reset. Methods bound before this
// migration are usable at once (their `usable_at` is their binding time).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('draw_methods').addColumn('usable_at', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await db.updateTable('draw_methods').set((eb) => ({ usable_at: eb.ref('created_at') })).execute();
  await db.schema.alterTable('users').addColumn('payout_hold_until', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('payout_hold_until').execute();
  await db.schema.alterTable('draw_methods').dropColumn('usable_at').execute();
}
