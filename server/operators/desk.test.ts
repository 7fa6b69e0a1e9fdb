import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';
import { signedInOperator } from './testing.js';
import { DESK_CLOSE } from './desk.js';

let app: Awaited<ReturnType<typeof makeServer>>;
let wsUrl: string;
beforeAll(async () => {
  app = await makeServer();
  wsUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/admin/api/socket';
});
afterAll(() => app.cleanup());

/** A socket with every message it received, and a way to wait for the n-th one or for its close. */
function open() {
  const ws = new WebSocket(wsUrl);
  const got: { type: string; data?: { conversation_id: number; unread: number; message: { body: string; sender: string } } }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
  const ready = new Promise((resolve) => ws.once('open', resolve));
  const until = async (n: number) => {
    for (let i = 0; i < 200 && got.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    return got;
  };
  return { ws, got, closed, ready, until };
}

describe('operator desk socket', () => {
  it('pushes every support message to signed-in support desks, with the unread count, and nothing without auth', async () => {
    const support = await signedInOperator(app, 'support');
    const desk = open();
    await desk.ready;
    desk.ws.send(JSON.stringify({ type: 'auth', token: support.token }));
    expect((await desk.until(1))[0]).toEqual({ type: 'auth', code: 1 });

    const u = await realUser(app);
    const sent = await call(app, 'POST', '/api/support/send', { token: u.token, body: { text: 'My deposit is missing' } });
    const [, first] = await desk.until(2);
    expect(first).toMatchObject({ type: 'SUPPORT_MESSAGE', data: { conversation_id: sent.body.data.conversation_id, unread: 1, message: { body: 'My deposit is missing', sender: 'user' } } });
    await call(app, 'POST', '/api/support/send', { token: u.token, body: { text: 'Hello?' } });
    expect((await desk.until(3))[2].data!.unread).toBe(2);

    // A reply from another desk reaches this one, and the conversation is read.
    const reply = await call(app, 'POST', `/admin/api/support/conversations/${first.data!.conversation_id}/reply`, { headers: support.headers, body: { text: 'Looking now' } });
    expect(reply.body.code).toBe(1);
    expect((await desk.until(4))[3]).toMatchObject({ data: { unread: 0, message: { body: 'Looking now', sender: 'operator' } } });
    desk.ws.close();
  });

  it('closes sockets that do not authenticate, or whose role has no support chat', async () => {
    const garbage = open();
    await garbage.ready;
    garbage.ws.send('hello');
    expect(await garbage.closed).toBe(DESK_CLOSE.protocol);

    const wrong = open();
    await wrong.ready;
    wrong.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(40) }));
    expect(await wrong.closed).toBe(DESK_CLOSE.auth);

    const finance = await signedInOperator(app, 'finance');
    const notAllowed = open();
    await notAllowed.ready;
    notAllowed.ws.send(JSON.stringify({ type: 'auth', token: finance.token }));
    expect(await notAllowed.closed).toBe(DESK_CLOSE.auth);
    expect(notAllowed.got).toEqual([]);
  });
});
