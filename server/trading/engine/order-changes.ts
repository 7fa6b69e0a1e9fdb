/**
 * Changes to the terms of an open order, at its trader's request (docs/trading.md for the extensions): a pending
 * order's price, stops and expiry; a position's trailing stop; SL/TP of either. Each is conditional on the order still
 * being as it was read, keeps the in-memory book in step and says who changed; opening and closing are requests.ts.
 */
import { fee as feeOf, margin as marginOf, pipSize, trailDistance } from '../../../src/core/money/index.js';
import { AppError } from '../../http/envelope.js';
import { withRate } from './pricing.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import { modifyInTrx } from './transitions.js';
import { ownOrder, type RequestContext } from './requests.js';
import { trailStops } from './trailing.js';
import { validateModify, validateStopsUpdate, type ModifyInput } from './validation.js';

/** How many times a modification is judged again when other changes keep getting there first. */
const MODIFY_ATTEMPTS = 5;

export class OrderChanges {
  constructor(private readonly c: RequestContext) {}

  /**
   * A pending order's new price, stops and expiry (extension, docs/trading.md "Modifying a pending order"), judged
   * like a new order's and priced like one at the new price; the reservation follows (modifyInTrx). A price the
   * market has already reached fills at once, as a new pending order would.
   */
  async modifyPending(userId: number, id: number, input: ModifyInput): Promise<OrderRow> {
    // A change committed by another request first (a second tap, another device) moves the order to its next
    // revision: this one is then judged again on the order as it now is — the last change sent is what stays.
    for (let attempt = 0; ; attempt++) {
      const row = await ownOrder(this.c.db, userId, id);
      if (Number(row.status) !== OrderStatus.pending) throw new AppError('orderNotModifiable');
      const done = await this.modifyOnce(row, input ?? {});
      if (done) {
        this.c.book.modifyPending(id, done);
        this.c.events.emit('changed', userId);
        this.c.events.emit('order', userId, done, 'modified');
        this.c.enqueue([row.code]); // the new price may already be reached
        return done;
      }
      if (attempt === MODIFY_ATTEMPTS - 1) throw new AppError('orderNotModifiable');
    }
  }

  /** One attempt at `row`'s revision: null when the order moved on meanwhile (filled, cancelled or changed). */
  private async modifyOnce(row: OrderRow, input: ModifyInput): Promise<OrderRow | null> {
    const change = validateModify(row, input);
    if (change instanceof AppError) throw change;
    if (this.c.feed.marketStatus(row.code) !== 1) throw new AppError('marketClosed');
    if (!this.c.feed.getQuote(row.code)) throw new AppError('noQuote');
    const inst = this.c.catalog.get(Number(row.instrument_id)) ?? this.c.catalog.get(row.code);
    const { feeType } = await this.c.settings();
    const margin = withRate(row.quote_ccy, () =>
      marginOf({
        lots: row.lots, contractSize: row.contract_size, price: change.target, leverage: row.leverage === null ? null : Number(row.leverage),
        marginMode: Number(row.margin_mode), quoteCcy: row.quote_ccy, rates: this.c.pricing.rates,
      }),
    );
    const fee = feeOf({ feeType, feeRate: inst?.feeRate ?? '0', lots: row.lots, margin });
    const floating = this.c.floating.total(Number(row.user_id));
    return this.c.db.transaction().execute((trx) => modifyInTrx(trx, row, { ...change, margin, fee }, floating));
  }

  /**
   * Turn a holding position's trailing stop on (`pips` > 0) or off (0) (extension). On: the stop loss moves at once
   * to the distance behind the current price when that is better than the stop it has, then follows the price.
   */
  async setTrailing(userId: number, id: number, pipsIn: unknown): Promise<OrderRow> {
    const row = await ownOrder(this.c.db, userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    const pips = String(pipsIn ?? '').trim();
    const off = pips === '0';
    if (!off && !trailDistance(pips, Number(row.price_precision))) throw new AppError('badTrailing', { pip: pipSize(Number(row.price_precision)) });
    const res = await this.c.db
      .updateTable('orders')
      .set({ trail_pips: off ? '0' : pips, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.holding)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('orderNotOpen');
    const open = this.c.book.get(id);
    if (open) open.trailPips = off ? '0' : pips;
    await trailStops(this.c.db, this.c.book, this.c.feed, [row.code]);
    this.c.events.emit('changed', userId);
    const now = await this.c.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    this.c.events.emit('order', userId, now, 'modified');
    return now;
  }

  /** Set (or clear with 0) take-profit and stop-loss of a holding or pending order. */
  async setStops(userId: number, id: number, tpIn: unknown, slIn: unknown): Promise<OrderRow> {
    const row = await ownOrder(this.c.db, userId, id);
    const status = Number(row.status);
    if (status !== OrderStatus.holding && status !== OrderStatus.pending) throw new AppError('orderNotOpen');
    const stops = validateStopsUpdate(row, slIn, tpIn, this.c.feed.getQuote(row.code));
    if (stops instanceof AppError) throw stops;
    const { sl, tp } = stops;
    const res = await this.c.db.updateTable('orders').set({ sl, tp, updated_at: new Date().toISOString() }).where('id', '=', id).where('status', '=', status).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('orderNotOpen');
    const open = this.c.book.get(id);
    if (open) Object.assign(open, { sl, tp });
    this.c.enqueue([row.code]); // the new stop may already be hit
    const now = { ...row, sl, tp };
    this.c.events.emit('order', userId, now, 'modified');
    return now;
  }
}
