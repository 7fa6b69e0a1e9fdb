import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { devDeliveryMode } from './dev-outbox.js';

describe('development delivery mode', () => {
  it('is on only without any provider and never in production; an explicit choice wins otherwise', () => {
    expect(devDeliveryMode({ hasSmsSender: false })).toBe(true);
    expect(devDeliveryMode({ smtpUrl: 'smtps://u:p@mail.example.com', hasSmsSender: false })).toBe(false);
    expect(devDeliveryMode({ hasSmsSender: true })).toBe(false);
    expect(devDeliveryMode({ hasSmsSender: false, nodeEnv: 'production' })).toBe(false);
    expect(devDeliveryMode({ hasSmsSender: false, nodeEnv: 'production', override: true })).toBe(false);
    expect(devDeliveryMode({ hasSmsSender: false, override: false })).toBe(false);
  });
});

describe('/dev/outbox', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  let off: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer({ devOutbox: true });
    off = await makeServer({ devOutbox: false });
  });
  afterAll(async () => {
    await app.cleanup();
    await off.cleanup();
  });

  it('shows a newcomer the registration code, escaped, newest first, and filters by address', async () => {
    const to = 'newcomer@example.com';
    expect((await call(app, 'POST', '/api/notify/send_email', { form: { to, type: '1' } })).body.code).toBe(1);
    await call(app, 'POST', '/api/notify/send_email', { form: { to: 'other@example.com', type: '1' } });
    const json = await call(app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(json.body.code).toBe(1);
    expect(json.body.data).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(json.body.data[0].body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`<mark>${code}</mark>`);
    expect(page.body.indexOf('other@example.com')).toBeLessThan(page.body.indexOf(to)); // newest first

    // The code is usable: registration with it succeeds.
    const reg = await call(app, 'POST', '/api/user/register', { form: { account: to, password: 'secret1', re_password: 'secret1', sms_code: code! } });
    expect(reg.body.code).toBe(1);
  });

  it('escapes what it shows and refuses a bad filter', async () => {
    await app.db.insertInto('outbox').values({ channel: 'email', target: 'x@y.z', subject: '<script>alert(1)</script>', body: 'hi', status: 'logged', error: null, created_at: new Date().toISOString() }).execute();
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
    const long = await call(app, 'GET', `/dev/outbox.json?to=${'a'.repeat(300)}`);
    expect(long.body).toMatchObject({ code: 0, data: null });
    expect(long.body.msg).toMatch(/to/);
  });

  it('does not exist when a provider is configured', async () => {
    expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
