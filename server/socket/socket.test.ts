import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUser, makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
let wsUrl: string;
beforeAll(async () => {
  app = await makeServer();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = address.replace('http', 'ws') + '/v1/ws';
});
afterAll(() => app.cleanup());

/** A connected client that queues incoming frames; next() resolves with the next one. */
async function connect() {
  const ws = new WebSocket(wsUrl);
  const queue: string[] = [];
  const waiters: ((s: string) => void)[] = [];
  ws.on('message', (d) => {
    const s = d.toString();
    const w = waiters.shift();
    if (w) w(s);
    else queue.push(s);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const s = queue.shift();
      if (s !== undefined) return resolve(s);
      const timer = setTimeout(() => reject(new Error('no message within 2 s')), 2000);
      waiters.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  const ask = async (msg: unknown) => {
    ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
    return JSON.parse(await next());
  };
  return { ws, next, ask, queue };
}

// Test-only topics: the trading engine sends snapshots on subscribing to its real topics (DAY_MARKET, KLINE.*,
// FOREX_TRADE), which would interleave with the frames asserted here.
describe('/v1/ws', () => {
  it('answers ping with pong', async () => {
    const c = await connect();
    c.ws.send('ping');
    expect(await c.next()).toBe('pong');
    c.ws.close();
  });

  it('answers malformed and unknown messages with errors and stays open', async () => {
    const c = await connect();
    expect(await c.ask('{not json')).toEqual({ type: 'error', msg: 'Malformed JSON' });
    expect(await c.ask('[1,2]')).toEqual({ type: 'error', msg: 'Message must be a JSON object' });
    expect(await c.ask('null')).toEqual({ type: 'error', msg: 'Message must be a JSON object' });
    expect(await c.ask({ params: {} })).toEqual({ type: 'error', msg: 'Message has no type' });
    expect(await c.ask({ type: 'dance' })).toEqual({ type: 'error', msg: 'Unknown message type: dance' });
    expect(await c.ask({ type: 'sub' })).toEqual({ type: 'error', msg: 'sub needs params.topic' });
    expect(await c.ask({ type: 'sub', params: { topic: 'bad topic' } })).toMatchObject({ type: 'sub', code: 0 });
    expect(await c.ask('x'.repeat(5000))).toMatchObject({ type: 'error' });
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(JSON.parse(await c.next())).toMatchObject({ type: 'error' });
    c.ws.send('ping');
    expect(await c.next()).toBe('pong');
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    c.ws.close();
  });

  it('subscribes, receives publications, unsubscribes', async () => {
    const c = await connect();
    const before = new Date().toISOString();
    const ack = await c.ask({ type: 'sub', params: { topic: 'TEST.EURUSD' } });
    expect(ack).toEqual({ type: 'sub', code: 1, topic: 'TEST.EURUSD', at: expect.any(String) });
    // the catch-up cursor: the server's time of the subscription
    expect(ack.at >= before && ack.at <= new Date().toISOString()).toBe(true);
    expect(app.hub.publish('TEST.EURUSD', { Close: '1.08' })).toBe(1);
    expect(JSON.parse(await c.next())).toEqual({ type: 'TEST.EURUSD', data: { Close: '1.08' } });
    expect(await c.ask({ type: 'unsub', params: { topic: 'TEST.EURUSD' } })).toEqual({ type: 'unsub', code: 1, topic: 'TEST.EURUSD' });
    expect(app.hub.publish('TEST.EURUSD', { Close: '1.09' })).toBe(0);
    c.ws.close();
  });

  it('refuses a catch-up cursor that is not a time, and subscribes nothing', async () => {
    const c = await connect();
    for (const since of [5, 'yesterday', 'x'.repeat(41), null]) {
      expect(await c.ask({ type: 'sub', params: { topic: 'TEST.SINCE', since } })).toEqual({ type: 'sub', code: 0, topic: 'TEST.SINCE', msg: 'params.since must be empty or an ISO 8601 time' });
    }
    expect(app.hub.subscriberCount('TEST.SINCE')).toBe(0);
    expect(await c.ask({ type: 'sub', params: { topic: 'TEST.SINCE', since: '' } })).toMatchObject({ type: 'sub', code: 1 });
    expect(await c.ask({ type: 'sub', params: { topic: 'TEST.SINCE2', since: '2026-11-27T01:00:00.000Z' } })).toMatchObject({ type: 'sub', code: 1 });
    expect(app.hub.subscriberCount('TEST.SINCE')).toBe(1);
    c.ws.close();
  });

  it('logs in with a token (999 otherwise) and receives only its own user messages', async () => {
    const real = await realUser(app);
    const demo = await demoUser(app);
    const a = await connect();
    const b = await connect();
    expect(await a.ask({ type: 'login', params: { token: 'nope' } })).toEqual({ type: 'login', code: 999, msg: 'Please log in' });
    expect(await a.ask({ type: 'login', params: {} })).toMatchObject({ type: 'login', code: 999 });
    expect(await a.ask({ type: 'login', params: { token: real.token } })).toEqual({ type: 'login', code: 1, msg: 'success' });
    expect(await b.ask({ type: 'login', params: { token: `Bearer ${demo.token}` } })).toMatchObject({ code: 999 });
    expect(await b.ask({ type: 'login', params: { token: demo.token } })).toMatchObject({ code: 1 });
    for (const c of [a, b]) await c.ask({ type: 'sub', params: { topic: 'TEST_USER' } });
    expect(app.hub.sendToUser(real.user.id, 'TEST_USER', { Id: 1 })).toBe(1);
    expect(JSON.parse(await a.next())).toEqual({ type: 'TEST_USER', data: { Id: 1 } });
    expect(b.queue).toEqual([]);
    expect(await a.ask({ type: 'logout' })).toEqual({ type: 'logout', code: 1, msg: 'success' });
    expect(app.hub.sendToUser(real.user.id, 'TEST_USER', { Id: 2 })).toBe(0);
    a.ws.close();
    b.ws.close();
  });

  it('handles messages in order: a sub or logout sent right behind a login never overtakes it', async () => {
    const real = await realUser(app);
    const c = await connect();
    for (const m of [
      { type: 'login', params: { token: 'nope' } },
      { type: 'login', params: { token: real.token } },
      { type: 'sub', params: { topic: 'TEST_ORDER' } },
      { type: 'logout' },
    ])
      c.ws.send(JSON.stringify(m));
    c.ws.send('ping');
    const frames = [await c.next(), await c.next(), await c.next(), await c.next(), await c.next()];
    expect(frames.map((f) => (f === 'pong' ? f : JSON.parse(f).type))).toEqual(['login', 'login', 'sub', 'logout', 'pong']);
    expect(JSON.parse(frames[1])).toMatchObject({ code: 1 });
    // the logout came last, so the connection is anonymous: no per-user delivery
    expect(app.hub.sendToUser(real.user.id, 'TEST_ORDER', { Id: 1 })).toBe(0);
    c.ws.close();
  });

  it('forgets a closed connection', async () => {
    const c = await connect();
    await c.ask({ type: 'sub', params: { topic: 'TEST_CLOSE' } });
    const before = app.hub.size;
    c.ws.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(app.hub.size).toBe(before - 1);
  });
});
