import type { Kysely } from 'kysely';

// The ranking is the trader's choice (docs/content.md "Ranking", docs/trading.md "Copy trading"):
// `users.ranking_hidden_at` — since when the trader keeps themselves out of the ranking (null: listed when they have
// closed trades). Out of the ranking nobody can find them to copy, so their copies end as when they close copying.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('ranking_hidden_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('ranking_hidden_at').execute();
}
