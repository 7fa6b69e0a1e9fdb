/**
 * The traders someone copies now, kept where the engine runs (docs/trading.md "Copy trading", "Where it runs"): the
 * copier reads a trader's followers at each position opened only for these, so an order of a trader nobody copies
 * (nearly every order) costs no read of the copies. Reading them at every position was a database round trip per
 * order on the engine leader: about a sixth of its CPU per order (docs/cluster.md "Tests and figures").
 *
 * Kept current three ways: read from the database when the copier starts (a new leader too), told of each copy
 * started or changed before the follower is answered (`add`: straight in one process, over the bus from a gateway),
 * and read again every REFRESH_MS, which also forgets traders whose copies all ended and brings in a copy whose telling
 * failed (no leader at that instant, the bus down). A trader kept who no longer has followers only costs the read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import './schema.js';

/** How often the set is read again from the database. */
export const REFRESH_MS = 10_000;

type Log = { error(obj: unknown, msg?: string): void };

export class CopiedTraders {
  private ids = new Set<number>();
  /** For each read running, what was told since it began: copies its snapshot may have missed. */
  private readonly heard = new Set<Set<number>>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Log,
  ) {}

  has(traderId: number): boolean {
    return this.ids.has(traderId);
  }

  /** A copy of this trader was started or changed (in the database already). */
  add(traderId: number): void {
    this.ids.add(traderId);
    for (const h of this.heard) h.add(traderId);
  }

  /** What the database says now, with what was told while it was read. */
  async refresh(): Promise<void> {
    const heard = new Set<number>();
    this.heard.add(heard);
    try {
      // Its snapshot holds every copy told before this call (told after being written); the rest are in `heard`.
      const rows = await this.db.selectFrom('copy_follows').select('leader_id').distinct().where('ended_at', 'is', null).execute();
      this.ids = new Set([...rows.map((r) => Number(r.leader_id)), ...heard]);
    } finally {
      this.heard.delete(heard);
    }
  }

  /** Reads the set now and again every REFRESH_MS until stop(). */
  async start(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => this.refresh().catch((err) => this.log.error({ err }, 'copy trading: copied traders not read again')), REFRESH_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
