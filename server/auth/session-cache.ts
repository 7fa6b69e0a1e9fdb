/**
 * A gateway's memory of the sessions it has just seen (docs/security.md "Sessions on a gateway"). Every authenticated
 * request needs its session and user; on a cluster's gateway that is a round trip to PostgreSQL, the largest part of
 * a request's cost. The answer is kept for a short while, keyed by the token's hash, and forgotten the moment the
 * session ends anywhere in the cluster:
 *
 * - every revocation (logout, password change, an operator's lock) already goes out as `pushes.dropSession` to every
 *   gateway, this one included; `forgetting` makes this gateway forget at once, `watchRevocations` the others;
 * - a gateway whose bus connection was lost may have missed some, so it forgets everything when the bus comes back;
 * - nothing is kept past TTL_MS, nor past the session's own expiry: a change made to the database by other means is
 *   seen within TTL_MS.
 *
 * Unknown, revoked and expired tokens are never kept: each of those asks the database again.
 * The user row kept here holds nothing a request may see change while the session lives: the columns a session can
 * outlive are the password (changing it ends the other sessions, and no request reads the hash) and the lock (which
 * ends every session).
 */
import type { Session, User } from '../db/schema.js';
import type { Bus } from '../cluster/bus.js';
import { PUSH_SUBJECTS, type Pushes } from '../cluster/pushes.js';

/** A session as a request sees it: where it was made from is read only by the devices list (users/devices.ts). */
export type LiveSession = Omit<Session, 'ip' | 'user_agent' | 'seen_at'>;

export interface FoundSession {
  session: LiveSession;
  user: User;
}

export const TTL_MS = 30_000;
/** About 1 kB each: the sessions active in the last TTL_MS on one gateway, with room to spare. */
export const MAX_ENTRIES = 20_000;

interface Entry {
  found: FoundSession;
  until: number;
}

export class SessionCache {
  private byHash = new Map<string, Entry>();
  private hashOf = new Map<number, string>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly max = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.byHash.size;
  }

  get(tokenHash: string): FoundSession | undefined {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.found;
    this.forget(tokenHash);
    return undefined;
  }

  set(tokenHash: string, found: FoundSession): void {
    this.forget(tokenHash);
    // The oldest entry goes first (a Map iterates in insertion order).
    if (this.byHash.size >= this.max) this.forget(this.byHash.keys().next().value!);
    const until = Math.min(this.now() + this.ttlMs, Date.parse(found.session.expires_at));
    // Requests share what is kept: a handler that changed it would change it for the next ones, so it cannot.
    Object.freeze(found.session);
    Object.freeze(found.user);
    this.byHash.set(tokenHash, { found, until });
    this.hashOf.set(found.session.id, tokenHash);
  }

  forgetSession(sessionId: number): void {
    const hash = this.hashOf.get(sessionId);
    if (hash !== undefined) this.forget(hash);
  }

  clear(): void {
    this.byHash.clear();
    this.hashOf.clear();
  }

  private forget(tokenHash: string): void {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return;
    this.byHash.delete(tokenHash);
    this.hashOf.delete(entry.found.session.id);
  }
}

/** The pushes of this gateway, forgetting a session here before telling the others (no window on this gateway). */
export function forgetting(pushes: Pushes, cache: SessionCache): Pushes {
  return {
    ...pushes,
    dropSession(sessionId) {
      cache.forgetSession(sessionId);
      pushes.dropSession(sessionId);
    },
  };
}

/** Sessions ended on any gateway are forgotten here; after a bus outage (drops may be lost), all of them. */
export function watchRevocations(bus: Bus, cache: SessionCache): () => void {
  const offs = [
    bus.subscribe(PUSH_SUBJECTS.session, (m) => {
      const id = (m as { sessionId?: unknown } | null)?.sessionId;
      if (typeof id === 'number') cache.forgetSession(id);
    }),
    bus.onReconnect(() => cache.clear()),
  ];
  return () => offs.forEach((off) => off());
}
