import { describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { Hub, MAX_BUFFERED_BYTES, MAX_TOPICS_PER_CLIENT, textFrame, type HubSocket } from './hub.js';

// ws's frame parser (exported at runtime, absent from @types/ws): decodes what a real client would receive.
type FrameReceiver = { on(e: 'message', f: (data: Buffer, binary: boolean) => void): void; write(b: Buffer): void };
const Receiver = (wsModule as unknown as { Receiver: new (o: { isServer: boolean; maxPayload?: number }) => FrameReceiver }).Receiver;

function fakeSocket(): HubSocket & { sent: string[]; readyState: number; bufferedAmount: number } {
  const sent: string[] = [];
  return { sent, readyState: 1, bufferedAmount: 0, send: (d: string) => void sent.push(d) };
}

describe('Hub', () => {
  it('publishes one pre-serialised string to every subscriber', () => {
    const hub = new Hub();
    const [s1, s2, s3] = [fakeSocket(), fakeSocket(), fakeSocket()];
    const [c1, c2] = [hub.attach(s1), hub.attach(s2)];
    hub.attach(s3);
    hub.subscribe(c1, 'KLINE.EURUSD');
    hub.subscribe(c2, 'KLINE.EURUSD');
    expect(hub.publish('KLINE.EURUSD', { Close: '1.1' })).toBe(2);
    expect(s1.sent).toEqual(['{"type":"KLINE.EURUSD","data":{"Close":"1.1"}}']);
    expect(s1.sent[0]).toBe(s2.sent[0]);
    expect(s3.sent).toEqual([]);
    expect(hub.publish('NOBODY', 1)).toBe(0);
  });

  it('sends per-user topics only to that user’s subscribed connections', () => {
    const hub = new Hub();
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    const ca1 = hub.attach(a1);
    const ca2 = hub.attach(a2);
    const cb = hub.attach(b);
    hub.login(ca1, 1, 10);
    hub.login(ca2, 1, 11);
    hub.login(cb, 2, 12);
    for (const c of [ca1, cb]) hub.subscribe(c, 'FOREX_TRADE');
    expect(hub.sendToUser(1, 'FOREX_TRADE', { Id: 5 })).toBe(1);
    expect(a1.sent).toHaveLength(1);
    expect(a2.sent).toHaveLength(0);
    expect(b.sent).toHaveLength(0);
    hub.dropSession(10);
    expect(hub.sendToUser(1, 'FOREX_TRADE', {})).toBe(0);
  });

  it('validates topics, caps subscriptions, skips closed or slow sockets, cleans up on detach', () => {
    const hub = new Hub();
    const s = fakeSocket();
    const c = hub.attach(s);
    expect(hub.subscribe(c, 'lower')).toBe(false);
    expect(hub.subscribe(c, 'BAD TOPIC')).toBe(false);
    expect(hub.subscribe(c, 'KLINE.EURUSD.1M')).toBe(true);
    for (let i = 1; i < MAX_TOPICS_PER_CLIENT; i++) expect(hub.subscribe(c, `T.${i}`)).toBe(true);
    expect(hub.subscribe(c, 'ONE_TOO_MANY')).toBe(false);
    s.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    expect(hub.publish('T.1', 1)).toBe(0);
    s.bufferedAmount = 0;
    s.readyState = 3;
    expect(hub.publish('T.1', 1)).toBe(0);
    hub.detach(c);
    expect(hub.size).toBe(0);
    expect(hub.subscriberCount('T.1')).toBe(0);
  });

  it('calls onSubscribe listeners so a snapshot can be sent', () => {
    const hub = new Hub();
    const s = fakeSocket();
    const c = hub.attach(s);
    const off = hub.onSubscribe((client, topic) => hub.sendTo(client, topic, 'snapshot'));
    hub.subscribe(c, 'DAY_MARKET');
    hub.subscribe(c, 'DAY_MARKET');
    expect(s.sent).toEqual(['{"type":"DAY_MARKET","data":"snapshot"}']);
    off();
    hub.subscribe(c, 'OTHER');
    expect(s.sent).toHaveLength(1);
  });

  it('writes one shared pre-built text frame to transports, corked and flushed once per tick', async () => {
    const hub = new Hub();
    const events: string[] = [];
    const writes: Buffer[][] = [[], []];
    const transport = (k: number) => ({
      cork: () => void events.push(`cork${k}`),
      uncork: () => void events.push(`uncork${k}`),
      write: (b: Buffer) => (writes[k].push(b), true),
    });
    const [s1, s2] = [fakeSocket(), fakeSocket()];
    const [c1, c2] = [hub.attach(s1, transport(0)), hub.attach(s2, transport(1))];
    hub.subscribe(c1, 'KLINE.EURUSD');
    hub.subscribe(c2, 'KLINE.EURUSD');
    hub.login(c1, 7);
    hub.subscribe(c1, 'FOREX_TRADE');
    expect(hub.userSubscribed(7, 'FOREX_TRADE')).toBe(true);
    expect(hub.userSubscribed(7, 'FOREX_CLOSED')).toBe(false);
    expect(hub.publish('KLINE.EURUSD', { Close: '1.1' })).toBe(2);
    expect(hub.publish('KLINE.EURUSD', { Close: '1.2' })).toBe(2);
    expect(hub.sendToUser(7, 'FOREX_TRADE', { Id: 1 })).toBe(1);
    expect(s1.sent).toEqual([]); // nothing through send() when a transport is attached
    expect(writes[0]).toHaveLength(3);
    expect(writes[0][0]).toBe(writes[1][0]); // the same bytes for every subscriber
    expect(events).toEqual(['cork0', 'cork1']);
    await new Promise((r) => process.nextTick(r));
    expect(events).toEqual(['cork0', 'cork1', 'uncork0', 'uncork1']);
    // the bytes are valid WebSocket text frames carrying the JSON messages
    const got: string[] = [];
    const rx = new Receiver({ isServer: false });
    rx.on('message', (data: Buffer, binary: boolean) => got.push(`${binary ? 'bin' : 'text'} ${data.toString()}`));
    for (const b of writes[0]) rx.write(b);
    expect(got).toEqual([
      'text {"type":"KLINE.EURUSD","data":{"Close":"1.1"}}',
      'text {"type":"KLINE.EURUSD","data":{"Close":"1.2"}}',
      'text {"type":"FOREX_TRADE","data":{"Id":1}}',
    ]);
  });

  it('frames long messages with 16- and 64-bit lengths', () => {
    const got: string[] = [];
    const rx = new Receiver({ isServer: false, maxPayload: 0 });
    rx.on('message', (data: Buffer) => got.push(data.toString()));
    for (const n of [125, 126, 65535, 65536, 70000]) rx.write(textFrame('é'.repeat(n / 2) + 'x'.repeat(n % 2)));
    expect(got.map((t) => Buffer.byteLength(t))).toEqual([125, 126, 65535, 65536, 70000]);
  });
});
