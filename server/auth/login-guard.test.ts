import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFactory } from '../accounts/captcha.js';
import { makeServer, realUser } from '../testing.js';
import { CAPTCHA_AFTER, failureDelayMs } from './login-guard.js';

let app: Awaited<ReturnType<typeof makeServer>>;
const original = captchaFactory.create;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 3 });
  captchaFactory.create = () => ({ ...original(), text: 'AB12' });
});
afterAll(async () => {
  captchaFactory.create = original;
  await app.cleanup();
});

async function login(account: string, password: string, from: string, captcha?: string) {
  const form: Record<string, string> = { account, password, login_type: 'email' };
  if (captcha) {
    const c = await app.inject({ url: '/api/captcha' });
    form.key = c.json().data.id;
    form.captcha = captcha;
  }
  const r = await app.inject({
    method: 'POST', url: '/api/user/loginForU', remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
  });
  return { status: r.statusCode, ...(r.json() as { code: number; msg: string }) };
}

describe('login guard', () => {
  it('waits longer after each failure once the captcha is due, up to 8 s', () => {
    expect([0, 1, 2].map(failureDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 20].map(failureDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('asks for a captcha after repeated failures on an account, from any address; the right password with it logs in', async () => {
    const u = await realUser(app);
    for (let i = 1; i <= CAPTCHA_AFTER; i++) {
      const r = await login(u.email, 'wrong-guess', `198.51.100.${i}`);
      expect(r.msg).toBe('Incorrect account or password');
      expect(r.code).toBe(i < CAPTCHA_AFTER ? 0 : 2);
    }
    // A clean client with the right password is asked for the captcha, not refused for good.
    expect(await login(u.email, u.password, '203.0.113.9')).toMatchObject({ code: 2, msg: 'Please enter the picture code' });
    expect(await login(u.email, u.password, '203.0.113.9', 'wrong')).toMatchObject({ code: 2, msg: 'The picture code is wrong or has expired, please try a new one' });
    expect(await login(u.email, u.password, '203.0.113.9', 'ab12')).toMatchObject({ code: 1 });
    // Success clears the count.
    expect(await login(u.email, u.password, '203.0.113.9')).toMatchObject({ code: 1 });
  }, 30_000);

  it('never locks the owner out because an attacker shares their address', async () => {
    const owner = await realUser(app);
    const shared = '192.0.2.77';
    for (let i = 0; i < 3; i++) await login(`someone${i}@example.com`, 'guess', shared);
    const limited = await login(owner.email, owner.password, shared);
    expect(limited.status).toBe(429);
    expect(await login(owner.email, owner.password, shared, 'AB12')).toMatchObject({ code: 1 });
  });
});
