// A client's copy of their data (docs/accounts.md "Your data"), on SQLite and (unit-pg) PostgreSQL: what the file
// holds of a real account's use, what it never holds (secrets, other clients), long sections written page by page,
// and who may have it.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUser, makeServer, PNG, realUser, uploadImage } from '../testing.js';
import { totpCode } from '../auth/totp.js';
import { signedInOperator } from '../operators/testing.js';
import { engineIdle, quote, submit, trader } from '../trading/test-helpers.js';
import { PAGE, SECTIONS } from './sections.js';
import { DATA_FORMAT } from '../../src/core/my-data.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const PASSWORD = 'secret-pass';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const download = (token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/data', headers: { authorization: token, 'user-agent': CHROME }, payload: body, remoteAddress: '203.0.113.9' });
const mails = (to: string) => app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id').execute();
type Copy = Record<string, any>;

describe('a copy of my data', () => {
  it("holds the account's use, section by section, and none of its secrets nor anyone else's", async () => {
    const t = await trader(app);
    const other = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const buy = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    expect(buy.code, buy.msg).toBe(1);
    await submit(app, other.token, { code: 'EURUSD', type: 2, cont: '0.2', multiple: 100 });
    await engineIdle(app);
    const [mine] = await app.db.selectFrom('orders').select('id').where('user_id', '=', t.id).execute();
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id: mine.id, note: 'Breakout, ECB day' } })).body.code).toBe(1);
    const front = (await uploadImage(app, t.token, 'front.png', PNG)).body.data.url as string;
    const back = (await uploadImage(app, t.token, 'back.png', Buffer.concat([PNG, Buffer.from([0])]))).body.data.url as string;
    const kyc = await call(app, 'POST', '/api/user_real/real_name', { token: t.token, form: { name: 'Ann Lee', card_id: 'A1234567', front_pic: front, reverse_pic: back } });
    expect(kyc.body.code, kyc.body.msg).toBe(1);
    expect((await call(app, 'POST', '/api/support/send', { token: t.token, body: { text: 'Where is my deposit?' } })).body.code).toBe(1);

    const res = await download(t.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pipkit-data-${user.uid}-${new Date().toISOString().slice(0, 10)}.json"`);
    const copy = res.json() as Copy;
    expect(Object.keys(copy)).toEqual(['format', 'exported_at', ...SECTIONS.map(([name]) => name)]);
    expect(copy.format).toBe(DATA_FORMAT);
    expect(copy.profile).toMatchObject({ uid: user.uid, email: user.email, invite_code: user.invite_code, two_step_since: null, locked_at: null, closed_at: null });
    expect(copy.account).toMatchObject({ balance: expect.stringMatching(/^\d+\.\d+$/) });
    expect(copy.orders).toEqual([expect.objectContaining({ id: mine.id, code: 'EURUSD', side: 'buy', lots: expect.stringMatching(/^0\.1/), note: 'Breakout, ECB day' })]);
    expect(copy.orders[0].status).toBe('holding');
    // Codes as words, so the file reads without a key.
    expect(copy.ledger).toContainEqual(expect.objectContaining({ type: 'admin_adjustment', memo: 'test deposit' }));
    expect(copy.identity).toEqual([expect.objectContaining({ name: 'Ann Lee', card_id: 'A1234567', status: 'waiting' })]);
    expect(copy.uploads).toHaveLength(2);
    // Each upload's link opens the file without the session, as the owner's own links do.
    const file = await app.inject({ method: 'GET', url: copy.uploads[0].link });
    expect(file.statusCode).toBe(200);
    expect(copy.chat).toEqual([expect.objectContaining({ sender: 'user', body: 'Where is my deposit?' })]);
    expect(copy.sign_ins).toEqual([expect.objectContaining({ method: 'password', outcome: 'ok' })]);
    expect(copy.devices).toHaveLength(1);
    expect(copy.devices[0]).not.toHaveProperty('token_hash');

    const text = res.body;
    for (const secret of [user.password_hash!, 'token_hash', 'totp_secret', 'recovery_codes', 'public_key', 'fingerprint', t.token]) expect(text).not.toContain(secret);
    // The owner is told where from, in case it was not them.
    expect((await mails(user.email!)).at(-1)).toEqual({
      subject: 'Pipkit: a copy of your data was downloaded',
      body: expect.stringMatching(/^A copy of everything your Pipkit account holds, identity documents included, was downloaded from Chrome 131 on Windows 10 \(address 203\.0\.113\.9\) at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. If this was not you/),
    });
    const stranger = await app.db.selectFrom('users').select(['uid', 'email']).where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(text).not.toContain(stranger.email!);
    expect(copy.orders.every((o: Copy) => o.id === mine.id)).toBe(true);
  });

  it('writes a long section page by page, in order, as one JSON document, compressed', async () => {
    const u = await realUser(app);
    const at = Date.now() - 3_600_000;
    const rows = Array.from({ length: PAGE * 2 + 7 }, (_, i) => ({ user_id: u.user.id, at: new Date(at + i).toISOString(), ip: `10.0.${i >> 8}.${i & 255}`, user_agent: 'Bench', method: 'password' as const, outcome: 'ok' as const }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insertInto('sign_ins').values(rows.slice(i, i + 500)).execute();
    // Sent compressed to a browser that accepts it, as every large answer is.
    const res = await app.inject({ method: 'POST', url: '/api/user/data', headers: { authorization: u.token, 'accept-encoding': 'gzip' }, payload: { password: PASSWORD } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const copy = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Copy;
    expect(copy.sign_ins).toHaveLength(rows.length + 1); // and the sign-in that made the session
    const ids = copy.sign_ins.map((s: Copy) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks the password, and the two-step code when it is on', async () => {
    const u = await realUser(app);
    const wrong = await download(u.token, { password: 'not-it' });
    expect(wrong.json()).toMatchObject({ code: 0, msg: 'The password is not correct' });
    expect(wrong.headers['content-disposition']).toBeUndefined();
    expect((await download(u.token, {})).json()).toMatchObject({ code: 0, msg: expect.stringContaining('password') });
    expect((await download(u.token, { password: 'x'.repeat(129) })).json().code).toBe(0);
    expect((await mails(u.email)).map((m) => m.subject)).not.toContain('Pipkit: a copy of your data was downloaded');

    const setup = await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token });
    const secret = setup.body.data.secret as string;
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } })).body.code).toBe(1);
    expect((await download(u.token, { password: PASSWORD })).json()).toMatchObject({ code: 3 });
    expect((await download(u.token, { password: PASSWORD, totp_code: '000000' === totpCode(secret) ? '111111' : '000000' })).json()).toMatchObject({ code: 3 });
    const copy = (await download(u.token, { password: PASSWORD, totp_code: totpCode(secret, Date.now() + 30_000) })).json() as Copy;
    expect(copy.profile.two_step_since).toEqual(expect.any(String));
    expect(JSON.stringify(copy)).not.toContain(secret);
  });

  it('is refused to a visitor and to a demo account', async () => {
    expect((await download('', { password: PASSWORD })).json().code).toBe(999);
    const d = await demoUser(app);
    expect((await download(d.token, { password: PASSWORD })).json()).toMatchObject({ code: 0 });
  });

  it("is the desk's to take for a client who asks by letter: compliance and admin only, audited, without the trade notes", async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 })).data.Id as number;
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id, note: 'my own reasons' } })).body.code).toBe(1);
    const user = await app.db.selectFrom('users').select(['uid', 'email']).where('id', '=', t.id).executeTakeFirstOrThrow();
    const compliance = await signedInOperator(app, 'compliance');
    const desk = await app.inject({ method: 'GET', url: `/admin/api/users/${t.id}/data`, headers: compliance.headers });
    expect(desk.statusCode).toBe(200);
    expect(desk.headers['content-disposition']).toBe(`attachment; filename="pipkit-data-${user.uid}-${new Date().toISOString().slice(0, 10)}.json"`);
    const copy = desk.json() as Copy;
    expect(copy).toMatchObject({ format: DATA_FORMAT, profile: { email: user.email } });
    expect(copy.orders).toEqual([expect.objectContaining({ id, code: 'EURUSD' })]);
    expect(copy.orders[0]).not.toHaveProperty('note');
    expect(desk.body).not.toContain('my own reasons');
    const audit = await app.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'outcome']).where('action', '=', 'user.data').where('target_id', '=', String(t.id)).execute();
    expect(audit).toEqual([{ action: 'user.data', target_type: 'user', target_id: String(t.id), outcome: 'ok' }]);
    // Not the client's notice: they asked the desk for it.
    expect((await mails(user.email!)).map((m) => m.subject)).not.toContain('Pipkit: a copy of your data was downloaded');

    for (const role of ['support', 'finance', 'dealing'] as const) {
      const other = await signedInOperator(app, role);
      expect((await call(app, 'GET', `/admin/api/users/${t.id}/data`, { headers: other.headers })).body.code).toBe(0);
    }
    expect((await call(app, 'GET', `/admin/api/users/99999999/data`, { headers: compliance.headers })).body).toMatchObject({ code: 0, msg: 'User not found' });
    expect((await call(app, 'GET', '/admin/api/users/abc/data', { headers: compliance.headers })).body.code).toBe(0);
    expect((await call(app, 'GET', `/admin/api/users/${t.id}/data`)).body.code).not.toBe(1);
  });
});
