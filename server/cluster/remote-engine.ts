/**
 * The engine as a gateway sees it (EngineApi): a trader's requests travel to the engine leader over the bus (request/
 * reply, docs/cluster.md "Why orders go over NATS"); reads are answered here, from PostgreSQL (the system of record)
 * and the mirror of the leader's quotes, with the same Pricing the engine uses, so a gateway's figures are the
 * engine's. Instruments and trading settings are read from the database and read again when any process says they
 * changed.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../db/schema.js';
import { getAccount } from '../ledger/index.js';
import type { Candle, Period, QuoteState } from '../feed/types.js';
import type { CloseWhich, DeskAudit, EngineApi } from '../trading/engine/api.js';
import { bookOrder } from '../trading/engine/book.js';
import { ClosureCalendar } from '../feed/closures.js';
import { loadClosures } from '../trading/closures/repo.js';
import { InstrumentCatalog } from '../trading/engine/catalog.js';
import { Pricing, type LiveSummary } from '../trading/engine/pricing.js';
import { TradingSettingsCache, type TradingSettings } from '../trading/engine/trading-settings.js';
import { resetInTrx } from '../trading/engine/transitions.js';
import type { ModifyInput, SubmitInput } from '../trading/engine/validation.js';
import type { Reversed } from '../trading/engine/reverse.js';
import { loadInstruments, toInstrument, type Instrument } from '../trading/repo.js';
import { OrderStatus, type OrderRow } from '../trading/schema.js';
import type { Bus } from './bus.js';
import { MirrorFeed } from './mirror-feed.js';
import { SUBJECTS, type EngineCall, type EngineMethod, type QuotesMessage, type SnapshotMessage } from './subjects.js';

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export class RemoteEngine implements EngineApi {
  readonly quotes = new MirrorFeed();
  readonly closures = new ClosureCalendar();
  feedKind: 'sim' | 'manual' = 'sim';
  private readonly catalog = new InstrumentCatalog();
  private readonly pricing = new Pricing(this.quotes);
  private readonly settingsCache: TradingSettingsCache;
  private readonly offs: Array<() => void> = [];
  /** A snapshot arrived since the start (or the last bus hiccup); until then the first tick asks for one. */
  private synced = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: Bus,
    private readonly log: Log,
  ) {
    this.settingsCache = new TradingSettingsCache(db, 1000);
  }

  /** Loads the instruments, follows the leader's quotes and changes, and takes a first snapshot if a leader answers. */
  async start(): Promise<void> {
    for (const i of await loadInstruments(this.db)) this.catalog.set(i);
    await this.loadClosures();
    this.offs.push(
      this.bus.subscribe(SUBJECTS.quotes, (m) => {
        this.quotes.apply(m as QuotesMessage);
        // A leader is up now (the gateway started before it): take its whole picture, not only what ticked.
        if (!this.synced) void this.resync();
      }),
      this.bus.subscribe(SUBJECTS.instrument, (m) => {
        const code = (m as { code: string }).code;
        this.reloadInstrument(code).catch((err) => this.log.warn({ err, code }, 'gateway: instrument reload failed'));
      }),
      this.bus.subscribe(SUBJECTS.settings, () => this.settingsCache.invalidate()),
      this.bus.subscribe(SUBJECTS.closures, () => void this.loadClosures().catch((err) => this.log.warn({ err }, 'gateway: market closures reload failed'))),
    );
    await this.resync();
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
  }

  /**
   * Replaces the mirror with the leader's snapshot (at start, and after a bus hiccup: quotes published meanwhile
   * were lost). Without a leader yet, the next tick round fills the mirror instead.
   */
  async resync(): Promise<void> {
    this.synced = true; // one request at a time; a failure below clears it
    try {
      const s = await this.bus.request<SnapshotMessage>(SUBJECTS.snapshot, {}, 2000);
      this.feedKind = s.kind;
      this.quotes.reset(s);
    } catch {
      this.synced = false;
      this.log.warn({}, 'gateway: no engine leader answered the snapshot request yet; quotes follow with its first tick');
    }
  }

  private async reloadInstrument(code: string): Promise<void> {
    const row = await this.db.selectFrom('instruments').selectAll().where('code', '=', String(code)).executeTakeFirst();
    if (row) this.catalog.set(toInstrument(row));
  }

  private call<T>(method: EngineMethod, ...args: unknown[]): Promise<T> {
    return this.bus.request<T>(SUBJECTS.call, { method, args } satisfies EngineCall);
  }

  // ---------------------------------------------------------------- instruments and settings

  instrument(idOrCode: number | string): Instrument | undefined {
    return this.catalog.get(idOrCode);
  }

  instruments(): Instrument[] {
    return this.catalog.list();
  }

  async putInstrument(inst: Instrument): Promise<void> {
    this.catalog.set(inst);
    this.bus.publish(SUBJECTS.instrument, { code: inst.code });
  }

  settings(): Promise<TradingSettings> {
    return this.settingsCache.get();
  }

  invalidateSettings(): void {
    this.settingsCache.invalidate();
    this.bus.publish(SUBJECTS.settings, {});
  }

  /** The hours this gateway answers follow them; the leader's market status does once it has read them too. */
  async reloadClosures(): Promise<void> {
    await this.loadClosures();
    this.bus.publish(SUBJECTS.closures, {});
  }

  private async loadClosures(): Promise<void> {
    this.closures.set(await loadClosures(this.db, Date.now()));
  }

  // ---------------------------------------------------------------- what only the leader can do

  pushQuote(code: string, bid: string, ask: string): Promise<QuoteState> {
    return this.call('pushQuote', code, bid, ask);
  }

  candles(code: string, period: Period, limit: number): Promise<Candle[]> {
    return this.call('candles', code, period, limit);
  }

  submit(user: Pick<User, 'id'>, input: SubmitInput): Promise<OrderRow> {
    return this.call('submit', { id: user.id }, input);
  }

  close(userId: number, id: number, lots?: string): Promise<OrderRow> {
    return this.call('close', userId, id, lots ?? null);
  }

  closeAll(userId: number, which: CloseWhich): Promise<{ closed: OrderRow[]; skipped: number }> {
    return this.call('closeAll', userId, which);
  }

  cancel(userId: number, id: number): Promise<OrderRow> {
    return this.call('cancel', userId, id);
  }

  cancelAll(userId: number): Promise<{ cancelled: OrderRow[]; skipped: number }> {
    return this.call('cancelAll', userId);
  }

  reverse(userId: number, id: number): Promise<Reversed> {
    return this.call('reverse', userId, id);
  }

  setTrailing(userId: number, id: number, pips: unknown): Promise<OrderRow> {
    return this.call('setTrailing', userId, id, pips);
  }

  setStops(userId: number, id: number, tp: unknown, sl: unknown): Promise<OrderRow> {
    return this.call('setStops', userId, id, tp, sl);
  }

  modifyPending(userId: number, id: number, input: ModifyInput): Promise<OrderRow> {
    return this.call('modifyPending', userId, id, input);
  }

  deskClose(userId: number, id: number, audit: DeskAudit): Promise<OrderRow> {
    return this.call('deskClose', userId, id, audit);
  }

  async riskSweep(userIds: number[]): Promise<void> {
    this.bus.publish(SUBJECTS.sweep, { userIds });
  }

  // ---------------------------------------------------------------- reads, from the database and the mirror

  liveView(row: OrderRow): { UpdatePrice: string; FactProfits: string } {
    return this.pricing.liveView(row, Number(row.status) === OrderStatus.holding ? bookOrder(row) : undefined);
  }

  async floatingPnl(userId: number): Promise<string> {
    const rows = await this.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', OrderStatus.holding).execute();
    return this.pricing.floatingTotal(rows.map(bookOrder));
  }

  async summary(userId: number): Promise<LiveSummary> {
    const [rows, acc] = await Promise.all([
      this.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', 'in', [OrderStatus.pending, OrderStatus.holding]).execute(),
      getAccount(this.db, userId),
    ]);
    return this.pricing.summary(rows.map(bookOrder), acc.balance, acc.lock_balance);
  }

  async demoReset(trx: Transaction<Database>, user: Pick<User, 'id'>): Promise<() => void> {
    const ids = await resetInTrx(trx, user.id, (code) => this.quotes.getQuote(code), this.pricing.rates);
    return () => this.bus.publish(SUBJECTS.forget, { ids });
  }
}
