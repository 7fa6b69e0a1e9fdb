/**
 * The engine leader on the bus (docs/cluster.md): the TradingEngine and its feed, started only once this process
 * holds the leader lease. It rebuilds its book from PostgreSQL (engine.init), publishes the quotes of every tick
 * round and every socket push (pushes.ts), answers the gateways' requests (ENGINE_METHODS) in the engine queue
 * group, and follows what gateways say changed (balances, demo resets, instruments, settings, price alerts, copies
 * started).
 */
import { underStartupLock } from '../db/startup-lock.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createFeed, type PriceFeed, type QuoteState, type ResumeQuote } from '../feed/index.js';
import { MarketArchive, loadMarket } from '../feed/archive.js';
import { CandleSeries } from '../feed/candles.js';
import { AppError } from '../http/envelope.js';
import { AlertWatcher, type AlertView } from '../traders/alerts.js';
import { pushAndTell } from '../traders/alert-notice.js';
import type { Outbox } from '../accounts/outbox.js';
import { MarginCalls } from '../trading/margin-calls.js';
import { Copier } from '../copy/copier.js';
import { CopyNotices } from '../copy/notices.js';
import { MissedTicks } from '../traders/missed-ticks.js';
import type { Metrics } from '../http/metrics.js';
import { TradingEngine } from '../trading/engine/engine.js';
import type { DeskAudit } from '../trading/engine/api.js';
import { publishTrading } from '../trading/publishing.js';
import { loadInstruments, seedTrading, toInstrument, toFeedInstrument, type Instrument } from '../trading/repo.js';
import type { Bus } from './bus.js';
import { InterestTable } from './interest.js';
import { busPushes } from './pushes.js';
import { ENGINE_METHODS, ENGINE_QUEUE, SUBJECTS, type EngineCall, type LeaderMessage, type QuotesMessage, type SnapshotMessage } from './subjects.js';

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export interface EngineServiceOptions {
  db: Kysely<Database>;
  bus: Bus;
  feed: 'sim' | 'manual';
  log: Log;
  /** Seed of the simulated feed (SIM_SEED). */
  seed?: number;
  /** Charge the swap at each rollover by the clock (SWAP_CLOCK; default on). */
  swapClock?: boolean;
  /**
   * How long before this engine's election its predecessor may have acted with its pushes lost (a leader cut off
   * from the bus keeps acting until it steps down): the gateways re-sync their sockets' events from that far back.
   */
  unheardMs?: number;
  /** This process's metrics (http/metrics.ts): the engine is measured while it leads. */
  metrics?: Metrics | null;
  /** Where the leader's notices to traders go (margin calls, stop-outs, price alerts by message); none: not told. */
  outbox?: Pick<Outbox, 'post'>;
}

/** How long a standby keeps the leader's ticks: well past the archive's flush interval and a silent bus loss. */
const FOLLOWED_MS = 60_000;
const FOLLOWED_MAX = 100_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : []);

export class EngineService {
  private engine: TradingEngine | null = null;
  private feed: PriceFeed | null = null;
  private alerts: AlertWatcher | null = null;
  private marginCalls: MarginCalls | null = null;
  private copierNow: Copier | null = null;
  private readonly offs: Array<() => void> = [];
  private archive: MarketArchive | null = null;
  /** The leader's last quotes, followed while this engine stands by: a new leader continues from them. */
  private readonly lastQuotes = new Map<string, QuoteState>();
  /**
   * The leader's ticks of the last FOLLOWED_MS, oldest first: a new leader fires the price alerts they reached (its
   * predecessor may not have), and on the manual feed adds to the archived candles those its predecessor had not
   * written yet.
   */
  private readonly followed: QuoteState[] = [];
  private offFollow: (() => void) | null;
  /** Set once start() has finished: requests are served and the gateways told. */
  private serving = false;

  constructor(private readonly o: EngineServiceOptions) {
    this.offFollow = o.bus.subscribe(SUBJECTS.quotes, (m) => {
      const quotes = (m as QuotesMessage | null)?.quotes;
      if (!Array.isArray(quotes)) return;
      for (const q of quotes) {
        if (!q || typeof q.code !== 'string') continue;
        this.lastQuotes.set(q.code, q);
        if (Number.isFinite(Number(q.time)) && Number.isFinite(Number(q.bid))) this.followed.push(q);
      }
      this.forgetFollowed();
    });
  }

  /** Keeps FOLLOWED_MS of ticks, and at most FOLLOWED_MAX (a source pushing faster keeps less time); a second at a time. */
  private forgetFollowed(): void {
    const from = Date.now() - FOLLOWED_MS;
    if (this.followed.length <= FOLLOWED_MAX && !(Number(this.followed[0]?.time) < from - 1000)) return;
    let drop = Math.max(0, this.followed.length - FOLLOWED_MAX);
    while (drop < this.followed.length && Number(this.followed[drop].time) < from) drop++;
    if (drop) this.followed.splice(0, drop);
  }

  /** The engine once this process leads and serves (tests and diagnostics). */
  get current(): TradingEngine | null {
    return this.serving ? this.engine : null;
  }

  /** Its copier once this process leads (tests and diagnostics). */
  get copier(): Copier | null {
    return this.serving ? this.copierNow : null;
  }

  /** Becomes the leader: book from the database, feed started, requests served. */
  async start(): Promise<void> {
    const { db, bus, log } = this.o;
    const electedAt = Date.now();
    await underStartupLock(db, () => seedTrading(db));
    const instruments = await loadInstruments(db);
    const feed = createFeed(this.o.feed, instruments.filter((i) => i.enabled).map(toFeedInstrument), { seed: this.o.seed ?? 42 });
    this.offFollow?.();
    this.offFollow = null;
    let resumed = this.lastQuotes.size;
    const followed = this.followed.splice(0);
    // The predecessor's last ticks: it may have died between one of them and a price alert it reached.
    const missed = new MissedTicks(followed);
    if (feed.kind === 'manual') resumed = await this.continueArchived(feed, instruments, followed);
    else feed.resume([...this.lastQuotes.values()]);
    const engine = new TradingEngine({ db, feed, log, swapClock: this.o.swapClock });
    await engine.init(instruments);
    this.engine = engine;
    this.feed = feed;

    // Whose accounts are watched (summaries, order changes), as the gateways announce it (until they all have, everyone's).
    const interest = new InterestTable();
    this.offs.push(interest.follow(bus));
    const pushes = busPushes(bus, interest);
    const statusOf = () => Object.fromEntries(engine.instruments().map((i) => [i.code, feed.marketStatus(i.code)]));
    this.offs.push(publishTrading(engine, feed, pushes, log));
    if (this.o.metrics) this.offs.push(this.o.metrics.watchEngine(engine));
    this.offs.push(feed.onTick((quotes) => bus.publish(SUBJECTS.quotes, { quotes, status: statusOf() } satisfies QuotesMessage)));

    const push = (a: AlertView, userId: number) => pushes.sendToUser(userId, 'PRICE_ALERT', a);
    const outbox = this.o.outbox;
    const alerts = new AlertWatcher(db, feed, (id) => engine.instrument(id), outbox ? pushAndTell(push, { db, outbox, log }) : push, log);
    await alerts.start(missed);
    this.alerts = alerts;
    if (this.o.outbox) {
      const marginCalls = new MarginCalls({ db, outbox: this.o.outbox, log, settings: () => engine.settings() });
      await marginCalls.load();
      this.offs.push(engine.on(marginCalls.listener()));
      this.marginCalls = marginCalls;
    }
    const copier = new Copier({ db, engine, log, notices: new CopyNotices({ db, pushes, outbox: this.o.outbox, log }) });
    await copier.load();
    this.offs.push(engine.on(copier.listener()), () => copier.stop());
    this.copierNow = copier;

    this.offs.push(
      bus.serve(SUBJECTS.snapshot, ENGINE_QUEUE, async () => ({ kind: feed.kind, quotes: feed.quotes(), status: statusOf() }) satisfies SnapshotMessage),
      bus.serve(SUBJECTS.call, ENGINE_QUEUE, (m) => this.call(engine, m)),
      bus.serve(SUBJECTS.copied, ENGINE_QUEUE, async (m) => {
        if (isObject(m) && Number.isSafeInteger(m.traderId)) copier.copied.add(m.traderId as number);
        return null;
      }),
      bus.subscribe(SUBJECTS.sweep, (m) => {
        if (isObject(m)) engine.riskSweep(ids(m.userIds)).catch((err) => log.error({ err }, 'risk sweep failed'));
      }),
      bus.subscribe(SUBJECTS.forget, (m) => isObject(m) && engine.forget(ids(m.ids))),
      bus.subscribe(SUBJECTS.instrument, (m) => {
        if (isObject(m) && typeof m.code === 'string') this.reloadInstrument(engine, m.code).catch((err) => log.error({ err, code: m.code }, 'instrument reload failed'));
      }),
      bus.subscribe(SUBJECTS.settings, () => engine.invalidateSettings()),
      bus.subscribe(SUBJECTS.closures, () => void engine.reloadClosures().catch((err) => log.error({ err }, 'market closures reload failed'))),
      bus.subscribe(SUBJECTS.alert, (m) => {
        if (isObject(m) && Number.isInteger(m.id)) alerts.reload(m.id as number).catch((err) => log.error({ err }, 'price alert reload failed'));
      }),
    );
    feed.start();
    if (feed.kind === 'manual') {
      this.archive = new MarketArchive(db, feed, log);
      this.archive.start();
    }
    // The previous leader may have died between a price and its triggers: check every open order at these prices.
    engine.enqueue(instruments.map((i) => i.code));
    // ...or between a close (or a fired alert) and its push, or acted cut off from the bus: every gateway sends its
    // sockets what they may have missed (gateway.ts; clients drop what they already had).
    bus.publish(SUBJECTS.leader, { since: new Date(electedAt - (this.o.unheardMs ?? 0)).toISOString() } satisfies LeaderMessage);
    this.serving = true;
    log.info({ orders: engine.openOrderCount(), resumedQuotes: resumed }, 'engine leader: book rebuilt from the database, feed started');
  }

  /**
   * The manual feed continues from the market archive — its predecessor's last write, up to the time of each quote
   * written — and the ticks followed after that time (its predecessor's last seconds, or all it did unheard if it
   * stopped gracefully and wrote them). Candles first: the resumed quotes take their day's open, high and low from
   * them. The bars those ticks change are written at this leader's first flush. Returns how many quotes it resumed.
   */
  private async continueArchived(feed: PriceFeed, instruments: Instrument[], followed: QuoteState[]): Promise<number> {
    const saved = await loadMarket(this.o.db, instruments);
    const upTo = new Map(saved.quotes.map((q) => [q.code, q.time]));
    const quotes = new Map<string, ResumeQuote>(saved.quotes.map((q) => [q.code, q]));
    const precision = new Map(instruments.map((i) => [i.code, i.precision]));
    for (const q of followed) {
      const at = Number(q.time);
      if (!precision.has(q.code) || at <= (upTo.get(q.code) ?? -Infinity)) continue;
      let s = saved.series.get(q.code);
      if (!s) saved.series.set(q.code, (s = new CandleSeries(precision.get(q.code)!)));
      s.recordChanges = true;
      s.quote(at, q.bid);
      quotes.set(q.code, q);
    }
    feed.adoptCandles(saved.series);
    feed.resume([...quotes.values()]);
    return quotes.size;
  }

  /**
   * Stops serving and ticking; resolves once the work in hand is done. `archive` false: the market archive is not
   * written a last time (the lease is gone, a successor may be writing it).
   */
  async stop(o: { archive?: boolean } = {}): Promise<void> {
    this.serving = false;
    this.offFollow?.();
    this.offFollow = null;
    for (const off of this.offs.splice(0)) off();
    this.feed?.stop();
    this.engine?.stop();
    await this.alerts?.stop();
    await this.copierNow?.idle();
    await this.engine?.idle();
    await this.marginCalls?.idle();
    await this.archive?.stop({ write: o.archive !== false });
    this.archive = null;
    this.marginCalls = null;
    this.copierNow = null;
    this.engine = null;
    this.feed = null;
    this.alerts = null;
  }

  private async reloadInstrument(engine: TradingEngine, code: string): Promise<void> {
    const row = await this.o.db.selectFrom('instruments').selectAll().where('code', '=', code).executeTakeFirst();
    if (row) await engine.putInstrument(toInstrument(row));
  }

  private call(engine: TradingEngine, m: unknown): Promise<unknown> {
    if (!isObject(m) || !(ENGINE_METHODS as readonly unknown[]).includes(m.method) || !Array.isArray(m.args)) throw new AppError('badRequest');
    const { method, args } = m as unknown as EngineCall;
    const [a, b, c, d] = args as [never, never, never, never];
    switch (method) {
      case 'submit':
        return engine.submit(a, b);
      case 'close':
        return engine.close(a, b, (c as string | null) ?? undefined);
      case 'closeAll':
        return engine.closeAll(a, b);
      case 'cancel':
        return engine.cancel(a, b);
      case 'cancelAll':
        return engine.cancelAll(a);
      case 'reverse':
        return engine.reverse(a, b);
      case 'setTrailing':
        return engine.setTrailing(a, b, c);
      case 'setStops':
        return engine.setStops(a, b, c, d);
      case 'modifyPending':
        return engine.modifyPending(a, b, isObject(c) ? c : {});
      case 'deskClose':
        if (!isObject(c)) throw new AppError('badRequest');
        return engine.deskClose(a, b, c as unknown as DeskAudit);
      case 'candles':
        return engine.candles(a, b, c);
      case 'pushQuote':
        return engine.pushQuote(a, b, c);
    }
  }
}
