import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Market closures (docs/trading.md "Market holidays"): the desk's calendar of holidays, early closes and maintenance
// windows, each closing some markets (trading sessions or pair codes, a JSON array in `markets`) from `start_at` to
// `end_at` (ISO instants). The desk writes the times on the clock of a zone (`zone`, e.g. New York's for a US
// holiday), kept as written in `start_local` and `end_local` so that the console shows them as entered. Indexed by
// their end: every process loads the closures that have not ended.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('market_closures'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('markets', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('start_local', 'text', (c) => c.notNull())
    .addColumn('end_local', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_closures_end_idx').on('market_closures').column('end_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_closures').execute();
}
