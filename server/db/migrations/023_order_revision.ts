import type { Kysely } from 'kysely';

// Modifying a pending order (docs/trading.md "Modifying a pending order"): each accepted change counts one revision.
// The count makes the ledger row of each change's reservation difference unique (`order:<id>:modify:<revision>`),
// and a change applies only to the revision it was judged against, so two changes sent together never both apply.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('revision').execute();
}
