// A session unused for SESSION_IDLE_HOURS ends before its 30 days (auth/sessions.ts `liveSession`), everywhere a
// session is read: a request, the live socket's login, the devices list, the desk's user page; and use keeps it.
// On SQLite and (unit-pg) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { parseSessionIdleHours } from './sessions.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
let base: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await makeServer({ sessionIdleHours: 2, loginRateLimit: 1000 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.cleanup());

/** The user's sessions as last used `hoursAgo` hours ago. */
const lastUsed = (userId: number, hoursAgo: number) =>
  app.db.updateTable('sessions').set({ seen_at: new Date(Date.now() - hoursAgo * HOUR).toISOString() }).where('user_id', '=', userId).execute();

/** What the live socket answers a login with this token. */
async function socketLogin(token: string): Promise<number> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/ws`);
  try {
    await new Promise((r) => ws.once('open', r));
    const answer = new Promise<{ code: number }>((r) =>
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === 'login') r(m);
      }),
    );
    ws.send(JSON.stringify({ type: 'login', params: { token } }));
    return (await answer).code;
  } finally {
    ws.close();
  }
}

describe('a session nobody uses', () => {
  it('ends once unused for the idle limit, and is left out wherever sessions are listed', async () => {
    const idle = await realUser(app);
    const phone = await call(app, 'POST', '/api/user/loginForU', { form: { account: idle.email, password: idle.password, login_type: 'email' } });
    const other = phone.body.data.token as string;
    await lastUsed(idle.user.id, 1.9);
    expect((await call(app, 'GET', '/api/user/info', { token: idle.token })).body.code).toBe(1);
    expect(await socketLogin(idle.token)).toBe(1);

    await lastUsed(idle.user.id, 2.1);
    expect((await call(app, 'GET', '/api/user/info', { token: idle.token })).body).toMatchObject({ code: 999 });
    expect(await socketLogin(idle.token)).toBe(999);
    const page = await call(app, 'GET', `/admin/api/users/${idle.user.id}`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(page.body.data.sessions).toEqual([]);

    // signing in again makes a session that works, and the devices list shows only it
    const again = await call(app, 'POST', '/api/user/loginForU', { form: { account: idle.email, password: idle.password, login_type: 'email' } });
    const token = again.body.data.token as string;
    const devices = await call(app, 'GET', '/api/user/sessions', { token });
    expect(devices.body.data.map((d: { current: boolean }) => d.current)).toEqual([true]);
    expect((await call(app, 'GET', '/api/user/info', { token: other })).body.code).toBe(999);
  });

  it('keeps a session in use: a request writes when it was used', async () => {
    const busy = await realUser(app);
    await lastUsed(busy.user.id, 1.9);
    expect((await call(app, 'GET', '/api/user/info', { token: busy.token })).body.code).toBe(1);
    // the request's use is written off its path
    let seen = '';
    for (let i = 0; i < 50 && !(seen > new Date(Date.now() - HOUR).toISOString()); i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await app.db.selectFrom('sessions').select('seen_at').where('user_id', '=', busy.user.id).executeTakeFirstOrThrow()).seen_at ?? '';
    }
    expect(Date.now() - Date.parse(seen)).toBeLessThan(60_000);
    expect((await call(app, 'GET', '/api/user/info', { token: busy.token })).body.code).toBe(1);
  });

  it('is configured in whole hours up to the 30 days a session lives', () => {
    expect(parseSessionIdleHours(undefined)).toBeUndefined();
    expect(parseSessionIdleHours('')).toBeUndefined();
    expect(parseSessionIdleHours('24')).toBe(24);
    expect(parseSessionIdleHours('720')).toBe(720);
    for (const bad of ['0', '721', '1.5', 'week', '-3']) expect(() => parseSessionIdleHours(bad)).toThrow(/SESSION_IDLE_HOURS=.*whole hours from 1 to 720/);
  });
});
