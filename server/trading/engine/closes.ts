/**
 * The transitions the engine makes happen at a price of its own choosing: closing a position (a user's close, a stop
 * loss, a take profit, a stop-out) and filling a pending order whose price has come. Each is conditional inside its
 * transaction (transitions.ts), so a race with another close or a modification changes nothing twice; then the
 * order book and the events follow what committed.
 */
import type { Kysely, Transaction } from 'kysely';
import { fee as feeOf, margin as marginOf, openPrice, pendingFillable, pendingTypeOf } from '../../../src/core/money/index.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import type { QuoteState } from '../../feed/types.js';
import type { OrderBook, BookOrder } from './book.js';
import type { InstrumentCatalog } from './catalog.js';
import type { Pricing } from './pricing.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { TradingSettings } from './trading-settings.js';
import { cancelInTrx, cancelPairInTrx, closeInTrx, fillInTrx, type CloseReason } from './transitions.js';
import { closedEvent, type EngineEmitter } from './events.js';
import { assertMayOpen, withLimitsOrBreak } from '../../limits/service.js';
import { pipelined } from '../../db/pipeline.js';
import { closePositions, type DueClose } from './close-batch.js';
import { fillOrders, type DueFill, type FilledRun } from './fill-batch.js';
import { BATCH_MAX } from './batch-writes.js';

/** More work in a transition's transaction, given the order before and after it. */
export type InTrx = (trx: Transaction<Database>, before: OrderRow, after: OrderRow) => Promise<unknown>;

export interface ClosesDeps {
  db: Kysely<Database>;
  book: OrderBook;
  catalog: InstrumentCatalog;
  pricing: Pricing;
  events: EngineEmitter;
  settings: () => Promise<TradingSettings>;
  log: { error(obj: unknown, msg?: string): void };
}

export class EngineCloses {
  constructor(private readonly d: ClosesDeps) {}

  /**
   * Close a holding order at `price`; null when it was no longer holding (someone else closed it first). `within`
   * runs in the close's transaction once it is done (the desk's audit row, requests.ts `deskClose`). Without it the
   * close is a batch of one (close-batch.ts: two round trips on PostgreSQL instead of a dozen).
   */
  async close(row: OrderRow | BookOrder, price: string, reason: CloseReason, within?: InTrx): Promise<OrderRow | null> {
    const id = Number(row.id);
    const due: DueClose = { order: { id, userId: Number('userId' in row ? row.userId : row.user_id) }, price, reason };
    const done = within ? await this.inTransaction(due, within) : await this.together([due]).then(([one]) => one ?? null);
    // The user's own close is answered to them and told to their other devices (FOREX_ORDER); the rest is news.
    if (done && reason !== 'user') this.closedByEngine(done, reason);
    else if (done) {
      this.d.book.remove(id);
      this.d.events.emit('changed', Number(done.user_id));
      this.d.events.emit('order', Number(done.user_id), done, 'closed');
    }
    return done;
  }

  /** The close one at a time, in a transaction of its own with `within` inside (transitions.ts `closeInTrx`). */
  private inTransaction({ order, price, reason }: DueClose, within?: InTrx): Promise<OrderRow | null> {
    return this.d.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst();
      if (!current || Number(current.status) !== OrderStatus.holding) return null;
      const closed = await closeInTrx(trx, current, price, reason, this.d.pricing.rates);
      if (closed && within) await within(trx, current, closed);
      return closed;
    });
  }

  /**
   * These positions closed in one transaction (close-batch.ts), the ones still holding; when it fails as a whole (a
   * deadlock, a ledger ref posted already) it saves nothing, and each is closed one at a time instead, so one bad
   * position costs the others only time. One the database no longer holds leaves the book too: whoever closed it
   * (a commit whose answer was lost, say) left it there, and each tick would try it again.
   */
  private async together(due: DueClose[]): Promise<OrderRow[]> {
    try {
      const closed = await pipelined(this.d.db, (p) => closePositions(p, due, this.d.pricing.rates));
      const done = new Set(closed.map((row) => Number(row.id)));
      for (const d of due) if (!done.has(d.order.id)) this.d.book.remove(d.order.id);
      return closed;
    } catch (err) {
      this.d.log.error({ err, positions: due.length }, 'closing positions together failed, closing them one by one');
    }
    const closed: OrderRow[] = [];
    for (const d of due) {
      try {
        const row = await this.inTransaction(d);
        if (row) closed.push(row);
        else this.d.book.remove(d.order.id);
      } catch (err) {
        // One of several: logged, and the others go on. A close alone answers its failure to its caller.
        if (due.length === 1) throw err;
        this.d.log.error({ err, order: d.order.id }, 'order trigger failed');
      }
    }
    return closed;
  }

  /**
   * Closes these positions together, in chunks, in the order given (the stops of a round of ticks, a pass of its
   * stop-outs); each is then what `close` makes of it. Answers the positions closed.
   */
  async closeDue(due: DueClose[]): Promise<OrderRow[]> {
    const closed: OrderRow[] = [];
    for (let i = 0; i < due.length; i += BATCH_MAX) {
      const done = await this.together(due.slice(i, i + BATCH_MAX));
      for (const row of done) this.closedByEngine(row, row.close_reason as CloseReason);
      closed.push(...done);
    }
    return closed;
  }

  /** The book and the listeners after a close the server made (not the user's own, which `close` answers). */
  private closedByEngine(row: OrderRow, reason: CloseReason): void {
    this.d.book.remove(Number(row.id));
    this.closed(row, reason);
    this.d.events.emit('changed', Number(row.user_id));
  }

  /**
   * Fill a pending order at the current price, and cancel the other order of its pair (one cancels the other) in the
   * same transaction. Cancels it when the margin at the fill price cannot be met, or when the trader's own limits
   * stop new positions now.
   */
  async fill(o: BookOrder, q: QuoteState): Promise<void> {
    // A loss limit reached since the order was placed (docs/accounts.md "Trading limits and breaks") opens no position,
    // as it would refuse the order placed now; a break cancelled the pending orders when it began, so only a race gets
    // here for one. Read outside the fill's transaction, as the order route reads it.
    if (await this.ownLimitsStop(o.userId)) return this.cancelUnfilled(o, 'own_limit');
    const { price, margin, fee } = await this.priced(o, q);
    let done: { filled: OrderRow; other: OrderRow | null } | null;
    try {
      // Judged again on the order as stored: a modification committed since this tick chose it wins.
      const stillDue = (row: OrderRow) => pendingFillable(Number(row.side), q, row.origin_price, pendingTypeOf(row.pending_type));
      done = await this.d.db.transaction().execute(async (trx) => {
        const filled = await fillInTrx(trx, o.id, price, margin, fee, stillDue);
        return filled && { filled, other: await cancelPairInTrx(trx, filled) };
      });
    } catch (e) {
      if (!AppError.is(e, 'insufficientBalance')) throw e;
      return this.cancelUnfilled(o, 'insufficient_margin');
    }
    if (!done) return;
    this.d.book.fill(o, { openPrice: price, margin, fee });
    this.closed(done.filled, 'fill');
    if (done.other) {
      this.d.book.remove(Number(done.other.id));
      this.closed(done.other, 'oco');
    }
  }

  /**
   * Fills these pending orders (a run of a round's fills, tick-round.ts `inRuns`) together, in chunks
   * (fill-batch.ts). The orders of a trader whose own limits stop new positions are cancelled first, as `fill` would;
   * an order of a pair or one the money no longer allows is filled alone by `fill`, in its place, and the batch goes
   * on after it; a batch that fails is filled one at a time.
   */
  async fillDue(due: Array<{ order: BookOrder; quote: QuoteState }>): Promise<void> {
    if (due.length === 1) return this.fill(due[0].order, due[0].quote);
    const stopped = new Set<number>();
    const limited = await withLimitsOrBreak(this.d.db, [...new Set(due.map((d) => d.order.userId))], Date.now());
    for (const userId of limited) if (await this.ownLimitsStop(userId)) stopped.add(userId);
    const priced: DueFill[] = [];
    for (const d of due) {
      if (stopped.has(d.order.userId)) await this.cancelUnfilled(d.order, 'own_limit');
      else priced.push({ ...d, ...(await this.priced(d.order, d.quote)) });
    }
    const alone = (d: DueFill) => this.fill(d.order, d.quote).catch((err) => this.d.log.error({ err, order: d.order.id }, 'order trigger failed'));
    for (let i = 0; i < priced.length; i += BATCH_MAX) {
      let run = priced.slice(i, i + BATCH_MAX);
      while (run.length) {
        let done: FilledRun | null = null;
        try {
          done = await pipelined(this.d.db, (p) => fillOrders(p, run));
        } catch (err) {
          this.d.log.error({ err, orders: run.length }, 'filling orders together failed, filling them one by one');
        }
        if (!done) {
          for (const d of run) await alone(d);
          break;
        }
        for (const { due: d, row } of done.filled) {
          this.d.book.fill(d.order, { openPrice: d.price, margin: d.margin, fee: d.fee });
          this.closed(row, 'fill');
        }
        if (!done.rest.length) break;
        await alone(done.rest[0]);
        run = done.rest.slice(1);
      }
    }
  }

  /** A pending order's fill at this quote: its price, and the margin and fee at that price. */
  private async priced(o: BookOrder, q: QuoteState): Promise<Pick<DueFill, 'price' | 'margin' | 'fee'>> {
    const inst = this.d.catalog.get(o.instrumentId) ?? this.d.catalog.get(o.code);
    const price = openPrice(o.side, q);
    const { feeType } = await this.d.settings();
    const margin = marginOf({ lots: o.lots, contractSize: o.contractSize, price, leverage: o.leverage, marginMode: o.marginMode, quoteCcy: o.quoteCcy, rates: this.d.pricing.rates });
    return { price, margin, fee: feeOf({ feeType, feeRate: inst?.feeRate ?? '0', lots: o.lots, margin }) };
  }

  private async ownLimitsStop(userId: number): Promise<boolean> {
    try {
      await assertMayOpen(this.d.db, userId, Date.now());
      return false;
    } catch (e) {
      if (AppError.is(e, 'lossLimitReached') || AppError.is(e, 'onTradingBreak')) return true;
      throw e;
    }
  }

  /** Cancels a pending order whose fill cannot be made, if it is still pending, and tells its owner why. */
  private async cancelUnfilled(o: BookOrder, reason: 'insufficient_margin' | 'own_limit'): Promise<void> {
    const row = await this.d.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
    const cancelled = row ? await this.d.db.transaction().execute((trx) => cancelInTrx(trx, row, reason)) : null;
    if (cancelled) {
      this.d.book.remove(o.id);
      this.closed(cancelled, reason);
    }
  }

  /** Tells the order's owner what the server did without their asking (FOREX_CLOSED). */
  closed(row: OrderRow, reason: CloseReason | 'fill'): void {
    this.d.events.emit('closed', Number(row.user_id), closedEvent(row, reason));
  }
}
