// The rows of a statement, read in pages of PAGE in the order they are written (docs/funds.md "Statements"): a year
// of an active account is tens of thousands of rows, never held in memory at once. Each page starts after the last
// row of the one before (keyset: the same rows whatever is written meanwhile after the period).
import type { Db } from '../db/index.js';
import { OrderStatus } from '../trading/schema.js';
import { notesOf } from '../trading/notes.js';
import type { StatementPeriod as Period } from '../../src/core/statement.js';

export const PAGE = 1000;

/** Where a whole UTC day starts and ends (the next one's start), as stored times compare (ISO text). */
export const startOf = (day: string) => `${day}T00:00:00.000Z`;
export const endOf = (day: string) => new Date(Date.parse(startOf(day)) + 86_400_000).toISOString();

/** The ledger rows of the user in the period, oldest first. */
export async function* ledgerRows(db: Db, userId: number, period: Period) {
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('ledger')
      .select(['id', 'created_at', 'type', 'memo', 'memo_tran', 'value', 'lock_value', 'balance_after', 'lock_balance_after'])
      .where('user_id', '=', userId)
      .where('id', '>', after)
      .where('created_at', '>=', startOf(period.from))
      .where('created_at', '<', endOf(period.to))
      .orderBy('id')
      .limit(PAGE)
      .execute();
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * The positions of the user closed in the period (a partial close is one), in the order they closed; with `notes`,
 * each with its position's trade note ('' where none), read a page at a time.
 */
export async function* closedTrades(db: Db, userId: number, period: Period, { notes = false } = {}) {
  // After (closed_at, id) of the page before; '' sorts before every time, so the first page starts at the period.
  for (let at = '', id = 0; ; ) {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'code', 'side', 'lots', 'open_price', 'close_price', 'opened_at', 'closed_at', 'sl', 'tp', 'fee', 'swap', 'profit', 'close_reason', 'parent_id'])
      .where('user_id', '=', userId)
      .where('status', '=', OrderStatus.closed)
      .where('closed_at', '>=', startOf(period.from))
      .where('closed_at', '<', endOf(period.to))
      .where((eb) => eb.or([eb('closed_at', '>', at), eb.and([eb('closed_at', '=', at), eb('id', '>', id)])]))
      .orderBy('closed_at')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    const noted = notes ? await notesOf(db, userId, rows) : null;
    for (const r of rows) yield { ...r, note: noted?.get(Number(r.id)) ?? '' };
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    [at, id] = [last.closed_at ?? '', last.id]; // never null here: the query asked for closed_at in the period
  }
}
