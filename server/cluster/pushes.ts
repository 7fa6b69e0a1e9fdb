/**
 * Every push to live sockets goes through `app.pushes` (docs/cluster.md "Pushes"), never straight to the hub, because
 * the connections of one user may sit on any gateway of a cluster:
 *
 * - one process (`ROLE=all` without NATS): the pushes are the hub's own methods;
 * - a cluster: a push is published on the bus (`pipkit.push.*`) and every gateway relays it into its hub
 *   (`relayPushes`), the gateway it came from included, so all of them see the same order of messages.
 */
import type { Hub } from '../socket/hub.js';
import type { Bus } from './bus.js';
import { ACCOUNT_TOPICS } from './interest.js';

export interface Pushes {
  /** `{type: topic, data}` to every subscriber of `topic` (DAY_MARKET, KLINE.*, a guest's chat topic). */
  publish(topic: string, data: unknown): void;
  /** To the connections of `userId` that subscribed to `topic` (FOREX_TRADE, FOREX_CLOSED, FOREX_ORDER, PRICE_ALERT, SUPPORT_CHAT). */
  sendToUser(userId: number, topic: string, data: unknown): void;
  /** Logs out every connection that logged in with this session (the session was revoked). */
  dropSession(sessionId: number): void;
  /** False only when it is certain that no connection of the user subscribed to `topic` (so work can be skipped). */
  wants(userId: number, topic: string): boolean;
  /** False only when it is certain that nobody subscribed to `topic`. */
  watched(topic: string): boolean;
}

export const PUSH_SUBJECTS = { topic: 'pipkit.push.topic', user: 'pipkit.push.user', session: 'pipkit.push.session' } as const;

type TopicPush = { topic: string; data: unknown };
type UserPush = { userId: number; topic: string; data: unknown };
type SessionPush = { sessionId: number };

/** One process: straight into the hub. */
export function hubPushes(hub: Hub): Pushes {
  return {
    publish: (topic, data) => void hub.publish(topic, data),
    sendToUser: (userId, topic, data) => void hub.sendToUser(userId, topic, data),
    dropSession: (sessionId) => hub.dropSession(sessionId),
    wants: (userId, topic) => hub.userSubscribed(userId, topic),
    watched: (topic) => hub.subscriberCount(topic) > 0,
  };
}

/**
 * A cluster: onto the bus, for every gateway. Who watches what is known on the gateways; the engine leader learns
 * whose accounts (summaries, order changes) are watched from their announcements (`watching`, interest.ts), otherwise
 * nothing is skipped.
 */
export function busPushes(bus: Bus, watching?: { wants(userId: number): boolean }): Pushes {
  return {
    publish: (topic, data) => bus.publish(PUSH_SUBJECTS.topic, { topic, data } satisfies TopicPush),
    sendToUser: (userId, topic, data) => bus.publish(PUSH_SUBJECTS.user, { userId, topic, data } satisfies UserPush),
    dropSession: (sessionId) => bus.publish(PUSH_SUBJECTS.session, { sessionId } satisfies SessionPush),
    wants: (userId, topic) => !ACCOUNT_TOPICS.includes(topic) || !watching || watching.wants(userId),
    watched: () => true,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A gateway's side: every push from the bus into this process's hub; `seen` also gets each topic push (the gateway
 * keeps the last candles for new subscribers). Returns the function that stops relaying.
 */
export function relayPushes(bus: Bus, hub: Hub, seen?: (topic: string, data: unknown) => void): () => void {
  const offs = [
    bus.subscribe(PUSH_SUBJECTS.topic, (m) => {
      if (!isObject(m) || typeof m.topic !== 'string') return;
      hub.publish(m.topic, m.data);
      seen?.(m.topic, m.data);
    }),
    bus.subscribe(PUSH_SUBJECTS.user, (m) => {
      if (isObject(m) && typeof m.userId === 'number' && typeof m.topic === 'string') hub.sendToUser(m.userId, m.topic, m.data);
    }),
    bus.subscribe(PUSH_SUBJECTS.session, (m) => {
      if (isObject(m) && typeof m.sessionId === 'number') hub.dropSession(m.sessionId);
    }),
  ];
  return () => offs.forEach((off) => off());
}
