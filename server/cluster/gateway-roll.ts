/**
 * The gateways serving, as each one hears the others (docs/cluster.md "Subjects"): every gateway says on
 * `pipkit.gateway`, every BEAT_MS and when its bus comes back, its name and how many users are logged in on its
 * sockets. The operators' dashboard, answered by whichever gateway the load balancer picked, counts the gateways
 * heard within three periods and the users online on all of them.
 *
 * A message of its own, a few dozen bytes: the gateways used to follow the engine's interest lists (a user id per
 * watching socket, interest.ts) only to count each other, parsing every other gateway's whole list every 2 s.
 *
 * Counts add up users who are on two gateways at once (a phone and a desktop behind the load balancer) twice, so when
 * an operator opens the dashboard the gateway asks every other one for the ids of its users (`pipkit.gateway.who`, a
 * census on demand: nothing is sent while nobody looks) and counts each user once.
 */
import { randomBytes } from 'node:crypto';
import type { Hub } from '../socket/hub.js';
import type { Bus } from './bus.js';

export const GATEWAY_SUBJECT = 'pipkit.gateway';
export const WHO_SUBJECT = 'pipkit.gateway.who';
export const BEAT_MS = 2000;
/** How long a census waits for the gateways that have not answered; theirs then count as their last beat said. */
export const CENSUS_WAIT_MS = 500;

type Roster = Pick<Hub, 'usersOnline' | 'onlineUserIds'>;

interface GatewayBeat {
  gateway: string;
  /** users with a logged-in socket on that gateway */
  users: number;
}

const isBeat = (m: unknown): m is GatewayBeat => {
  const o = m as GatewayBeat | null;
  return typeof o === 'object' && o !== null && typeof o.gateway === 'string' && Number.isSafeInteger(o.users) && o.users >= 0;
};

interface CensusAnswer {
  gateway: string;
  users: number[];
}

const isCensusAnswer = (m: unknown): m is CensusAnswer => {
  const o = m as CensusAnswer | null;
  return typeof o === 'object' && o !== null && typeof o.gateway === 'string' && Array.isArray(o.users) && o.users.every(Number.isSafeInteger);
};

/** Says this gateway serves, every `beatMs` and when the bus comes back; returns the function that stops it. */
export function announceGateway(bus: Bus, hub: Pick<Hub, 'usersOnline'>, gateway: string, beatMs = BEAT_MS): () => void {
  const beat = () => bus.publish(GATEWAY_SUBJECT, { gateway, users: hub.usersOnline } satisfies GatewayBeat);
  const offReconnect = bus.onReconnect(beat);
  const timer = setInterval(beat, beatMs);
  timer.unref?.();
  beat();
  return () => {
    offReconnect();
    clearInterval(timer);
  };
}

/** Answers every census with the ids of the users logged in on this gateway's sockets; returns the unsubscribe. */
export function answerCensus(bus: Bus, hub: Pick<Hub, 'onlineUserIds'>, gateway: string): () => void {
  return bus.subscribe(WHO_SUBJECT, (m) => {
    const reply = (m as { reply?: unknown } | null)?.reply;
    // Only a census's own reply subject: a malformed request must not make every gateway publish anywhere.
    if (typeof reply !== 'string' || !reply.startsWith(`${WHO_SUBJECT}.`)) return;
    bus.publish(reply, { gateway, users: [...hub.onlineUserIds()] } satisfies CensusAnswer);
  });
}

/** What one gateway heard of all of them (itself included: it hears its own beats). */
export class GatewayRoll {
  private readonly heardFrom = new Map<string, { users: number; at: number }>();

  constructor(
    private readonly self: { name: string; hub: Roster },
    private readonly now: () => number = Date.now,
    private readonly beatMs = BEAT_MS,
  ) {}

  /** Follows the beats on the bus; returns the unsubscribe. */
  follow(bus: Bus): () => void {
    return bus.subscribe(GATEWAY_SUBJECT, (m) => this.heard(m));
  }

  heard(m: unknown): void {
    if (isBeat(m)) this.heardFrom.set(m.gateway, { users: m.users, at: this.now() });
  }

  /**
   * The gateways heard within three periods (a silent one died, with its sockets; this one counts once its own beat
   * came back over the bus), and the users online on all of them: this gateway's own count as it is now, the others'
   * as they last said. A user with sockets on two gateways (a phone and a desktop behind the load balancer) counts on
   * each here; `census` counts them once.
   */
  serving(): { gateways: number; users: number } {
    let users = this.self.hub.usersOnline;
    for (const name of this.others()) users += this.heardFrom.get(name)!.users;
    return { gateways: this.heardFrom.size, users };
  }

  /**
   * The users online on every gateway serving, each counted once: this gateway's own, and the ids the others answer
   * to a census within `waitMs`. A gateway that does not answer in time counts as its last beat said (its users may
   * then be counted twice, never left out).
   */
  async census(bus: Bus, waitMs = CENSUS_WAIT_MS): Promise<{ gateways: number; users: number }> {
    const missing = new Set(this.others());
    const gateways = this.heardFrom.size;
    const ids = new Set(this.self.hub.onlineUserIds());
    if (missing.size) {
      const reply = `${WHO_SUBJECT}.${randomBytes(8).toString('hex')}`;
      await new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          off();
          resolve();
        };
        const timer = setTimeout(finish, waitMs);
        const off = bus.subscribe(reply, (m) => {
          if (!isCensusAnswer(m) || !missing.delete(m.gateway)) return;
          for (const id of m.users) ids.add(id);
          if (!missing.size) finish();
        });
        bus.publish(WHO_SUBJECT, { reply });
      });
    }
    let users = ids.size;
    for (const name of missing) users += this.heardFrom.get(name)?.users ?? 0;
    return { gateways, users };
  }

  /** The other gateways heard within three periods, forgetting the silent ones (a silent one died, with its sockets). */
  private others(): string[] {
    const t = this.now();
    const names: string[] = [];
    for (const [name, g] of this.heardFrom) {
      if (t - g.at > 3 * this.beatMs) this.heardFrom.delete(name);
      else if (name !== this.self.name) names.push(name);
    }
    return names;
  }
}
