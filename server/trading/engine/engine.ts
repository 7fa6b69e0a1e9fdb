/**
 * The trading engine: orders, fills, SL/TP, stop-out and the per-user live summary, composed from modules with one
 * job each — the order book (book.ts), pure request validation (validation.ts), state transitions with their
 * ledger postings (transitions.ts), prices and summaries (pricing.ts), triggers and stop-out (risk.ts) and the tick
 * queue (ticks.ts). The engine knows nothing of sockets: it emits events (EngineEvents) and the trading area's
 * publishing.ts turns them into pushes.
 *
 * Every balance change is a ledger posting inside the same transaction as the order change, and every order state
 * change is conditional, so money moves exactly once whatever races (transitions.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import { big, closePrice, fee as feeOf, gt, lt, margin as marginOf, openPrice, pipSize, trailDistance, validatePartialLots } from '../../../src/core/money/index.js';
import { trailStops } from './trailing.js';
import type { Database, User } from '../../db/schema.js';
import { once } from '../../db/idempotency.js';
import { AppError } from '../../http/envelope.js';
import { getAccount } from '../../ledger/index.js';
import type { PriceFeed, QuoteState } from '../../feed/types.js';
import { OrderBook, type BookOrder } from './book.js';
import { InstrumentCatalog } from './catalog.js';
import { Pricing, ZERO, withRate, type LiveSummary } from './pricing.js';
import { dueTriggers, stopOut, worstPosition } from './risk.js';
import type { Instrument } from '../repo.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import { TickQueue } from './ticks.js';
import { TradingSettingsCache, type TradingSettings } from './trading-settings.js';
import { cancelInTrx, closeInTrx, fillInTrx, partialCloseInTrx, placeOrder, resetInTrx, type CloseReason } from './transitions.js';
import { closedEvent, EngineEmitter, type EngineEvents } from './events.js';
import { partialLotsError, validateStopsUpdate, validateSubmit, type SubmitInput } from './validation.js';

export interface EngineDeps {
  db: Kysely<Database>;
  feed: PriceFeed;
  log?: { error(obj: unknown, msg?: string): void };
  /** settings cache lifetime in ms (default 1000) */
  settingsTtlMs?: number;
}

const SWEEP_CHUNK = 500;

export class TradingEngine {
  readonly db: Kysely<Database>;
  readonly feed: PriceFeed;
  private log: NonNullable<EngineDeps['log']>;
  private catalog = new InstrumentCatalog();
  private book = new OrderBook();
  private pricing: Pricing;
  private ticks: TickQueue;
  private tradingSettings: TradingSettingsCache;
  private events: EngineEmitter;
  private unsubscribeFeed: (() => void) | null = null;

  constructor(deps: EngineDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.log = deps.log ?? { error: (o, m) => console.error(m, o) };
    this.events = new EngineEmitter(this.log);
    this.pricing = new Pricing(deps.feed);
    this.tradingSettings = new TradingSettingsCache(deps.db, deps.settingsTtlMs ?? 1000);
    this.ticks = new TickQueue((codes) => this.processCodes(codes), this.log);
  }

  // ---------------------------------------------------------------- set-up

  async init(instruments: Instrument[]): Promise<void> {
    for (const i of instruments) this.catalog.set(i);
    const rows = await this.db.selectFrom('orders').selectAll().where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).execute();
    for (const r of rows) this.book.add(r);
    this.unsubscribeFeed = this.feed.onTick((ticks) => this.enqueue(ticks.map((t) => t.code)));
  }

  stop(): void {
    this.unsubscribeFeed?.();
    this.unsubscribeFeed = null;
  }

  /** Listen to the engine's events; returns the unsubscribe function. */
  on(listener: EngineEvents): () => void {
    return this.events.on(listener);
  }

  setInstrument(i: Instrument): void {
    this.catalog.set(i);
  }

  instrument(idOrCode: number | string): Instrument | undefined {
    return this.catalog.get(idOrCode);
  }

  instruments(): Instrument[] {
    return this.catalog.list();
  }

  settings(): Promise<TradingSettings> {
    return this.tradingSettings.get();
  }

  invalidateSettings(): void {
    this.tradingSettings.invalidate();
  }

  /** Open (pending + holding) orders in memory — for tests and diagnostics. */
  openOrderCount(): number {
    return this.book.size;
  }

  // ---------------------------------------------------------------- user requests

  async submit(user: Pick<User, 'id'>, input: SubmitInput): Promise<OrderRow> {
    const inst = this.catalog.get(Number(input.forex_id));
    const quote = inst ? this.feed.getQuote(inst.code) : undefined;
    const order = validateSubmit(inst, input, { open: !!inst && this.feed.marketStatus(inst.code) === 1, quote });
    if (order instanceof AppError) throw order;
    const { feeType } = await this.settings();
    const price = order.target ?? openPrice(order.side, quote!);
    const margin = withRate(inst!.quote, () =>
      marginOf({ lots: order.lots, contractSize: inst!.contractSize, price, leverage: order.leverage, marginMode: inst!.marginMode, quoteCcy: inst!.quote, rates: this.pricing.rates }),
    );
    const fee = feeOf({ feeType, feeRate: inst!.feeRate, lots: order.lots, margin });
    // (user_id, client_ref) is unique: a retried or racing submit with one client_ref answers the first order.
    const placed = await once({
      find: async () =>
        order.clientRef ? this.db.selectFrom('orders').selectAll().where('user_id', '=', user.id).where('client_ref', '=', order.clientRef).executeTakeFirst() : undefined,
      create: () => this.db.transaction().execute((trx) =>
        placeOrder(trx, { userId: user.id, inst: inst!, order, price, margin, fee, floating: () => this.pricing.floatingTotal(this.book.positionsOf(user.id)) }),
      ),
    });
    if (!placed.duplicate) this.book.add(placed.value);
    this.events.emit('changed', user.id);
    if (!placed.duplicate && order.mode === 0) this.enqueue([inst!.code]); // a pending order already at its price fills now
    return placed.value;
  }

  private async ownOrder(userId: number, id: number): Promise<OrderRow> {
    const row = await this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    // Someone else's order answers exactly like a missing one, so ids cannot be probed.
    if (!row || Number(row.user_id) !== userId) throw new AppError('orderNotFound');
    return row;
  }

  /**
   * Close a holding position at the current price (user action); with `lots` below the open lots, only that part
   * (extension, docs/trading.md "Partial close"): the answer is then the closed part, a new order in history.
   */
  async close(userId: number, id: number, lots?: string): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    const partial = lots !== undefined && lots !== '' && !big(lots).eq(big(row.lots));
    if (partial) {
      const inst = this.catalog.get(Number(row.instrument_id)) ?? this.catalog.get(row.code);
      const e = validatePartialLots(lots, row.lots, inst?.minLots ?? '0', inst?.lotStep ?? '0');
      if (e) throw partialLotsError(e, row.lots, inst?.minLots ?? '0', inst?.lotStep ?? '0');
    }
    if (this.feed.marketStatus(row.code) !== 1) throw new AppError('marketClosed');
    const q = this.feed.getQuote(row.code);
    if (!q) throw new AppError('noQuote');
    const price = closePrice(Number(row.side), q);
    const done = partial ? await this.closePart(row, lots!, price) : await this.closeOrder(row, price, 'user');
    if (!done) throw new AppError('orderNotOpen');
    return done;
  }

  /** `lots` of a holding position closed at `price`; the rest stays open in the book with its share of margin and fee. */
  private async closePart(row: OrderRow, lots: string, price: string): Promise<OrderRow | null> {
    const done = await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', Number(row.id)).executeTakeFirst();
      if (!current || Number(current.status) !== OrderStatus.holding || !big(current.lots).gt(big(lots))) return null;
      return partialCloseInTrx(trx, current, lots, price, this.pricing.rates);
    });
    if (!done) return null;
    const open = this.book.get(Number(row.id));
    if (open) Object.assign(open, { lots: done.position.lots, margin: done.position.margin, fee: done.position.fee, memo: undefined });
    this.events.emit('changed', Number(row.user_id));
    return done.part;
  }

  /**
   * Close every holding position of the user, or only those now in profit or at a loss (extension). Each closes on
   * its own at its market price; one whose market is closed (or that closed meanwhile) is left and counted.
   */
  async closeAll(userId: number, which: 'all' | 'profitable' | 'losing'): Promise<{ closed: OrderRow[]; skipped: number }> {
    const chosen = this.book.positionsOf(userId).filter((o) => {
      if (which === 'all') return true;
      const pnl = this.pricing.floating(o)?.pnl;
      return pnl !== undefined && (which === 'profitable' ? gt(pnl, 0) : lt(pnl, 0));
    });
    const closed: OrderRow[] = [];
    for (const o of chosen) {
      const q = this.feed.marketStatus(o.code) === 1 ? this.feed.getQuote(o.code) : undefined;
      const done = q ? await this.closeOrder(o, closePrice(o.side, q), 'user') : null;
      if (done) closed.push(done);
    }
    return { closed, skipped: chosen.length - closed.length };
  }

  /** Cancel a pending order, releasing its reserved margin and fee. */
  async cancel(userId: number, id: number): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    if (Number(row.status) !== OrderStatus.pending) throw new AppError('orderNotPending');
    const done = await this.db.transaction().execute((trx) => cancelInTrx(trx, row, 'cancel'));
    if (!done) throw new AppError('orderNotPending');
    this.book.remove(id);
    this.events.emit('changed', userId);
    return done;
  }

  /**
   * Turn a holding position's trailing stop on (`pips` > 0) or off (0) (extension). On: the stop loss moves at once
   * to the distance behind the current price when that is better than the stop it has, then follows the price.
   */
  async setTrailing(userId: number, id: number, pipsIn: unknown): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    if (Number(row.status) !== OrderStatus.holding) throw new AppError('orderNotOpen');
    const pips = String(pipsIn ?? '').trim();
    const off = pips === '0';
    if (!off && !trailDistance(pips, Number(row.price_precision))) throw new AppError('badTrailing', { pip: pipSize(Number(row.price_precision)) });
    const res = await this.db
      .updateTable('orders')
      .set({ trail_pips: off ? '0' : pips, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.holding)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('orderNotOpen');
    const open = this.book.get(id);
    if (open) open.trailPips = off ? '0' : pips;
    await trailStops(this.db, this.book, this.feed, [row.code]);
    this.events.emit('changed', userId);
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Set (or clear with 0) take-profit and stop-loss of a holding or pending order. */
  async setStops(userId: number, id: number, tpIn: unknown, slIn: unknown): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id);
    const status = Number(row.status);
    if (status !== OrderStatus.holding && status !== OrderStatus.pending) throw new AppError('orderNotOpen');
    const stops = validateStopsUpdate(row, slIn, tpIn, this.feed.getQuote(row.code));
    if (stops instanceof AppError) throw stops;
    const { sl, tp } = stops;
    const res = await this.db.updateTable('orders').set({ sl, tp, updated_at: new Date().toISOString() }).where('id', '=', id).where('status', '=', status).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('orderNotOpen');
    const open = this.book.get(id);
    if (open) Object.assign(open, { sl, tp });
    this.enqueue([row.code]); // the new stop may already be hit
    return { ...row, sl, tp };
  }

  // ---------------------------------------------------------------- transitions the engine starts

  /** Close a holding order at `price`; null when it was no longer holding (someone else closed it first). */
  async closeOrder(row: OrderRow | BookOrder, price: string, reason: CloseReason): Promise<OrderRow | null> {
    const id = Number(row.id);
    const done = await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current || Number(current.status) !== OrderStatus.holding) return null;
      return closeInTrx(trx, current, price, reason, this.pricing.rates);
    });
    if (done) {
      this.book.remove(id);
      if (reason !== 'user') this.emitClosed(done, reason);
      this.events.emit('changed', Number(done.user_id));
    }
    return done;
  }

  /** Fill a pending order at the current price. Cancels it when the margin at the fill price cannot be met. */
  private async fill(o: BookOrder, q: QuoteState): Promise<void> {
    const inst = this.catalog.get(o.instrumentId) ?? this.catalog.get(o.code);
    const price = openPrice(o.side, q);
    const { feeType } = await this.settings();
    const margin = marginOf({ lots: o.lots, contractSize: o.contractSize, price, leverage: o.leverage, marginMode: o.marginMode, quoteCcy: o.quoteCcy, rates: this.pricing.rates });
    const fee = feeOf({ feeType, feeRate: inst?.feeRate ?? '0', lots: o.lots, margin });
    let filled: OrderRow | null;
    try {
      filled = await this.db.transaction().execute((trx) => fillInTrx(trx, o.id, price, margin, fee));
    } catch (e) {
      if (!AppError.is(e, 'insufficientBalance')) throw e;
      const row = await this.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirst();
      const cancelled = row ? await this.db.transaction().execute((trx) => cancelInTrx(trx, row, 'insufficient_margin')) : null;
      if (cancelled) {
        this.book.remove(o.id);
        this.emitClosed(cancelled, 'insufficient_margin');
      }
      return;
    }
    if (!filled) return;
    Object.assign(o, { status: OrderStatus.holding, openPrice: price, margin, fee, reserved: ZERO });
    this.emitClosed(filled, 'fill');
  }

  private emitClosed(row: OrderRow, reason: CloseReason | 'fill'): void {
    this.events.emit('closed', Number(row.user_id), closedEvent(row, reason));
  }

  // ---------------------------------------------------------------- ticks and risk

  /** Schedule a check of the orders of these instruments (coalesced; processed one round at a time). */
  enqueue(codes: Iterable<string>): void {
    this.ticks.enqueue(codes);
  }

  /** Resolves when every scheduled check has been processed (tests, admin quote pushes). */
  idle(): Promise<void> {
    return this.ticks.idle();
  }

  private async processCodes(codes: string[]): Promise<void> {
    // The stops are checked at this tick's price first (a price through a stop closes the position), then trailed.
    const { triggers, users } = dueTriggers(codes, this.book, this.feed);
    for (const t of triggers) {
      try {
        if (t.kind === 'fill') await this.fill(t.order, t.quote);
        else await this.closeOrder(t.order, t.price, t.kind);
      } catch (err) {
        this.log.error({ err }, 'order trigger failed');
      }
    }
    try {
      await trailStops(this.db, this.book, this.feed, codes);
    } catch (err) {
      this.log.error({ err }, 'trailing stops failed');
    }
    if (users.size) await this.riskSweep([...users]);
  }

  /** Stop-out check and live summary for these users. */
  async riskSweep(userIds: number[]): Promise<void> {
    const { stopOutLevel } = await this.settings();
    const ctx = {
      summary: (userId: number, balance: string, lock: string) => this.computeSummary(userId, balance, lock),
      worst: (userId: number) => worstPosition(this.book.positionsOf(userId), this.pricing),
      quote: (code: string) => this.feed.getQuote(code),
      close: (o: BookOrder, price: string) => this.closeOrder(o, price, 'stop_out'),
      account: (userId: number) => getAccount(this.db, userId),
    };
    for (let i = 0; i < userIds.length; i += SWEEP_CHUNK) {
      const chunk = userIds.slice(i, i + SWEEP_CHUNK);
      const accounts = await this.db.selectFrom('accounts').select(['user_id', 'balance', 'lock_balance']).where('user_id', 'in', chunk).execute();
      for (const acc of accounts) {
        const userId = Number(acc.user_id);
        this.events.emit('summary', userId, await stopOut(ctx, userId, acc.balance, acc.lock_balance, stopOutLevel));
      }
    }
  }

  // ---------------------------------------------------------------- views

  computeSummary(userId: number, balance: string, lockBalance = '0'): LiveSummary {
    return this.pricing.summary(this.book.ofUser(userId), balance, lockBalance);
  }

  async summary(userId: number): Promise<LiveSummary> {
    const acc = await getAccount(this.db, userId);
    return this.computeSummary(userId, acc.balance, acc.lock_balance);
  }

  /** Live price and P&L of an order row for API views (holding: floating; closed: realised). */
  liveView(row: OrderRow): { UpdatePrice: string; FactProfits: string } {
    return this.pricing.liveView(row, this.book.get(Number(row.id)));
  }

  /** Floating P&L sum of a user's holding positions (USD 6 dp). */
  floatingTotal(userId: number): string {
    return this.pricing.floatingTotal(this.book.positionsOf(userId));
  }

  /** Demo reset hook: close holding positions and cancel pending orders of the user inside the reset transaction. */
  async demoReset(trx: Transaction<Database>, user: Pick<User, 'id'>): Promise<void> {
    const ids = await resetInTrx(trx, user.id, (code) => this.feed.getQuote(code), this.pricing.rates);
    // The reset commits right after the hooks; the book follows (a failed reset would leave these orders out of
    // the book until restart, which only delays their triggers).
    for (const id of ids) this.book.remove(id);
  }
}
