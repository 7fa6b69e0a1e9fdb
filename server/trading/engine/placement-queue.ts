/**
 * The group commit of new orders (docs/trading.md "Group commit"): orders wait while earlier ones are being written
 * and go together in the next transaction (placement.ts writes a batch). Orders that find nothing running are
 * written at the end of the event loop's turn they arrived in: alone, unless others came in the same turn.
 *
 * One batch runs at a time while things go well: that keeps batches large, and each order's share of the statements
 * small. When every running batch has taken STALL_MS or more (waiting for an account row another transaction holds,
 * a slow database), another starts beside it, up to MAX_RUNNING, with the orders of other traders: one stuck
 * account never holds up everyone's orders. A trader's orders are never in two running batches: a later order of
 * someone whose batch is running waits for it, so each order is judged with the balances and positions left by that
 * trader's earlier ones, and `committed` (the engine's book) has seen those before it is judged.
 */
import type { Kysely } from 'kysely';
import { pipelined } from '../../db/pipeline.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import { placeOrders, type NewOrder, type Placed } from './placement.js';
import type { AlonePlacement } from './placement-alone.js';

type Waiting = { n: NewOrder; resolve: (p: Placed) => void; reject: (e: unknown) => void };

/** Most orders in one transaction: a bound on how long the first of a batch waits for the rest. */
const MAX_BATCH = 64;
/** Most batches written at once (each holds a database connection; the pool has 10). */
const MAX_RUNNING = 4;
/** How long the running batches must all have taken before another starts beside them. */
export const STALL_MS = 50;

export class PlacementQueue {
  private waiting: Waiting[] = [];
  /** The running batches and when each started. */
  private readonly running = new Map<Promise<void>, number>();
  private recheck: ReturnType<typeof setTimeout> | null = null;
  /** The turn's end, when the orders that arrived while nothing was written go. */
  private gathering: ReturnType<typeof setImmediate> | null = null;
  /** Traders with an order in a running batch. */
  private readonly busy = new Set<number>();

  /**
   * `alone`: a quicker way to write an order that is alone in its batch (placement-alone.ts, PostgreSQL); its `place`
   * answers null when the order must be placed the usual way after all, and it hears of every batch written.
   * `written`: told of each batch once all its orders are answered (its size, and the seconds that took).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly committed: (placed: Placed, n: NewOrder) => void,
    private readonly alone?: Pick<AlonePlacement, 'place' | 'batchWritten'>,
    private readonly written?: (orders: number, seconds: number) => void,
  ) {}

  place(n: NewOrder): Promise<Placed> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ n, resolve, reject });
      if (this.running.size) return this.kick();
      // Nothing is being written: the orders that arrive in this turn of the event loop (one read of the bus's
      // socket) go together, instead of the first alone and the others behind it.
      this.gathering ??= setImmediate(() => {
        this.gathering = null;
        this.kick();
      });
    });
  }

  /** Resolves when every order queued so far is written (or refused). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.running.size) await Promise.all(this.running.keys());
      else if (this.gathering) await new Promise((r) => setImmediate(r));
      else return;
    }
  }

  private kick(): void {
    while (this.running.size < MAX_RUNNING && this.waiting.length) {
      if (!this.stalled()) return this.recheckLater();
      const batch = this.take();
      if (!batch.length) return;
      const users = new Set(batch.map((w) => w.n.userId));
      for (const u of users) this.busy.add(u);
      const started = performance.now();
      const run: Promise<void> = this.write(batch).finally(() => {
        for (const u of users) this.busy.delete(u);
        this.running.delete(run);
        this.written?.(batch.length, (performance.now() - started) / 1000);
        this.kick();
      });
      this.running.set(run, Date.now());
    }
  }

  /** True when nothing runs, or every running batch has taken STALL_MS or more. */
  private stalled(): boolean {
    const now = Date.now();
    for (const started of this.running.values()) if (now - started < STALL_MS) return false;
    return true;
  }

  /** Orders wait behind a running batch: look again when it would count as stalled (a batch that ends kicks too). */
  private recheckLater(): void {
    if (this.recheck) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      this.kick();
    }, STALL_MS);
    this.recheck.unref?.();
  }

  /**
   * The next batch, in arrival order: the waiting orders of traders without a running batch, up to MAX_BATCH. Once
   * the batch is full nothing later is taken, so no order of a trader overtakes an earlier one of theirs.
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.waiting) {
      if (batch.length < MAX_BATCH && !this.busy.has(w.n.userId)) batch.push(w);
      else rest.push(w);
    }
    this.waiting = rest;
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length === 1 && this.alone) {
      const [w] = batch;
      let r: Placed | AppError | null;
      try {
        r = await this.alone.place(w.n);
      } catch (e) {
        return w.reject(e);
      }
      if (r instanceof AppError) return w.reject(r);
      if (r) {
        this.committed(r, w.n);
        return w.resolve(r);
      }
      // The account changed while the order was judged: judged again below, on the account locked.
    }
    let results: Array<Placed | AppError>;
    try {
      results = await pipelined(this.db, (p) => placeOrders(p, batch.map((w) => w.n)));
      this.alone?.batchWritten();
    } catch (e) {
      // The whole batch failed: one by one, so the failure reaches only the order that causes it.
      if (batch.length === 1) return batch[0].reject(e);
      for (const w of batch) await this.write([w]);
      return;
    }
    results.forEach((r, i) => {
      if (r instanceof AppError) return batch[i].reject(r);
      if (!r.duplicate) this.committed(r, batch[i].n);
      batch[i].resolve(r);
    });
  }
}
