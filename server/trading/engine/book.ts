/**
 * The order book: the open (pending and holding) orders held in memory, indexed by instrument and by user, so a tick
 * only looks at the orders of the instruments that moved and a summary only at one user's orders. The database is
 * the source of truth; the book is loaded at start and updated by the engine after each commit.
 */
import { pendingTypeOf, type PendingType } from '../../../src/core/money/index.js';
import type { QuoteState } from '../../feed/types.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { HoldingObserver } from './floating-sums.js';
import { ZERO } from './pricing.js';

export interface BookOrder {
  id: number;
  userId: number;
  code: string;
  side: number;
  status: number;
  lots: string;
  contractSize: string;
  quoteCcy: string;
  precision: number;
  openPrice: string | null;
  target: string;
  sl: string;
  tp: string;
  /** trailing stop distance in pips, '0' = off */
  trailPips: string;
  margin: string;
  fee: string;
  reserved: string;
  leverage: number | null;
  marginMode: number;
  instrumentId: number;
  /** a pending order's expiry (ISO, UTC), null = good till cancelled */
  expiresAt: string | null;
  /** how a pending order waits for its price (a filled one keeps it; nothing reads it then) */
  pendingType: PendingType;
  /** memo of the floating P&L (pricing.ts); valid while the quotes it used are the same objects */
  memo?: FloatingMemo;
}

export interface FloatingMemo {
  quote: QuoteState;
  open: string;
  /** conversion-rate quotes consulted (symbol, quote object or undefined when missing) */
  rates: Array<[string, QuoteState | undefined]>;
  value: { price: string; pnl: string };
}

export function bookOrder(r: OrderRow): BookOrder {
  return {
    id: Number(r.id), userId: Number(r.user_id), code: r.code, side: Number(r.side), status: Number(r.status),
    lots: r.lots, contractSize: r.contract_size, quoteCcy: r.quote_ccy, precision: Number(r.price_precision),
    openPrice: r.open_price, target: r.origin_price, sl: r.sl, tp: r.tp, trailPips: r.trail_pips ?? '0', margin: r.margin, fee: r.fee,
    reserved: r.reserved, leverage: r.leverage === null ? null : Number(r.leverage), marginMode: Number(r.margin_mode),
    instrumentId: Number(r.instrument_id), expiresAt: r.expires_at ?? null, pendingType: pendingTypeOf(r.pending_type),
  };
}

export class OrderBook {
  private orders = new Map<number, BookOrder>();
  private byInstrument = new Map<string, Set<number>>();
  private byUser = new Map<number, Set<number>>();
  /** pending orders with an expiry (expiredBy looks only at these) */
  private expiring = new Set<number>();

  /**
   * `holding`: told of every position as it opens, changes its lots and closes (floating-sums.ts). A position's
   * status, open price and lots change only through this class (fill, resize), so it is never left out.
   */
  constructor(private readonly holding?: HoldingObserver) {}

  add(row: OrderRow): BookOrder {
    const o = bookOrder(row);
    const before = this.orders.get(o.id);
    if (before) this.holding?.released(before); // the same order again: this one replaces it
    this.orders.set(o.id, o);
    let s = this.byInstrument.get(o.code);
    if (!s) this.byInstrument.set(o.code, (s = new Set()));
    s.add(o.id);
    let u = this.byUser.get(o.userId);
    if (!u) this.byUser.set(o.userId, (u = new Set()));
    u.add(o.id);
    if (o.status === OrderStatus.pending && o.expiresAt) this.expiring.add(o.id);
    if (o.status === OrderStatus.holding) this.holding?.held(o);
    return o;
  }

  /** A pending order filled: a position now, opened at `openPrice` with this margin and fee. */
  fill(o: BookOrder, fill: Pick<BookOrder, 'openPrice' | 'margin' | 'fee'>): void {
    Object.assign(o, fill, { status: OrderStatus.holding, reserved: ZERO });
    if (this.orders.get(o.id) === o) this.holding?.held(o);
  }

  /** Part of a position closed: what stays open. */
  resize(o: BookOrder, rest: Pick<BookOrder, 'lots' | 'margin' | 'fee'>): void {
    this.holding?.released(o);
    Object.assign(o, rest, { memo: undefined });
    if (this.orders.get(o.id) === o) this.holding?.held(o);
  }

  remove(id: number): void {
    const o = this.orders.get(id);
    if (!o) return;
    this.orders.delete(id);
    this.expiring.delete(id);
    this.holding?.released(o);
    this.byInstrument.get(o.code)?.delete(id);
    const u = this.byUser.get(o.userId);
    if (u) {
      u.delete(id);
      if (u.size === 0) this.byUser.delete(o.userId);
    }
  }

  get(id: number): BookOrder | undefined {
    return this.orders.get(id);
  }

  get size(): number {
    return this.orders.size;
  }

  /** Open orders of one instrument. */
  *ofInstrument(code: string): Iterable<BookOrder> {
    const ids = this.byInstrument.get(code);
    if (!ids) return;
    for (const id of ids) {
      const o = this.orders.get(id);
      if (o) yield o;
    }
  }

  /** Open orders of one user. */
  ofUser(userId: number): BookOrder[] {
    const ids = this.byUser.get(userId);
    if (!ids) return [];
    const out: BookOrder[] = [];
    for (const id of ids) {
      const o = this.orders.get(id);
      if (o) out.push(o);
    }
    return out;
  }

  /** Holding positions of one user. */
  positionsOf(userId: number): BookOrder[] {
    return this.ofUser(userId).filter((o) => o.status === OrderStatus.holding);
  }

  /**
   * A modification of a pending order, committed: its new price, stops, expiry and reservation. The same object is
   * changed (a fill in flight holds it). If that fill got there first (the order holds now: the new price was reached
   * too), only the stops apply: its margin and fee are the fill's.
   */
  modifyPending(id: number, row: OrderRow): void {
    const o = this.orders.get(id);
    if (!o) return;
    Object.assign(o, { sl: row.sl, tp: row.tp });
    if (o.status !== OrderStatus.pending) return;
    Object.assign(o, { target: row.origin_price, expiresAt: row.expires_at ?? null, margin: row.margin, fee: row.fee, reserved: row.reserved });
    if (o.expiresAt) this.expiring.add(id);
    else this.expiring.delete(id);
  }

  /** Stops looking at this order's expiry (it was no longer pending when its time came: filled or cancelled meanwhile). */
  dropExpiry(id: number): void {
    this.expiring.delete(id);
  }

  /** Pending orders whose expiry is at or before `at` (ISO, UTC: such strings compare as the times they name). */
  expiredBy(at: string): BookOrder[] {
    const due: BookOrder[] = [];
    for (const id of this.expiring) {
      const o = this.orders.get(id);
      if (!o || o.status !== OrderStatus.pending) this.expiring.delete(id); // filled: it no longer expires
      else if (o.expiresAt! <= at) due.push(o);
    }
    return due;
  }
}
