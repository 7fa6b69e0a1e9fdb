import type { Kysely } from 'kysely';

// Linked accounts (docs/operators.md "Linked accounts"): the desk asks which other clients signed in from a client's
// addresses and which bound the same payout address or bank account. Both are looked up by value, across users.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sign_ins_ip_idx').on('sign_ins').columns(['ip', 'user_id']).execute();
  await db.schema.createIndex('draw_methods_fingerprint_idx').on('draw_methods').columns(['fingerprint', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('draw_methods_fingerprint_idx').execute();
  await db.schema.dropIndex('sign_ins_ip_idx').execute();
}
