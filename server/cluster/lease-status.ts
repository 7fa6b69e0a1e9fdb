/**
 * Who leads the engines, as PostgreSQL sees the lease (cluster/leader.ts), for the operators' dashboard: the session
 * holding the leader lock (its application_name names the engine's host and pid, and the start of its last query is
 * the leader's last check, every LEASE_POLL_MS), and how many standbys hold the candidates' lock (they could lead).
 * Read by any process on the same database; it needs to see the engines' sessions in pg_stat_activity, which a role
 * does for its own sessions (give the gateways' role pg_read_all_stats when the engines log in as another).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { candidateCountSql, ENGINE_LOCK_KEY, THIS_DATABASE } from './leader.js';

export interface EngineLeadership {
  /** The leader's name (`pipkit-engine host:pid`) and ms since its last check; null when no engine leads. */
  leader: { name: string; heartbeat_ms: number } | null;
  /** Standbys that could take over now. */
  standbys: number;
}

export async function engineLeadership(db: Kysely<Database>, key = ENGINE_LOCK_KEY): Promise<EngineLeadership> {
  // The leader lock is the single-key form: classid 0, objid the key, objsubid 1.
  const leader = await sql<{ name: string | null; heartbeat_ms: number | null }>`
    select a.application_name as name, greatest(0, (extract(epoch from (clock_timestamp() - a.query_start)) * 1000))::int as heartbeat_ms
    from pg_locks l left join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.classid = 0 and l.objid = ${key}::int::oid and l.objsubid = 1 and l.granted
      and l.${sql.raw(THIS_DATABASE)}`.execute(db);
  const standbys = await sql<{ n: number }>`${sql.raw(candidateCountSql(key))}`.execute(db);
  const row = leader.rows[0];
  return {
    leader: row ? { name: row.name || 'pipkit-engine', heartbeat_ms: Number(row.heartbeat_ms ?? 0) } : null,
    standbys: Number(standbys.rows[0]?.n ?? 0),
  };
}
