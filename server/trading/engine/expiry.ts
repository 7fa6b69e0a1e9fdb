/**
 * Pending order expiry (docs/trading.md "Pending order expiry"): by the clock, not by ticks — a closed market still
 * lets its orders expire — one check a second, one at a time. A new engine checks at once at its start, so a leader
 * cancels what expired while none ran.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderRow } from '../schema.js';
import type { OrderBook } from './book.js';
import { cancelInTrx } from './transitions.js';
import { PeriodicCheck } from './periodic.js';

/** How often pending orders are checked for their expiry: an order is cancelled within a second of it. */
export const EXPIRY_CHECK_MS = 1000;

export interface ExpiryDeps {
  db: Kysely<Database>;
  book: OrderBook;
  log: { error(obj: unknown, msg?: string): void };
  /** An order cancelled by its expiry (after the commit): tell its owner. */
  expired: (row: OrderRow) => void;
}

export class PendingExpiry extends PeriodicCheck {
  constructor(private readonly deps: ExpiryDeps) {
    super(EXPIRY_CHECK_MS);
  }

  protected check(): Promise<void> {
    return this.expireDue();
  }

  /**
   * Cancels the pending orders whose expiry has come, releasing their reservations (transitions.ts): conditional on
   * the order still pending, so a fill or a cancel that got there first wins and nothing moves twice.
   */
  async expireDue(now = new Date().toISOString()): Promise<void> {
    const { db, book, log, expired } = this.deps;
    for (const o of book.expiredBy(now)) {
      try {
        const cancelled = await db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
          // A modification committed since the book was read may have moved the expiry or removed it.
          if (row && !(row.expires_at && row.expires_at <= now)) return 'moved' as const;
          return row ? cancelInTrx(trx, row, 'expired') : null;
        });
        if (cancelled === 'moved') continue; // the modification brings the book its new expiry
        if (!cancelled) {
          book.dropExpiry(o.id); // a fill or a cancel got there first: it no longer expires
          continue;
        }
        book.remove(o.id);
        expired(cancelled);
      } catch (err) {
        log.error({ err, order: o.id }, 'pending order expiry failed');
      }
    }
  }
}
