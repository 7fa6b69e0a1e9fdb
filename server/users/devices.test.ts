import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { deviceLabel } from './devices.js';

// Signed-in devices (docs/accounts.md "Signed-in devices"): the sessions list, signing one or all others out, and
// the notice of a sign-in from a browser the account has not used.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function login(email: string, password: string, userAgent: string) {
  const r = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password }, headers: { 'user-agent': userAgent } });
  expect(r.body.code, r.body.msg).toBe(1);
  return r.body.data.token as string;
}

const mail = (to: string) => app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id').execute();
const sessions = async (token: string) => (await call(app, 'GET', '/api/user/sessions', { token })).body.data as { id: number; device: string; ip: string; current: boolean }[];
const works = async (token: string) => (await call(app, 'GET', '/api/user/info', { token })).body.code === 1;

describe('signed-in devices', () => {
  it('tells the owner of a sign-in from a new browser, not of the first one or a known one', async () => {
    const email = `dev${Date.now()}@example.com`;
    await call(app, 'POST', '/admin/api/users', { headers: { authorization: `Bearer ${ADMIN}` }, body: { account: email, password: 'device-pass' } });
    await login(email, 'device-pass', PHONE);
    await login(email, 'device-pass', PHONE);
    expect(await mail(email)).toEqual([]);
    await login(email, 'device-pass', DESKTOP);
    const notices = await mail(email);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Pipkit: new sign-in');
    expect(notices[0].body).toMatch(/^Your Pipkit account was signed in to from Firefox 133 on Windows 10 \(address 127\.0\.0\.1\) at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. /);
    // A wrong password makes no session and tells nobody.
    const wrong = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password: 'not-it-at-all' }, headers: { 'user-agent': 'Something/1.0' } });
    expect(wrong.body.code).not.toBe(1);
    expect(await mail(email)).toHaveLength(1);
  });

  it('lists the live sessions with their browser and address, and signs out one or every other', async () => {
    const u = await realUser(app);
    const phone = await login(u.email, u.password, PHONE);
    const desktop = await login(u.email, u.password, DESKTOP);
    const list = await sessions(desktop);
    expect(list.map((s) => [s.device, s.ip, s.current])).toEqual([
      ['Firefox 133 on Windows 10', '127.0.0.1', true],
      ['Chrome 131 on Android 14', '127.0.0.1', false],
      ['lightMyRequest', '127.0.0.1', false], // realUser's own login, by the test client: unknown, shown as it says
    ]);

    const one = await call(app, 'POST', '/api/user/sessions/revoke', { token: desktop, form: { id: String(list[1].id) } });
    expect(one.body).toMatchObject({ code: 1, msg: 'Device signed out', data: { ended: 1 } });
    expect(await works(phone)).toBe(false);
    expect(await works(desktop)).toBe(true);
    expect((await call(app, 'POST', '/api/user/sessions/revoke', { token: desktop, form: { id: String(list[1].id) } })).body.msg).toBe('Signed-in device not found');

    const others = await call(app, 'POST', '/api/user/sessions/revoke_others', { token: desktop });
    expect(others.body).toMatchObject({ code: 1, msg: 'Every other device signed out', data: { ended: 1 } });
    expect(await works(u.token)).toBe(false);
    expect((await sessions(desktop)).map((s) => s.current)).toEqual([true]);
  });

  it('refuses another user’s session like a missing one, and bad input with a clear error', async () => {
    const a = await realUser(app);
    const b = await realUser(app);
    const [theirs] = await sessions(b.token);
    const r = await call(app, 'POST', '/api/user/sessions/revoke', { token: a.token, form: { id: String(theirs.id) } });
    expect(r.body).toMatchObject({ code: 0, msg: 'Signed-in device not found' });
    expect(await works(b.token)).toBe(true);
    const bad = await call(app, 'POST', '/api/user/sessions/revoke', { token: a.token, body: { id: 'first' } });
    expect(bad.status).toBe(200);
    expect(bad.body.code).not.toBe(1);
    expect((await call(app, 'GET', '/api/user/sessions')).body.code).toBe(999);
  });

  it('names browsers as people know them', () => {
    expect(deviceLabel(PHONE)).toBe('Chrome 131 on Android 14');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari 17 on iOS 17.5');
    expect(deviceLabel('')).toBe('');
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
