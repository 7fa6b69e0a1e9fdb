import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';
import { nulField } from './no-nul.js';

describe('nulField', () => {
  it('names the first string or key holding U+0000, however it is nested', () => {
    expect(nulField({ a: 'x', b: 'y\u0000' })).toBe('b');
    expect(nulField({ items: [{ name: 'ok' }, { name: '\u0000' }] })).toBe('items[1].name');
    expect(nulField({ 'k\u0000': 1 })).toBe('k\\0');
    expect(nulField('\u0000')).toBe('value');
    expect(nulField({ a: 'x', b: [1, true, null, 'y'] })).toBeNull();
    expect(nulField(Buffer.from([0, 0]))).toBeNull(); // a file's bytes are not text
    let deep: unknown = 'no\u0000';
    for (let i = 0; i < 10_000; i++) deep = { d: deep }; // a hostile nesting ends the walk, not the process
    expect(nulField(deep)).toBeNull();
  });
});

// On both databases (this suite runs in unit and unit-pg): PostgreSQL cannot store U+0000, and answered these with a
// 500 before the check.
describe('a NUL character in a request', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(() => app.cleanup());

  it('is refused with the field named, in the reader’s language, and nothing is saved', async () => {
    const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: 'a\u0000b@example.com', password: 'secret-pass', login_type: 'email' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 0, msg: 'account must not contain a NUL character' });
    const u = await realUser(app);
    const sent = await call(app, 'POST', '/api/support/send', { token: u.token, body: { text: 'my deposit\u0000' }, headers: { lang: 'de' } });
    expect(sent.body).toMatchObject({ code: 0, msg: 'text darf kein NUL-Zeichen enthalten' });
    const saved = await app.db.selectFrom('support_messages').select('id').execute();
    expect(saved).toEqual([]);
    const search = await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1&q=a%00b', { token: u.token });
    expect(search.body).toMatchObject({ code: 0, msg: 'q must not contain a NUL character' });
    // Without it, the same requests go through.
    expect((await call(app, 'POST', '/api/support/send', { token: u.token, body: { text: 'my deposit' } })).body.code).toBe(1);
  });
});
