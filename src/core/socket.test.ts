import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createSocket, type SocketOptions, type WebSocketLike } from './socket';

// A controllable stand-in for the browser WebSocket: tests decide when it opens, what it receives, when it closes.
class FakeWebSocket implements WebSocketLike {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // test helpers
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
  json() {
    return this.sent.filter((s) => s.startsWith('{')).map((s) => JSON.parse(s));
  }
  pings() {
    return this.sent.filter((s) => s === 'ping').length;
  }
}

const last = () => FakeWebSocket.all[FakeWebSocket.all.length - 1];
let logger: { warn: Mock<(...a: unknown[]) => void>; error: Mock<(...a: unknown[]) => void>; debug: Mock<(...a: unknown[]) => void> };
let token = '';

// random 1: the full backoff step, so the delays below are exact; the jitter has its own test.
function make(over: Partial<SocketOptions> = {}) {
  return createSocket({ url: 'ws://test/v1/ws', getToken: () => token, WebSocketImpl: FakeWebSocket, logger, random: () => 1, ...over });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
  token = '';
  logger = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
});
afterEach(() => vi.useRealTimers());

describe('socket', () => {
  it('logs in on open when a token exists, not otherwise', () => {
    token = 'abc';
    const s = make();
    s.connect();
    expect(last().url).toBe('ws://test/v1/ws');
    expect(s.$status.get()).toBe('connecting');
    last().open();
    expect(s.$status.get()).toBe('open');
    expect(last().json()).toEqual([{ type: 'login', params: { token: 'abc' } }]);
    s.close();

    token = '';
    const anon = make();
    anon.connect();
    last().open();
    expect(last().json()).toEqual([]);
    anon.close();
  });

  it('connect() is idempotent', () => {
    const s = make();
    s.connect();
    s.connect();
    expect(FakeWebSocket.all).toHaveLength(1);
    s.close();
  });

  it('ref-counts subscriptions per topic', () => {
    const s = make();
    s.connect();
    last().open();
    const a = vi.fn();
    const b = vi.fn();
    const offA = s.subscribe('DAY_MARKET', a);
    const offB = s.subscribe('DAY_MARKET', b);
    expect(last().json()).toEqual([{ type: 'sub', params: { topic: 'DAY_MARKET' } }]);
    last().receive({ type: 'DAY_MARKET', data: [{ Id: 1 }] });
    expect(a).toHaveBeenCalledWith([{ Id: 1 }], { type: 'DAY_MARKET', data: [{ Id: 1 }] });
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    offA(); // a second call is a no-op
    expect(last().json()).toHaveLength(1);
    offB();
    expect(last().json()).toEqual([
      { type: 'sub', params: { topic: 'DAY_MARKET' } },
      { type: 'unsub', params: { topic: 'DAY_MARKET' } },
    ]);
    last().receive({ type: 'DAY_MARKET', data: [] });
    expect(a).toHaveBeenCalledTimes(1);
    expect(s.topics()).toEqual([]);
    s.close();
  });

  it('subscribing before the connection opens auto-connects and subscribes on open', () => {
    token = 't';
    const s = make();
    s.subscribe('KLINE.EURUSD', () => {});
    expect(FakeWebSocket.all).toHaveLength(1);
    last().open();
    expect(last().json()).toEqual([
      { type: 'login', params: { token: 't' } },
      { type: 'sub', params: { topic: 'KLINE.EURUSD' } },
    ]);
    s.close();
  });

  it('acknowledgements carrying a topic do not reach topic handlers', () => {
    const s = make();
    const h = vi.fn();
    const all = vi.fn();
    s.onMessage(all);
    s.subscribe('DAY_MARKET', h);
    last().open();
    last().receive({ type: 'sub', code: 1, topic: 'DAY_MARKET' });
    expect(h).not.toHaveBeenCalled();
    expect(all).toHaveBeenCalledWith({ type: 'sub', code: 1, topic: 'DAY_MARKET' });
    s.close();
  });

  it('pings every 5 s and a pong resets the count', () => {
    const s = make();
    s.connect();
    const ws = last();
    ws.open();
    vi.advanceTimersByTime(4999);
    expect(ws.pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.pings()).toBe(1);
    ws.receive('pong');
    // A server that answers every ping keeps the connection forever.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(5000);
      ws.receive('pong');
    }
    expect(ws.pings()).toBe(11);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(ws.closed).toBe(false);
    s.close();
  });

  it('reconnects after more than 2 unanswered pings, then logs in and re-subscribes', () => {
    token = 'tok';
    const s = make();
    s.subscribe('FOREX_TRADE', () => {});
    s.subscribe('DAY_MARKET', () => {});
    const first = last();
    first.open();
    vi.advanceTimersByTime(15_000); // 3 pings, none answered
    expect(first.pings()).toBe(3);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(5000); // 4th tick: 3 > 2 unanswered → reconnect
    expect(first.closed).toBe(true);
    expect(s.$status.get()).toBe('reconnecting');
    vi.advanceTimersByTime(1000); // first backoff step
    expect(FakeWebSocket.all).toHaveLength(2);
    const second = last();
    second.open();
    expect(second.json()).toEqual([
      { type: 'login', params: { token: 'tok' } },
      { type: 'sub', params: { topic: 'FOREX_TRADE' } },
      { type: 'sub', params: { topic: 'DAY_MARKET' } },
    ]);
    s.close();
  });

  it("sends a topic's parameters with its sub, read again for the sub after a drop; the topic itself always wins", () => {
    let since = '';
    const s = make();
    const off = s.subscribe('FOREX_CLOSED', () => {}, () => ({ since, topic: 'NOT_THIS' }));
    s.subscribe('FOREX_CLOSED', () => {}, () => ({ since: 'the second handler is not asked' }));
    const first = last();
    first.open();
    expect(first.json()).toEqual([{ type: 'sub', params: { since: '', topic: 'FOREX_CLOSED' } }]);
    since = '2026-11-27T01:00:00.000Z';
    first.serverClose();
    vi.advanceTimersByTime(1000);
    const second = last();
    second.open();
    expect(second.json()).toEqual([{ type: 'sub', params: { since: '2026-11-27T01:00:00.000Z', topic: 'FOREX_CLOSED' } }]);
    off();
    s.subscribe('DAY_MARKET', () => {});
    expect(second.json().at(-1)).toEqual({ type: 'sub', params: { topic: 'DAY_MARKET' } });
    s.close();
  });

  it('two unanswered pings are tolerated', () => {
    const s = make();
    s.connect();
    const ws = last();
    ws.open();
    vi.advanceTimersByTime(10_000);
    ws.receive('pong');
    vi.advanceTimersByTime(15_000);
    expect(FakeWebSocket.all).toHaveLength(1);
    s.close();
  });

  it('a connection attempt times out after 5 s and backs off with a cap', () => {
    const s = make({ backoffMax: 4000 });
    s.connect();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.all[0].closed).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith('[pipkit socket] connect timeout');
    // delays 1 s, 2 s, 4 s, 4 s (capped) after each 5 s timeout
    const starts: number[] = [];
    let count = FakeWebSocket.all.length;
    for (let ms = 0; ms < 40_000; ms += 100) {
      vi.advanceTimersByTime(100);
      if (FakeWebSocket.all.length !== count) {
        count = FakeWebSocket.all.length;
        starts.push(ms + 100);
      }
    }
    const gaps = starts.slice(1).map((t, i) => t - starts[i]);
    expect(starts[0]).toBe(1000);
    expect(gaps.slice(0, 3)).toEqual([7000, 9000, 9000]);
    s.close();
  });

  it('spreads reconnects between half and all of the backoff step (jitter)', () => {
    const reconnectAfter = (r: number) => {
      FakeWebSocket.all = [];
      const s = make({ random: () => r });
      s.connect();
      last().open();
      last().serverClose();
      let ms = 0;
      while (FakeWebSocket.all.length < 2 && ms < 5000) {
        vi.advanceTimersByTime(10);
        ms += 10;
      }
      s.close();
      return ms;
    };
    expect(reconnectAfter(0)).toBe(500);
    expect(reconnectAfter(0.5)).toBe(750);
    expect(reconnectAfter(0.999)).toBe(1000);
    // The default draws from Math.random: many clients do not come back at the same moment.
    const spread = new Set(Array.from({ length: 20 }, () => reconnectAfter(Math.random())));
    expect(spread.size).toBeGreaterThan(5);
  });

  it('reconnects when the server closes, and the backoff resets after a successful open', () => {
    const s = make();
    s.connect();
    last().open();
    last().serverClose();
    expect(s.$status.get()).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.all).toHaveLength(2);
    last().open();
    last().serverClose();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.all).toHaveLength(3);
    s.close();
  });

  it('tells its reconnect listeners when it opens again after a drop, after logging in and subscribing again', () => {
    token = 'tok';
    const s = make();
    const seen: string[][] = [];
    const off = s.onReconnect(() => seen.push(last().json().map((m) => m.type)));
    s.subscribe('FOREX_TRADE', () => {});
    last().open();
    expect(seen).toEqual([]); // the first open is not a reconnect
    last().serverClose();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]); // not before it is open again
    last().open();
    expect(seen).toEqual([['login', 'sub']]);
    s.onReconnect(() => {
      throw new Error('broken listener');
    });
    off();
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(seen).toHaveLength(1); // unsubscribed; a throwing listener is only logged
    expect(logger.error).toHaveBeenCalled();
    s.close();
  });

  it('bad JSON and messages without a type are only logged', () => {
    const s = make();
    const h = vi.fn();
    s.subscribe('DAY_MARKET', h);
    last().open();
    expect(() => last().receive('{oops')).not.toThrow();
    last().receive({ data: 1 });
    last().receive('[]');
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(h).not.toHaveBeenCalled();
    expect(s.$status.get()).toBe('open');
    s.close();
  });

  it('a throwing handler does not stop the others', () => {
    const s = make();
    const ok = vi.fn();
    s.subscribe('DAY_MARKET', () => {
      throw new Error('widget bug');
    });
    s.subscribe('DAY_MARKET', ok);
    last().open();
    last().receive({ type: 'DAY_MARKET', data: 1 });
    expect(ok).toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalled();
    s.close();
  });

  it('login and logout send messages and change the token used on reconnect', () => {
    token = 'stored';
    const s = make();
    s.connect();
    const ws = last();
    ws.open();
    s.login('fresh');
    s.logout();
    expect(ws.json()).toEqual([
      { type: 'login', params: { token: 'stored' } },
      { type: 'login', params: { token: 'fresh' } },
      { type: 'logout', params: {} },
    ]);
    ws.serverClose();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().json()).toEqual([]); // logged out: no login on reconnect
    s.login('again');
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().json()).toEqual([{ type: 'login', params: { token: 'again' } }]);
    s.close();
  });

  it('close() stops reconnecting and pinging until connect() again', () => {
    const s = make();
    s.subscribe('DAY_MARKET', () => {});
    last().open();
    s.close();
    expect(s.$status.get()).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(FakeWebSocket.all[0].pings()).toBe(0);
    s.connect();
    last().open();
    expect(last().json()).toEqual([{ type: 'sub', params: { topic: 'DAY_MARKET' } }]);
    s.close();
  });

  it('without a WebSocket implementation it logs and stays closed', () => {
    const s = createSocket({ url: 'ws://x', WebSocketImpl: undefined, logger });
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    vi.stubGlobal('WebSocket', undefined);
    s.connect();
    expect(s.$status.get()).toBe('closed');
    vi.unstubAllGlobals();
    (globalThis as { WebSocket?: unknown }).WebSocket = original;
  });
});
