// The ledger's sums for the books (books.ts): what every real account's rows before a period add up to, and each day's
// rows of the period by kind. One pass, every row either before the period (bucket '') or in one of its days.
//
// On SQLite the driver is synchronous: one statement over a year of a busy ledger (half a million rows) would hold the
// process — the trading engine with it — for half a second. So there the rows are read in slices of CHUNK ids, giving
// the event loop back between slices (`npm run bench -- books`: a slice takes a few milliseconds). The ledger is
// append-only and SQLite has one writer, so the slices up to the highest id read first are one consistent ledger. On
// PostgreSQL the server does the work and one statement is one snapshot.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { isPostgres } from '../db/dialect.js';
import { exactSum, moneySum } from '../db/money-sum.js';
import { add } from '../../src/core/money/index.js';

export const CHUNK = 20_000;

export interface LedgerTotals {
  /** client money before the period: every real account's available plus frozen change */
  before: string;
  /** `${day}|${type}` → how many rows and the change they made (available plus frozen) */
  byDayType: Map<string, { n: number; change: string }>;
}

/** The sums of the rows before `start` and of each day up to `end` (ISO times); `chunk` ids per slice on SQLite. */
export async function ledgerTotals(db: Db, start: string, end: string, chunk = CHUNK): Promise<LedgerTotals> {
  const bucket = sql<string>`case when l.created_at < ${start} then '' else substr(l.created_at, 1, 10) end`;
  const slice = (after?: number, upTo?: number) => {
    let q = db
      .selectFrom('ledger as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select([bucket.as('day'), 'l.type', (eb) => eb.fn.countAll<number | string>().as('n'), exactSum(db, 'l.value').as('value'), exactSum(db, 'l.lock_value').as('lock')])
      .where('u.is_demo', '=', 0)
      .where('l.created_at', '<', end);
    if (after !== undefined && upTo !== undefined) q = q.where('l.id', '>', after).where('l.id', '<=', upTo);
    // by position: the bucket's expression carries a parameter, which PostgreSQL would not match to the select's
    return q.groupBy([sql`1`, sql`2`]).execute();
  };
  const out: LedgerTotals = { before: '0', byDayType: new Map() };
  const take = (rows: Awaited<ReturnType<typeof slice>>) => {
    for (const r of rows) {
      const change = add(moneySum(db, r.value), moneySum(db, r.lock)).toString();
      if (r.day === '') {
        out.before = add(out.before, change).toString();
        continue;
      }
      const key = `${r.day}|${r.type}`;
      const had = out.byDayType.get(key);
      out.byDayType.set(key, { n: (had?.n ?? 0) + Number(r.n), change: had ? add(had.change, change).toString() : change });
    }
  };
  if (isPostgres(db)) {
    take(await slice());
    return out;
  }
  const { top } = await db.selectFrom('ledger').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
  for (let after = 0; after < Number(top ?? 0); after += chunk) {
    take(await slice(after, after + chunk));
    await nextTurn();
  }
  return out;
}
