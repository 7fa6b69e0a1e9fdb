/**
 * The trading engine: orders, fills, SL/TP, stop-out and the per-user live summary, composed from modules with one
 * job each — the order book (book.ts), pure request validation (validation.ts), state transitions with their ledger
 * postings (transitions.ts), the closes and fills it makes at a price (closes.ts), prices and summaries
 * (pricing.ts), triggers and stop-out (risk.ts) and what a round of ticks does with them (tick-round.ts), pending
 * orders' expiry (expiry.ts), the swap at the daily rollover (swap.ts), the tick queue (ticks.ts) and what a trader
 * asks of it (requests.ts, order-changes.ts). The engine knows nothing of sockets: it emits events (EngineEvents)
 * and the trading area's publishing.ts turns them into pushes.
 *
 * Every balance change is a ledger posting inside the same transaction as the order change, and every order state
 * change is conditional, so money moves exactly once whatever races (transitions.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import { getAccount } from '../../ledger/index.js';
import type { ClosureCalendar } from '../../feed/closures.js';
import type { Candle, Period, PriceFeed, QuoteSource, QuoteState } from '../../feed/types.js';
import { loadClosures } from '../closures/repo.js';
import type { CloseWhich, DeskAudit, EngineApi } from './api.js';
import { OrderBook, type BookOrder } from './book.js';
import { InstrumentCatalog } from './catalog.js';
import { Pricing, type LiveSummary } from './pricing.js';
import { FloatingSums } from './floating-sums.js';
import { toFeedInstrument, type Instrument } from '../repo.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import { TickQueue } from './ticks.js';
import { TickRound } from './tick-round.js';
import { TradingSettingsCache, type TradingSettings } from './trading-settings.js';
import { resetInTrx, type CloseReason } from './transitions.js';
import { EngineEmitter, type EngineEvents } from './events.js';
import { EngineCloses, type InTrx } from './closes.js';
import type { ModifyInput, SubmitInput } from './validation.js';
import { UserRequests, type RequestContext } from './requests.js';
import { OrderChanges } from './order-changes.js';
import { PendingExpiry } from './expiry.js';
import { SwapRollovers } from './swap.js';
import type { PeriodicCheck } from './periodic.js';
import type { Reversed } from './reverse.js';

export interface EngineDeps {
  db: Kysely<Database>;
  feed: PriceFeed;
  log?: { error(obj: unknown, msg?: string): void };
  /** Charge the swap at each rollover by the clock (default true; false: only when chargeSwaps is called). */
  swapClock?: boolean;
  /** settings cache lifetime in ms (default 1000) */
  settingsTtlMs?: number;
}

export class TradingEngine implements EngineApi {
  readonly db: Kysely<Database>;
  readonly feed: PriceFeed;
  private log: NonNullable<EngineDeps['log']>;
  private catalog = new InstrumentCatalog();
  private book: OrderBook;
  private pricing: Pricing;
  private floating: FloatingSums;
  private ticks: TickQueue;
  private round: TickRound;
  private tradingSettings: TradingSettingsCache;
  private events: EngineEmitter;
  private unsubscribeFeed: (() => void) | null = null;
  private expiry: PendingExpiry;
  private swaps: SwapRollovers;
  /** What runs by the clock while the engine does (periodic.ts). */
  private clocks: PeriodicCheck[];
  private requests: UserRequests;
  private changes: OrderChanges;
  private closes: EngineCloses;

  constructor(deps: EngineDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.log = deps.log ?? { error: (o, m) => console.error(m, o) };
    this.events = new EngineEmitter(this.log);
    this.pricing = new Pricing(deps.feed);
    this.floating = new FloatingSums({ floating: (o) => this.pricing.floating(o), quote: (symbol) => deps.feed.getQuote(symbol) });
    this.book = new OrderBook(this.floating);
    this.tradingSettings = new TradingSettingsCache(deps.db, deps.settingsTtlMs ?? 1000);
    const settings = () => this.settings();
    this.closes = new EngineCloses({ db: this.db, book: this.book, catalog: this.catalog, pricing: this.pricing, events: this.events, settings, log: this.log });
    this.round = new TickRound({
      db: this.db,
      feed: this.feed,
      book: this.book,
      pricing: this.pricing,
      closes: this.closes,
      events: this.events,
      log: this.log,
      settings,
      summary: (userId, balance, lock) => this.computeSummary(userId, balance, lock),
    });
    this.ticks = new TickQueue((codes) => this.round.process(codes), this.log);
    this.expiry = new PendingExpiry({
      db: this.db,
      book: this.book,
      log: this.log,
      expired: (row) => {
        this.closes.closed(row, 'expired');
        this.events.emit('changed', Number(row.user_id));
      },
    });
    this.swaps = new SwapRollovers({ db: this.db, catalog: this.catalog, log: this.log, charged: (row) => this.events.emit('changed', Number(row.user_id)) });
    this.clocks = deps.swapClock === false ? [this.expiry] : [this.expiry, this.swaps];
    const asked: RequestContext = {
      db: this.db, feed: this.feed, catalog: this.catalog, book: this.book, pricing: this.pricing, floating: this.floating, events: this.events, settings,
      enqueue: (codes) => this.enqueue(codes),
      closeOrder: (row, price, reason, within) => this.closeOrder(row, price, reason, within),
    };
    this.requests = new UserRequests(asked);
    this.changes = new OrderChanges(asked);
  }

  // ---------------------------------------------------------------- set-up

  async init(instruments: Instrument[]): Promise<void> {
    for (const i of instruments) this.catalog.set(i);
    await this.reloadClosures();
    const rows = await this.db.selectFrom('orders').selectAll().where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).execute();
    for (const r of rows) this.book.add(r);
    this.unsubscribeFeed = this.feed.onTick((ticks) => this.enqueue(ticks.map((t) => t.code)));
    for (const c of this.clocks) c.start();
  }

  stop(): void {
    this.unsubscribeFeed?.();
    this.unsubscribeFeed = null;
    for (const c of this.clocks) c.stop();
  }

  /** Listen to the engine's events; returns the unsubscribe function. */
  on(listener: EngineEvents): () => void {
    return this.events.on(listener);
  }

  get quotes(): QuoteSource {
    return this.feed;
  }

  get feedKind(): 'sim' | 'manual' {
    return this.feed.kind;
  }

  async putInstrument(i: Instrument): Promise<void> {
    this.catalog.set(i);
    this.feed.upsertInstrument(toFeedInstrument(i));
  }

  async pushQuote(code: string, bid: string, ask: string): Promise<QuoteState> {
    const q = this.feed.setQuote(code, bid, ask);
    await this.idle();
    return q;
  }

  async candles(code: string, period: Period, limit: number): Promise<Candle[]> {
    return this.feed.candles(code, period, limit);
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

  get closures(): ClosureCalendar {
    return this.feed.closures;
  }

  async reloadClosures(): Promise<void> {
    this.feed.setClosures(await loadClosures(this.db, Date.now()));
  }

  /** Open (pending + holding) orders in memory — for tests and diagnostics. */
  openOrderCount(): number {
    return this.book.size;
  }

  // ---------------------------------------------------------------- user requests (requests.ts, order-changes.ts)

  submit(user: Pick<User, 'id'>, input: SubmitInput, copyOf: number | null = null): Promise<OrderRow> {
    return this.requests.submit(user, input, copyOf);
  }

  close(userId: number, id: number, lots?: string): Promise<OrderRow> {
    return this.requests.close(userId, id, lots);
  }

  closeAll(userId: number, which: CloseWhich): Promise<{ closed: OrderRow[]; skipped: number }> {
    return this.requests.closeAll(userId, which);
  }

  cancel(userId: number, id: number): Promise<OrderRow> {
    return this.requests.cancel(userId, id);
  }

  cancelAll(userId: number): Promise<{ cancelled: OrderRow[]; skipped: number }> {
    return this.requests.cancelAll(userId);
  }

  reverse(userId: number, id: number): Promise<Reversed> {
    return this.requests.reverse(userId, id);
  }

  setTrailing(userId: number, id: number, pipsIn: unknown): Promise<OrderRow> {
    return this.changes.setTrailing(userId, id, pipsIn);
  }

  setStops(userId: number, id: number, tpIn: unknown, slIn: unknown): Promise<OrderRow> {
    return this.changes.setStops(userId, id, tpIn, slIn);
  }

  modifyPending(userId: number, id: number, input: ModifyInput): Promise<OrderRow> {
    return this.changes.modifyPending(userId, id, input);
  }

  deskClose(userId: number, id: number, audit: DeskAudit): Promise<OrderRow> {
    return this.requests.deskClose(userId, id, audit);
  }

  // ---------------------------------------------------------------- transitions the engine makes (closes.ts)

  /** Close a holding order at `price`; null when it was no longer holding (someone else closed it first). */
  closeOrder(row: OrderRow | BookOrder, price: string, reason: CloseReason, within?: InTrx): Promise<OrderRow | null> {
    return this.closes.close(row, price, reason, within);
  }

  /** Cancels the pending orders whose expiry has come (expiry.ts; every second while the engine runs). */
  expireDue(now?: string): Promise<void> {
    return this.expiry.expireDue(now);
  }

  /** Charges the swap of every rollover that has come and was not charged (swap.ts; every minute while the engine runs). */
  chargeSwaps(now?: Date): Promise<void> {
    return this.swaps.chargeDue(now);
  }

  // ---------------------------------------------------------------- ticks and risk

  /** Schedule a check of the orders of these instruments (coalesced; processed one round at a time). */
  enqueue(codes: Iterable<string>): void {
    this.ticks.enqueue(codes);
  }

  /** Resolves when every order received so far is written and every scheduled check processed (tests, admin quote pushes, stop). */
  async idle(): Promise<void> {
    await this.requests.idle();
    await this.ticks.idle();
    for (const c of this.clocks) await c.idle();
  }

  /** Stop-out check and live summary for these users (tick-round.ts). */
  riskSweep(userIds: number[]): Promise<void> {
    return this.round.riskSweep(userIds);
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
  async floatingPnl(userId: number): Promise<string> {
    return this.floating.total(userId);
  }

  /** Demo reset hook: close holding positions and cancel pending orders of the user inside the reset transaction. */
  async demoReset(trx: Transaction<Database>, user: Pick<User, 'id'>): Promise<() => void> {
    const ids = await resetInTrx(trx, user.id, (code) => this.feed.getQuote(code), this.pricing.rates);
    // The book follows once the reset has committed (a reset that fails keeps them open, and in the book).
    return () => this.forget(ids);
  }

  /** Drops orders that were closed or cancelled outside the engine (a demo reset) from the book. */
  forget(ids: number[]): void {
    for (const id of ids) this.book.remove(id);
  }
}
