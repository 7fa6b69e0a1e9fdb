/**
 * Pending order expiry (docs/trading.md "Pending order expiry"): by the clock, not by ticks — a closed market still
 * lets its orders expire — one check a second, the orders it finds cancelled together (expire-batch.ts). A new
 * engine checks at once at its start, so a leader cancels what expired while none ran.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderRow } from '../schema.js';
import type { BookOrder, OrderBook } from './book.js';
import { cancelInTrx } from './transitions.js';
import { PeriodicCheck } from './periodic.js';
import { pipelined } from '../../db/pipeline.js';
import { expireOrders, type Expired } from './expire-batch.js';
import { BATCH_MAX } from './batch-writes.js';

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
   * Cancels the pending orders whose expiry has come, releasing their reservations: together, in chunks
   * (expire-batch.ts); an order of a pair, and every order of a chunk whose transaction fails, one at a time. Each is
   * conditional on the order still pending with its expiry come, so a fill, a cancel or a modification that got there
   * first wins and nothing moves twice.
   */
  async expireDue(now = new Date().toISOString()): Promise<void> {
    const { db, book, log } = this.deps;
    const due = book.expiredBy(now);
    for (let i = 0; i < due.length; i += BATCH_MAX) {
      const chunk = due.slice(i, i + BATCH_MAX);
      let done: Expired | null = null;
      try {
        done = await pipelined(db, (p) => expireOrders(p, chunk, now));
      } catch (err) {
        log.error({ err, orders: chunk.length }, 'expiring orders together failed, expiring them one by one');
      }
      if (!done) {
        for (const o of chunk) await this.expireOne(o, now);
        continue;
      }
      for (const row of done.expired) this.cancelled(row);
      for (const id of done.gone) book.dropExpiry(id);
      for (const o of done.paired) await this.expireOne(o, now);
    }
  }

  /** One order's expiry in a transaction of its own (transitions.ts `cancelInTrx`, which unpairs the other of a pair). */
  private async expireOne(o: BookOrder, now: string): Promise<void> {
    try {
      const cancelled = await this.deps.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
        // A modification committed since the book was read may have moved the expiry or removed it.
        if (row && !(row.expires_at && row.expires_at <= now)) return 'moved' as const;
        return row ? cancelInTrx(trx, row, 'expired') : null;
      });
      if (cancelled === 'moved') return; // the modification brings the book its new expiry
      if (!cancelled) this.deps.book.dropExpiry(o.id); // a fill or a cancel got there first: it no longer expires
      else this.cancelled(cancelled);
    } catch (err) {
      this.deps.log.error({ err, order: o.id }, 'pending order expiry failed');
    }
  }

  /** The book and the owner after an expiry committed. */
  private cancelled(row: OrderRow): void {
    this.deps.book.remove(Number(row.id));
    this.deps.expired(row);
  }
}
