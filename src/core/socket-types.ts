/** Contracts of the live socket client (socket.ts): its options, the injected WebSocket and timers, its API. */
import type { ReadableAtom } from 'nanostores';

export interface SocketMessage<T = unknown> {
  type: string;
  topic?: string;
  data?: T;
  [field: string]: unknown;
}

export type TopicHandler<T = unknown> = (data: T, message: SocketMessage<T>) => void;
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the WebSocket API the client needs (browser WebSocket, `ws`, or a test fake). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface SocketLogger {
  debug?(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface SocketOptions {
  /** ws(s)://host/v1/ws, or a function read at every (re)connect. */
  url: string | (() => string);
  /** Token to log in with when a connection opens ('' = stay anonymous). */
  getToken?: () => string;
  WebSocketImpl?: WebSocketCtor;
  logger?: SocketLogger;
  /** Defaults to the global timer functions, looked up at call time (works with fake timers). */
  timers?: Timers;
  pingInterval?: number;
  /** Reconnect when more than this many pings are unanswered. */
  maxMissedPongs?: number;
  connectTimeout?: number;
  backoffBase?: number;
  backoffMax?: number;
  /** Random in [0, 1) for the reconnect jitter; default Math.random (tests pass a fixed one). */
  random?: () => number;
  /**
   * false: never open a connection (a partner page without live prices). Subscriptions are still counted, so
   * widgets work unchanged and show what REST gave them. Default true.
   */
  enabled?: boolean;
}

export interface Socket {
  /** Starts the connection if it is not running (idempotent; the app calls it on every navigation). */
  connect(): void;
  /**
   * Listens to a topic; the first handler sends `sub`, the last one leaving sends `unsub`. Auto-connects. `params`
   * (the first handler's) adds parameters to the `sub`, read each time it is sent, e.g. again after a drop: a
   * catch-up cursor (`since`, docs/socket.md).
   */
  subscribe<T = unknown>(topic: string, handler: TopicHandler<T>, params?: () => Record<string, unknown>): () => void;
  /** Every parsed message with a type (login acks, errors, pushes). */
  onMessage(handler: (message: SocketMessage) => void): () => void;
  /**
   * Called each time the connection opens again after a drop (not on the first open), once it has logged in and
   * subscribed again. Pushes sent while it was down are lost: whoever shows data that pushes keep current (an order
   * list, a balance, a chart) reads it again here.
   */
  onReconnect(handler: () => void): () => void;
  login(token: string): void;
  logout(): void;
  /** Stops and does not reconnect until connect() is called again. Subscriptions are kept. */
  close(): void;
  readonly $status: ReadableAtom<SocketStatus>;
  /** Topics with at least one handler. */
  topics(): string[];
}
