/**
 * The watchlist (docs/trading.md "Watchlist"): a person's favourite instruments in their own order. The client sends
 * the whole ordered list on every change (star, unstar, move); replacing it in one transaction keeps the order whole
 * and makes a retried request harmless.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import './schema.js';

/** More favourites than anyone scans; bounds the request and the rows. */
export const MAX_WATCHLIST = 200;

/** Instrument ids in the person's order. */
export async function readWatchlist(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('watchlist').select('instrument_id').where('user_id', '=', userId).orderBy('position').execute();
  return rows.map((r) => Number(r.instrument_id));
}

/** Replaces the list; every id must be a known instrument, each once. */
export async function writeWatchlist(db: Kysely<Database>, userId: number, ids: number[], known: (id: number) => boolean): Promise<number[]> {
  if (new Set(ids).size !== ids.length) throw new AppError('watchlistDuplicate');
  if (ids.some((id) => !known(id))) throw new AppError('pairNotFound');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('watchlist').where('user_id', '=', userId).execute();
    if (ids.length) await trx.insertInto('watchlist').values(ids.map((instrument_id, position) => ({ user_id: userId, instrument_id, position }))).execute();
  });
  return ids;
}
