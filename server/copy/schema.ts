import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * A follower copying a trader (migration 030): from `started_at` until `ended_at` (null: still copying), each position
 * the trader opens is opened for the follower with its lots × `multiplier`. `skipped` counts the trader's positions
 * that could not be copied, `last_skip` says why (`{key, params}` of the server's messages, JSON).
 */
export interface CopyFollowsTable {
  id: Generated<number>;
  follower_id: number;
  leader_id: number;
  multiplier: string;
  started_at: string;
  ended_at: string | null;
  skipped: Generated<number>;
  last_skip: string | null;
  /** The copy stop-loss (USD): the copies closed and the copy ended when together they lose this much; null: none. */
  stop_loss: string | null;
  /** Who ended it (ending.ts `EndReason`); null while running, and for copies ended before migration 031. */
  end_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CopyFollowRow = Selectable<CopyFollowsTable>;

declare module '../db/schema.js' {
  interface Database {
    copy_follows: CopyFollowsTable;
  }
  interface UsersTable {
    /** Since when the trader does not let others copy them (migration 031); null: they may be copied. */
    copy_closed_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** Since when the trader keeps themselves out of the ranking (migration 032); null: listed. */
    ranking_hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
