import type { Kysely } from 'kysely';
import { foldColumn } from './helpers.js';

// Searching text in every alphabet (db/search-text.ts): the trade notes and the companies' names gain their search
// form, folded by the server, because neither database folds case beyond ASCII everywhere. Existing rows are folded
// here, a few hundred at a time, so a server upgraded with notes in place finds them at once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_notes').addColumn('folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('companies').addColumn('name_folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  await foldColumn(db, 'order_notes', 'order_id', 'note', 'folded');
  await foldColumn(db, 'companies', 'id', 'name', 'name_folded');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('name_folded').execute();
  await db.schema.alterTable('order_notes').dropColumn('folded').execute();
}
