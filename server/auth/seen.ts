/**
 * When each session was last used (docs/accounts.md "Signed-in devices"), for the devices screen: "last active".
 * Written at most once per WRITE_EVERY_MS per session, off the request path — a write per request would double the
 * database's work for a figure people read to the quarter hour. What this process wrote lately is remembered in two
 * generations of a map swapped every period, so memory holds only the sessions used in the last two periods; a
 * second gateway writing the same session is kept off by the update's own condition.
 */
import type { Db } from '../db/index.js';

export const WRITE_EVERY_MS = 5 * 60_000;

type Log = { warn(obj: unknown, msg?: string): void };

export class SeenSessions {
  private current = new Map<number, number>();
  private previous = new Map<number, number>();
  private swappedAt: number;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
    private readonly everyMs = WRITE_EVERY_MS,
  ) {
    this.swappedAt = now();
  }

  /** The session was used now: its `seen_at` is written unless this process wrote it within the period. */
  touch(sessionId: number): void {
    const t = this.now();
    if (t - this.swappedAt >= this.everyMs) {
      this.previous = this.current;
      this.current = new Map();
      this.swappedAt = t;
    }
    const last = this.current.get(sessionId) ?? this.previous.get(sessionId);
    if (last !== undefined && t - last < this.everyMs) return;
    this.current.set(sessionId, t);
    const at = new Date(t).toISOString();
    const before = new Date(t - this.everyMs).toISOString();
    this.db
      .updateTable('sessions')
      .set({ seen_at: at })
      .where('id', '=', sessionId)
      .where((eb) => eb.or([eb('seen_at', 'is', null), eb('seen_at', '<', before)]))
      .execute()
      .catch((err) => this.log.warn({ err }, 'could not record when a session was used'));
  }
}
