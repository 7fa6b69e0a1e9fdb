import type { Kysely } from 'kysely';
import { folded } from '../search-text.js';

// Searching text in every alphabet (db/search-text.ts): the trade notes and the companies' names gain their search
// form, folded by the server, because neither database folds case beyond ASCII everywhere. Existing rows are folded
// here, a few hundred at a time, so a server upgraded with notes in place finds them at once.

const BATCH = 500;

async function fill(db: Kysely<any>, table: string, key: string, text: string, form: string): Promise<void> {
  for (let after = 0; ; ) {
    const rows = (await db.selectFrom(table).select([key, text]).where(key, '>', after).orderBy(key).limit(BATCH).execute()) as Array<Record<string, unknown>>;
    for (const row of rows) await db.updateTable(table).set({ [form]: folded(String(row[text])) }).where(key, '=', row[key]).execute();
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1][key]);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_notes').addColumn('folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('companies').addColumn('name_folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  await fill(db, 'order_notes', 'order_id', 'note', 'folded');
  await fill(db, 'companies', 'id', 'name', 'name_folded');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('name_folded').execute();
  await db.schema.alterTable('order_notes').dropColumn('folded').execute();
}
