import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeServer } from '../server/testing.js';
import { CLOSE_CODES } from '../server/socket/limits.js';
import { failures, printTally, record, tally } from './report.js';

// Forged proxy headers against the rate limits, and a socket flood: what the first attack run did (30 logins with a
// rotating X-Forwarded-For; 3,000 subscriptions in a few seconds; many connections from one address; subscribe /
// unsubscribe churn to amplify traffic), with the server's default socket limits.

let app: Awaited<ReturnType<typeof makeServer>>;
let ws: string;
const counts = tally();

beforeAll(async () => {
  app = await makeServer({ trustProxy: 1, loginRateLimit: 10 });
  ws = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/v1/ws';
});
afterAll(async () => {
  printTally('proxy and socket', counts);
  await app?.cleanup();
});

/** An open connection and the code it is closed with (listened for from the start, so no close is missed). */
function dial() {
  const s = new WebSocket(ws);
  const closed = new Promise<number>((resolve) => s.once('close', (c) => resolve(c)));
  const opened = new Promise<WebSocket>((resolve, reject) => {
    s.once('open', () => resolve(s));
    s.once('error', reject);
  });
  return { s, opened, closed };
}
const connect = () => dial().opened;
const closeCode = (s: WebSocket) => new Promise<number>((resolve) => (s.readyState === WebSocket.CLOSED ? resolve(-1) : s.once('close', (c) => resolve(c))));

it('forged forwarding headers and socket floods are contained', async () => {
  let through = 0;
  for (let i = 0; i < 30; i++) {
    const r = await app.inject({
      method: 'POST', url: '/api/user/loginForU', remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.0.${i}.${i}, 198.51.100.23` },
      payload: 'account=victim%40example.com&password=guess' + i,
    });
    if (r.statusCode !== 429) through++;
  }
  record(counts, 'rotating X-Forwarded-For against the login limit', through === 10, `${through} of 30 logins got past a limit of 10`);

  const flood = await connect();
  let answered = 0;
  flood.on('message', () => answered++);
  const floodClosed = closeCode(flood);
  for (let i = 0; i < 3000 && flood.readyState === WebSocket.OPEN; i++) flood.send(JSON.stringify({ type: 'sub', params: { topic: `FLOOD.T${i}` } }));
  const code = await floodClosed;
  record(counts, '3,000 subscriptions on one connection', code === CLOSE_CODES.messageRate || code === CLOSE_CODES.subscriptionChurn, `closed with ${code} after ${answered} answers`);
  record(counts, 'answers before the flood is cut off', answered <= 130, `${answered} answers`);

  const many = Array.from({ length: 70 }, dial);
  await Promise.allSettled(many.map((d) => d.opened));
  await new Promise((r) => setTimeout(r, 300));
  const refused = many.filter((d) => d.s.readyState === WebSocket.CLOSED || d.s.readyState === WebSocket.CLOSING).length;
  record(counts, '70 connections from one address', refused === 20, `${refused} refused (cap 50)`);
  for (const d of many) d.s.close();
  await Promise.all(many.map((d) => d.closed));
  await new Promise((r) => setTimeout(r, 100));

  const churn = await connect();
  let bytesIn = 0;
  let bytesOut = 0;
  churn.on('message', (d: Buffer) => (bytesIn += d.length));
  const churnClosed = closeCode(churn);
  for (let i = 0; i < 2000 && churn.readyState === WebSocket.OPEN; i++) {
    const msg = JSON.stringify({ type: i % 2 ? 'unsub' : 'sub', params: { topic: 'DAY_MARKET' } });
    bytesOut += msg.length;
    churn.send(msg);
  }
  const churnCode = await churnClosed;
  record(counts, 'subscribe/unsubscribe churn', churnCode === CLOSE_CODES.subscriptionChurn || churnCode === CLOSE_CODES.messageRate, `closed with ${churnCode}`);
  // Each DAY_MARKET snapshot is large; the churn limit bounds how many an attacker can make the server send.
  record(counts, 'churn amplification bounded', bytesIn < 121 * 20_000, `${bytesOut} bytes in → ${bytesIn} bytes out`);
  expect(failures(counts)).toEqual([]);
});
