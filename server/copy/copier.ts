/**
 * The copier (docs/trading.md "Copy trading"): where the engine runs (one process, or the cluster's leader), it
 * follows the engine's events and does for each follower what the trader they copy did.
 *
 * - **Opened**: a trader's market order placed, or pending order filled → for each follower copying them since before
 *   then, a market order of the same pair, side and leverage, lots × multiplier (`copyLots`), no stops, the trader's
 *   position named in `copy_of` and idempotency key `copy:<id>`, so a position is copied at most once per follower
 *   whatever runs twice. One the follower cannot afford or too small for the pair is not copied, counted on the follow.
 * - **Closed**: the trader's position closed for any reason → each open copy closed at its market price with reason
 *   `copy` (told like a stop loss); a part closed → the same share of each copy (`copyPartLots`).
 * - A copy is never copied further (no chains, no loops), and a follower's own close of a copy is theirs alone.
 * - **Copy stop-loss**: once a follower's open copies of one trader together lose the follower's limit, the copy ends
 *   and those copies close (`copy_stop`; stop-loss.ts).
 * - **After a leader switch** the new engine closes the copies whose trader's position closed while no copier ran, at
 *   the first quote of their pair (`load`).
 * - It reads only what it must: the followers of a position's trader only if someone copies them (copied.ts), the
 *   copies of a closed position only if it was copied; nearly every order is a trader's nobody copies.
 */
import type { Kysely } from 'kysely';
import { add, closePrice, copyLots, copyPartLots } from '../../src/core/money/index.js';
import type { Database, User } from '../db/schema.js';
import type { QuoteSource } from '../feed/types.js';
import { AppError } from '../http/envelope.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import type { EngineEvents } from '../trading/engine/events.js';
import type { CloseReason } from '../trading/engine/transitions.js';
import type { SubmitInput } from '../trading/engine/validation.js';
import type { Instrument } from '../trading/repo.js';
import { OrderStatus, type OrderRow } from '../trading/schema.js';
import type { CopyNotices } from './notices.js';
import { CopyStopLosses } from './stop-loss.js';
import { CopiedTraders } from './copied.js';
import './schema.js';
import { assertMayOpen } from '../limits/service.js';

/** What the copier asks of the engine it runs beside (TradingEngine). */
export interface CopyEngine {
  readonly quotes: QuoteSource;
  instrument(id: number | string): Instrument | undefined;
  submit(user: Pick<User, 'id'>, input: SubmitInput, copyOf: number | null): Promise<OrderRow>;
  close(userId: number, id: number, lots?: string): Promise<OrderRow>;
  closeOrder(row: OrderRow, price: string, reason: CloseReason): Promise<OrderRow | null>;
}

export interface CopierDeps {
  db: Kysely<Database>;
  engine: CopyEngine;
  log: { error(obj: unknown, msg?: string): void };
  /** Followers told of trades not copied and of copies their stop-loss ended; absent: nobody told (tests). */
  notices?: CopyNotices;
}

type Follow = { id: number; follower_id: number; multiplier: string };
type CopyClose = Extract<CloseReason, 'copy' | 'copy_stop'>;

export class Copier {
  private readonly pending = new Set<Promise<unknown>>();
  /** Copies to close whose market gave no price when they were due, closed at their pair's next quote. */
  private orphans: Array<{ row: OrderRow; reason: CopyClose }> = [];
  private offTicks: (() => void) | null = null;
  private readonly stopLosses: CopyStopLosses;
  /** The traders someone copies: only their positions need their followers read (copied.ts). */
  readonly copied: CopiedTraders;
  /**
   * Positions whose copies may be open: a trader's close reads its copies only for these. Filled from the open copies
   * when the copier starts, and with each position as its copies are placed (only the copier places copies).
   */
  private readonly withCopies = new Set<number>();

  constructor(private readonly d: CopierDeps) {
    this.copied = new CopiedTraders(d.db, d.log);
    this.stopLosses = new CopyStopLosses({
      db: d.db,
      close: (copies) => this.closeEach(copies, 'copy_stop'),
      ended: (copy) => d.notices?.ended([copy], 'stop_loss'),
      track: (p) => this.track(p),
    });
  }

  /** Reads who is copied, and finds the copies left open by a trader's close no copier saw; call before listening. */
  async load(): Promise<void> {
    await this.copied.start();
    const open = await this.d.db.selectFrom('orders').select('copy_of').distinct().where('copy_of', 'is not', null).where('status', '=', OrderStatus.holding).execute();
    for (const r of open) this.withCopies.add(Number(r.copy_of));
    const left = await this.d.db
      .selectFrom('orders as c')
      .innerJoin('orders as l', 'l.id', 'c.copy_of')
      .selectAll('c')
      .where('c.copy_of', 'is not', null)
      .where('c.status', '=', OrderStatus.holding)
      .where('l.status', '=', OrderStatus.closed)
      .execute();
    if (left.length) this.orphaned(left, 'copy');
  }

  stop(): void {
    this.copied.stop();
    this.unwatchTicks();
  }

  private unwatchTicks(): void {
    this.offTicks?.();
    this.offTicks = null;
  }

  listener(): EngineEvents {
    return {
      order: (userId, row, change) => {
        if (row.copy_of) return;
        if (change === 'opened' && Number(row.status) === OrderStatus.holding) this.track(this.opened(userId, row));
        else if (change === 'closed') this.track(row.parent_id ? this.partlyClosed(row) : this.closedAll(Number(row.id)));
      },
      closed: (userId, ev) => {
        if (ev.Reason === 'fill') this.track(this.filled(userId, ev.Id, ev.At));
        else if (ev.Status === OrderStatus.closed && ev.Reason !== 'copy' && ev.Reason !== 'copy_stop') this.track(this.closedAll(ev.Id));
      },
      summary: (userId, s) => this.stopLosses.watch(userId, s.TransOrder),
    };
  }

  /** Resolves once every copy and close started so far is done (tests, and a clean stop). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private track(p: Promise<unknown>): void {
    const done = p.catch((err) => this.d.log.error({ err }, 'copy trading failed')).finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /**
   * The followers copying `leaderId` since before `at`. Read at each position opened of a trader someone copies, from
   * the running copies' partial index: a copy started a moment ago applies to the very next position, on whichever
   * gateway it was asked (it told this process before answering: copied.ts).
   */
  private async followers(leaderId: number, at: string): Promise<Follow[]> {
    if (!this.copied.has(leaderId)) return [];
    return this.d.db
      .selectFrom('copy_follows as c')
      .innerJoin('users as l', 'l.id', 'c.leader_id')
      .select(['c.id', 'c.follower_id', 'c.multiplier'])
      .where('c.leader_id', '=', leaderId)
      .where('c.ended_at', 'is', null)
      .where('c.started_at', '<=', at)
      // A copy started in the instant its trader closed copying or left the ranking (consent.ts) makes no copies either.
      .where('l.copy_closed_at', 'is', null)
      .where('l.ranking_hidden_at', 'is', null)
      .execute();
  }

  private async filled(leaderId: number, id: number, at: string): Promise<void> {
    const follows = await this.followers(leaderId, at);
    if (!follows.length) return;
    const row = await this.d.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (row && !row.copy_of && Number(row.status) === OrderStatus.holding) await this.copyAll(follows, row);
  }

  private async opened(leaderId: number, row: OrderRow): Promise<void> {
    await this.copyAll(await this.followers(leaderId, row.opened_at ?? row.created_at), row);
  }

  /** Together, so the engine places them in one batch (group commit). */
  private copyAll(follows: Follow[], row: OrderRow): Promise<unknown> {
    if (follows.length) this.withCopies.add(Number(row.id));
    return Promise.all(follows.map((f) => this.copy(f, row)));
  }

  private async copy(f: Follow, row: OrderRow): Promise<void> {
    const inst = this.d.engine.instrument(Number(row.instrument_id));
    if (!inst) return;
    const lots = copyLots(row.lots, f.multiplier, inst.minLots, inst.lotStep);
    if (!lots) return this.skip(f, row, 'copyTooSmall', { lots: row.lots, min: inst.minLots });
    const input: SubmitInput = { type: Number(row.side), cont: lots, forex_id: Number(row.instrument_id), status: 1, multiple: row.leverage, client_ref: `copy:${Number(row.id)}` };
    try {
      await assertMayOpen(this.d.db, Number(f.follower_id), Date.now());
      await this.d.engine.submit({ id: Number(f.follower_id) }, input, Number(row.id));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await this.skip(f, row, e.key, e.params);
    }
  }

  /** Not copied: counted on the follow with why, and the follower told live. */
  private async skip(f: Follow, row: OrderRow, key: MessageKey, params: MessageParams): Promise<void> {
    await this.d.db
      .updateTable('copy_follows')
      .set((eb) => ({ skipped: eb('skipped', '+', 1), last_skip: JSON.stringify({ key, params }) }))
      .where('id', '=', Number(f.id))
      .execute();
    await this.d.notices?.skipped(Number(f.follower_id), Number(row.user_id), row.code, key, params);
  }

  private openCopies(id: number): Promise<OrderRow[]> {
    return this.d.db.selectFrom('orders').selectAll().where('copy_of', '=', id).where('status', '=', OrderStatus.holding).execute();
  }

  /** The copy closed whole at its market price; false when its market gives no price now. */
  private async closeCopy(c: OrderRow, reason: CopyClose = 'copy'): Promise<boolean> {
    const q = this.d.engine.quotes.getQuote(c.code);
    if (!q || this.d.engine.quotes.marketStatus(c.code) !== 1) return false;
    await this.d.engine.closeOrder(c, closePrice(Number(c.side), q), reason);
    return true;
  }

  /** Each copy closed now, or at its pair's next quote when its market gives no price (a desk close after hours). */
  private async closeEach(copies: OrderRow[], reason: CopyClose): Promise<void> {
    const left = (await Promise.all(copies.map(async (c) => ((await this.closeCopy(c, reason)) ? null : c)))).filter((c) => c !== null);
    if (left.length) this.orphaned(left, reason);
  }

  private async closedAll(id: number): Promise<void> {
    if (!this.withCopies.delete(id)) return; // never copied, or its copies already closed with it
    await this.closeEach(await this.openCopies(id), 'copy');
  }

  private async partlyClosed(part: OrderRow): Promise<void> {
    const parent = Number(part.parent_id);
    if (!this.withCopies.has(parent)) return;
    const [position, copies] = await Promise.all([
      this.d.db.selectFrom('orders').select('lots').where('id', '=', parent).executeTakeFirst(),
      this.openCopies(parent),
    ]);
    const inst = this.d.engine.instrument(Number(part.instrument_id));
    if (!position || !inst) return;
    const whole = add(part.lots, position.lots);
    await Promise.all(
      copies.map(async (c) => {
        const lots = copyPartLots(c.lots, part.lots, whole, inst.minLots, inst.lotStep);
        if (lots === 'all') return this.closeEach([c], 'copy');
        if (lots === null) return;
        try {
          await this.d.engine.close(Number(c.user_id), Number(c.id), lots);
        } catch (e) {
          // The follower closed it meanwhile, or its market closed: nothing to do.
          if (!(e instanceof AppError)) throw e;
        }
      }),
    );
  }

  private orphaned(rows: OrderRow[], reason: CopyClose): void {
    this.orphans.push(...rows.map((row) => ({ row, reason })));
    this.offTicks ??= this.d.engine.quotes.onTick(() => this.track(this.closeOrphans()));
  }

  private async closeOrphans(): Promise<void> {
    const due = this.orphans;
    this.orphans = [];
    const left = (await Promise.all(due.map(async (o) => ((await this.closeCopy(o.row, o.reason)) ? null : o)))).filter((o) => o !== null);
    this.orphans.push(...left);
    if (!this.orphans.length) this.unwatchTicks();
  }
}
