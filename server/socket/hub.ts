// In-memory publish/subscribe hub for the live socket (wire format: docs/socket.md).
// A published message is serialised once (one JSON.stringify, one UTF-8 encoding, one WebSocket frame) and the same
// bytes are written to every subscriber, so a price tick costs one serialisation however many clients watch it.
// A connection attached with a transport (the TCP socket under a `ws` connection without extensions) gets the
// pre-built frame written straight to that socket, corked, and flushed together at the end of the current tick: the
// messages of one tick round (DAY_MARKET, KLINE.*, FOREX_TRADE …) reach each client in one system call.

import * as ws from 'ws';

// ws ships its RFC 6455 framer as a public static (`Sender.frame`) but @types/ws does not declare it.
interface FrameOptions { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

/** What the hub needs of a connection (a `ws` WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
}

/**
 * The byte stream under a connection (its net.Socket). Only valid when every frame the WebSocket library writes
 * goes straight to this stream in call order, i.e. without permessage-deflate (`ws.extensions === ''`): then a
 * frame written here lands between the library's own frames, never inside one.
 */
export interface HubTransport {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer): boolean;
}

export interface HubClient {
  readonly socket: HubSocket;
  userId: number | null;
  sessionId: number | null;
  readonly topics: Set<string>;
}

interface ClientState extends HubClient {
  readonly transport: HubTransport | null;
  corked: boolean;
}

/** One outgoing message: the JSON text, and its WebSocket text frame built at most once. */
class Frame {
  private bytes: Buffer | null = null;
  constructor(readonly text: string) {}
  get wire(): Buffer {
    return (this.bytes ??= textFrame(this.text));
  }
}

/** An unmasked, unfragmented text frame (server → client frames are never masked), built by ws's own framer. */
export function textFrame(text: string): Buffer {
  const parts = Sender.frame(Buffer.from(text, 'utf8'), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false });
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

/** Topic names: an upper-case root plus optional dot-separated parameters, e.g. DAY_MARKET, KLINE.EURUSD.1M. */
export const TOPIC_RE = /^[A-Z][A-Z0-9_]{0,31}(\.[A-Za-z0-9_-]{1,32}){0,3}$/;
export const MAX_TOPICS_PER_CLIENT = 256;
/** A client this far behind is skipped for pushes (it would only fall further behind); replies still go out. */
export const MAX_BUFFERED_BYTES = 1 << 20;
const OPEN = 1;

/** `params`: the subscription's other parameters as the client sent them (validated by the route), e.g. `since`. */
export type SubscribeListener = (client: HubClient, topic: string, params: Readonly<Record<string, unknown>>) => void;

export class Hub {
  private readonly clients = new Set<HubClient>();
  private readonly byTopic = new Map<string, Set<HubClient>>();
  private readonly byUser = new Map<number, Set<HubClient>>();
  private readonly subscribeListeners = new Set<SubscribeListener>();
  private corked: ClientState[] = [];
  private flushScheduled = false;

  get size(): number {
    return this.clients.size;
  }

  /** Users with at least one logged-in socket here (the operator dashboard). */
  get usersOnline(): number {
    return this.byUser.size;
  }

  /** Their ids (a census across gateways counts each user once, cluster/gateway-roll.ts). */
  onlineUserIds(): IterableIterator<number> {
    return this.byUser.keys();
  }

  /**
   * Registers a connection. With a `transport` (see HubTransport), pushes are written to it as one shared
   * pre-built frame and coalesced per tick; without one (tests, other socket kinds) each push is a `send(string)`.
   */
  attach(socket: HubSocket, transport?: HubTransport | null): HubClient {
    const usable = transport && typeof transport.cork === 'function' && typeof transport.uncork === 'function' && typeof transport.write === 'function';
    const client: ClientState = { socket, userId: null, sessionId: null, topics: new Set(), transport: usable ? transport : null, corked: false };
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
  subscribe(client: HubClient, topic: string, params: Readonly<Record<string, unknown>> = {}): boolean {
    if (!this.canSubscribe(client, topic)) return false;
    if (client.topics.has(topic)) return true;
    client.topics.add(topic);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(client);
    for (const l of this.subscribeListeners) l(client, topic, params);
    return true;
  }

  unsubscribe(client: HubClient, topic: string): void {
    if (client.topics.delete(topic)) this.removeFrom(this.byTopic, topic, client);
  }

  /**
   * Calls `each` for every subscription of every connection, with a `send` for that connection and topic (a gateway
   * re-sending snapshots after a bus hiccup).
   */
  resend(each: (client: HubClient, topic: string, send: (data: unknown) => void) => void): void {
    for (const c of this.clients) for (const t of c.topics) each(c, t, (data) => void this.sendTo(c, t, data));
  }

  /** Called after each new subscription, e.g. to send the subscriber a snapshot with `hub.sendTo`. */
  onSubscribe(listener: SubscribeListener): () => void {
    this.subscribeListeners.add(listener);
    return () => this.subscribeListeners.delete(listener);
  }

  /** True when a connection of `userId` subscribed to `topic` (per-user topics: FOREX_TRADE, FOREX_CLOSED). */
  userSubscribed(userId: number, topic: string): boolean {
    const set = this.byUser.get(userId);
    if (set) for (const c of set) if (c.topics.has(topic)) return true;
    return false;
  }

  /** The users with a connection here subscribed to `topic` (a gateway announcing whom it serves, cluster/interest.ts). */
  usersSubscribedTo(topic: string): number[] {
    const out: number[] = [];
    for (const [userId, set] of this.byUser) for (const c of set) if (c.topics.has(topic)) {
      out.push(userId);
      break;
    }
    return out;
  }

  subscriberCount(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  /** Sends `{type: topic, data}` to every subscriber of `topic`. Returns how many sockets it was written to. */
  publish(topic: string, data: unknown): number {
    const set = this.byTopic.get(topic);
    if (!set || set.size === 0) return 0;
    const frame = new Frame(JSON.stringify({ type: topic, data }));
    let n = 0;
    for (const c of set) if (this.write(c as ClientState, frame)) n++;
    return n;
  }

  /** Sends `{type: topic, data}` to the connections of `userId` that subscribed to `topic` (FOREX_TRADE, FOREX_CLOSED). */
  sendToUser(userId: number, topic: string, data: unknown): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    let frame: Frame | undefined;
    let n = 0;
    for (const c of set) {
      if (!c.topics.has(topic)) continue;
      frame ??= new Frame(JSON.stringify({ type: topic, data }));
      if (this.write(c as ClientState, frame)) n++;
    }
    return n;
  }

  /** Sends `{type: topic, data}` to one connection (snapshots on subscribe). */
  sendTo(client: HubClient, topic: string, data: unknown): boolean {
    return this.write(client as ClientState, new Frame(JSON.stringify({ type: topic, data })));
  }

  private write(c: ClientState, frame: Frame): boolean {
    if (c.socket.readyState !== OPEN || c.socket.bufferedAmount > MAX_BUFFERED_BYTES) return false;
    if (c.transport === null) {
      c.socket.send(frame.text);
      return true;
    }
    if (!c.corked) {
      c.transport.cork();
      c.corked = true;
      this.corked.push(c);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        process.nextTick(this.flush);
      }
    }
    c.transport.write(frame.wire);
    return true;
  }

  /** Uncorks every connection written to during this tick (one writev per connection). */
  private readonly flush = () => {
    this.flushScheduled = false;
    const list = this.corked;
    this.corked = [];
    for (const c of list) {
      c.corked = false;
      try {
        c.transport!.uncork();
      } catch {
        // a destroyed socket has nothing left to flush
      }
    }
  };

  private removeFrom<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient) {
    const set = map.get(key);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) map.delete(key);
  }
}
