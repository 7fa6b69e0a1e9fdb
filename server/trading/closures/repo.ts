/** The desk's market closures in the database (migration 035): the table, its rows as closures, and the loading. */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClosureReason, MarketClosure } from '../../feed/closures.js';

export interface MarketClosuresTable {
  id: Generated<number>;
  reason: string;
  name: string;
  /** JSON array of trading sessions and pair codes. */
  markets: string;
  /** The IANA zone whose clock `start_local` and `end_local` are written on. */
  zone: string;
  /** As the desk wrote them: 'YYYY-MM-DDTHH:MM' on the zone's clock. */
  start_local: string;
  end_local: string;
  /** ISO instants. */
  start_at: string;
  end_at: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    market_closures: MarketClosuresTable;
  }
}

export type ClosureRow = Selectable<MarketClosuresTable>;

export function toClosure(r: ClosureRow): MarketClosure {
  return {
    id: Number(r.id),
    reason: r.reason as ClosureReason,
    name: r.name,
    markets: JSON.parse(r.markets) as string[],
    start: Date.parse(r.start_at),
    end: Date.parse(r.end_at),
  };
}

/** The closures that have not ended at `now`: all the market status and the hours can still meet. */
export async function loadClosures(db: Kysely<Database>, now: number): Promise<MarketClosure[]> {
  const rows = await db.selectFrom('market_closures').selectAll().where('end_at', '>', new Date(now).toISOString()).execute();
  return rows.map(toClosure);
}
