import { sql, type Kysely } from 'kysely';

// Catching up (docs/socket.md "Catching up", server/trading/missed.ts): a returning socket reads the server's closes
// and the fills of one trader after a time. Partial indexes: only the rows such a read can find are in them, so
// placing an order (the hot path) maintains neither; a close by SL, TP or stop-out and a pending fill add one entry.
// The reads repeat the predicates word for word, with the values written in (SQLite uses a partial index only then);
// a test checks both databases' plans use them.

const SERVER_ENDED = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin')`;
const FILLED = sql<boolean>`opened_at > created_at and parent_id is null`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_user_server_ended_idx').on('orders').columns(['user_id', 'closed_at']).where(SERVER_ENDED).execute();
  await db.schema.createIndex('orders_user_filled_idx').on('orders').columns(['user_id', 'opened_at']).where(FILLED).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_filled_idx').execute();
  await db.schema.dropIndex('orders_user_server_ended_idx').execute();
}
