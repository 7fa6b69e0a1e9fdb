/**
 * What a trader asks of the engine (docs/api "Trading", docs/trading.md for the extensions): submit, close (whole or
 * in part), close all / profitable / losing, reverse, cancel; and the dealing desk's close for a client. Changes to
 * an open order's terms (a pending order's price, trailing stop, SL/TP) are order-changes.ts. Each validates,
 * changes the order in one transaction with its ledger postings (transitions.ts), keeps the in-memory book in step
 * and says who changed; the engine (engine.ts) owns the state these work on and the transitions it starts itself on
 * ticks.
 */
import type { Kysely } from 'kysely';
import { big, closePrice, fee as feeOf, margin as marginOf, openPrice, slippageExceeded, validatePartialLots } from '../../../src/core/money/index.js';
import type { Database, User } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import type { PriceFeed } from '../../feed/types.js';
import type { OrderBook, BookOrder } from './book.js';
import type { InstrumentCatalog } from './catalog.js';
import { withRate, type Pricing } from './pricing.js';
import type { FloatingSums } from './floating-sums.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { TradingSettings } from './trading-settings.js';
import { cancelInTrx, partialCloseInTrx, type CloseReason } from './transitions.js';
import type { NewOrder, Placed } from './placement.js';
import { PlacementQueue } from './placement-queue.js';
import { AlonePlacement } from './placement-alone.js';
import { isPostgres } from '../../db/dialect.js';
import { closedEvent, type EngineEmitter } from './events.js';
import type { InTrx } from './closes.js';
import type { CloseWhich, DeskAudit } from './api.js';
import { cancelAll, closeAll } from './bulk.js';
import { reverse, type Reversed } from './reverse.js';
import { partialLotsError, validateSubmit, type SubmitInput } from './validation.js';

/** The engine's state and the transitions of its own that a request needs. */
export interface RequestContext {
  db: Kysely<Database>;
  feed: PriceFeed;
  catalog: InstrumentCatalog;
  book: OrderBook;
  pricing: Pricing;
  /** Each trader's floating P&L, kept summed (floating-sums.ts). */
  floating: FloatingSums;
  events: EngineEmitter;
  settings(): Promise<TradingSettings>;
  enqueue(codes: Iterable<string>): void;
  closeOrder(row: OrderRow | BookOrder, price: string, reason: CloseReason, within?: InTrx): Promise<OrderRow | null>;
}

/** The user's own order; someone else's answers exactly like a missing one, so ids cannot be probed. */
export async function ownOrder(db: Kysely<Database>, userId: number, id: number): Promise<OrderRow> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.user_id) !== userId) throw new AppError('orderNotFound');
  return row;
}

export class UserRequests {
  private readonly placement: PlacementQueue;

  constructor(private readonly c: RequestContext) {
    // On PostgreSQL an order that comes alone is usually written in one statement, not a transaction of six.
    const alone = isPostgres(c.db) ? new AlonePlacement(c.db) : undefined;
    this.placement = new PlacementQueue(c.db, (placed, n) => this.opened(placed, n), alone, (orders, seconds) =>
      c.events.emit('ordersWritten', orders, seconds),
    );
  }

  /** `copyOf`: the order is a copy of that position of a trader the user copies (server/copy/copier.ts), never asked over HTTP. */
  async submit(user: Pick<User, 'id'>, input: SubmitInput, copyOf: number | null = null): Promise<OrderRow> {
    const inst = this.c.catalog.get(Number(input.forex_id));
    const quote = inst ? this.c.feed.getQuote(inst.code) : undefined;
    const order = validateSubmit(inst, input, { open: !!inst && this.c.feed.marketStatus(inst.code) === 1, quote });
    if (order instanceof AppError) throw order;
    const { feeType } = await this.c.settings();
    const price = order.target ?? openPrice(order.side, quote!);
    // Price protection: the market moved further against the trader than they allowed since they saw the price.
    const guard = order.protection;
    if (guard && slippageExceeded(order.side, guard.expected, price, guard.pips, inst!.precision)) {
      // A retry of an order already placed (its answer was lost) is answered with that order, as placing it again
      // would be: saying "nothing was placed" would be false.
      const first = order.clientRef ? await this.placedWith(user.id, order.clientRef) : undefined;
      if (first) return first;
      throw new AppError('slippageExceeded', { price, pips: guard.pips });
    }
    const margin = withRate(inst!.quote, () =>
      marginOf({ lots: order.lots, contractSize: inst!.contractSize, price, leverage: order.leverage, marginMode: inst!.marginMode, quoteCcy: inst!.quote, rates: this.c.pricing.rates }),
    );
    const fee = feeOf({ feeType, feeRate: inst!.feeRate, lots: order.lots, margin });
    const floating = (opened: BookOrder[]) => this.c.floating.total(user.id, opened);
    return (await this.placement.place({ userId: user.id, inst: inst!, order, price, margin, fee, floating, copyOf })).row;
  }

  /** The order a client_ref already placed for this user, if any. */
  private placedWith(userId: number, clientRef: string): Promise<OrderRow | undefined> {
    return this.c.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('client_ref', '=', clientRef).executeTakeFirst();
  }

  /** After an order's transaction commits, before the next batch is judged: the book holds it. */
  private opened({ row }: Placed, n: NewOrder): void {
    this.c.book.add(row);
    this.c.events.emit('changed', n.userId);
    this.c.events.emit('order', n.userId, row, 'opened');
    if (n.order.mode === 0) this.c.enqueue([n.inst.code]); // a pending order already at its price fills now
  }

  /** Resolves when every order received so far is written or refused. */
  idle(): Promise<void> {
    return this.placement.idle();
  }

  /**
   * Close a holding position at the current price (user action); with `lots` below the open lots, only that part
   * (extension, docs/trading.md "Partial close"): the answer is then the closed part, a new order in history.
   */
  async close(userId: number, id: number, lots?: string): Promise<OrderRow> {
    const row = await ownOrder(this.c.db, userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    const partial = lots !== undefined && lots !== '' && !big(lots).eq(big(row.lots));
    if (partial) {
      const inst = this.c.catalog.get(Number(row.instrument_id)) ?? this.c.catalog.get(row.code);
      const e = validatePartialLots(lots, row.lots, inst?.minLots ?? '0', inst?.lotStep ?? '0');
      if (e) throw partialLotsError(e, row.lots, inst?.minLots ?? '0', inst?.lotStep ?? '0');
    }
    if (this.c.feed.marketStatus(row.code) !== 1) throw new AppError('marketClosed');
    const q = this.c.feed.getQuote(row.code);
    if (!q) throw new AppError('noQuote');
    const price = closePrice(Number(row.side), q);
    const done = partial ? await this.closePart(row, lots!, price) : await this.c.closeOrder(row, price, 'user');
    if (!done) throw new AppError('orderNotOpen');
    return done;
  }

  /** `lots` of a holding position closed at `price`; the rest stays open in the book with its share of margin and fee. */
  private async closePart(row: OrderRow, lots: string, price: string): Promise<OrderRow | null> {
    const done = await this.c.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', Number(row.id)).executeTakeFirst();
      if (!current || Number(current.status) !== OrderStatus.holding || !big(current.lots).gt(big(lots))) return null;
      return partialCloseInTrx(trx, current, lots, price, this.c.pricing.rates);
    });
    if (!done) return null;
    const open = this.c.book.get(Number(row.id));
    if (open) this.c.book.resize(open, { lots: done.position.lots, margin: done.position.margin, fee: done.position.fee });
    this.c.events.emit('changed', Number(row.user_id));
    this.c.events.emit('order', Number(row.user_id), done.position, 'modified');
    this.c.events.emit('order', Number(row.user_id), done.part, 'closed');
    return done.part;
  }

  /** Close every holding position of the user, or only those now in profit or at a loss (bulk.ts). */
  closeAll(userId: number, which: CloseWhich): Promise<{ closed: OrderRow[]; skipped: number }> {
    return closeAll(this.c, userId, which);
  }

  /** Cancel every pending order of the user (bulk.ts), each as `cancel` would. */
  cancelAll(userId: number): Promise<{ cancelled: OrderRow[]; skipped: number }> {
    return cancelAll(this.c, userId, (row) => this.cancelPending(userId, row));
  }

  /** Close a holding position and open the same lots the other way (reverse.ts). */
  async reverse(userId: number, id: number): Promise<Reversed> {
    const row = await ownOrder(this.c.db, userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    return reverse(userId, row, { close: () => this.close(userId, id), submit: (user, input) => this.submit(user, input) });
  }

  /** Cancel a pending order, releasing its reserved margin and fee. */
  async cancel(userId: number, id: number): Promise<OrderRow> {
    const row = await ownOrder(this.c.db, userId, id);
    if (Number(row.status) !== OrderStatus.pending) throw new AppError('orderNotPending');
    const done = await this.cancelPending(userId, row);
    if (!done) throw new AppError('orderNotPending');
    return done;
  }

  /** The user's pending order cancelled in its own transaction, the book and the user's devices told; null when it was no longer pending. */
  private async cancelPending(userId: number, row: Pick<OrderRow, 'id'>): Promise<OrderRow | null> {
    const done = await this.c.db.transaction().execute((trx) => cancelInTrx(trx, row, 'cancel'));
    if (!done) return null;
    this.c.book.remove(Number(row.id));
    this.c.events.emit('changed', userId);
    this.c.events.emit('order', userId, done, 'cancelled');
    return done;
  }

  /**
   * The dealing desk ends a client's order on their behalf (docs/operators.md "Closing for a client"): a position at
   * its market price as the client's own close would, a pending order cancelled, both with the reason `admin`, and
   * the audit row written in that same transaction with the order before and after. The client is told as of a close
   * the server made (FOREX_CLOSED), since they did not ask.
   */
  async deskClose(userId: number, id: number, audit: DeskAudit): Promise<OrderRow> {
    const row = await ownOrder(this.c.db, userId, id);
    const record: InTrx = (trx, before, after) =>
      trx.insertInto('audit_log').values({ ...audit, before: JSON.stringify(before), after: JSON.stringify(after) }).execute();
    if (Number(row.status) === OrderStatus.pending) {
      const done = await this.c.db.transaction().execute(async (trx) => {
        const cancelled = await cancelInTrx(trx, row, 'admin');
        if (cancelled) await record(trx, row, cancelled);
        return cancelled;
      });
      if (!done) throw new AppError('orderNotOpen');
      this.c.book.remove(id);
      this.c.events.emit('changed', userId);
      this.c.events.emit('closed', userId, closedEvent(done, 'admin'));
      return done;
    }
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    if (this.c.feed.marketStatus(row.code) !== 1) throw new AppError('marketClosed');
    const q = this.c.feed.getQuote(row.code);
    if (!q) throw new AppError('noQuote');
    const done = await this.c.closeOrder(row, closePrice(Number(row.side), q), 'admin', record);
    if (!done) throw new AppError('orderNotOpen');
    return done;
  }
}
