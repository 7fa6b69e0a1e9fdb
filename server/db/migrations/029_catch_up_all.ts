import { sql, type Kysely } from 'kysely';

// Catching up on every FOREX_CLOSED the server sends (docs/socket.md "Catching up", server/trading/missed.ts): besides
// the closes by SL, TP and stop-out and the margin cancels (migration 011), an expiry, the desk's close or cancel and
// the cancel by a pair's fill. The partial index is made again with those reasons; the read repeats its predicate
// word for word (SQLite uses a partial index only then).

const BEFORE = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin')`;
const NOW = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'expired', 'admin', 'oco')`;

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
