/**
 * How a copy ends (docs/trading.md "Copy trading"), whoever ends it: the follower, their copy stop-loss, the trader
 * closing copying, an operator. One conditional update, so a copy ends once whoever else acts at the same moment; the
 * copies already open stay the follower's and still close with the trader's positions.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import './schema.js';

/** Who ended a copy (`copy_follows.end_reason`). */
export type EndReason = 'follower' | 'stop_loss' | 'trader' | 'desk';

/** A copy just ended. */
export interface EndedCopy {
  id: number;
  followerId: number;
  leaderId: number;
}

/** Which running copies to end: one (by id), a follower's of one trader, every copy of a trader or of a follower. */
export type CopyMatch = { id: number } | { followerId: number; leaderId: number } | { leaderId: number } | { followerId: number };

/** Ends the running copies that `match` names; the ones this call ended. */
export async function endCopies(db: Kysely<Database>, match: CopyMatch, reason: EndReason, at = new Date().toISOString()): Promise<EndedCopy[]> {
  let q = db.updateTable('copy_follows').set({ ended_at: at, end_reason: reason }).where('ended_at', 'is', null);
  if ('id' in match) q = q.where('id', '=', match.id);
  else {
    if ('leaderId' in match) q = q.where('leader_id', '=', match.leaderId);
    if ('followerId' in match) q = q.where('follower_id', '=', match.followerId);
  }
  const rows = await q.returning(['id', 'follower_id', 'leader_id']).execute();
  return rows.map((r) => ({ id: Number(r.id), followerId: Number(r.follower_id), leaderId: Number(r.leader_id) }));
}
