import type { Kysely } from 'kysely';

// The books (docs/funds.md "Books"): the finance report reads the ledger of every real account by day, so the ledger
// is indexed by the time of its rows. On a large PostgreSQL ledger this index is built while the migration holds the
// table; build it beforehand with `create index concurrently ledger_created_idx on ledger (created_at)` to avoid that
// (the migration then finds it and does nothing).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ledger_created_idx').ifNotExists().on('ledger').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_created_idx').ifExists().execute();
}
