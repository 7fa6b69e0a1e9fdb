import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { call, makeServer, realUser, until } from '../testing.js';
import { SeenSessions, WRITE_EVERY_MS } from './seen.js';

// When a session was last used (docs/accounts.md "Signed-in devices"): written at most once per period per session,
// off the request path.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const seenAt = async (id: number) => (await app.db.selectFrom('sessions').select('seen_at').where('id', '=', id).executeTakeFirstOrThrow()).seen_at;
const sessionOf = async (userId: number) => (await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;

describe('last active', () => {
  it('is written on first use, then at most once a period, by every process', async () => {
    const u = await realUser(app);
    const id = await sessionOf(u.user.id);
    await app.db.updateTable('sessions').set({ seen_at: null }).where('id', '=', id).execute();
    let now = Date.parse('2026-11-28T10:00:00.000Z');
    const log = { warn: () => undefined };
    const seen = new SeenSessions(app.db, log, () => now);
    seen.touch(id);
    await until('the first use written', async () => (await seenAt(id)) === '2026-11-28T10:00:00.000Z');
    // Within the period: nothing written, by this process or by another (the update's own condition).
    now += WRITE_EVERY_MS - 1000;
    seen.touch(id);
    new SeenSessions(app.db, log, () => now).touch(id);
    await new Promise((r) => setTimeout(r, 100));
    expect(await seenAt(id)).toBe('2026-11-28T10:00:00.000Z');
    // A period later: written again.
    now += 2000;
    seen.touch(id);
    await until('the next use written', async () => (await seenAt(id)) === new Date(now).toISOString());
  });

  it("moves while the app stays open: a logged-in socket's pings count as use", async () => {
    const u = await realUser(app);
    const id = await sessionOf(u.user.id);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const touched: number[] = [];
    const spy = vi.spyOn(app.seenSessions, 'touch').mockImplementation((sid) => void touched.push(sid));
    const open = async () => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/ws`);
      const got: string[] = [];
      ws.on('message', (raw) => got.push(String(raw)));
      await new Promise((r) => ws.once('open', r));
      return { ws, got };
    };
    try {
      const anonymous = await open();
      anonymous.ws.send('ping');
      await until('pong', () => anonymous.got.includes('pong'));
      anonymous.ws.close();
      expect(touched).toEqual([]);

      const signedIn = await open();
      signedIn.ws.send(JSON.stringify({ type: 'login', params: { token: u.token } }));
      signedIn.ws.send('ping');
      signedIn.ws.send('ping');
      await until('two pongs', () => signedIn.got.filter((m) => m === 'pong').length === 2);
      signedIn.ws.close();
      // The login, then each ping (SeenSessions keeps the database writes to one a period).
      expect(touched).toEqual([id, id, id]);
    } finally {
      spy.mockRestore();
    }
  });

  it("is answered with the devices, written by the session's own requests", async () => {
    const u = await realUser(app);
    const id = await sessionOf(u.user.id);
    // The login's own session: its first request writes it.
    const list = async () => (await call(app, 'GET', '/api/user/sessions', { token: u.token })).body.data as Array<{ id: number; created_at: string; seen_at: string }>;
    const first = await list();
    expect(first[0].seen_at >= first[0].created_at).toBe(true);
    await until('written', async () => (await seenAt(id)) !== null);
    expect((await list())[0].seen_at).toBe(await seenAt(id));
  });
});
