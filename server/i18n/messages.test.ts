import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { validationMessage } from '../http/envelope.js';
import { englishMessage, loadMailDictionary, loadServerDictionary, renderMail, renderMessage, requestLang, SERVER_LANGS, type MessageKey } from './messages.js';

const I18N_DIR = fileURLToPath(new URL('.', import.meta.url));
const en = loadServerDictionary('en');
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const shape = (s: string) => s.replace(/\{\{\w*\}\}/g, '{{}}');

describe('server message dictionaries (server/i18n/<lang>.json)', () => {
  it('exist for exactly the 21 languages', () => {
    const files = readdirSync(I18N_DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
    expect(files).toEqual([...SERVER_LANGS].sort());
  });

  it('all have the same keys and placeholders as en, no blanks and no English copies', () => {
    expect(Object.keys(en).length).toBeGreaterThan(100);
    for (const lang of SERVER_LANGS) {
      const dict = loadServerDictionary(lang);
      expect(Object.keys(dict).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(dict)) {
        expect(typeof value === 'string' && value.trim() !== '', `${lang}.${key} is blank`).toBe(true);
        expect(placeholders(value), `${lang}.${key} placeholders`).toEqual(placeholders(en[key]));
        if (lang !== 'en') expect(value, `${lang}.${key} is an English copy`).not.toBe(en[key]);
      }
    }
  });

  it('have the mail pieces (codes, owner notices) of en in every language: same placeholders, no blanks or English copies', () => {
    const enMail = loadMailDictionary('en');
    expect(Object.keys(enMail).length).toBeGreaterThan(15);
    for (const lang of SERVER_LANGS) {
      const dict = loadMailDictionary(lang);
      expect(Object.keys(dict).sort(), lang).toEqual(Object.keys(enMail).sort());
      for (const [key, value] of Object.entries(dict)) {
        expect(typeof value === 'string' && value.trim() !== '', `${lang}.mail.${key} is blank`).toBe(true);
        expect(placeholders(value), `${lang}.mail.${key} placeholders`).toEqual(placeholders(enMail[key]));
        if (lang !== 'en') expect(value, `${lang}.mail.${key} is an English copy`).not.toBe(enMail[key]);
      }
    }
    expect(renderMail('de', 'passwordHold', { time: '2026-11-28 09:00 UTC' })).toBe('Auszahlungen sind bis 2026-11-28 09:00 UTC pausiert.');
    expect(renderMail(null, 'codeSubject', { brand: 'Pipkit' })).toBe('Pipkit verification code');
  });

  it('has no two English templates of the same shape (each message has one key)', () => {
    const shapes = Object.values(en).map(shape);
    expect(shapes.length).toBe(new Set(shapes).size);
  });
});

describe('renderMessage (translation by key)', () => {
  it('renders plain messages in the reader language', () => {
    expect(renderMessage('jp', 'loginRequired')).toBe('ログインしてください');
    expect(renderMessage('ar', 'badLogin')).toBe('الحساب أو كلمة المرور غير صحيحة');
    expect(renderMessage('hk', 'demoReset')).toBe('模擬帳戶已重設');
  });

  it('fills the values of parameterised messages', () => {
    expect(renderMessage('jp', 'codeWait', { seconds: 42 })).toBe('次のコードを要求するまで 42 秒お待ちください');
    expect(renderMessage('ar', 'codeWait', { seconds: 42 })).toBe('يرجى الانتظار 42 ثانية قبل طلب رمز آخر');
    expect(renderMessage('jp', 'slBelowBuy', { price: '1.08500' })).toBe('買い注文の損切りは 1.08500 より低くしてください');
    expect(renderMessage('de', 'leverageNotAllowed', { leverage: '7', list: '10, 50, 100' })).toBe(
      'Hebel 7 ist für dieses Paar nicht verfügbar; wählen Sie einen aus 10, 50, 100',
    );
    expect(renderMessage('ar', 'fieldRequired', { field: 'demo_id' })).toBe('الحقل demo_id مطلوب');
    expect(renderMessage('fr', 'amountFormat', { field: 'amount' })).toBe('amount doit être un montant positif avec au plus 2 décimales');
  });

  it('English is the catalogue text; an unknown language reads English', () => {
    expect(englishMessage('loginRequired')).toBe('Please log in');
    expect(englishMessage('codeWait', { seconds: 7 })).toBe('Please wait 7 s before requesting another code');
    expect(renderMessage('xx', 'loginRequired')).toBe('Please log in');
  });

  it('every key renders in every language with all its placeholders filled', () => {
    for (const lang of SERVER_LANGS) {
      for (const key of Object.keys(en) as MessageKey[]) {
        const values = Object.fromEntries(placeholders(en[key]).map((n) => [n, `<${n}>`]));
        const text = renderMessage(lang, key, values);
        expect(text, `${lang}.${key}`).not.toMatch(/\{\{/);
        for (const n of Object.keys(values)) expect(text, `${lang}.${key} keeps {{${n}}}`).toContain(`<${n}>`);
      }
    }
  });

  it('reads the lang header: tw is hk, missing or unknown is en', () => {
    expect(requestLang({ headers: { lang: 'tw' } })).toBe('hk');
    expect(requestLang({ headers: { lang: 'ar' } })).toBe('ar');
    expect(requestLang({ headers: {} })).toBe('en');
    expect(requestLang({ headers: { lang: 'zz' } })).toBe('en');
  });
});

describe('validation messages', () => {
  const fail = (keyword: string, params: Record<string, unknown>, instancePath = '', validationContext = 'body') =>
    validationMessage({ validation: [{ keyword, params, instancePath, message: 'must be > 0' }], validationContext } as never);

  it('map ajv keywords to catalogue keys with their values', () => {
    expect(fail('required', { missingProperty: 'demo_id' }, '', 'querystring')).toEqual({ key: 'fieldRequired', params: { field: 'demo_id' } });
    expect(fail('minLength', { limit: 8 }, '/demo_id')).toMatchObject({ key: 'fieldTooShort', params: { field: 'demo_id', limit: '8' } });
    expect(fail('maximum', { limit: 500 }, '/limit')).toMatchObject({ key: 'fieldMax', params: { field: 'limit', limit: '500' } });
    expect(fail('type', { type: 'integer' }, '/id')).toEqual({ key: 'fieldInteger', params: { field: 'id' } });
    expect(fail('enum', { allowedValues: [1, 2] }, '/type')).toEqual({ key: 'fieldOneOf', params: { field: 'type', values: '1, 2' } });
    expect(fail('pattern', { pattern: '^[A-Z]+$' }, '/items/0')).toMatchObject({ key: 'fieldPattern', params: { field: 'items.0', pattern: '^[A-Z]+$' } });
  });

  it('keep the validator wording for a keyword the catalogue has no message for', () => {
    expect(fail('exclusiveMinimum', { limit: 0 }, '/page', 'querystring')).toEqual({ text: 'page must be > 0' });
  });
});

describe('envelope msg in the request language', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(async () => app.cleanup());

  const login = (lang?: string) =>
    call(app, 'POST', '/api/user/loginForU', { form: { account: `nobody-${lang ?? 'none'}@example.com`, password: 'wrong-pass', login_type: 'email' }, headers: lang ? { lang } : {} });

  it('AppError refusals follow the lang header, English without one', async () => {
    expect((await login()).body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    expect((await login('jp')).body.msg).toBe('アカウントまたはパスワードが正しくありません');
    expect((await login('ar')).body.msg).toBe('الحساب أو كلمة المرور غير صحيحة');
    expect((await login('tw')).body.msg).toBe('帳號或密碼錯誤');
    expect((await login('zz')).body.msg).toBe('Incorrect account or password');
  });

  it('session, validation, 404 and success messages are translated too', async () => {
    const info = await call(app, 'GET', '/api/user/info', { headers: { lang: 'jp' } });
    expect(info.body).toMatchObject({ code: 999, msg: 'ログインしてください' });
    const demo = await call(app, 'GET', '/api/user/createAccountDemoForU', { headers: { lang: 'ar' } });
    expect(demo.body).toMatchObject({ code: 0, msg: 'الحقل demo_id مطلوب' });
    const missing = await call(app, 'GET', '/api/no/such/thing', { headers: { lang: 'fr' } });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('Introuvable : GET /api/no/such/thing');
    const started = await call(app, 'GET', '/api/user/createAccountDemoForU?demo_id=demo_i18n_test', { headers: { lang: 'jp' } });
    expect(started.body).toMatchObject({ code: 1, msg: 'success' });
    const reset = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token: started.body.data.token, headers: { lang: 'kr' } });
    expect(reset.body).toMatchObject({ code: 1, msg: '모의 계좌가 초기화되었습니다' });
  });
});
