/**
 * One engine leader among several engine processes (docs/cluster.md "One engine leader"): each engine holds a
 * connection of its own to PostgreSQL and keeps asking for a session-level advisory lock; the one that gets it leads.
 * PostgreSQL releases the lock the moment that connection ends — the process died (the kernel closes its socket), or
 * the network between them broke — so a standby gets it on its next try, within `pollMs`.
 *
 * The leader checks its connection on the same beat. When the check fails it has lost the lock or is about to, and
 * must stop acting at once (`onLost`): the engine role exits, and its supervisor starts it again as a standby.
 *
 * A leader that cannot do its work although it holds the lock — cut off from the bus, so no order reaches it — steps
 * down the same way once that has lasted `unfitGraceMs`, but only for a standby that could lead: each standby that
 * could holds a shared advisory lock (the candidates' lock) and drops it when it could not, and the leader counts
 * its holders. When the bus is gone for every engine (NATS itself down), the leader keeps the lease: it still fires
 * stop losses and stop-outs from its own prices, which no successor could do better. A standby that could not lead
 * does not ask for the lock (`canLead`). Money
 * stays right even in the instant two engines might both act, because every order transition is a conditional
 * update inside a transaction (trading/engine/transitions.ts): a fill or a close happens once whoever tries it.
 */
import { hostname } from 'node:os';
import pg from 'pg';

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export interface LeaseOptions {
  databaseUrl: string;
  /** The advisory lock's key, a 32-bit integer: every engine of one broker uses the same (default ENGINE_LOCK_KEY). */
  key?: number;
  /** How often a standby asks and a leader checks its connection, ms (default 500). */
  pollMs?: number;
  log: Log;
  /** Called once when this process becomes the leader; it starts the engine. */
  onElected(): Promise<void> | void;
  /**
   * Called once when a leader finds its connection (and so its lock) gone, or steps down (`canLead`). When it steps
   * down (`held` true), the lock is released only once what this returns has settled, so a successor takes over a
   * quiet book; with `held` false another process may lead already, so this one must not write as the leader.
   */
  onLost(reason: string, held: boolean): Promise<void> | void;
  /**
   * Whether this process could lead now (the engine role: its bus is connected). A standby asks for the lock only
   * while it could; a leader that could not for `unfitGraceMs` while a standby could releases the lock and calls
   * `onLost`. Default: always.
   */
  canLead?: () => boolean;
  /** How long a leader may be unable to lead before it steps down, ms (default 3000: a routine NATS restart is shorter). */
  unfitGraceMs?: number;
}

/** 'PIPK' as a 32-bit integer: a lock key no other part of the schema uses. */
export const ENGINE_LOCK_KEY = 0x5049504b;

/**
 * The condition on pg_locks that keeps the locks of this database: an advisory lock belongs to the database it was
 * taken in, but pg_locks lists those of every database of the server, so another deployment on the same PostgreSQL
 * (staging beside production, a second brand) would otherwise count as our leader or our standbys.
 */
export const THIS_DATABASE = 'database = (select oid from pg_database where datname = current_database())';

/**
 * How many sessions hold the candidates' lock: the two-integer form (key, 1), which pg_locks shows as classid = key,
 * objid = 1, objsubid = 2. The key is one of ours (an integer), written into the text.
 */
export function candidateCountSql(key: number): string {
  if (!Number.isInteger(key)) throw new Error(`lease key ${key}: give an integer`);
  return `select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${key}::int::oid and objid = 1 and objsubid = 2 and granted and ${THIS_DATABASE}`;
}

/** The lease connection's application_name: which engine holds it, as operators read it (lease-status.ts). */
const LEASE_NAME = `pipkit-engine ${hostname()}:${process.pid}`.slice(0, 63);

export class LeaderLease {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private leading = false;
  /** Since when this process could not lead (Date.now()), or null while it could. */
  private unfitSince: number | null = null;
  /** A standby that holds the candidates' lock on its connection. */
  private candidate = false;
  /** The leader has said it stays, cut off, for want of a standby (said once per stretch). */
  private saidAlone = false;

  constructor(private readonly opts: LeaseOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Starts asking; returns at once. */
  start(): void {
    this.schedule(0);
  }

  /** Stops asking; a leader releases its lock (by closing its connection), so a standby takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const c = this.client;
    this.client = null;
    this.leading = false;
    await c?.end().catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.beat(), ms);
    this.timer.unref?.();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.opts.databaseUrl, keepAlive: true, application_name: LEASE_NAME });
    // An error on an idle connection is reported by the next beat's query; without a listener it would crash us.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  private async beat(): Promise<void> {
    const pollMs = this.opts.pollMs ?? 500;
    const key = this.opts.key ?? ENGINE_LOCK_KEY;
    const fit = this.opts.canLead?.() ?? true;
    this.unfitSince = fit ? null : (this.unfitSince ?? Date.now());
    try {
      if (this.leading) {
        await this.client!.query('select 1');
        const grace = this.opts.unfitGraceMs ?? 3000;
        if (this.unfitSince !== null && Date.now() - this.unfitSince >= grace) {
          if (await this.standbysThatCouldLead(key)) return await this.lose(`could not lead for ${grace} ms (cut off from the bus): stepping down`, true);
          if (!this.saidAlone) this.opts.log.warn({ key }, 'engine lease: cut off from the bus, but no standby could lead: keeping the lease');
          this.saidAlone = true;
        } else if (this.unfitSince === null) this.saidAlone = false;
      } else {
        this.client ??= await this.connect();
        // The candidates' lock: the two-integer form (key, 1), which no single-key lock can meet.
        if (fit !== this.candidate) {
          await this.client.query(fit ? 'select pg_try_advisory_lock_shared($1::int, 1)' : 'select pg_advisory_unlock_shared($1::int, 1)', [key]);
          this.candidate = fit;
        }
        if (fit) {
          const r = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
          if (r.rows[0]?.ok && !this.stopped) {
            this.leading = true;
            await this.client.query('select pg_advisory_unlock_shared($1::int, 1)', [key]);
            this.candidate = false;
            this.opts.log.info({ key }, 'engine lease: this process is the leader');
            await this.opts.onElected();
          }
        }
      }
    } catch (err) {
      if (this.leading) return await this.lose((err as Error).message, false);
      // A standby without its connection tries again with a new one (its locks went with the old one).
      this.opts.log.warn({ err }, 'engine lease: cannot reach PostgreSQL, retrying');
      const c = this.client;
      this.client = null;
      this.candidate = false;
      void c?.end().catch(() => undefined);
    }
    this.schedule(pollMs);
  }

  /** How many standbys hold the candidates' lock now: each could lead. */
  private async standbysThatCouldLead(key: number): Promise<number> {
    const r = await this.client!.query<{ n: number }>(candidateCountSql(key));
    return r.rows[0]?.n ?? 0;
  }

  /**
   * Stops leading for good and tells the owner why. A connection that failed is dropped at once (its lock is gone
   * or going); one that still holds the lock is closed after the owner has stopped acting (`quietFirst`).
   */
  private async lose(reason: string, quietFirst: boolean): Promise<void> {
    this.leading = false;
    this.stopped = true;
    const c = this.client;
    this.client = null;
    if (!quietFirst) void c?.end().catch(() => undefined);
    await Promise.resolve(this.opts.onLost(reason, quietFirst)).catch(() => undefined);
    if (quietFirst) await c?.end().catch(() => undefined);
  }
}
