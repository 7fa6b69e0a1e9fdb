import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer, realUser } from '../testing.js';
import { totpCode } from '../auth/totp.js';
import { MONEY_CODE_GUESSES } from './two-factor.js';
import { base58CheckEncode } from '../funds/addresses.js';
import { signedInOperator } from '../operators/testing.js';
import { originAllowed, MAX_PASSKEYS } from '../auth/passkeys.js';
import { assert, createCredential, type Flags, type TestCredential } from '../auth/test-authenticator.js';

// Passkeys (docs/accounts.md "Passkeys"), on SQLite and (unit-pg) PostgreSQL, with a software authenticator: added
// with the password, signing in without it; every forged, replayed, unverified or foreign answer refused with nothing
// changed; the owner told of each change.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const ORIGIN = 'http://localhost:8080';

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

type User = Awaited<ReturnType<typeof realUser>>;
const lastMail = async (to: string) => app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const keysOf = async (u: User) => (await call(app, 'GET', '/api/user/passkeys', { token: u.token })).body.data;

/** Adds a passkey to `u` the way the app does; the answer and the credential. */
async function addPasskey(u: User, f: Flags = {}, extra: Record<string, unknown> = {}) {
  const options = await call(app, 'POST', '/api/user/passkeys/register_options', { token: u.token });
  expect(options.body.code, options.body.msg).toBe(1);
  const made = createCredential(options.body.data, ORIGIN, f);
  const added = await call(app, 'POST', '/api/user/passkeys/register', { token: u.token, body: { response: made.response, password: u.password, ...extra } });
  return { added: added.body, credential: made.credential, response: made.response };
}
/** Signs in with `credential`; the server's answer. */
async function signIn(credential: TestCredential, f: Flags = {}) {
  const options = await call(app, 'POST', '/api/user/passkeys/login_options');
  expect(options.body.code, options.body.msg).toBe(1);
  const response = assert(options.body.data, credential, ORIGIN, f);
  return { answer: (await call(app, 'POST', '/api/user/passkeys/login', { body: { response } })).body, response };
}

describe('passkeys', () => {
  it('are added with the password, listed, told to the owner, and sign in without the password', async () => {
    const u = await realUser(app);
    expect(await keysOf(u)).toEqual({ passkeys: [], max: MAX_PASSKEYS, two_factor: false });
    const options = (await call(app, 'POST', '/api/user/passkeys/register_options', { token: u.token })).body.data;
    // Bound to this site, a discoverable key unlocked by the owner (fingerprint, face or PIN).
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Pipkit' }, user: { name: u.email }, attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const { added, credential } = await addPasskey(u, {}, { name: 'My phone' });
    expect(added).toMatchObject({ code: 1, msg: 'Passkey added', data: { name: 'My phone', synced: false, last_used_at: null } });
    expect((await lastMail(u.email)).subject).toBe('Pipkit: a passkey was added');
    expect((await lastMail(u.email)).body).toContain('“My phone”');
    expect((await lastMail(u.email)).body).toContain('a passkey keeps working after a password change');

    const { answer } = await signIn(credential);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.user.id).toBe(u.user.id);
    const me = await call(app, 'GET', '/api/user/info', { token: answer.data.token });
    expect(me.body.data.id).toBe(u.user.id);
    const [listed] = (await keysOf(u)).passkeys;
    expect(listed).toMatchObject({ id: added.data.id, name: 'My phone', last_used_at: expect.any(String) });
    // The next sign-in counts on from the last.
    const next = (await signIn(credential)).answer;
    expect(next.code).toBe(1);
    // Each is in the account's sign-in activity as a passkey's.
    const activity = (await call(app, 'GET', '/api/user/sign_ins', { token: next.data.token })).body.data as Array<{ method: string; outcome: string }>;
    expect(activity.slice(0, 2)).toEqual([expect.objectContaining({ method: 'passkey', outcome: 'ok' }), expect.objectContaining({ method: 'passkey', outcome: 'ok' })]);
  });

  it('refuses a wrong password, an unverified owner, a foreign page and a key of another site, keeping nothing', async () => {
    const u = await realUser(app);
    const options = (await call(app, 'POST', '/api/user/passkeys/register_options', { token: u.token })).body.data;
    const wrong = await call(app, 'POST', '/api/user/passkeys/register', { token: u.token, body: { response: createCredential(options, ORIGIN).response, password: 'not-it' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The password is not correct' });
    expect((await addPasskey(u, { verified: false })).added).toMatchObject({ code: 0, msg: 'The passkey could not be verified: try again' });
    expect((await addPasskey(u, { origin: 'https://broker-login.example' })).added).toMatchObject({ code: 0, msg: 'Passkeys cannot be used from this address' });
    expect((await addPasskey(u, { rpId: 'broker-login.example' })).added).toMatchObject({ code: 0, msg: 'The passkey could not be verified: try again' });
    expect((await keysOf(u)).passkeys).toEqual([]);
  });

  it('refuses at sign-in an answer replayed, unverified, from a foreign page, for another site, or of a removed key', async () => {
    const u = await realUser(app);
    const { credential, added } = await addPasskey(u);
    const first = await signIn(credential);
    expect(first.answer.code).toBe(1);
    // The same answer again: its challenge is spent.
    const replay = await call(app, 'POST', '/api/user/passkeys/login', { body: { response: first.response } });
    expect(replay.body).toMatchObject({ code: 0, msg: 'The passkey request expired or was already used: try again' });
    expect((await signIn(credential, { verified: false })).answer).toMatchObject({ code: 0, msg: 'The passkey could not be verified: try again' });
    expect((await signIn(credential, { origin: 'https://broker-login.example' })).answer).toMatchObject({ code: 0, msg: 'Passkeys cannot be used from this address' });
    expect((await signIn(credential, { rpId: 'broker-login.example' })).answer).toMatchObject({ code: 0, msg: 'The passkey could not be verified: try again' });
    // A copy of the key whose counter went back (a cloned authenticator) is refused.
    credential.counter = 0;
    expect((await signIn(credential)).answer).toMatchObject({ code: 0, msg: 'The passkey could not be verified: try again' });
    // The owner sees each answer of their key that did not verify beside the wrong passwords; the foreign page's was
    // refused before any key was looked at.
    const activity = (await call(app, 'GET', '/api/user/sign_ins', { token: u.token })).body.data as Array<{ method: string; outcome: string }>;
    expect(activity.slice(0, 4).map((a) => `${a.method} ${a.outcome}`)).toEqual(['passkey wrong_passkey', 'passkey wrong_passkey', 'passkey wrong_passkey', 'passkey ok']);

    const removed = await call(app, 'POST', '/api/user/passkeys/remove', { token: u.token, body: { id: added.data.id } });
    expect(removed.body).toMatchObject({ code: 1, msg: 'Passkey removed' });
    expect((await lastMail(u.email)).subject).toBe('Pipkit: a passkey was removed');
    credential.counter = 100;
    expect((await signIn(credential)).answer).toMatchObject({ code: 0, msg: 'This passkey is not registered here: sign in with your password' });
  });

  it('lets one of two racing sign-ins with one answer through', async () => {
    const u = await realUser(app);
    const { credential } = await addPasskey(u);
    const options = (await call(app, 'POST', '/api/user/passkeys/login_options')).body.data;
    const response = assert(options, credential, ORIGIN);
    const answers = await Promise.all([0, 1].map(() => call(app, 'POST', '/api/user/passkeys/login', { body: { response } })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
  });

  it('with two-step sign-in on, asks its code to add one (a stolen session and password are not enough)', async () => {
    const u = await realUser(app);
    const { secret } = (await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token })).body.data;
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } })).body.code).toBe(1);
    expect((await keysOf(u)).two_factor).toBe(true);
    expect((await addPasskey(u)).added).toMatchObject({ code: 3 });
    const STEP = 30_000;
    const withCode = await addPasskey(u, {}, { totp_code: totpCode(secret, Date.now() + STEP) });
    expect(withCode.added.code, withCode.added.msg).toBe(1);
    // Its sign-in asks no code: the passkey is the device and the fingerprint or PIN that unlocks it.
    expect((await signIn(withCode.credential)).answer.code).toBe(1);
  });

  it(`counts wrong two-step codes with the money moves': after ${MONEY_CODE_GUESSES}, even a right one adds nothing`, async () => {
    const u = await realUser(app);
    const { secret } = (await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token })).body.data;
    expect((await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } })).body.code).toBe(1);
    for (let i = 0; i < MONEY_CODE_GUESSES; i++) {
      expect((await addPasskey(u, {}, { totp_code: String(100000 + i) })).added).toMatchObject({ code: 3, msg: 'The code is wrong or has already been used' });
    }
    const right = await addPasskey(u, {}, { totp_code: totpCode(secret, Date.now() + 30_000) });
    expect(right.added).toMatchObject({ code: 0, msg: 'Too many requests, please try again later' });
    expect((await keysOf(u)).passkeys).toEqual([]);
    // The same count refuses a withdrawal's payout method: one budget of guesses, whichever action asks.
    const coins = (await call(app, 'GET', '/api/account/draw_symbol_list?type=1', { token: u.token })).body.data as Array<{ id: number }>;
    const bound = await call(app, 'POST', '/api/wallet/bind_draw_method', { token: u.token, form: { draw_id: String(coins[0].id), type: '1', dc_address: base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)])), totp_code: totpCode(secret, Date.now() + 60_000) } });
    expect(bound.body).toMatchObject({ code: 0, msg: 'Too many requests, please try again later' });
  });

  it("renames the owner's passkey only, trimmed, and refuses an empty or overlong name; it still signs in", async () => {
    const u = await realUser(app);
    const { added, credential } = await addPasskey(u);
    const id = added.data.id as number;
    const rename = (token: string, body: Record<string, unknown>, lang?: string) =>
      call(app, 'POST', '/api/user/passkeys/rename', { token, body, headers: lang ? { lang } : {} }).then((r) => r.body);
    expect(await rename(u.token, { id, name: '  Work laptop ' })).toMatchObject({ code: 1, msg: 'Passkey renamed', data: { id, name: 'Work laptop' } });
    expect((await keysOf(u)).passkeys[0]).toMatchObject({ id, name: 'Work laptop' });
    expect(await rename(u.token, { id, name: 'Telefon' }, 'de')).toMatchObject({ code: 1, msg: 'Passkey umbenannt' });
    expect(await rename(u.token, { id, name: '   ' })).toMatchObject({ code: 0, msg: 'name is required' });
    expect(await rename(u.token, { id, name: 'x'.repeat(61) })).toMatchObject({ code: 0 });
    expect(await rename(u.token, { id: 'one', name: 'x' })).toMatchObject({ code: 0 });
    const other = await realUser(app);
    expect(await rename(other.token, { id, name: 'Mine now' })).toMatchObject({ code: 0, msg: 'Passkey not found' });
    expect((await keysOf(u)).passkeys[0].name).toBe('Telefon');
    expect((await signIn(credential)).answer.code).toBe(1);
    // nobody is told: a name changes nothing of what signs in
    const told = await app.db.selectFrom('outbox').select('id').where('body', 'like', '%Telefon%').execute();
    expect(told).toEqual([]);
  });

  it("keeps at most ten, removes only the owner's, refuses demo accounts and locked ones", async () => {
    const u = await realUser(app);
    for (let i = 0; i < MAX_PASSKEYS; i++) expect((await addPasskey(u)).added.code).toBe(1);
    const more = await call(app, 'POST', '/api/user/passkeys/register_options', { token: u.token });
    expect(more.body).toMatchObject({ code: 0, msg: `An account can keep ${MAX_PASSKEYS} passkeys: remove one first` });
    const other = await realUser(app);
    const theirs = (await keysOf(u)).passkeys[0].id as number;
    expect((await call(app, 'POST', '/api/user/passkeys/remove', { token: other.token, body: { id: theirs } })).body).toMatchObject({ code: 0, msg: 'Passkey not found' });
    expect((await keysOf(u)).passkeys).toHaveLength(MAX_PASSKEYS);

    const demo = await demoUser(app);
    expect((await call(app, 'POST', '/api/user/passkeys/register_options', { token: demo.token })).body.code).not.toBe(1);

    const locked = await realUser(app);
    const { credential } = await addPasskey(locked);
    expect((await call(app, 'POST', `/admin/api/users/${locked.user.id}/lock`, { headers: { authorization: `Bearer ${ADMIN}` }, body: { reason: 'test' } })).body.code).toBe(1);
    expect((await signIn(credential)).answer).toMatchObject({ code: 0, msg: expect.stringMatching(/locked/i) });
    // Kept in the account's activity for support: someone holding the passkey tried while the account was locked.
    const page = await call(app, 'GET', `/admin/api/users/${locked.user.id}`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(page.body.data.sign_ins[0]).toMatchObject({ method: 'passkey', outcome: 'locked' });
  });

  it('are removed all at once by support with a reason (a takeover: they outlive a password reset), audited and told', async () => {
    const u = await realUser(app);
    const { credential } = await addPasskey(u);
    await addPasskey(u);
    const url = `/admin/api/users/${u.user.id}/passkeys/remove`;
    const finance = await signedInOperator(app, 'finance');
    expect((await call(app, 'POST', url, { headers: finance.headers, body: { reason: 'takeover' } })).body.code).not.toBe(1);
    const support = await signedInOperator(app, 'support');
    expect((await call(app, 'POST', url, { headers: support.headers, body: {} })).body.msg).toBe('reason is required to remove passkeys');
    expect((await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers })).body.data.user.passkeys).toBe(2);
    const done = await call(app, 'POST', url, { headers: support.headers, body: { reason: 'Account taken over; identity checked by video call' } });
    expect(done.body).toMatchObject({ code: 1, data: { id: u.user.id, removed: 2 } });
    expect((await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: support.headers })).body.data.user.passkeys).toBe(0);
    expect((await signIn(credential)).answer).toMatchObject({ code: 0, msg: 'This passkey is not registered here: sign in with your password' });
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.passkeys-remove').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ outcome: 'ok', role: 'support', target_id: String(u.user.id) });
    expect(JSON.parse(audit.before!)).toHaveLength(2);
    expect(JSON.parse(audit.after!)).toEqual([]);
    expect(await lastMail(u.email)).toMatchObject({ subject: 'Pipkit: your passkeys were removed', body: expect.stringMatching(/^Our support team removed every passkey of your Pipkit account/) });
    // Nothing left: answered, not an error.
    expect((await call(app, 'POST', url, { headers: support.headers, body: { reason: 'again' } })).body.data.removed).toBe(0);
  });

  it('answers malformed input with a clear message, never a 500', async () => {
    const u = await realUser(app);
    for (const body of [{}, { response: 'x' }, { response: { id: 'a', rawId: 'a', type: 'public-key' } }, { response: { id: 'a!', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', authenticatorData: 'a', signature: 'a' } } }]) {
      const r = await call(app, 'POST', '/api/user/passkeys/login', { body });
      expect(r.status).toBeLessThan(500);
      expect(r.body.code).toBe(0);
    }
    // Readable shape, unreadable content.
    const junk = { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' } };
    expect((await call(app, 'POST', '/api/user/passkeys/login', { body: { response: junk } })).body).toMatchObject({ code: 0, msg: 'Passkeys cannot be used from this address' });
    const reg = await call(app, 'POST', '/api/user/passkeys/register', { token: u.token, body: { password: u.password, response: { ...junk, response: { clientDataJSON: 'AA', attestationObject: 'AA' } } } });
    expect(reg.status).toBeLessThan(500);
    expect(reg.body.code).toBe(0);
  });
});

describe('sign-in options from one address', () => {
  it('are answered six times as often as sign-ins: a login form asks for them when it shows and every four minutes', async () => {
    const limited = await makeServer({ loginRateLimit: 2 });
    try {
      const options: number[] = [];
      for (let i = 0; i < 13; i++) options.push((await call(limited, 'POST', '/api/user/passkeys/login_options')).status);
      expect(options).toEqual([...Array(12).fill(200), 429]);
      const junk = { response: { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' } } };
      const logins: number[] = [];
      for (let i = 0; i < 3; i++) logins.push((await call(limited, 'POST', '/api/user/passkeys/login', { body: junk })).status);
      expect(logins).toEqual([200, 200, 429]);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('originAllowed', () => {
  it('takes pages of the RP ID or below it over https, and http only on localhost', () => {
    const rp = { rpId: 'broker.example' };
    expect(originAllowed(rp, 'https://broker.example')).toBe(true);
    expect(originAllowed(rp, 'https://app.broker.example')).toBe(true);
    expect(originAllowed(rp, 'https://broker.example:8443')).toBe(true);
    for (const o of ['http://broker.example', 'https://evilbroker.example', 'https://broker.example.evil.test', 'https://broker.example/', 'null', '', 'broker.example']) expect(originAllowed(rp, o), o).toBe(false);
    expect(originAllowed({ rpId: 'localhost' }, 'http://localhost:8080')).toBe(true);
    expect(originAllowed({ rpId: 'localhost' }, 'http://127.0.0.1:8080')).toBe(false);
  });
});
