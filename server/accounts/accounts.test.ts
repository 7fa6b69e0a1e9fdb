import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, JPEG, PNG, call, demoUser, makeServer, realUser, uploadImage } from '../testing.js';
import { captchaFactory, CAPTCHA_TTL_MS } from './captcha.js';
import { clock, CODE_TTL_MS } from './codes.js';
import { englishMessage } from '../i18n/messages.js';

import { ACCOUNT_COMMANDS } from './cli-commands.js';
import type { MessageSender, OutgoingMessage } from './outbox.js';

const INVALID_CAPTCHA = englishMessage('invalidCaptcha');
const INVALID_CODE = englishMessage('invalidCode');
const NOT_AN_IMAGE = englishMessage('notAnImage');
const TOO_LARGE = englishMessage('uploadTooLarge');

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const admin = { authorization: `Bearer ${ADMIN}` };
const sms: OutgoingMessage[] = [];
const smsSender: MessageSender = { delivers: true, send: async (m) => void sms.push(m) };


let realNow = Date.now;
const advance = (ms: number) => {
  const base = clock.now();
  clock.now = () => base + ms;
};
afterEach(() => {
  clock.now = realNow;
});

beforeAll(async () => {
  realNow = clock.now;
  app = await makeServer({ smsSender, loginRateLimit: 1000, accountRateLimits: { register: 1000, codes: 1000, uploads: 1000 } });
});
afterAll(() => app.cleanup());

let seq = 0;
const freshEmail = () => `user${++seq}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function latestCode(target: string): Promise<string> {
  const r = await call(app, 'GET', `/admin/api/outbox/latest?target=${encodeURIComponent(target)}`, { headers: admin });
  expect(r.body.code).toBe(1);
  const m = /\b(\d{6})\b/.exec(r.body.data.body);
  if (!m) throw new Error('no code in ' + r.body.data.body);
  return m[1];
}

async function registerByEmail(email = freshEmail(), extra: Record<string, string> = {}) {
  const sent = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
  expect(sent.body).toMatchObject({ code: 1 });
  const code = await latestCode(email);
  const r = await call(app, 'POST', '/api/user/register', {
    form: { type: 'email', account: email, password: 'secret-1', re_password: 'secret-1', sms_code: code, ...extra },
  });
  return { r, email, code };
}

const upload = (token: string, filename: string, bytes: Buffer, contentType?: string) => uploadImage(app, token, filename, bytes, contentType);

describe('registration by e-mail code', () => {
  it('sends a code through the outbox and registers with it; login works, the code is single use', async () => {
    const { r, email, code } = await registerByEmail();
    expect(r.body).toMatchObject({ code: 1, msg: 'Registration successful', data: { email, is_demo: 0 } });
    expect(r.body.data.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password: 'secret-1', login_type: 'email' } });
    expect(login.body.code).toBe(1);
    // The same code again (even for another account of the same address) is refused.
    const again = await call(app, 'POST', '/api/user/register', { form: { type: 'email', account: email, password: 'secret-1', re_password: 'secret-1', sms_code: code } });
    expect(again.body).toMatchObject({ code: 0, msg: 'This e-mail is already registered' });
  });

  it('refuses a reused code', async () => {
    const email = freshEmail();
    await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    const code = await latestCode(email);
    const bad = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'nope-123', sms_code: code } });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Password inconsistency' });
    const first = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'secret-1', sms_code: code } });
    expect(first.body.code).toBe(1);
    // A reused code for a different address is also refused (codes are bound to their target).
    const other = freshEmail();
    const reuse = await call(app, 'POST', '/api/user/register', { form: { account: other, password: 'secret-1', re_password: 'secret-1', sms_code: code } });
    expect(reuse.body).toMatchObject({ code: 0, msg: INVALID_CODE });
  });

  it('refuses an expired code and a wrong code, and kills a code after 5 wrong tries', async () => {
    const email = freshEmail();
    await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    const code = await latestCode(email);
    advance(CODE_TTL_MS + 1000);
    const expired = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'secret-1', sms_code: code } });
    expect(expired.body).toMatchObject({ code: 0, msg: INVALID_CODE });
    clock.now = realNow;

    const email2 = freshEmail();
    await call(app, 'POST', '/api/notify/send_email', { form: { to: email2, type: '1' } });
    const code2 = await latestCode(email2);
    const wrong = code2 === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(app, 'POST', '/api/user/register', { form: { account: email2, password: 'secret-1', re_password: 'secret-1', sms_code: wrong } });
      expect(r.body.msg).toBe(INVALID_CODE);
    }
    const right = await call(app, 'POST', '/api/user/register', { form: { account: email2, password: 'secret-1', re_password: 'secret-1', sms_code: code2 } });
    expect(right.body).toMatchObject({ code: 0, msg: INVALID_CODE });
  });

  it('enforces 60 s between codes to the same target, and only the newest code counts', async () => {
    const email = freshEmail();
    const a = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    expect(a.body.code).toBe(1);
    const first = await latestCode(email);
    const b = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    expect(b.body.code).toBe(0);
    expect(b.body.msg).toMatch(/^Please wait (59|60) s before requesting another code$/);
    advance(61_000);
    const c = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    expect(c.body.code).toBe(1);
    const second = await latestCode(email);
    if (second !== first) {
      const old = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'secret-1', sms_code: first } });
      expect(old.body.msg).toBe(INVALID_CODE);
    }
    const ok = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'secret-1', sms_code: second } });
    expect(ok.body.code).toBe(1);
  });

  it('validates addresses, types and missing codes', async () => {
    expect((await call(app, 'POST', '/api/notify/send_email', { form: { to: 'not-mail', type: '1' } })).body.msg).toBe('Please enter a valid e-mail address');
    expect((await call(app, 'POST', '/api/notify/send_email', { form: { to: 'a@b.co', type: '7' } })).body.msg).toBe('type must be one of: 1, 2');
    expect((await call(app, 'POST', '/api/notify/send_email', { form: { type: '1' } })).body.msg).toBe('to is required');
    const none = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1' } });
    expect(none.body.msg).toBe('Please enter the verification code');
    const short = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: '123', re_password: '123', sms_code: '1' } });
    expect(short.body.msg).toBe('password must NOT have fewer than 6 characters');
    const taken = await registerByEmail();
    const dup = await call(app, 'POST', '/api/notify/send_email', { form: { to: taken.email, type: '1' } });
    expect(dup.body).toMatchObject({ code: 0, msg: 'This e-mail is already registered' });
  });
});

describe('registration by mobile and invitations', () => {
  it('texts a code through the pluggable SMS sender and registers a mobile account with its area', async () => {
    sms.length = 0;
    const sent = await call(app, 'POST', '/api/notify/send_sms', { form: { to: '91234567', area_id: '2', type: '1' } });
    expect(sent.body.code).toBe(1);
    expect(sms).toHaveLength(1);
    expect(sms[0].target).toBe('+85291234567');
    const code = await latestCode('+85291234567');
    const r = await call(app, 'POST', '/api/user/register', {
      form: { type: 'mobile', area_id: '2', account: '9123 4567', password: 'secret-1', re_password: 'secret-1', sms_code: code },
    });
    expect(r.body).toMatchObject({ code: 1, data: { mobile: '91234567', email: '' } });
    const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: '91234567', password: 'secret-1', login_type: 'mobile' } });
    expect(login.body.code).toBe(1);
    const bad = await call(app, 'POST', '/api/notify/send_sms', { form: { to: 'abc', type: '1' } });
    expect(bad.body.msg).toBe('Please enter a valid mobile number');
  });

  it('links a new user to the inviter by invite code and counts invitations; unknown codes are refused', async () => {
    const inviter = await registerByEmail();
    const code = inviter.r.body.data.invite_code as string;
    const invited = await registerByEmail(freshEmail(), { invite_code: code.toLowerCase() });
    expect(invited.r.body.code).toBe(1);
    const row = await app.db.selectFrom('users').select('inviter_id').where('id', '=', invited.r.body.data.id).executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(inviter.r.body.data.id);
    const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: inviter.email, password: 'secret-1' } });
    const info = await call(app, 'GET', '/api/user/invite_info', { token: login.body.data.token });
    expect(info.body.data).toEqual({ invite_code: code, invited: 1 });

    const email = freshEmail();
    await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    const bad = await call(app, 'POST', '/api/user/register', {
      form: { account: email, password: 'secret-1', re_password: 'secret-1', sms_code: await latestCode(email), invite_code: 'NOPE2345' },
    });
    expect(bad.body).toMatchObject({ code: 0, msg: 'The invitation code is not valid' });
  });
});

describe('picture captcha (verify_reg_type 2)', () => {
  let answer = 'AbCd';
  const original = captchaFactory.create;
  beforeAll(async () => {
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'verify_reg_type', value: '2' } });
    captchaFactory.create = () => ({ ...original(), text: answer });
  });
  afterAll(async () => {
    captchaFactory.create = original;
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'verify_reg_type', value: '1' } });
  });

  it('returns an SVG data URL and registers with the right text, once', async () => {
    const info = await call(app, 'GET', '/api/basicSet/getBasicInfo');
    expect(info.body.data.verify_reg_type).toBe(2);
    const c = await call(app, 'GET', '/api/captcha');
    expect(c.body.data.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(c.body.data.b64s).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.body.data.b64s.split(',')[1], 'base64').toString()).toContain('<svg');
    const email = freshEmail();
    const r = await call(app, 'POST', '/api/user/register', { form: { account: email, password: 'secret-1', re_password: 'secret-1', key: c.body.data.id, sms_code: 'abcd' } });
    expect(r.body.code).toBe(1);
    const reuse = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1', key: c.body.data.id, sms_code: 'abcd' } });
    expect(reuse.body.msg).toBe(INVALID_CAPTCHA);
  });

  it('burns a captcha on a wrong answer and refuses an expired one', async () => {
    answer = 'wxyz';
    const c = await call(app, 'GET', '/api/captcha');
    const wrong = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1', key: c.body.data.id, sms_code: 'aaaa' } });
    expect(wrong.body.msg).toBe(INVALID_CAPTCHA);
    const right = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1', key: c.body.data.id, sms_code: 'wxyz' } });
    expect(right.body.msg).toBe(INVALID_CAPTCHA);
    const d = await call(app, 'GET', '/api/captcha');
    advance(CAPTCHA_TTL_MS + 1000);
    const late = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1', key: d.body.data.id, sms_code: 'wxyz' } });
    expect(late.body.msg).toBe(INVALID_CAPTCHA);
    const missing = await call(app, 'POST', '/api/user/register', { form: { account: freshEmail(), password: 'secret-1', re_password: 'secret-1' } });
    expect(missing.body.msg).toBe('Please enter the picture code');
  });
});

describe('forgotten and changed passwords', () => {
  it('resets a password by e-mail code, ends every session, and the code is single use', async () => {
    const u = await realUser(app, freshEmail(), 'old-pass-1');
    const sent = await call(app, 'POST', '/api/notify/send_email', { form: { to: u.email, type: '2' } });
    expect(sent.body.code).toBe(1);
    const code = await latestCode(u.email);
    const mismatch = await call(app, 'POST', '/api/user/forget_password', { form: { type: 'email', account: u.email, new_password: 'new-pass-1', secondary_password: 'x', auth_code: code } });
    expect(mismatch.body.msg).toBe('Password inconsistency');
    const r = await call(app, 'POST', '/api/user/forget_password', { form: { type: 'email', account: u.email, new_password: 'new-pass-1', auth_code: code } });
    expect(r.body).toMatchObject({ code: 1 });
    expect((await call(app, 'GET', '/api/user/info', { token: u.token })).body.code).toBe(999);
    expect((await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: 'old-pass-1' } })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: 'new-pass-1' } })).body.code).toBe(1);
    const reuse = await call(app, 'POST', '/api/user/forget_password', { form: { type: 'email', account: u.email, new_password: 'other-pass', auth_code: code } });
    expect(reuse.body.msg).toBe(INVALID_CODE);
  });

  it('answers a reset code request for an unknown address like a known one, without sending anything', async () => {
    const email = freshEmail();
    const r = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '2' } });
    expect(r.body).toMatchObject({ code: 1, msg: 'The code has been sent' });
    const box = await call(app, 'GET', `/admin/api/outbox/latest?target=${email}`, { headers: admin });
    expect(box.body).toMatchObject({ code: 0, msg: 'No message for this target' });
    const reset = await call(app, 'POST', '/api/user/forget_password', { form: { type: 'email', account: email, new_password: 'new-pass-1', auth_code: '123456' } });
    expect(reset.body.msg).toBe(INVALID_CODE);
  });

  it('resets a mobile account by SMS code (type mobile)', async () => {
    const sent = await call(app, 'POST', '/api/notify/send_sms', { form: { to: '70001234', area_id: '1', type: '1' } });
    expect(sent.body.code).toBe(1);
    const reg = await call(app, 'POST', '/api/user/register', { form: { type: 'mobile', area_id: '1', account: '70001234', password: 'secret-1', re_password: 'secret-1', sms_code: await latestCode('+170001234') } });
    expect(reg.body.code).toBe(1);
    await call(app, 'POST', '/api/notify/send_sms', { form: { to: '70001234', area_id: '1', type: '2' } });
    const r = await call(app, 'POST', '/api/user/forget_password', {
      form: { type: 'mobile', account: '70001234', new_password: 'mobile-2', secondary_password: 'mobile-2', auth_code: await latestCode('+170001234') },
    });
    expect(r.body.code).toBe(1);
    expect((await call(app, 'POST', '/api/user/loginForU', { form: { account: '70001234', password: 'mobile-2', login_type: 'mobile' } })).body.code).toBe(1);
  });

  it('changes the password of a logged-in user with an e-mail code and revokes only the other sessions', async () => {
    const u = await realUser(app, freshEmail(), 'first-pass');
    const other = await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: 'first-pass' } });
    await call(app, 'POST', '/api/notify/send_email', { form: { to: u.email, type: '2' } });
    const code = await latestCode(u.email);
    const incomplete = await call(app, 'POST', '/api/user/amend_password', { token: u.token, form: { new_password: 'second-pass', auth_code: code } });
    expect(incomplete.body.msg).toBe('secondary_password is required');
    const differ = await call(app, 'POST', '/api/user/amend_password', { token: u.token, form: { new_password: 'second-pass', secondary_password: 'second-pasx', auth_code: code } });
    expect(differ.body.msg).toBe('Password inconsistency');
    const wrong = await call(app, 'POST', '/api/user/amend_password', { token: u.token, form: { new_password: 'second-pass', secondary_password: 'second-pass', auth_code: '999999' === code ? '111111' : '999999' } });
    expect(wrong.body.msg).toBe(INVALID_CODE);
    const r = await call(app, 'POST', '/api/user/amend_password', { token: u.token, form: { new_password: 'second-pass', secondary_password: 'second-pass', auth_code: code } });
    expect(r.body).toMatchObject({ code: 1, msg: 'Password changed' });
    expect((await call(app, 'GET', '/api/user/info', { token: u.token })).body.code).toBe(1);
    expect((await call(app, 'GET', '/api/user/info', { token: other.body.data.token })).body.code).toBe(999);
    expect((await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: 'second-pass' } })).body.code).toBe(1);
    expect((await call(app, 'POST', '/api/user/amend_password', { form: { new_password: 'x-pass-12', secondary_password: 'x-pass-12', auth_code: code } })).body.code).toBe(999);
  });
});

describe('demo users are refused server-side', () => {
  it('for identity, invitations, password change and uploads', async () => {
    const d = await demoUser(app);
    const msg = 'Please register or log in to a real account';
    const checks = [
      await call(app, 'GET', '/api/user_real/center', { token: d.token }),
      await call(app, 'POST', '/api/user_real/real_name', { token: d.token, form: { name: 'A', card_id: 'X1234', front_pic: '/uploads/a.png', reverse_pic: '/uploads/b.png' } }),
      await call(app, 'GET', '/api/user/invite_info', { token: d.token }),
      await call(app, 'POST', '/api/user/amend_password', { token: d.token, form: { new_password: 'secret-1', secondary_password: 'secret-1', auth_code: '123456' } }),
      await upload(d.token, 'id.png', PNG),
    ];
    for (const c of checks) expect(c.body).toEqual({ code: 0, msg, data: null });
  });
});

describe('image upload', () => {
  it('stores images under random names and serves them with their detected type', async () => {
    const u = await realUser(app);
    const r = await upload(u.token, 'holiday.JPG', PNG, 'application/octet-stream');
    expect(r.body.code).toBe(1);
    // The owner gets a signed, expiring link (the files are private: docs/security.md "Private files").
    expect(r.body.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{32}$/);
    const name = r.body.data.url.slice('/uploads/'.length).split('?')[0];
    const files = readdirSync(join(app.config.dataDir, 'uploads'));
    expect(files).toContain(name);
    const got = await app.inject({ method: 'GET', url: r.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^inline/);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(got.rawPayload, PNG)).toBe(0);
    const jpg = await upload(u.token, 'scan.png', JPEG);
    expect(jpg.body.data.url).toMatch(/\.jpg\?/);
    expect((await app.inject({ method: 'GET', url: '/uploads/../pipkit.db' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/00000000000000000000000000000000.png' })).statusCode).toBe(404);
  });

  it('serves a private file only for a valid link, its owner\'s session or the admin token; anyone else gets 404', async () => {
    const owner = await realUser(app);
    const other = await realUser(app);
    const url = (await upload(owner.token, 'id.png', PNG)).body.data.url as string;
    const bare = url.split('?')[0];
    const get = (u: string, authorization?: string) => app.inject({ method: 'GET', url: u, headers: authorization ? { authorization } : {} });
    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(bare, other.token)).statusCode).toBe(404);
    expect((await get(bare, owner.token)).statusCode).toBe(200);
    expect((await get(bare, `Bearer ${ADMIN}`)).statusCode).toBe(200);
    expect((await get(url.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(404);
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    expect((await get(url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).statusCode).toBe(404);
    // The same name under another user's link does not open it either.
    const theirs = (await upload(other.token, 'x.png', PNG)).body.data.url as string;
    const theirSig = /&sig=(.+)$/.exec(theirs)![1];
    expect((await get(`${bare}?exp=${exp}&sig=${theirSig}`)).statusCode).toBe(404);
  });

  it('refuses a non-image renamed to .png, an oversized file, no file and no session', async () => {
    const u = await realUser(app);
    const html = await upload(u.token, 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.body).toEqual({ code: 0, msg: NOT_AN_IMAGE, data: null });
    const svg = await upload(u.token, 'x.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(svg.body.msg).toBe(NOT_AN_IMAGE);
    const big = await upload(u.token, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.body).toEqual({ code: 0, msg: TOO_LARGE, data: null });
    const json = await call(app, 'POST', '/api/common/image_upload', { token: u.token, body: { file: 'x' } });
    expect(json.body.code).toBe(0);
    expect((await upload('', 'a.png', PNG)).body.code).toBe(999);
    expect(readdirSync(join(app.config.dataDir, 'uploads')).every((f) => /^[a-f0-9]{32}\.(png|jpg)$/.test(f))).toBe(true);
  });
});

describe('real-name verification', () => {
  it('goes none → waiting → (admin) rejected → waiting → (admin CLI) finish', async () => {
    const u = await realUser(app);
    const center = async () => (await call(app, 'GET', '/api/user_real/center', { token: u.token })).body.data;
    expect(await center()).toEqual({ review_status: 'none' });
    const front = (await upload(u.token, 'front.png', PNG)).body.data.url;
    const back = (await upload(u.token, 'back.jpg', JPEG)).body.data.url;

    const noName = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: ' ', card_id: 'A1234567', front_pic: front, reverse_pic: back } });
    expect(noName.body.msg).toBe('Please enter your name');
    const same = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: 'Ann Lee', card_id: 'A1234567', front_pic: front, reverse_pic: front } });
    expect(same.body.msg).toBe('The front and the back must be two different images');

    const submit = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: 'Ann  Lee', card_id: 'a1234567', front_pic: front, reverse_pic: `http://api.example.com${back}` } });
    expect(submit.body).toMatchObject({ code: 1, data: { review_status: 'waiting' } });
    expect(await center()).toEqual({ review_status: 'waiting', name: 'Ann Lee', card_id: 'A1****67' });
    const twice = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: 'Ann Lee', card_id: 'A1234567', front_pic: front, reverse_pic: back } });
    expect(twice.body.msg).toBe('Your identity is under review');

    const list = await call(app, 'GET', '/admin/api/identity', { headers: admin });
    const mine = list.body.data.find((s: any) => s.user_id === u.user.id);
    expect(mine).toMatchObject({ status: 'waiting', name: 'Ann Lee', email: u.email });
    const rej = await call(app, 'POST', `/admin/api/identity/${mine.id}/reject`, { headers: admin, body: { reason: 'Blurry photo' } });
    expect(rej.body.data).toMatchObject({ status: 'rejected', reason: 'Blurry photo' });
    expect(await center()).toMatchObject({ review_status: 'rejected', reason: 'Blurry photo' });
    expect((await call(app, 'POST', `/admin/api/identity/${mine.id}/approve`, { headers: admin, body: {} })).body.msg).toBe('Submission already rejected');

    const again = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: 'Ann Lee', card_id: 'A1234567', front_pic: front, reverse_pic: back } });
    expect(again.body.code).toBe(1);
    // The CLI command table against the in-process server.
    const api = async (method: string, path: string, body?: unknown) => {
      const r = await call(app, method as 'GET' | 'POST', path, { headers: admin, body });
      if (r.body.code !== 1) throw new Error(r.body.msg);
      return r.body.data;
    };
    const waiting = (await ACCOUNT_COMMANDS['identity-list'].run([], api)) as any[];
    const next = waiting.find((s) => s.user_id === u.user.id);
    const approved = await ACCOUNT_COMMANDS['identity-approve'].run([String(next.id)], api);
    expect(approved).toMatchObject({ status: 'finish' });
    expect((await center()).review_status).toBe('finish');
    const done = await call(app, 'POST', '/api/user_real/real_name', { token: u.token, form: { name: 'Ann Lee', card_id: 'A1234567', front_pic: front, reverse_pic: back } });
    expect(done.body.msg).toBe('Your identity is already verified');
    await expect(ACCOUNT_COMMANDS['identity-approve'].run(['999999'], api)).rejects.toThrow('Submission not found');
  });

  it("refuses another user's images and another user's token sees only its own state", async () => {
    const a = await realUser(app);
    const b = await realUser(app);
    const front = (await upload(a.token, 'f.png', PNG)).body.data.url;
    const back = (await upload(a.token, 'b.png', JPEG)).body.data.url;
    const steal = await call(app, 'POST', '/api/user_real/real_name', { token: b.token, form: { name: 'Bob', card_id: 'B7654321', front_pic: front, reverse_pic: back } });
    expect(steal.body.msg).toBe('Please upload the front and the back of your ID document');
    await call(app, 'POST', '/api/user_real/real_name', { token: a.token, form: { name: 'Al', card_id: 'C1234567', front_pic: front, reverse_pic: back } });
    expect((await call(app, 'GET', '/api/user_real/center', { token: b.token })).body.data).toEqual({ review_status: 'none' });
    expect((await call(app, 'GET', '/api/user_real/center', { token: 'x'.repeat(43) })).body.code).toBe(999);
  });

  it('needs the admin token for the review API', async () => {
    const r = await call(app, 'GET', '/admin/api/identity');
    expect(r.status).toBe(401);
    const o = await call(app, 'GET', '/admin/api/outbox/latest?target=a@b.co', { headers: { authorization: 'Bearer nope' } });
    expect(o.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits registrations, code sends and uploads per IP with HTTP 429 and an envelope', async () => {
    const limited = await makeServer({ accountRateLimits: { register: 2, codes: 2, uploads: 1 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push(await call(limited, 'POST', '/api/notify/send_email', { form: { to: `r${i}@example.com`, type: '1' } }));
      expect(codes.map((c) => c.status)).toEqual([200, 200, 429]);
      expect(codes[2].body).toEqual({ code: 0, msg: 'Too many requests, please try again later', data: null });
      const regs = [];
      for (let i = 0; i < 3; i++) regs.push(await call(limited, 'POST', '/api/user/register', { form: { account: `z${i}@example.com`, password: 'secret-1', re_password: 'secret-1', sms_code: '1' } }));
      expect(regs.map((c) => c.status)).toEqual([200, 200, 429]);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('outbox delivery and the API description', () => {
  it('records a failed delivery and tells the user to try later', async () => {
    const failing: MessageSender = {
      delivers: true,
      send: async () => {
        throw new Error('SMTP 550 mailbox unavailable');
      },
    };
    const original = app.outbox.email;
    app.outbox.email = failing;
    try {
      const email = freshEmail();
      const r = await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
      expect(r.body).toEqual({ code: 0, msg: 'The message could not be sent, please try again later', data: null });
      const box = await call(app, 'GET', `/admin/api/outbox/latest?target=${email}`, { headers: admin });
      expect(box.body.data).toMatchObject({ status: 'failed', error: 'SMTP 550 mailbox unavailable', channel: 'email' });
    } finally {
      app.outbox.email = original;
    }
    // Without SMTP settings the e-mail is stored and logged only.
    const email = freshEmail();
    await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' } });
    const box = await call(app, 'GET', `/admin/api/outbox/latest?target=${email}`, { headers: admin });
    expect(box.body.data).toMatchObject({ status: 'logged', subject: 'Pipkit verification code' });
    expect(box.body.data.body).toMatch(/registration verification code is \d{6}\. It is valid for 10 minutes/);
  });

  it('documents every account route in /api/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/user/register',
      '/api/captcha',
      '/api/notify/send_email',
      '/api/notify/send_sms',
      '/api/user/forget_password',
      '/api/user/amend_password',
      '/api/user/invite_info',
      '/api/common/image_upload',
      '/api/user_real/real_name',
      '/api/user_real/center',
      '/admin/api/identity',
      '/admin/api/outbox/latest',
    ])
      expect(paths).toContain(p);
  });
});
