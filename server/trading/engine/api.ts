/**
 * What the HTTP areas ask of the trading engine (`app.engine`). In one process it is the TradingEngine itself; on a
 * gateway of a cluster it is a RemoteEngine (cluster/remote-engine.ts), which sends the trader's requests to the
 * engine leader over the bus and answers reads from the database and its mirror of the leader's quotes. Routes use
 * only this, so they run unchanged in either shape.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import type { ClosureCalendar } from '../../feed/closures.js';
import type { Candle, Period, QuoteSource, QuoteState } from '../../feed/types.js';
import type { Instrument } from '../repo.js';
import type { OrderRow } from '../schema.js';
import type { LiveSummary } from './pricing.js';
import type { TradingSettings } from './trading-settings.js';
import type { ModifyInput, SubmitInput } from './validation.js';
import type { Reversed } from './reverse.js';
import type { AuditLogTable } from '../../operators/schema.js';

export type CloseWhich = 'all' | 'profitable' | 'losing';

/**
 * The audit row of an operator's close for a client (docs/operators.md "Closing for a client"), built by the route
 * that was asked; the engine adds the order before and after and writes it in the close's own transaction.
 */
export type DeskAudit = Omit<Insertable<AuditLogTable>, 'before' | 'after'>;

export interface EngineApi {
  /** Live quotes and market status. */
  readonly quotes: QuoteSource;
  /** The price feed's kind: quotes may be pushed by operators only with 'manual'. */
  readonly feedKind: 'sim' | 'manual';

  instrument(idOrCode: number | string): Instrument | undefined;
  instruments(): Instrument[];
  /** Saves nothing: the caller stored the instrument; every process now uses it (and the feed quotes it). */
  putInstrument(inst: Instrument): Promise<void>;
  settings(): Promise<TradingSettings>;
  /** The trading settings changed in the database: read them again everywhere. */
  invalidateSettings(): void;
  /** The desk's market closures that have not ended (holidays, maintenance), as the market status follows them. */
  readonly closures: ClosureCalendar;
  /** The closures changed in the database: read them again everywhere (markets they open or close now are told). */
  reloadClosures(): Promise<void>;

  /** Manual feed: set a quote and resolve once fills, SL/TP and stop-out at that price are processed. */
  pushQuote(code: string, bid: string, ask: string): Promise<QuoteState>;
  candles(code: string, period: Period, limit: number): Promise<Candle[]>;

  submit(user: Pick<User, 'id'>, input: SubmitInput): Promise<OrderRow>;
  close(userId: number, id: number, lots?: string): Promise<OrderRow>;
  closeAll(userId: number, which: CloseWhich): Promise<{ closed: OrderRow[]; skipped: number }>;
  cancel(userId: number, id: number): Promise<OrderRow>;
  /** Every pending order of the user, each cancelled as `cancel` would; those filled or cancelled meanwhile are counted in `skipped`. */
  cancelAll(userId: number): Promise<{ cancelled: OrderRow[]; skipped: number }>;
  /** Close a holding position and open the same lots the other way; the new order's refusal comes back with the close. */
  reverse(userId: number, id: number): Promise<Reversed>;
  setTrailing(userId: number, id: number, pips: unknown): Promise<OrderRow>;
  setStops(userId: number, id: number, tp: unknown, sl: unknown): Promise<OrderRow>;
  /** A pending order's new price, stops and expiry; its reservation follows the new price. */
  modifyPending(userId: number, id: number, input: ModifyInput): Promise<OrderRow>;
  /**
   * The dealing desk ends a client's order on their behalf: a holding position closes at its market price, a pending
   * order is cancelled, both with the reason `admin`, the client told as of a close the server made; `audit` is
   * written in the same transaction.
   */
  deskClose(userId: number, id: number, audit: DeskAudit): Promise<OrderRow>;

  /** Live price and P&L of an order row for API views (holding: floating; closed: realised). */
  liveView(row: OrderRow): { UpdatePrice: string; FactProfits: string };
  /** Floating P&L of the user's holding positions, USD 6 dp. */
  floatingPnl(userId: number): Promise<string>;
  summary(userId: number): Promise<LiveSummary>;
  /** A balance changed outside trading (operator, deposit): check stop-out and push the summary. */
  riskSweep(userIds: number[]): Promise<void>;
  /**
   * Demo reset, inside the reset transaction: closes holding positions and cancels pending orders. Returns what to
   * do once the transaction has committed (the engine forgets those orders).
   */
  demoReset(trx: Transaction<Database>, user: Pick<User, 'id'>): Promise<() => void>;
}
