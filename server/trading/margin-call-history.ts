/**
 * A client's past and running margin calls as the desk reads them on the client's page (docs/operators.md "Margin
 * monitor"): what a dealer answering "you stopped me out without warning" looks at first — when each began, how low
 * the account was then against the level in force, whether and when the client was told, and when it ended.
 * The rows are margin-calls.ts's own (migration 026), newest first.
 */
import type { Db } from '../db/index.js';

/** How many of a client's margin calls their page shows. */
export const MARGIN_CALLS_SHOWN = 10;

export interface MarginCallEntry {
  started_at: string;
  /** null: still running */
  ended_at: string | null;
  /** null: not told (a demo account has no address) */
  notified_at: string | null;
  risk_rate: string;
  equity: string;
  margin: string;
  level: string;
}

export const marginCallHistorySchema = {
  type: 'array',
  description: `The client's latest ${MARGIN_CALLS_SHOWN} margin calls, newest first (at most one running: ended_at null)`,
  items: {
    type: 'object',
    properties: {
      started_at: { type: 'string' },
      ended_at: { type: ['string', 'null'], description: 'When the risk rate was back above the level by a tenth of it, or nothing was open; null: running' },
      notified_at: { type: ['string', 'null'], description: 'When the client was told by e-mail or SMS; null: not told' },
      risk_rate: { type: 'string', description: 'The risk rate when it began, %' },
      equity: { type: 'string', description: 'Equity when it began, USD' },
      margin: { type: 'string', description: 'Used margin when it began, USD' },
      level: { type: 'string', description: 'The margin-call level in force then, %' },
    },
  },
} as const;

/** The client's latest margin calls, newest first. */
export function marginCallsOf(db: Db, userId: number): Promise<MarginCallEntry[]> {
  return db
    .selectFrom('margin_calls')
    .select(['started_at', 'ended_at', 'notified_at', 'risk_rate', 'equity', 'margin', 'level'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(MARGIN_CALLS_SHOWN)
    .execute();
}
