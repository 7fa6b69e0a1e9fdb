import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

// Copy trading (docs/trading.md "Copy trading"): a follower copies a ranked trader's positions with a multiplier.
// - `copy_follows`: one row per time a follower starts copying a trader; `ended_at` when they stop. At most one running
//   row per (follower, trader), which the partial unique index holds against two requests racing.
// - `orders.copy_of`: a copy names the trader's position it copies, so the trader's close finds its copies (partial
//   index: only copies have one).
// - `copy_follows.stop_loss`: the follower's copy stop-loss (USD), null for none: the copies of that trader closed
//   (`copy_stop`) and the copy ended when together they lose that much.
// - The catch-up's partial index (migration 029) gains the closes `copy` and `copy_stop`, which the server tells as it
//   tells a stop loss.

const BEFORE = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'expired', 'admin', 'oco')`;
const NOW = sql<boolean>`close_reason in ('sl', 'tp', 'stop_out', 'insufficient_margin', 'expired', 'admin', 'oco', 'copy', 'copy_stop')`;

async function serverEnded(db: Kysely<any>, where: typeof NOW): Promise<void> {
  await db.schema.dropIndex('orders_user_server_ended_idx').execute();
  await db.schema.createIndex('orders_user_server_ended_idx').on('orders').columns(['user_id', 'closed_at']).where(where).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('copy_follows'))
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('leader_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('multiplier', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_skip', 'text')
    .addColumn('stop_loss', 'text')
    .execute();
  await db.schema.createIndex('copy_follows_running').unique().on('copy_follows').columns(['follower_id', 'leader_id']).where(sql.ref('ended_at'), 'is', null).execute();
  await db.schema.createIndex('copy_follows_leader').on('copy_follows').column('leader_id').where(sql.ref('ended_at'), 'is', null).execute();
  await db.schema.alterTable('orders').addColumn('copy_of', 'integer').execute();
  await db.schema.createIndex('orders_copy_of').on('orders').column('copy_of').where(sql.ref('copy_of'), 'is not', null).execute();
  await serverEnded(db, NOW);
}

export async function down(db: Kysely<any>): Promise<void> {
  await serverEnded(db, BEFORE);
  await db.schema.dropIndex('orders_copy_of').execute();
  await db.schema.alterTable('orders').dropColumn('copy_of').execute();
  await db.schema.dropTable('copy_follows').execute();
}
