/**
 * Copy stop-loss (docs/trading.md "Copy trading"): a follower's limit on what their open copies of one trader may lose
 * together (USD). After each tick the engine's summaries say each position's floating P&L; once the copies of one
 * trader sum to the limit's loss or worse (`copyStopReached`), the copy ends — a conditional update, so once whoever
 * else acts — and those copies close with reason `copy_stop`.
 *
 * The limits in force and the open copies they watch are read again at most every GUARDS_MS while summaries come, so a
 * limit set on any gateway, and a copy just opened, are watched within about a second.
 */
import type { Kysely } from 'kysely';
import { copyStopReached } from '../../src/core/money/index.js';
import type { Database } from '../db/schema.js';
import { OrderStatus, type OrderRow } from '../trading/schema.js';
import { endCopies, type EndedCopy } from './ending.js';
import './schema.js';

/** How often the copy stop-losses in force and the copies they watch are read again while summaries come (ms). */
export const GUARDS_MS = 1000;

/** A follower's copy stop-loss in force, with the open copies it watches. */
interface Guard {
  followId: number;
  followerId: number;
  leaderId: number;
  limit: string;
  copies: Set<number>;
}

export interface StopLossDeps {
  db: Kysely<Database>;
  /** Closes these copies with reason `copy_stop` (the copier's close, at each one's market price). */
  close(copies: OrderRow[]): Promise<void>;
  /** The copy ended by its stop-loss, once its copies are closed (the follower is told). */
  ended(copy: EndedCopy): Promise<void> | undefined;
  /** Work started here that the copier waits for when it idles. */
  track(p: Promise<unknown>): void;
}

export class CopyStopLosses {
  /** Copy stop-losses in force, by follower. */
  private guards = new Map<number, Guard[]>();
  private guardsAt = -Infinity;
  private guardsRead: Promise<void> | null = null;
  /** Copies being ended by their stop-loss (follow ids): a summary meanwhile does not end them twice. */
  private readonly firing = new Set<number>();

  constructor(private readonly d: StopLossDeps) {}

  /** After each tick: a follower whose open copies of one trader together lose their limit stops copying them. */
  watch(followerId: number, positions: ReadonlyArray<{ Id: number; FactProfits: string }>): void {
    this.refreshGuards();
    const guards = this.guards.get(followerId);
    if (!guards) return;
    for (const g of guards) {
      if (this.firing.has(g.followId)) continue;
      const pnls = positions.filter((p) => g.copies.has(p.Id)).map((p) => p.FactProfits);
      if (!pnls.length || !copyStopReached(pnls, g.limit)) continue;
      this.firing.add(g.followId);
      this.d.track(this.stopLossReached(g).finally(() => this.firing.delete(g.followId)));
    }
  }

  private refreshGuards(): void {
    if (this.guardsRead || Date.now() - this.guardsAt < GUARDS_MS) return;
    this.guardsAt = Date.now();
    this.guardsRead = this.readGuards().finally(() => (this.guardsRead = null));
    this.d.track(this.guardsRead);
  }

  /** The copy stop-losses in force and the open copies of each follower's trader. */
  private async readGuards(): Promise<void> {
    const follows = await this.d.db
      .selectFrom('copy_follows')
      .select(['id', 'follower_id', 'leader_id', 'stop_loss'])
      .where('ended_at', 'is', null)
      .where('stop_loss', 'is not', null)
      .execute();
    const guards = new Map<number, Guard[]>();
    if (follows.length) {
      const copies = await this.d.db
        .selectFrom('orders as c')
        .innerJoin('orders as l', 'l.id', 'c.copy_of')
        .select(['c.id', 'c.user_id', 'l.user_id as leader_id'])
        .where('c.copy_of', 'is not', null)
        .where('c.status', '=', OrderStatus.holding)
        .where('c.user_id', 'in', [...new Set(follows.map((f) => Number(f.follower_id)))])
        .execute();
      for (const f of follows) {
        const [followerId, leaderId] = [Number(f.follower_id), Number(f.leader_id)];
        const mine = copies.filter((c) => Number(c.user_id) === followerId && Number(c.leader_id) === leaderId).map((c) => Number(c.id));
        guards.set(followerId, [...(guards.get(followerId) ?? []), { followId: Number(f.id), followerId, leaderId, limit: f.stop_loss!, copies: new Set(mine) }]);
      }
    }
    this.guards = guards;
  }

  /** The copy ends (once, whoever else acts) and its open copies close with reason `copy_stop`. */
  private async stopLossReached(g: Guard): Promise<void> {
    const [ended] = await endCopies(this.d.db, { id: g.followId }, 'stop_loss');
    const mine = this.guards.get(g.followerId)?.filter((x) => x.followId !== g.followId) ?? [];
    if (mine.length) this.guards.set(g.followerId, mine);
    else this.guards.delete(g.followerId);
    if (!ended) return;
    const copies = await this.d.db
      .selectFrom('orders as c')
      .innerJoin('orders as l', 'l.id', 'c.copy_of')
      .selectAll('c')
      .where('c.user_id', '=', g.followerId)
      .where('l.user_id', '=', g.leaderId)
      .where('c.status', '=', OrderStatus.holding)
      .execute();
    await this.d.close(copies);
    await this.d.ended(ended);
  }
}
