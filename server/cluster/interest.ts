/**
 * Who watches which account, across a cluster's gateways (docs/cluster.md "Interest"). An account summary
 * (FOREX_TRADE) or an order's change (FOREX_ORDER) is worth computing and sending only when a socket of its user
 * subscribed to one of them somewhere. One process
 * knows that from its hub; a cluster's engine learns it from the gateways:
 *
 * - each gateway announces a user the moment a socket of theirs subscribes (before that socket's snapshot is read,
 *   so ahead of anything the user does next), and every REFRESH_MS its whole list (users who left drop out then);
 * - the engine answers "maybe" (true) for everyone while it cannot be sure — during its first two refresh periods
 *   as leader, before every gateway has been heard, and again for two periods after its own bus connection comes back
 *   (a gateway silent through the outage was forgotten, and its next whole list is up to a period away) — and forgets
 *   a gateway silent for three periods (it died).
 *
 * A summary skipped by mistake is the only cost of a lost announcement, and a gateway re-sends every socket its
 * summary from the database after a bus hiccup anyway (gateway.ts).
 */
import type { Hub } from '../socket/hub.js';
import type { Bus } from './bus.js';

export const INTEREST_SUBJECT = 'pipkit.interest';
export const REFRESH_MS = 2000;
/** The topics that make a user "watching their account"; a client that shows orders subscribes both. */
export const ACCOUNT_TOPICS: readonly string[] = ['FOREX_TRADE', 'FOREX_ORDER'];

interface InterestMessage {
  gateway: string;
  users: number[];
  /** the gateway's whole list (replaces what it said before), or users to add */
  full: boolean;
}

/** A gateway's side: announces its hub's subscribers of ACCOUNT_TOPICS; returns the function that stops it. */
export function announceInterest(bus: Bus, hub: Hub, gateway: string, refreshMs = REFRESH_MS): () => void {
  const say = (users: number[], full: boolean) => bus.publish(INTEREST_SUBJECT, { gateway, users, full } satisfies InterestMessage);
  const whole = () => say([...new Set(ACCOUNT_TOPICS.flatMap((t) => hub.usersSubscribedTo(t)))], true);
  const offSubscribe = hub.onSubscribe((client, topic) => {
    if (ACCOUNT_TOPICS.includes(topic) && client.userId !== null) say([client.userId], false);
  });
  const offReconnect = bus.onReconnect(whole);
  const timer = setInterval(whole, refreshMs);
  timer.unref?.();
  whole();
  return () => {
    offSubscribe();
    offReconnect();
    clearInterval(timer);
  };
}

const isInterest = (m: unknown): m is InterestMessage => {
  const o = m as InterestMessage | null;
  return typeof o === 'object' && o !== null && typeof o.gateway === 'string' && typeof o.full === 'boolean' && Array.isArray(o.users) && o.users.every((u) => Number.isInteger(u));
};

/** The engine's side: what the gateways announced. */
export class InterestTable {
  private readonly gateways = new Map<string, { users: Set<number>; heardAt: number }>();
  /** From when "maybe" is answered for two periods: the start, or the engine's bus coming back. */
  private since: number;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly refreshMs = REFRESH_MS,
  ) {
    this.since = now();
  }

  /** Follows the announcements on the bus, and its reconnections; returns the unsubscribe. */
  follow(bus: Bus): () => void {
    const off = bus.subscribe(INTEREST_SUBJECT, (m) => this.heard(m));
    const offReconnect = bus.onReconnect(() => this.resume());
    return () => {
      off();
      offReconnect();
    };
  }

  /**
   * The engine's bus is back after an outage: "maybe" for everyone until every gateway can have been heard again.
   * Without it, an order placed the moment the bus returned was not told to its owner's sockets (seen in the gateway
   * test): the gateways had been forgotten during the outage and their next whole list was still on its way.
   */
  resume(): void {
    this.since = this.now();
  }

  heard(m: unknown): void {
    if (!isInterest(m)) return;
    const known = this.gateways.get(m.gateway);
    if (m.full || !known) this.gateways.set(m.gateway, { users: new Set(m.users), heardAt: this.now() });
    else for (const u of m.users) known.users.add(u);
  }

  /** False only when it is certain that no socket of the user watches its account summary. */
  wants(userId: number): boolean {
    const t = this.now();
    if (t - this.since < 2 * this.refreshMs) return true;
    let yes = false;
    for (const [id, g] of this.gateways) {
      if (t - g.heardAt > 3 * this.refreshMs) this.gateways.delete(id);
      else if (g.users.has(userId)) yes = true;
    }
    return yes;
  }
}
