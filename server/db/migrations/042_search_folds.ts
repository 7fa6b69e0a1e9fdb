import type { Kysely } from 'kysely';
import { foldColumn } from './helpers.js';

// Searching text (db/search-text.ts) learnt the folds lower case leaves out: ß as "ss", final ς as σ, the Turkish ı
// and İ as i. The notes and company names saved before are folded again (only rows whose form changes are written),
// so "strasse" finds a note that says "Straße" as soon as the server is upgraded.

export async function up(db: Kysely<any>): Promise<void> {
  await foldColumn(db, 'order_notes', 'order_id', 'note', 'folded');
  await foldColumn(db, 'companies', 'id', 'name', 'name_folded');
}

// Taken back, the forms are those the server before it wrote (and searched with): NFKC and lower case only.
const lowerOnly = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC');

export async function down(db: Kysely<any>): Promise<void> {
  await foldColumn(db, 'order_notes', 'order_id', 'note', 'folded', lowerOnly);
  await foldColumn(db, 'companies', 'id', 'name', 'name_folded', lowerOnly);
}
