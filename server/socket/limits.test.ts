import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeServer } from '../testing.js';
import { CLOSE_CODES, ConnectionCounter, TokenBucket } from './limits.js';

describe('TokenBucket', () => {
  it('allows the burst, then the refill rate', () => {
    let now = 0;
    const b = new TokenBucket(2, 5, () => now);
    expect(Array.from({ length: 6 }, () => b.take())).toEqual([true, true, true, true, true, false]);
    now += 500; // half a second refills one token
    expect([b.take(), b.take()]).toEqual([true, false]);
    now += 60_000; // never more than the burst
    expect(Array.from({ length: 6 }, () => b.take()).filter(Boolean)).toHaveLength(5);
  });
});

describe('ConnectionCounter', () => {
  it('caps open connections per address and frees a place on close', () => {
    const c = new ConnectionCounter(2);
    expect([c.open('a'), c.open('a'), c.open('a'), c.open('b')]).toEqual([true, true, false, true]);
    c.close('a');
    expect(c.open('a')).toBe(true);
    c.close('a');
    c.close('a');
    expect(c.count('a')).toBe(0);
  });
});

describe('/v1/ws limits (tight limits for the test)', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  let url: string;
  beforeAll(async () => {
    app = await makeServer({ socketLimits: { messagesPerSecond: 1, messageBurst: 20, connectionsPerIp: 3, subscriptionChangesPerMinute: 6 } });
    url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/v1/ws';
  });
  afterAll(() => app.cleanup());

  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

  it('closes a connection that sends faster than the message rate with 4429', async () => {
    const ws = await open();
    const done = closed(ws);
    const replies: string[] = [];
    ws.on('message', (d) => replies.push(d.toString()));
    for (let i = 0; i < 40; i++) ws.send('ping');
    expect(await done).toEqual({ code: CLOSE_CODES.messageRate, reason: 'Too many messages' });
    // Nothing past the burst was answered.
    expect(replies.length).toBeLessThanOrEqual(20);
  });

  it('keeps a connection that stays within the burst open', async () => {
    const ws = await open();
    const pongs = new Promise<number>((resolve) => {
      let n = 0;
      ws.on('message', () => ++n === 15 && resolve(n));
    });
    for (let i = 0; i < 15; i++) ws.send('ping');
    expect(await pongs).toBe(15);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('closes a connection that churns subscriptions with 4431', async () => {
    const ws = await open();
    const done = closed(ws);
    for (let i = 0; i < 10; i++) ws.send(JSON.stringify({ type: i % 2 ? 'unsub' : 'sub', params: { topic: 'TEST.CHURN' } }));
    expect((await done).code).toBe(CLOSE_CODES.subscriptionChurn);
  });

  it('refuses a connection over the per-address cap with 4430 and admits one again after a close', async () => {
    const first = await Promise.all([open(), open(), open()]);
    const extra = await open();
    expect((await closed(extra)).code).toBe(CLOSE_CODES.connectionsPerIp);
    const gone = closed(first[0]);
    first[0].close();
    await gone;
    await new Promise((r) => setTimeout(r, 50));
    const again = await open();
    const ok = await new Promise<string>((resolve) => {
      again.once('message', (d) => resolve(d.toString()));
      again.send('ping');
    });
    expect(ok).toBe('pong');
    for (const ws of [...first, again]) ws.close();
  });
});
