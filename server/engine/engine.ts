/**
 * The trading engine: orders, fills, SL/TP, stop-out and the per-user live summary.
 *
 * Money rules are those of DESIGN.md "Money and trading rules", computed only through src/core/money. Every
 * balance change is a ledger posting (foundation `postLedger`) inside the same transaction as the order change,
 * and every order state change is a conditional UPDATE (`… WHERE status = <expected>`), so a double click, a
 * retry or a race between a user's close and an SL trigger moves money exactly once.
 *
 * Ledger rows per order (refs make each posting unique, so even a replayed transaction cannot post twice):
 *   market open   5 margin lock  (value −margin, lock +margin)   ref order:{id}:margin
 *                 3 fee          (value −fee)                    ref order:{id}:fee
 *   pending       5 reserve      (value −(margin+fee), lock +…)  ref order:{id}:reserve
 *   fill          6 release reserve, then the two market-open rows (margin and fee recomputed at the fill price)
 *   cancel        6 release reserve                              ref order:{id}:release
 *   close         6 margin unlock (value +margin, lock −margin)  ref order:{id}:unlock
 *                 4 realised P&L (value ±pnl; a loss larger than the available balance is capped at it —
 *                   negative balance protection — the order still records its true P&L)   ref order:{id}:pnl
 *
 * Memory: open (pending and holding) orders are indexed by instrument and by user, so a tick only looks at the
 * orders of the instruments that moved. The database is the source of truth; the index is loaded at start and
 * updated after each commit.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  accountSummary, big, canAfford, closePrice, fee as feeOf, isBuy, isDecimal, isPlainDecimal, isSetPrice, isStopOut, isZero,
  margin as marginOf, MissingRateError, openPrice, pendingFillable, pnlUsd, roundMoney, roundPrice, stopTriggered,
  sum, validateLots, validateStops, add, lt, type RateLookup, type StopTrigger,
} from '../../src/core/money/index.js';
import type { Database, User } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';
import { LedgerType, getAccount, postLedger, postLedgers, type LedgerPosting } from '../ledger/index.js';
import { getSettings, registerSettings } from '../settings/index.js';
import type { PriceFeed, QuoteState } from '../feed/types.js';
import { OrderStatus, type OrderRow } from './schema.js';
import type { Instrument } from './repo.js';

registerSettings({ stop_out_level: '50' }, { public: true });

export type CloseReason = 'user' | 'sl' | 'tp' | 'stop_out' | 'cancel' | 'demo_reset' | 'insufficient_margin' | 'admin';

export interface SubmitInput {
  /** 1 buy, 2 sell */
  type: number;
  /** lots */
  cont: string;
  forex_id: number;
  /** 1 market, 0 pending */
  status: number;
  target_price?: string | null;
  stop_loss_price?: string | null;
  target_profit_price?: string | null;
  multiple?: string | number | null;
  /** optional idempotency key */
  client_ref?: string | null;
}

interface MemOrder {
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
  margin: string;
  fee: string;
  reserved: string;
  leverage: number | null;
  marginMode: number;
  instrumentId: number;
  /** memo of floating(): valid while the order's quote and the conversion quotes it used are the same objects */
  memo?: FloatingMemo;
}

interface FloatingMemo {
  quote: QuoteState;
  open: string;
  /** conversion-rate quotes consulted (symbol, quote object or undefined when missing) */
  rates: Array<[string, QuoteState | undefined]>;
  value: { price: string; pnl: string };
}

export interface TransOrder {
  Id: number;
  UpdatePrice: string;
  FactProfits: string;
}

export interface LiveSummary {
  /** floating P&L of holding positions, USD 6 dp */
  ProfitsTotal: string;
  /** risk rate %, 2 dp; "0.00" when there is no used margin */
  HazardRate: string;
  /** used margin of holding positions */
  CautionMoneyAll: string;
  Balance: string;
  LockBalance: string;
  Equity: string;
  FreeMargin: string;
  PendingLocked: string;
  TransOrder: TransOrder[];
}

export interface ClosedEvent {
  Id: number;
  /** 1 holding (a pending order filled), 2 cancelled, 3 closed */
  Status: number;
  Reason: CloseReason | 'fill';
  Code: string;
  UpdatePrice: string;
  FactProfits: string;
}

export interface EngineDeps {
  db: Kysely<Database>;
  feed: PriceFeed;
  hub?: {
    sendToUser(userId: number, topic: string, data: unknown): number;
    /** True when one of the user's connections subscribed to `topic` (skip building pushes nobody receives). */
    userSubscribed?(userId: number, topic: string): boolean;
  };
  log?: { error(obj: unknown, msg?: string): void };
  /** settings cache lifetime in ms (default 1000) */
  settingsTtlMs?: number;
}


const nowIso = () => new Date().toISOString();
const ZERO = '0.000000';

export class TradingEngine {
  readonly db: Kysely<Database>;
  readonly feed: PriceFeed;
  private hub?: EngineDeps['hub'];
  private log: NonNullable<EngineDeps['log']>;
  private byCode = new Map<string, Instrument>();
  private byId = new Map<number, Instrument>();
  private orders = new Map<number, MemOrder>();
  private byInstrument = new Map<string, Set<number>>();
  private byUser = new Map<number, Set<number>>();
  private dirty = new Set<string>();
  private running: Promise<void> | null = null;
  private settingsCache: { at: number; value: Record<string, string> } | null = null;
  private settingsTtl: number;
  private unsubscribeFeed: (() => void) | null = null;
  /** closed events listeners (besides the hub) — used by tests */
  readonly rates: RateLookup;

  constructor(deps: EngineDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.hub = deps.hub;
    this.log = deps.log ?? { error: (o, m) => console.error(m, o) };
    this.settingsTtl = deps.settingsTtlMs ?? 1000;
    this.rates = (symbol) => this.feed.getQuote(symbol)?.bid;
  }

  // ---------------------------------------------------------------- set-up

  async init(instruments: Instrument[]): Promise<void> {
    for (const i of instruments) this.setInstrument(i);
    const rows = await this.db.selectFrom('orders').selectAll().where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).execute();
    for (const r of rows) this.remember(r);
    this.unsubscribeFeed = this.feed.onTick((ticks) => this.enqueue(ticks.map((t) => t.code)));
  }

  stop() {
    this.unsubscribeFeed?.();
    this.unsubscribeFeed = null;
    if (this.summaryTimer) clearTimeout(this.summaryTimer);
    this.summaryTimer = null;
    this.summaryQueue.clear();
  }

  setInstrument(i: Instrument) {
    const prev = this.byCode.get(i.code);
    if (prev && prev.id !== i.id) this.byId.delete(prev.id);
    this.byCode.set(i.code, i);
    this.byId.set(i.id, i);
  }

  instrument(idOrCode: number | string): Instrument | undefined {
    return typeof idOrCode === 'number' ? this.byId.get(idOrCode) : this.byCode.get(idOrCode);
  }

  instruments(): Instrument[] {
    return [...this.byCode.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  async settings(): Promise<{ feeType: number; stopOutLevel: string }> {
    const now = Date.now();
    if (!this.settingsCache || now - this.settingsCache.at > this.settingsTtl) {
      this.settingsCache = { at: now, value: await getSettings(this.db, ['trade_fee_type', 'stop_out_level']) };
    }
    const v = this.settingsCache.value;
    return { feeType: Number(v.trade_fee_type || 1), stopOutLevel: isDecimal(v.stop_out_level) ? v.stop_out_level : '50' };
  }

  invalidateSettings() {
    this.settingsCache = null;
  }

  // ---------------------------------------------------------------- memory index

  private remember(r: OrderRow) {
    const o: MemOrder = {
      id: Number(r.id), userId: Number(r.user_id), code: r.code, side: Number(r.side), status: Number(r.status),
      lots: r.lots, contractSize: r.contract_size, quoteCcy: r.quote_ccy, precision: Number(r.price_precision),
      openPrice: r.open_price, target: r.origin_price, sl: r.sl, tp: r.tp, margin: r.margin, fee: r.fee,
      reserved: r.reserved, leverage: r.leverage === null ? null : Number(r.leverage), marginMode: Number(r.margin_mode),
      instrumentId: Number(r.instrument_id),
    };
    this.orders.set(o.id, o);
    let s = this.byInstrument.get(o.code);
    if (!s) this.byInstrument.set(o.code, (s = new Set()));
    s.add(o.id);
    let u = this.byUser.get(o.userId);
    if (!u) this.byUser.set(o.userId, (u = new Set()));
    u.add(o.id);
  }

  private forget(id: number) {
    const o = this.orders.get(id);
    if (!o) return;
    this.orders.delete(id);
    this.byInstrument.get(o.code)?.delete(id);
    const u = this.byUser.get(o.userId);
    if (u) {
      u.delete(id);
      if (u.size === 0) this.byUser.delete(o.userId);
    }
  }

  /** Open (pending + holding) orders in memory — for tests and diagnostics. */
  openOrderCount(): number {
    return this.orders.size;
  }

  private userOrders(userId: number): MemOrder[] {
    const ids = this.byUser.get(userId);
    if (!ids) return [];
    const out: MemOrder[] = [];
    for (const id of ids) {
      const o = this.orders.get(id);
      if (o) out.push(o);
    }
    return out;
  }

  // ---------------------------------------------------------------- pricing helpers

  private quoteOf(code: string): QuoteState | undefined {
    return this.feed.getQuote(code);
  }

  // The feed replaces a QuoteState object whenever a price changes, so floating() memoises its result per order and
  // reuses it while the order's quote, its open price and every conversion quote it consulted are the very same
  // objects: a user with many positions does not redo the decimal arithmetic of each one on every submit and summary.

  /** Floating P&L (USD) and current closing price of a holding order; null when no price/conversion. */
  private floating(o: MemOrder): { price: string; pnl: string } | null {
    const q = this.quoteOf(o.code);
    if (!q || o.openPrice === null) return null;
    const m = o.memo;
    if (m !== undefined && m.quote === q && m.open === o.openPrice && this.ratesUnchanged(m.rates)) return m.value;
    const price = closePrice(o.side, q);
    const used: FloatingMemo['rates'] = [];
    const rates: RateLookup = (symbol) => {
      const rq = this.feed.getQuote(symbol);
      used.push([symbol, rq]);
      return rq?.bid;
    };
    try {
      const pnl = pnlUsd({ side: o.side, open: o.openPrice, close: price, lots: o.lots, contractSize: o.contractSize, quoteCcy: o.quoteCcy, rates });
      const value = { price, pnl };
      o.memo = { quote: q, open: o.openPrice, rates: used, value };
      return value;
    } catch {
      o.memo = undefined;
      return null;
    }
  }

  private ratesUnchanged(used: FloatingMemo['rates']): boolean {
    for (let i = 0; i < used.length; i++) if (this.feed.getQuote(used[i][0]) !== used[i][1]) return false;
    return true;
  }

  private wrapRate<T>(ccy: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof MissingRateError) throw new AppError('noConversion', { currency: ccy });
      throw e;
    }
  }

  // ---------------------------------------------------------------- submit

  async submit(user: Pick<User, 'id'>, input: SubmitInput): Promise<OrderRow> {
    const inst = this.byId.get(Number(input.forex_id));
    if (!inst || !inst.enabled) throw new AppError('pairNotFound');
    const side = Number(input.type);
    if (side !== 1 && side !== 2) throw new AppError('badSide');
    const mode = Number(input.status);
    if (mode !== 0 && mode !== 1) throw new AppError('badMode');

    // leverage
    let leverage: number | null = null;
    const lev = input.multiple === undefined || input.multiple === null ? '' : String(input.multiple).trim();
    const levGiven = lev !== '' && lev !== '0';
    if (inst.marginMode === 1) {
      if (levGiven) throw new AppError('leverageFixedMargin');
    } else {
      if (inst.leverages.length === 0) throw new AppError('noLeverage');
      if (!levGiven) throw new AppError('leverageRequired');
      const n = /^\d{1,6}$/.test(lev) ? Number(lev) : NaN;
      if (!inst.leverages.includes(n)) throw new AppError('leverageNotAllowed', { leverage: lev, list: inst.leverages.join(', ') });
      leverage = n;
    }

    // lots
    const lots = typeof input.cont === 'string' ? input.cont.trim() : String(input.cont ?? '');
    // "1e-2" is 0.01 to big.js, but an order is stored and shown with the lots the trader typed.
    if (lots !== '' && !isPlainDecimal(lots)) throw new AppError('fieldNumber', { field: 'cont' });
    const lotsErr = validateLots(lots, inst.minLots, inst.lotStep);
    if (lotsErr === 'empty') throw new AppError('lotsEmpty');
    if (lotsErr === 'not_positive') throw new AppError('lotsNotPositive');
    if (lotsErr === 'below_min') throw new AppError('lotsBelowMin', { min: inst.minLots });
    if (lotsErr === 'not_step') throw new AppError('lotsStep', { step: inst.lotStep });

    // market
    if (this.feed.marketStatus(inst.code) !== 1) throw new AppError('marketClosed');
    const q = this.quoteOf(inst.code);
    if (!q) throw new AppError('noQuote');

    // pending price
    let target: string | null = null;
    if (mode === 0) {
      const tp = input.target_price;
      if (tp === undefined || tp === null || String(tp).trim() === '' || (isDecimal(tp) && isZero(tp))) throw new AppError('priceRequired');
      if (!isPlainDecimal(String(tp).trim()) || big(tp).lte(0)) throw new AppError('badPrice');
      target = roundPrice(tp, inst.precision);
    }

    // stops
    const sl = this.stopValue(input.stop_loss_price, inst.precision);
    const tpv = this.stopValue(input.target_profit_price, inst.precision);
    const reference = target ?? closePrice(side, q);
    this.checkStops(side, reference, sl, tpv, inst.precision);

    // money
    const { feeType } = await this.settings();
    const price = target ?? openPrice(side, q);
    const margin = this.wrapRate(inst.quote, () =>
      marginOf({ lots, contractSize: inst.contractSize, price, leverage, marginMode: inst.marginMode, quoteCcy: inst.quote, rates: this.rates }),
    );
    const fee = feeOf({ feeType, feeRate: inst.feeRate, lots, margin });
    const cost = roundMoney(add(margin, fee));
    const clientRef = input.client_ref ? String(input.client_ref).slice(0, 64) : null;
    const now = nowIso();

    // (user_id, client_ref) is unique: a retried or racing submit with one client_ref answers the first order.
    const placed = await once({
      find: async () =>
        clientRef ? this.db.selectFrom('orders').selectAll().where('user_id', '=', user.id).where('client_ref', '=', clientRef).executeTakeFirst() : undefined,
      create: () => this.db.transaction().execute(async (trx) => {
      const acc = await getAccount(trx, user.id);
      const floating = sum(this.userOrders(user.id).filter((o) => o.status === 1).map((o) => this.floating(o)?.pnl ?? '0'));
      if (!canAfford(acc.balance, floating, cost)) throw new AppError('insufficientMargin');
      const inserted = await trx
        .insertInto('orders')
        .values({
          user_id: user.id, instrument_id: inst.id, code: inst.code, side, status: mode === 1 ? OrderStatus.holding : OrderStatus.pending,
          lots, leverage, margin_mode: inst.marginMode, contract_size: inst.contractSize, quote_ccy: inst.quote,
          price_precision: inst.precision, origin_price: price, open_price: mode === 1 ? price : null, close_price: null,
          sl, tp: tpv, margin, fee, reserved: mode === 1 ? ZERO : cost, profit: null, close_reason: null, client_ref: clientRef,
          created_at: now, opened_at: mode === 1 ? now : null, closed_at: null, updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      try {
        if (mode === 1) {
          await this.postOpen(trx, user.id, id, inst.code, margin, fee);
        } else {
          await postLedger(trx, {
            userId: user.id, value: `-${cost}`, lockValue: cost, type: LedgerType.marginLock, ref: `order:${id}:reserve`,
            memo: `Pending order ${inst.code} #${id}: margin and fee reserved`, memoTran: `Pending order ${inst.code} #${id}: margin and fee reserved`,
          });
        }
      } catch (e) {
        if (AppError.is(e, 'insufficientBalance')) throw new AppError('insufficientMargin');
        throw e;
      }
      return inserted;
    }),
    });
    const row = { row: placed.value, duplicate: placed.duplicate };
    if (!row.duplicate) this.remember(row.row);
    this.publishSummary(user.id);
    if (!row.duplicate && mode === 0) this.enqueue([inst.code]); // a pending order already at its price fills now
    return row.row;
  }

  private async postOpen(trx: Transaction<Database>, userId: number, id: number, code: string, margin: string, fee: string) {
    const postings: LedgerPosting[] = [];
    if (!isZero(margin)) {
      postings.push({
        userId, value: `-${margin}`, lockValue: margin, type: LedgerType.marginLock, ref: `order:${id}:margin`,
        memo: `Margin for ${code} #${id}`, memoTran: `Margin for ${code} #${id}`,
      });
    }
    if (!isZero(fee)) {
      postings.push({
        userId, value: `-${fee}`, type: LedgerType.fee, ref: `order:${id}:fee`,
        memo: `Trading fee ${code} #${id}`, memoTran: `Trading fee ${code} #${id}`,
      });
    }
    // margin then fee, as two ledger rows, in one round of statements
    await postLedgers(trx, postings);
  }

  private stopValue(v: unknown, precision: number): string {
    if (v === undefined || v === null || String(v).trim() === '') return '0';
    if (!isPlainDecimal(String(v).trim()) || big(v as string).lt(0)) throw new AppError('badStop');
    return isSetPrice(v) ? roundPrice(v as string, precision) : '0';
  }

  private checkStops(side: number, reference: string, sl: string, tp: string, precision: number) {
    const err = validateStops(side, reference, sl, tp);
    const ref = roundPrice(reference, precision);
    if (err === 'sl_wrong_side') throw new AppError(isBuy(side) ? "slBelowBuy" : "slAboveSell", { price: ref });
    if (err === 'tp_wrong_side') throw new AppError(isBuy(side) ? "tpAboveBuy" : "tpBelowSell", { price: ref });
    if (err === 'negative') throw new AppError('badStop');
  }

  // ---------------------------------------------------------------- user actions

  private async ownOrder(userId: number, id: number): Promise<OrderRow> {
    const row = await this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    // Someone else's order answers exactly like a missing one, so ids cannot be probed.
    if (!row || Number(row.user_id) !== userId) throw new AppError('orderNotFound');
    return row;
  }

  /** Close a holding position at the current price (user action). */
  async close(userId: number, id: number): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    if (this.feed.marketStatus(row.code) !== 1) throw new AppError('marketClosed');
    const q = this.quoteOf(row.code);
    if (!q) throw new AppError('noQuote');
    const done = await this.closeOrder(row, closePrice(Number(row.side), q), 'user');
    if (!done) throw new AppError('orderNotOpen');
    return done;
  }

  /** Cancel a pending order, releasing its reserved margin and fee. */
  async cancel(userId: number, id: number): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    if (Number(row.status) !== OrderStatus.pending) throw new AppError('orderNotPending');
    const done = await this.db.transaction().execute((trx) => this.cancelInTrx(trx, row, 'cancel'));
    if (!done) throw new AppError('orderNotPending');
    this.forget(id);
    this.publishSummary(userId);
    return done;
  }

  /** Set (or clear with 0) take-profit and stop-loss of a holding or pending order. */
  async setStops(userId: number, id: number, tpIn: unknown, slIn: unknown): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    const status = Number(row.status);
    if (status !== OrderStatus.holding && status !== OrderStatus.pending) throw new AppError('orderNotOpen');
    const precision = Number(row.price_precision);
    const sl = this.stopValue(slIn, precision);
    const tp = this.stopValue(tpIn, precision);
    let reference: string;
    if (status === OrderStatus.pending) reference = row.origin_price;
    else {
      const q = this.quoteOf(row.code);
      if (!q) throw new AppError('noQuote');
      reference = closePrice(Number(row.side), q);
    }
    this.checkStops(Number(row.side), reference, sl, tp, precision);
    const res = await this.db
      .updateTable('orders')
      .set({ sl, tp, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('orderNotOpen');
    const mem = this.orders.get(id);
    if (mem) {
      mem.sl = sl;
      mem.tp = tp;
    }
    this.enqueue([row.code]); // the new stop may already be hit
    return { ...row, sl, tp };
  }

  // ---------------------------------------------------------------- state transitions (each one transaction)

  /** Close a holding order at `price`; null when it was no longer holding (someone else closed it first). */
  async closeOrder(row: OrderRow | MemOrder, price: string, reason: CloseReason): Promise<OrderRow | null> {
    const id = Number((row as OrderRow).id);
    const done = await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current || Number(current.status) !== OrderStatus.holding) return null;
      return this.closeInTrx(trx, current, price, reason);
    });
    if (done) {
      this.forget(id);
      if (reason !== 'user') this.emitClosed(done, reason);
      this.publishSummary(Number(done.user_id));
    }
    return done;
  }

  private async closeInTrx(trx: Transaction<Database>, row: OrderRow, price: string, reason: CloseReason): Promise<OrderRow | null> {
    const id = Number(row.id);
    const userId = Number(row.user_id);
    const pnl = this.wrapRate(row.quote_ccy, () =>
      pnlUsd({ side: Number(row.side), open: row.open_price!, close: price, lots: row.lots, contractSize: row.contract_size, quoteCcy: row.quote_ccy, rates: this.rates }),
    );
    const now = nowIso();
    const res = await trx
      .updateTable('orders')
      .set({ status: OrderStatus.closed, close_price: price, profit: pnl, close_reason: reason, closed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.holding)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return null;
    if (!isZero(row.margin)) {
      await postLedger(trx, {
        userId, value: row.margin, lockValue: `-${row.margin}`, type: LedgerType.marginUnlock, ref: `order:${id}:unlock`,
        memo: `Margin released ${row.code} #${id}`, memoTran: `Margin released ${row.code} #${id}`,
      });
    }
    if (!isZero(pnl)) {
      let value = pnl;
      if (lt(pnl, 0)) {
        const acc = await getAccount(trx, userId);
        if (lt(add(acc.balance, pnl), 0)) value = roundMoney(big(acc.balance).times(-1));
      }
      if (!isZero(value)) {
        const label = `${reasonLabel(reason)} ${row.code} #${id}`;
        await postLedger(trx, { userId, value, type: LedgerType.realisedPnl, ref: `order:${id}:pnl`, memo: label, memoTran: label });
      }
    }
    return { ...row, status: OrderStatus.closed, close_price: price, profit: pnl, close_reason: reason, closed_at: now, updated_at: now };
  }

  private async cancelInTrx(trx: Transaction<Database>, row: OrderRow, reason: CloseReason): Promise<OrderRow | null> {
    const id = Number(row.id);
    const now = nowIso();
    const res = await trx
      .updateTable('orders')
      .set({ status: OrderStatus.cancelled, reserved: ZERO, close_reason: reason, closed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.pending)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return null;
    if (!isZero(row.reserved)) {
      await postLedger(trx, {
        userId: Number(row.user_id), value: row.reserved, lockValue: `-${row.reserved}`, type: LedgerType.marginUnlock,
        ref: `order:${id}:release`, memo: `Pending order cancelled ${row.code} #${id}`, memoTran: `Pending order cancelled ${row.code} #${id}`,
      });
    }
    return { ...row, status: OrderStatus.cancelled, reserved: ZERO, close_reason: reason, closed_at: now, updated_at: now };
  }

  /** Fill a pending order at the current price. Cancels it when the margin at the fill price cannot be met. */
  private async fill(o: MemOrder, q: QuoteState): Promise<void> {
    const inst = this.byId.get(o.instrumentId) ?? this.byCode.get(o.code);
    const price = openPrice(o.side, q);
    const { feeType } = await this.settings();
    const margin = marginOf({ lots: o.lots, contractSize: o.contractSize, price, leverage: o.leverage, marginMode: o.marginMode, quoteCcy: o.quoteCcy, rates: this.rates });
    const fee = feeOf({ feeType, feeRate: inst?.feeRate ?? '0', lots: o.lots, margin });
    let filled: OrderRow | null;
    try {
      filled = await this.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
        if (!row || Number(row.status) !== OrderStatus.pending) return null;
        const now = nowIso();
        const res = await trx
          .updateTable('orders')
          .set({ status: OrderStatus.holding, open_price: price, margin, fee, reserved: ZERO, opened_at: now, updated_at: now })
          .where('id', '=', o.id)
          .where('status', '=', OrderStatus.pending)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return null;
        if (!isZero(row.reserved)) {
          await postLedger(trx, {
            userId: o.userId, value: row.reserved, lockValue: `-${row.reserved}`, type: LedgerType.marginUnlock, ref: `order:${o.id}:release`,
            memo: `Pending order filled ${o.code} #${o.id}: reservation released`, memoTran: `Pending order filled ${o.code} #${o.id}: reservation released`,
          });
        }
        await this.postOpen(trx, o.userId, o.id, o.code, margin, fee);
        return { ...row, status: OrderStatus.holding, open_price: price, margin, fee, reserved: ZERO, opened_at: now, updated_at: now };
      });
    } catch (e) {
      if (AppError.is(e, 'insufficientBalance')) {
        const row = await this.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
        const cancelled = row ? await this.db.transaction().execute((trx) => this.cancelInTrx(trx, row, 'insufficient_margin')) : null;
        if (cancelled) {
          this.forget(o.id);
          this.emitClosed(cancelled, 'insufficient_margin');
        }
        return;
      }
      throw e;
    }
    if (!filled) return;
    Object.assign(o, { status: OrderStatus.holding, openPrice: price, margin, fee, reserved: ZERO });
    this.emitClosed(filled, 'fill');
  }

  // ---------------------------------------------------------------- ticks

  /** Schedule a check of the orders of these instruments (coalesced; processed one round at a time). */
  enqueue(codes: Iterable<string>) {
    for (const c of codes) this.dirty.add(c);
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when every scheduled check has been processed (tests, admin quote pushes). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      await Promise.resolve();
      while (this.dirty.size) {
        const codes = [...this.dirty];
        this.dirty.clear();
        try {
          await this.processCodes(codes);
        } catch (err) {
          this.log.error({ err }, 'tick processing failed');
        }
      }
    } finally {
      this.running = null;
    }
  }

  private async processCodes(codes: string[]) {
    const users = new Set<number>();
    const actions: Array<() => Promise<unknown>> = [];
    for (const code of codes) {
      const ids = this.byInstrument.get(code);
      if (!ids || ids.size === 0) continue;
      const q = this.quoteOf(code);
      if (!q || this.feed.marketStatus(code) !== 1) continue;
      for (const id of ids) {
        const o = this.orders.get(id);
        if (!o) continue;
        users.add(o.userId);
        if (o.status === OrderStatus.pending) {
          if (pendingFillable(o.side, q, o.target)) actions.push(() => this.fill(o, q));
        } else {
          const trig: StopTrigger | null = stopTriggered(o.side, q, o.sl, o.tp);
          if (trig) actions.push(() => this.closeOrder({ ...o } as MemOrder, closePrice(o.side, q), trig));
        }
      }
    }
    for (const a of actions) {
      try {
        await a();
      } catch (err) {
        this.log.error({ err }, 'order trigger failed');
      }
    }
    if (users.size) await this.riskSweep([...users]);
  }

  /** Stop-out check and live summary for these users. */
  async riskSweep(userIds: number[]) {
    const { stopOutLevel } = await this.settings();
    for (let i = 0; i < userIds.length; i += 500) {
      const chunk = userIds.slice(i, i + 500);
      const accounts = await this.db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', chunk).execute();
      for (const acc of accounts) {
        const userId = Number(acc.user_id);
        let balance = acc.balance;
        let lock = acc.lock_balance;
        // Stop-out: close the worst-losing position, one at a time, while the risk rate is below the level.
        for (let guard = 0; guard < 1000; guard++) {
          const s = this.computeSummary(userId, balance, lock);
          if (!isStopOut(s.Equity, s.CautionMoneyAll, stopOutLevel)) break;
          const worst = this.worstPosition(userId);
          if (!worst) break;
          const q = this.quoteOf(worst.code);
          if (!q) break;
          const closed = await this.closeOrder(worst, closePrice(worst.side, q), 'stop_out');
          if (!closed) break;
          const a = await getAccount(this.db, userId);
          balance = a.balance;
          lock = a.lock_balance;
        }
        this.hub?.sendToUser(userId, 'FOREX_TRADE', this.computeSummary(userId, balance, lock));
      }
    }
  }

  private worstPosition(userId: number): MemOrder | null {
    let worst: MemOrder | null = null;
    let worstPnl: string | null = null;
    for (const o of this.userOrders(userId)) {
      if (o.status !== OrderStatus.holding) continue;
      const f = this.floating(o);
      const pnl = f?.pnl ?? '0';
      if (worstPnl === null || lt(pnl, worstPnl)) {
        worst = o;
        worstPnl = pnl;
      }
    }
    return worst;
  }

  // ---------------------------------------------------------------- summaries

  computeSummary(userId: number, balance: string, lockBalance = '0'): LiveSummary {
    const trans: TransOrder[] = [];
    const margins: string[] = [];
    const pnls: string[] = [];
    const reserved: string[] = [];
    for (const o of this.userOrders(userId)) {
      if (o.status === OrderStatus.pending) {
        reserved.push(o.reserved);
        continue;
      }
      margins.push(o.margin);
      const f = this.floating(o);
      const pnl = f?.pnl ?? ZERO;
      pnls.push(pnl);
      trans.push({ Id: o.id, UpdatePrice: f?.price ?? o.openPrice ?? '0', FactProfits: pnl });
    }
    const used = roundMoney(sum(margins));
    const floating = roundMoney(sum(pnls));
    const a = accountSummary({ balance, usedMargin: used, pendingLocked: sum(reserved), floatingPnl: floating });
    return {
      ProfitsTotal: floating,
      HazardRate: a.riskRate ?? '0.00',
      CautionMoneyAll: used,
      Balance: roundMoney(balance),
      LockBalance: roundMoney(lockBalance),
      Equity: a.equity,
      FreeMargin: a.freeMargin,
      PendingLocked: a.pendingLocked,
      TransOrder: trans.sort((x, y) => y.Id - x.Id),
    };
  }

  async summary(userId: number): Promise<LiveSummary> {
    const acc = await getAccount(this.db, userId);
    return this.computeSummary(userId, acc.balance, acc.lock_balance);
  }

  private summaryQueue = new Set<number>();
  private summaryTimer: ReturnType<typeof setTimeout> | null = null;

  /** Queue a FOREX_TRADE push for the user; pushes are coalesced and sent off the request path. */
  private publishSummary(userId: number) {
    if (!this.hub) return;
    this.summaryQueue.add(userId);
    if (!this.summaryTimer) {
      this.summaryTimer = setTimeout(() => {
        this.summaryTimer = null;
        void this.flushSummaries().catch((err) => this.log.error({ err }, 'summary failed'));
      }, 0);
      this.summaryTimer.unref?.();
    }
  }

  private async flushSummaries() {
    const hub = this.hub!;
    const users = hub.userSubscribed ? [...this.summaryQueue].filter((u) => hub.userSubscribed!(u, 'FOREX_TRADE')) : [...this.summaryQueue];
    this.summaryQueue.clear();
    for (let i = 0; i < users.length; i += 500) {
      const chunk = users.slice(i, i + 500);
      const accounts = await this.db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', chunk).execute();
      for (const a of accounts) this.hub!.sendToUser(Number(a.user_id), 'FOREX_TRADE', this.computeSummary(Number(a.user_id), a.balance, a.lock_balance));
    }
  }

  private emitClosed(row: OrderRow, reason: CloseReason | 'fill') {
    const ev: ClosedEvent = {
      Id: Number(row.id),
      Status: Number(row.status),
      Reason: reason,
      Code: row.code,
      UpdatePrice: row.close_price ?? row.open_price ?? row.origin_price,
      FactProfits: row.profit ?? ZERO,
    };
    this.hub?.sendToUser(Number(row.user_id), 'FOREX_CLOSED', ev);
  }

  /** Live price and P&L of an order row for API views (holding: floating; closed: realised). */
  liveView(row: OrderRow): { UpdatePrice: string; FactProfits: string } {
    const status = Number(row.status);
    if (status === OrderStatus.closed) return { UpdatePrice: row.close_price ?? '0', FactProfits: row.profit ?? ZERO };
    const q = this.quoteOf(row.code);
    if (status === OrderStatus.holding) {
      const mem = this.orders.get(Number(row.id));
      const f = mem ? this.floating(mem) : null;
      return { UpdatePrice: f?.price ?? row.open_price ?? '0', FactProfits: f?.pnl ?? ZERO };
    }
    const side = Number(row.side);
    return { UpdatePrice: q ? closePrice(side, q) : row.origin_price, FactProfits: ZERO };
  }

  /** Floating P&L sum of a user's holding positions (USD 6 dp). */
  floatingTotal(userId: number): string {
    return roundMoney(sum(this.userOrders(userId).filter((o) => o.status === 1).map((o) => this.floating(o)?.pnl ?? '0')));
  }

  // ---------------------------------------------------------------- demo reset

  /** Demo reset hook: close holding positions and cancel pending orders of the user inside the reset transaction. */
  async demoReset(trx: Transaction<Database>, user: Pick<User, 'id'>): Promise<void> {
    const rows = await trx.selectFrom('orders').selectAll().where('user_id', '=', user.id).where('status', 'in', [0, 1]).execute();
    for (const row of rows) {
      if (Number(row.status) === OrderStatus.pending) await this.cancelInTrx(trx, row, 'demo_reset');
      else {
        const q = this.quoteOf(row.code);
        const price = q ? closePrice(Number(row.side), q) : row.open_price!;
        await this.closeInTrx(trx, row, price, 'demo_reset');
      }
    }
    // The reset commits right after the hooks; the index follows (a failed reset would leave these orders out of
    // the in-memory index until restart, which only delays their triggers).
    for (const row of rows) this.forget(Number(row.id));
  }
}

function reasonLabel(reason: CloseReason): string {
  switch (reason) {
    case 'sl': return 'Stop loss';
    case 'tp': return 'Take profit';
    case 'stop_out': return 'Stop-out';
    case 'demo_reset': return 'Demo reset';
    default: return 'Realised P&L';
  }
}
