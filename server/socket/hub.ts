// In-memory publish/subscribe hub for the live socket (wire format: docs/socket.md).
// A published message is serialised once and the same string is written to every subscriber, so a price tick
// costs one JSON.stringify however many clients watch it.

/** What the hub needs of a connection (a `ws` WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
}

export interface HubClient {
  readonly socket: HubSocket;
  userId: number | null;
  sessionId: number | null;
  readonly topics: Set<string>;
}

/** Topic names: an upper-case root plus optional dot-separated parameters, e.g. DAY_MARKET, KLINE.EURUSD.1M. */
export const TOPIC_RE = /^[A-Z][A-Z0-9_]{0,31}(\.[A-Za-z0-9_-]{1,32}){0,3}$/;
export const MAX_TOPICS_PER_CLIENT = 256;
/** A client this far behind is skipped for pushes (it would only fall further behind); replies still go out. */
export const MAX_BUFFERED_BYTES = 1 << 20;
const OPEN = 1;

export type SubscribeListener = (client: HubClient, topic: string) => void;

export class Hub {
  private readonly clients = new Set<HubClient>();
  private readonly byTopic = new Map<string, Set<HubClient>>();
  private readonly byUser = new Map<number, Set<HubClient>>();
  private readonly subscribeListeners = new Set<SubscribeListener>();

  get size(): number {
    return this.clients.size;
  }

  attach(socket: HubSocket): HubClient {
    const client: HubClient = { socket, userId: null, sessionId: null, topics: new Set() };
    this.clients.add(client);
    return client;
  }

  detach(client: HubClient): void {
    for (const t of client.topics) this.removeFrom(this.byTopic, t, client);
    client.topics.clear();
    this.logout(client);
    this.clients.delete(client);
  }

  login(client: HubClient, userId: number, sessionId: number | null = null): void {
    this.logout(client);
    client.userId = userId;
    client.sessionId = sessionId;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
  }

  logout(client: HubClient): void {
    if (client.userId !== null) this.removeFrom(this.byUser, client.userId, client);
    client.userId = null;
    client.sessionId = null;
  }

  /** Logs out every connection that logged in with this session (called when the session is revoked). */
  dropSession(sessionId: number): void {
    for (const c of this.clients) if (c.sessionId === sessionId) this.logout(c);
  }

  /** False when the topic is malformed or the client already holds MAX_TOPICS_PER_CLIENT other topics. */
  canSubscribe(client: HubClient, topic: string): boolean {
    return TOPIC_RE.test(topic) && (client.topics.has(topic) || client.topics.size < MAX_TOPICS_PER_CLIENT);
  }

  /** Returns false (and does nothing) when canSubscribe() is false. Re-subscribing is a no-op. */
  subscribe(client: HubClient, topic: string): boolean {
    if (!this.canSubscribe(client, topic)) return false;
    if (client.topics.has(topic)) return true;
    client.topics.add(topic);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(client);
    for (const l of this.subscribeListeners) l(client, topic);
    return true;
  }

  unsubscribe(client: HubClient, topic: string): void {
    if (client.topics.delete(topic)) this.removeFrom(this.byTopic, topic, client);
  }

  /** Called after each new subscription, e.g. to send the subscriber a snapshot with `hub.sendTo`. */
  onSubscribe(listener: SubscribeListener): () => void {
    this.subscribeListeners.add(listener);
    return () => this.subscribeListeners.delete(listener);
  }

  subscriberCount(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  /** Sends `{type: topic, data}` to every subscriber of `topic`. Returns how many sockets it was written to. */
  publish(topic: string, data: unknown): number {
    const set = this.byTopic.get(topic);
    if (!set || set.size === 0) return 0;
    const frame = JSON.stringify({ type: topic, data });
    let n = 0;
    for (const c of set) if (this.write(c, frame)) n++;
    return n;
  }

  /** Sends `{type: topic, data}` to the connections of `userId` that subscribed to `topic` (FOREX_TRADE, FOREX_CLOSED). */
  sendToUser(userId: number, topic: string, data: unknown): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    let frame: string | undefined;
    let n = 0;
    for (const c of set) {
      if (!c.topics.has(topic)) continue;
      frame ??= JSON.stringify({ type: topic, data });
      if (this.write(c, frame)) n++;
    }
    return n;
  }

  /** Sends `{type: topic, data}` to one connection (snapshots on subscribe). */
  sendTo(client: HubClient, topic: string, data: unknown): boolean {
    return this.write(client, JSON.stringify({ type: topic, data }));
  }

  private write(c: HubClient, frame: string): boolean {
    if (c.socket.readyState !== OPEN || c.socket.bufferedAmount > MAX_BUFFERED_BYTES) return false;
    c.socket.send(frame);
    return true;
  }

  private removeFrom<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient) {
    const set = map.get(key);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) map.delete(key);
  }
}
