/**
 * One engine leader among several engine processes (docs/cluster.md "One engine leader"): each engine holds a
 * connection of its own to PostgreSQL and keeps asking for a session-level advisory lock; the one that gets it leads.
 * PostgreSQL releases the lock the moment that connection ends — the process died (the kernel closes its socket), or
 * the network between them broke — so a standby gets it on its next try, within `pollMs`.
 *
 * The leader checks its connection on the same beat. When the check fails it has lost the lock or is about to, and
 * must stop acting at once (`onLost`): the engine role exits, and its supervisor starts it again as a standby. Money
 * stays right even in the instant two engines might both act, because every order transition is a conditional
 * update inside a transaction (trading/engine/transitions.ts): a fill or a close happens once whoever tries it.
 */
import pg from 'pg';

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export interface LeaseOptions {
  databaseUrl: string;
  /** The advisory lock's key: every engine of one broker uses the same (default ENGINE_LOCK_KEY). */
  key?: number;
  /** How often a standby asks and a leader checks its connection, ms (default 500). */
  pollMs?: number;
  log: Log;
  /** Called once when this process becomes the leader; it starts the engine. */
  onElected(): Promise<void> | void;
  /** Called once when a leader finds its connection (and so its lock) gone. */
  onLost(reason: string): void;
}

/** 'PIPK' as a 32-bit integer: a lock key no other part of the schema uses. */
export const ENGINE_LOCK_KEY = 0x5049504b;

export class LeaderLease {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private leading = false;

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
    const client = new pg.Client({ connectionString: this.opts.databaseUrl, keepAlive: true, application_name: 'pipkit-engine-lease' });
    // An error on an idle connection is reported by the next beat's query; without a listener it would crash us.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  private async beat(): Promise<void> {
    const pollMs = this.opts.pollMs ?? 500;
    const key = this.opts.key ?? ENGINE_LOCK_KEY;
    try {
      if (this.leading) {
        await this.client!.query('select 1');
      } else {
        this.client ??= await this.connect();
        const r = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (r.rows[0]?.ok && !this.stopped) {
          this.leading = true;
          this.opts.log.info({ key }, 'engine lease: this process is the leader');
          await this.opts.onElected();
        }
      }
    } catch (err) {
      if (this.leading) {
        this.leading = false;
        this.stopped = true;
        const c = this.client;
        this.client = null;
        void c?.end().catch(() => undefined);
        this.opts.onLost((err as Error).message);
        return;
      }
      // A standby without its connection tries again with a new one.
      this.opts.log.warn({ err }, 'engine lease: cannot reach PostgreSQL, retrying');
      const c = this.client;
      this.client = null;
      void c?.end().catch(() => undefined);
    }
    this.schedule(pollMs);
  }
}
