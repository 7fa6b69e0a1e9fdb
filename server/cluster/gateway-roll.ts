/**
 * The gateways serving, as each one hears the others (docs/cluster.md "Subjects"): every gateway says on
 * `pipkit.gateway`, every BEAT_MS and when its bus comes back, its name and how many users are logged in on its
 * sockets. The operators' dashboard, answered by whichever gateway the load balancer picked, counts the gateways
 * heard within three periods and the users online on all of them.
 *
 * A message of its own, a few dozen bytes: the gateways used to follow the engine's interest lists (a user id per
 * watching socket, interest.ts) only to count each other, parsing every other gateway's whole list every 2 s.
 */
import type { Hub } from '../socket/hub.js';
import type { Bus } from './bus.js';

export const GATEWAY_SUBJECT = 'pipkit.gateway';
export const BEAT_MS = 2000;

interface GatewayBeat {
  gateway: string;
  /** users with a logged-in socket on that gateway */
  users: number;
}

const isBeat = (m: unknown): m is GatewayBeat => {
  const o = m as GatewayBeat | null;
  return typeof o === 'object' && o !== null && typeof o.gateway === 'string' && Number.isSafeInteger(o.users) && o.users >= 0;
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

/** What one gateway heard of all of them (itself included: it hears its own beats). */
export class GatewayRoll {
  private readonly heardFrom = new Map<string, { users: number; at: number }>();

  constructor(
    private readonly self: { name: string; hub: Pick<Hub, 'usersOnline'> },
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
   * each.
   */
  serving(): { gateways: number; users: number } {
    const t = this.now();
    let gateways = 0;
    let users = this.self.hub.usersOnline;
    for (const [name, g] of this.heardFrom) {
      if (t - g.at > 3 * this.beatMs) this.heardFrom.delete(name);
      else {
        gateways++;
        if (name !== this.self.name) users += g.users;
      }
    }
    return { gateways, users };
  }
}
