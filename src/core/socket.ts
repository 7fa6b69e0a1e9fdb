// Live socket (docs/product.md#states-and-transitions, #api, wire format in docs/socket.md): login on open, ref-counted topic subscriptions,
// text ping every 5 s, reconnect after more than 2 unanswered pings or a 5 s connect timeout, capped backoff,
// and after every reconnect the socket logs in and re-subscribes by itself so widgets never notice.
// Client → server: {type:'login',params:{token}}, {type:'logout',params:{}}, {type:'sub'|'unsub',params:{topic,…}},
// text 'ping'. Server → client: text 'pong', pushes {type:<TOPIC>, data}, acks {type:'sub'|'login'|…, code, …}.
import { atom } from 'nanostores';

import type { Socket, SocketMessage, SocketOptions, SocketStatus, Timers, TopicHandler, WebSocketCtor, WebSocketLike } from './socket-types.js';

export type * from './socket-types.js';

const OPEN = 1;

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

export function createSocket(options: SocketOptions): Socket {
  const {
    getToken = () => '',
    logger = console,
    timers = globalTimers,
    pingInterval = 5000,
    maxMissedPongs = 2,
    connectTimeout = 5000,
    backoffBase = 1000,
    backoffMax = 30_000,
    random = Math.random,
  } = options;

  const $status = atom<SocketStatus>('idle');
  // Each subscriber chose the type of its topic's data; the wire gives unknown JSON, handed over as that type.
  const handlers = new Map<string, Set<TopicHandler<never>>>();
  // More parameters of a topic's `sub` (e.g. a catch-up cursor), read each time it is sent: the first subscriber's.
  const subParams = new Map<string, () => Record<string, unknown>>();
  const sub = (topic: string) => send({ type: 'sub', params: { ...subParams.get(topic)?.(), topic } });
  const listeners = new Set<(m: SocketMessage) => void>();
  const reconnectListeners = new Set<() => void>();
  let opened = false; // opened before: the next open is a reconnect
  let ws: WebSocketLike | undefined;
  let stopped = false;
  let attempt = 0;
  let missed = 0;
  let connectTimer: unknown;
  let pingTimer: unknown;
  let reconnectTimer: unknown;
  // login()/logout() override the getter until the next call, so a logout is not undone by a stale store.
  let tokenOverride: string | undefined;

  const token = () => (tokenOverride !== undefined ? tokenOverride : getToken() ?? '');
  const isOpen = () => !!ws && ws.readyState === OPEN;

  function send(message: object | string): boolean {
    if (!ws || !isOpen()) return false;
    try {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
      return true;
    } catch (err) {
      logger.warn('[pipkit socket] send failed', err);
      return false;
    }
  }

  function clearTimers() {
    if (connectTimer !== undefined) timers.clearTimeout(connectTimer);
    if (pingTimer !== undefined) timers.clearInterval(pingTimer);
    connectTimer = pingTimer = undefined;
  }

  /** Forgets the current connection without triggering its close handler. */
  function drop() {
    clearTimers();
    const old = ws;
    ws = undefined;
    if (!old) return;
    old.onopen = old.onclose = old.onerror = old.onmessage = null;
    try {
      old.close();
    } catch {
      // already closed
    }
  }

  function scheduleReconnect(reason: string) {
    drop();
    if (stopped || reconnectTimer !== undefined) return;
    // Jitter: between half and all of the exponential step, so clients dropped together (a server restart) do not
    // all come back in the same instant.
    const delay = Math.round(Math.min(backoffMax, backoffBase * 2 ** attempt) * (0.5 + 0.5 * random()));
    attempt++;
    logger.debug?.(`[pipkit socket] ${reason}; reconnecting in ${delay} ms`);
    $status.set('reconnecting');
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, delay);
  }

  function tick() {
    if (missed > maxMissedPongs) {
      logger.warn(`[pipkit socket] ${missed} pings unanswered`);
      scheduleReconnect('heartbeat lost');
      return;
    }
    if (send('ping')) missed++;
  }

  function onOpen() {
    if (connectTimer !== undefined) timers.clearTimeout(connectTimer);
    connectTimer = undefined;
    attempt = 0;
    missed = 0;
    $status.set('open');
    const tk = token();
    if (tk) send({ type: 'login', params: { token: tk } });
    for (const topic of handlers.keys()) sub(topic);
    pingTimer = timers.setInterval(tick, pingInterval);
    if (opened) for (const l of [...reconnectListeners]) safely(l);
    opened = true;
  }

  function onData(raw: unknown) {
    if (raw === 'pong') {
      missed = 0;
      return;
    }
    if (raw === 'ping') {
      send('pong');
      return;
    }
    if (typeof raw !== 'string') {
      logger.warn('[pipkit socket] non-text message ignored');
      return;
    }
    let msg: SocketMessage;
    try {
      msg = JSON.parse(raw);
    } catch {
      logger.warn('[pipkit socket] bad JSON ignored:', raw.slice(0, 200));
      return;
    }
    if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string' || !msg.type) {
      logger.warn('[pipkit socket] message without type ignored:', raw.slice(0, 200));
      return;
    }
    for (const l of listeners) safely(() => l(msg));
    // Pushes are {type: <topic>, data}. Dispatch on type only: acknowledgements ({type:'sub', topic}) also
    // carry a topic field and must not reach the topic's handlers.
    if (msg.type === 'error') logger.warn('[pipkit socket] server error:', msg.msg);
    const set = handlers.get(msg.type);
    if (set) for (const h of [...set]) safely(() => h(msg.data as never, msg as never));
  }

  function safely(fn: () => void) {
    try {
      fn();
    } catch (err) {
      // One broken widget must not stop the others from getting prices.
      logger.error('[pipkit socket] handler failed', err);
    }
  }

  function open() {
    const url = typeof options.url === 'function' ? options.url() : options.url;
    const Impl = options.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
    if (!url || !Impl) {
      logger.warn('[pipkit socket] no URL or WebSocket implementation; live data disabled');
      $status.set('closed');
      return;
    }
    let sock: WebSocketLike;
    try {
      sock = new Impl(url);
    } catch (err) {
      logger.warn('[pipkit socket] cannot open', err);
      scheduleReconnect('open failed');
      return;
    }
    ws = sock;
    $status.set('connecting');
    connectTimer = timers.setTimeout(() => {
      connectTimer = undefined;
      logger.warn('[pipkit socket] connect timeout');
      scheduleReconnect('connect timeout');
    }, connectTimeout);
    sock.onopen = () => onOpen();
    sock.onmessage = (ev) => onData(ev.data);
    sock.onerror = (ev) => logger.debug?.('[pipkit socket] error', ev);
    sock.onclose = () => scheduleReconnect('closed by server');
  }

  function connect() {
    if (options.enabled === false) return;
    stopped = false;
    if (ws || reconnectTimer !== undefined) return;
    open();
  }

  return {
    $status,
    connect,
    subscribe<T>(topic: string, handler: TopicHandler<T>, params?: () => Record<string, unknown>) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        if (params) subParams.set(topic, params);
        sub(topic);
      }
      set.add(handler);
      if (!stopped) connect();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = handlers.get(topic);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(topic);
          subParams.delete(topic);
          send({ type: 'unsub', params: { topic } });
        }
      };
    },
    onMessage(handler) {
      listeners.add(handler);
      return () => void listeners.delete(handler);
    },
    onReconnect(handler) {
      reconnectListeners.add(handler);
      return () => void reconnectListeners.delete(handler);
    },
    login(tk: string) {
      tokenOverride = tk;
      if (tk) send({ type: 'login', params: { token: tk } });
    },
    logout() {
      tokenOverride = '';
      send({ type: 'logout', params: {} });
    },
    close() {
      stopped = true;
      if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      drop();
      $status.set('closed');
    },
    topics: () => [...handlers.keys()],
  };
}
