/**
 * Price alerts (docs/trading.md "Price alerts"): stored per user, checked on every tick against the watched side of
 * the quote (src/core/money/alerts.ts), fired once. Firing is a conditional update (status active → fired), so an
 * alert is delivered once even when two ticks race; the socket carries it as PRICE_ALERT to the person's connections.
 */
import type { Kysely } from 'kysely';
import { alertReached, alertSide, isAlertPrice, type AlertDirection } from '../../src/core/money/index.js';
import { AppError } from '../http/envelope.js';
import type { Database } from '../db/schema.js';
import type { QuoteSource, QuoteState } from '../feed/types.js';
import type { Instrument } from '../trading/repo.js';
import type { MissedTicks } from './missed-ticks.js';
import { AlertStatus, type PriceAlert } from './schema.js';
import './schema.js';

/** Waiting alerts one person may keep: enough for a desk, not a way to make each tick scan thousands. */
export const MAX_ACTIVE_ALERTS = 50;

export interface AlertInput {
  forex_id: number;
  direction: AlertDirection;
  price: string;
  /** Also told by e-mail or SMS when it fires (default: no; an update without it keeps it as it was). */
  by_message?: boolean;
}

/** What PRICE_ALERT carries and the list shows. */
export interface AlertView {
  Id: number;
  ForexId: number;
  Code: string;
  Direction: AlertDirection;
  Price: string;
  /** 'active' waiting, 'fired' reached once. */
  Status: 'active' | 'fired';
  /** The side watched: 'ask' for above, 'bid' for below. */
  Side: 'ask' | 'bid';
  CreatedAt: string;
  FiredAt: string | null;
  /** The watched price that reached the level. */
  FiredPrice: string | null;
  /** Also told by e-mail or SMS when it fires. */
  ByMessage: boolean;
}

export const alertView = (a: PriceAlert): AlertView => ({
  Id: Number(a.id),
  ForexId: Number(a.instrument_id),
  Code: a.code,
  Direction: a.direction,
  Price: a.price,
  Status: a.status === AlertStatus.fired ? 'fired' : 'active',
  Side: alertSide(a.direction),
  CreatedAt: a.created_at,
  FiredAt: a.fired_at,
  FiredPrice: a.fired_price,
  ByMessage: Number(a.by_message) === 1,
});

type Lookup = (idOrCode: number | string) => Instrument | undefined;

/**
 * Keeps the waiting alerts by instrument in memory and fires them from the feed's ticks. On a gateway of a cluster
 * (`elsewhere` set) it only keeps the alerts in the database and tells the engine leader, whose watcher fires them.
 */
export class AlertWatcher {
  private readonly byCode = new Map<string, Map<number, PriceAlert>>();
  private off: (() => void) | null = null;
  private pending = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed: QuoteSource,
    private readonly instrument: Lookup,
    private readonly fired: (a: AlertView, userId: number) => void,
    private readonly log: { error(obj: unknown, msg?: string): void },
    /** Where the alerts are watched when not here: called with the id of each alert created, changed or deleted. */
    private readonly elsewhere?: (id: number) => void,
  ) {}

  /** Reads one alert again (changed through a gateway): watched while it waits, forgotten otherwise. */
  async reload(id: number): Promise<void> {
    for (const set of this.byCode.values()) set.delete(id);
    const row = await this.db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirst();
    if (row && Number(row.status) === AlertStatus.active) this.track(row);
  }

  /**
   * `missed`: a new engine leader's predecessor's last ticks. An alert one of them reached after the alert was last
   * set fires now, at that tick's price, even if the price has left the level since: the predecessor may have died
   * before firing it. (A level reached before the person set it is no news to them.)
   */
  async start(missed?: MissedTicks): Promise<void> {
    const rows = await this.db.selectFrom('price_alerts').selectAll().where('status', '=', AlertStatus.active).execute();
    this.byCode.clear(); // started again after a stop: what waits now is what the database says
    for (const r of rows) this.track(r);
    this.off = this.feed.onTick((ticks) => this.check(ticks));
    if (missed) {
      for (const set of this.byCode.values()) {
        for (const a of set.values()) {
          const at = missed.reached(a.code, a.direction, a.price, Date.parse(a.updated_at));
          if (at !== null) this.fireLater(set, a, at);
        }
      }
    }
    // A level the price already stands at fires now, not at the next tick that keeps it there (which, on a quiet
    // market or a manual feed, may be long in coming): the process before this one may have stopped between the
    // tick and the alert, or a new engine leader resumed its predecessor's last prices.
    this.check(this.feed.quotes());
  }

  /** Stops checking; resolves once the alerts already firing are written and sent. */
  stop(): Promise<void> {
    this.off?.();
    this.off = null;
    return this.idle();
  }

  /** Resolves once the alerts already firing are written and sent. */
  idle(): Promise<void> {
    return this.pending;
  }

  list(userId: number): Promise<AlertView[]> {
    return this.db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute().then((rows) => rows.map(alertView));
  }

  async create(userId: number, input: AlertInput): Promise<AlertView> {
    const inst = this.valid(input);
    const waiting = await this.db.selectFrom('price_alerts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', '=', AlertStatus.active).executeTakeFirstOrThrow();
    if (Number(waiting.n) >= MAX_ACTIVE_ALERTS) throw new AppError('alertLimit', { max: MAX_ACTIVE_ALERTS });
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('price_alerts')
      .values({
        user_id: userId, instrument_id: inst.id, code: inst.code, direction: input.direction, price: input.price, status: AlertStatus.active,
        created_at: now, updated_at: now, fired_at: null, fired_price: null, by_message: input.by_message ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.changed(undefined, row);
    return alertView(row);
  }

  /** Changes the price or direction; a fired alert is armed again (the person asked to be told at a new level). */
  async update(userId: number, id: number, input: Omit<AlertInput, 'forex_id'>): Promise<AlertView> {
    const old = await this.own(userId, id);
    this.valid({ ...input, forex_id: Number(old.instrument_id) });
    const now = new Date().toISOString();
    const row = await this.db
      .updateTable('price_alerts')
      .set({
        direction: input.direction, price: input.price, status: AlertStatus.active, updated_at: now, fired_at: null, fired_price: null,
        by_message: input.by_message === undefined ? Number(old.by_message) : input.by_message ? 1 : 0,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('alertNotFound');
    this.changed(old, row);
    return alertView(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    const old = await this.own(userId, id);
    await this.db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).execute();
    this.changed(old, undefined);
  }

  /** Removes every waiting alert of a user (their account closed): nothing is told to a closed account. */
  async removeAllOf(userId: number): Promise<void> {
    const rows = await this.db.deleteFrom('price_alerts').where('user_id', '=', userId).where('status', '=', AlertStatus.active).returningAll().execute();
    for (const row of rows) this.changed(row, undefined);
  }

  private changed(old: PriceAlert | undefined, now: PriceAlert | undefined): void {
    if (this.elsewhere) return this.elsewhere(Number((now ?? old)!.id));
    if (old) this.untrack(old);
    if (now) this.track(now);
  }

  private async own(userId: number, id: number): Promise<PriceAlert> {
    const row = await this.db.selectFrom('price_alerts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('alertNotFound');
    return row;
  }

  /** The instrument, once the price has its precision and is not already reached (it would fire at once). */
  private valid(input: AlertInput): Instrument {
    const inst = this.instrument(input.forex_id);
    if (!inst || !inst.enabled) throw new AppError('pairNotFound');
    if (!isAlertPrice(input.price, inst.precision)) throw new AppError('alertPriceInvalid', { dp: inst.precision });
    const q = this.feed.getQuote(inst.code);
    if (q && alertReached(input.direction, input.price, q)) {
      const side = alertSide(input.direction);
      throw new AppError(input.direction === 'above' ? 'alertAboveReached' : 'alertBelowReached', { price: q[side] });
    }
    return inst;
  }

  private track(a: PriceAlert): void {
    let set = this.byCode.get(a.code);
    if (!set) this.byCode.set(a.code, (set = new Map()));
    set.set(Number(a.id), a);
  }

  private untrack(a: PriceAlert): void {
    this.byCode.get(a.code)?.delete(Number(a.id));
  }

  private check(ticks: QuoteState[]): void {
    for (const q of ticks) {
      const set = this.byCode.get(q.code);
      if (!set?.size) continue;
      for (const a of set.values()) if (alertReached(a.direction, a.price, q)) this.fireLater(set, a, q[alertSide(a.direction)]);
    }
  }

  /** Out of the waiting set at once (the next tick must not fire it again), then written and sent in turn. */
  private fireLater(set: Map<number, PriceAlert>, a: PriceAlert, at: string): void {
    set.delete(Number(a.id));
    this.pending = this.pending
      .then(() => this.fire(a, at))
      .catch((err) => {
        // not marked fired (the database refused): it waits again and the next tick retries
        this.track(a);
        this.log.error({ err, alert: a.id }, 'price alert failed');
      });
  }

  private async fire(a: PriceAlert, at: string): Promise<void> {
    const now = new Date().toISOString();
    const row = await this.db
      .updateTable('price_alerts')
      .set({ status: AlertStatus.fired, fired_at: now, fired_price: at, updated_at: now })
      .where('id', '=', a.id)
      .where('status', '=', AlertStatus.active)
      .where('price', '=', a.price)
      .where('direction', '=', a.direction)
      .returningAll()
      .executeTakeFirst();
    // Edited or deleted meanwhile: the new version is tracked on its own (or nothing is).
    if (row) this.fired(alertView(row), Number(row.user_id));
  }
}
