/**
 * Trailing stops (docs/trading.md "Trailing stop"): on each tick, before the stops are checked, the stop loss of
 * every holding position with a trailing distance follows the closing-side price in the trader's favour. The new
 * stop is written to orders.sl (conditional on the stop it replaces, so a trader's own change in between wins) and
 * then the book, so a restart finds it.
 */
import type { Kysely } from 'kysely';
import { closePrice, isZero, trailDistance, trailedStop } from '../../../src/core/money/index.js';
import type { Database } from '../../db/schema.js';
import type { PriceFeed } from '../../feed/types.js';
import { OrderStatus } from '../schema.js';
import type { OrderBook } from './book.js';

/** Moves the trailing stops of the positions on these instruments; resolves when the moves are saved. */
export async function trailStops(db: Kysely<Database>, book: OrderBook, feed: PriceFeed, codes: string[]): Promise<void> {
  for (const code of codes) {
    const q = feed.getQuote(code);
    if (!q || feed.marketStatus(code) !== 1) continue;
    for (const o of book.ofInstrument(code)) {
      if (o.status !== OrderStatus.holding || isZero(o.trailPips)) continue;
      const distance = trailDistance(o.trailPips, o.precision);
      const next = distance ? trailedStop(o.side, closePrice(o.side, q), o.sl, distance, o.precision) : null;
      if (!next) continue;
      const res = await db
        .updateTable('orders')
        .set({ sl: next, updated_at: new Date().toISOString() })
        .where('id', '=', o.id)
        .where('status', '=', OrderStatus.holding)
        .where('sl', '=', o.sl)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) > 0) o.sl = next;
    }
  }
}
