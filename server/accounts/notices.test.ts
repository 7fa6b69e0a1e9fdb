import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer } from '../testing.js';

// Codes and owner notices in the reader's language (docs/accounts.md "What the owner is told"): a code in the
// language of the request that asks for it, a notice in the owner's (`users.lang`): the language they registered in,
// then that of their last sign-in from a browser the account already used, never a new browser's.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const admin = { authorization: `Bearer ${ADMIN}` };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000, accountRateLimits: { register: 1000, codes: 1000, uploads: 1000 } });
});
afterAll(() => app.cleanup());

const mail = async (to: string) => (await app.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow());
const langOf = async (email: string) => (await app.db.selectFrom('users').select('lang').where('email', '=', email).executeTakeFirstOrThrow()).lang;
const code = (body: string) => /\b(\d{6})\b/.exec(body)![1];

async function register(email: string, headers: Record<string, string>) {
  expect((await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '1' }, headers })).body.code).toBe(1);
  const sent = await mail(email);
  const r = await call(app, 'POST', '/api/user/register', {
    headers,
    form: { type: 'email', account: email, password: 'secret-1', re_password: 'secret-1', sms_code: code(sent.body) },
  });
  expect(r.body.code, r.body.msg).toBe(1);
  return sent;
}

const login = async (email: string, userAgent: string, headers: Record<string, string> = {}) => {
  const r = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password: 'secret-1', login_type: 'email' }, headers: { 'user-agent': userAgent, ...headers } });
  expect(r.body.code, r.body.msg).toBe(1);
  return r.body.data.token as string;
};

describe('codes and notices in the reader\'s language', () => {
  it('writes a code in the language of the request that asks for it', async () => {
    const de = await register('lang-de@example.com', { lang: 'de' });
    expect(de.subject).toBe('Pipkit-Bestätigungscode');
    expect(de.body).toMatch(/^Ihr Pipkit-Bestätigungscode für die Registrierung lautet \d{6}\. Er ist 10 Minuten gültig\./);
    // `tw` reads as `hk`; no header or an unknown language reads English
    expect((await register('lang-tw@example.com', { lang: 'tw' })).body).toMatch(/^您的 Pipkit 註冊驗證碼是 \d{6}/);
    expect((await register('lang-none@example.com', {})).body).toMatch(/^Your Pipkit registration verification code is \d{6}\./);
    expect((await register('lang-xx@example.com', { lang: 'xx' })).body).toMatch(/^Your Pipkit registration/);
    expect(await langOf('lang-de@example.com')).toBe('de');
    expect(await langOf('lang-tw@example.com')).toBe('hk');
    expect(await langOf('lang-none@example.com')).toBeNull();
  });

  it('writes the owner\'s notices in the language they registered in, whoever signs in from a new browser', async () => {
    const email = 'lang-owner@example.com';
    await register(email, { lang: 'jp' });
    await login(email, CHROME, { lang: 'jp' });
    // Someone on a browser the account never used, reading French: the owner is told in Japanese, and the account
    // keeps Japanese.
    await login(email, FIREFOX, { lang: 'fr' });
    const notice = await mail(email);
    expect(notice.subject).toBe('Pipkit：新しいログイン');
    expect(notice.body).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC に Firefox 133 on Linux（アドレス [^）]+）から Pipkit のアカウントにログインがありました。 ご本人の場合は/);
    expect(await langOf(email)).toBe('jp');
  });

  it('follows the language of the owner\'s sign-ins from a browser the account already used', async () => {
    const email = 'lang-switch@example.com';
    await register(email, { lang: 'de' });
    await login(email, CHROME, { lang: 'de' });
    const token = await login(email, CHROME, { lang: 'fr' });
    expect(await langOf(email)).toBe('fr');
    // A sign-in without the header leaves it as it is.
    await login(email, CHROME);
    expect(await langOf(email)).toBe('fr');
    // The password change is told in French, the payout hold included.
    expect((await call(app, 'POST', '/api/notify/send_email', { form: { to: email, type: '2' }, headers: { lang: 'fr' } })).body.code).toBe(1);
    const reset = await mail(email);
    expect(reset.body).toMatch(/^Votre code de vérification de mot de passe Pipkit est \d{6}\./);
    const changed = await call(app, 'POST', '/api/user/amend_password', { token, form: { new_password: 'secret-2', secondary_password: 'secret-2', auth_code: code(reset.body) } });
    expect(changed.body.code, changed.body.msg).toBe(1);
    const notice = await mail(email);
    expect(notice.subject).toBe('Pipkit : votre mot de passe a été modifié');
    expect(notice.body).toBe(
      'Le mot de passe de votre compte Pipkit a été modifié et ses autres sessions ont été déconnectées. ' +
        'Si ce n\'était pas vous, réinitialisez votre mot de passe maintenant et contactez le support.',
    );
  });

  it('writes English for an account that has no language, as before', async () => {
    const email = 'lang-admin-made@example.com';
    expect((await call(app, 'POST', '/admin/api/users', { headers: admin, body: { account: email, password: 'secret-1' } })).body.code).toBe(1);
    await login(email, CHROME);
    await login(email, FIREFOX);
    const notice = await mail(email);
    expect(notice.subject).toBe('Pipkit: new sign-in');
    expect(notice.body).toMatch(/^Your Pipkit account was signed in to from Firefox 133 on Linux \(address [^)]+\) at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. If this was you, there is nothing to do\./);
  });
});
