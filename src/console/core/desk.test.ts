import { describe, expect, it } from 'vitest';
import { connectDesk, type DeskEvent } from './desk';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const events: DeskEvent[] = [];
  const status: boolean[] = [];
  const stop = connectDesk({
    url: 'ws://x/admin/api/socket',
    token: () => 'tok',
    onEvent: (e) => events.push(e),
    onStatus: (s) => status.push(s),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    setTimeout: ((fn: () => void, ms: number) => (timers.push({ fn, ms }), timers.length)) as unknown as typeof setTimeout,
    clearTimeout: (() => {}) as typeof clearTimeout,
    random: () => 1,
  });
  return { timers, events, status, stop };
}

describe('connectDesk', () => {
  it('authenticates first, hands events on, and reconnects with a growing delay', () => {
    const h = harness();
    const s = FakeSocket.all[0];
    s.onopen!();
    expect(s.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    s.onmessage!({ data: JSON.stringify({ type: 'auth', code: 1 }) });
    const event = { type: 'SUPPORT_MESSAGE', data: { conversation_id: 3, unread: 1, message: { id: 9, conversation_id: 3, sender: 'user', body: 'hi', created_at: '' } } };
    s.onmessage!({ data: JSON.stringify(event) });
    s.onmessage!({ data: 'not json' });
    expect(h.events).toEqual([event]);
    s.onclose!({ code: 1006 });
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0].fn();
    FakeSocket.all[1].onclose!({ code: 1006 });
    h.timers[1].fn();
    FakeSocket.all[2].onclose!({ code: 1006 });
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    expect(h.status).toEqual([true, false, false, false]);
  });

  it('stops for good on 4001 (session ended) and when stopped', () => {
    const h = harness();
    FakeSocket.all[0].onclose!({ code: 4001 });
    expect(h.timers).toEqual([]);
    const g = harness();
    g.stop();
    expect(FakeSocket.all[0].closed).toBe(true);
    FakeSocket.all[0].onclose!({ code: 1000 });
    expect(g.timers).toEqual([]);
  });
});
