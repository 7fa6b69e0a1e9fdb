import { sql, type Kysely } from 'kysely';

// A pending order whose price comes after its trader's own loss limit was reached is cancelled, not filled
// (close_reason `own_limit`; docs/accounts.md "Trading limits and breaks"). The server tells it as it tells a cancel
// for want of margin, so the catch-up's partial index (migrations 029, 030) gains the reason.

const BEFORE = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'expired', 'admin', 'oco', 'copy', 'copy_stop')`;
const NOW = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'own_limit', 'expired', 'admin', 'oco', 'copy', 'copy_stop')`;

async function serverEnded(db: Kysely<any>, where: typeof NOW): Promise<void> {
  await db.schema.dropIndex('orders_user_server_ended_idx').execute();
  await db.schema.createIndex('orders_user_server_ended_idx').on('orders').columns(['user_id', 'closed_at']).where(where).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await serverEnded(db, NOW);
}

export async function down(db: Kysely<any>): Promise<void> {
  await serverEnded(db, BEFORE);
}
