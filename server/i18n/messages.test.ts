import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { MSG } from '../engine/messages.js';
import { loadServerDictionary, matchMessage, requestLang, SERVER_LANGS, translateMessage } from './messages.js';
import { scanServerMessages } from './scan.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
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

  it('has no two English templates of the same shape (each message has one key)', () => {
    const shapes = Object.values(en).map(shape);
    expect(shapes.length).toBe(new Set(shapes).size);
  });
});

describe('catalogue coverage', () => {
  const found = scanServerMessages(SERVER_DIR);
  const templateShapes = new Set(Object.values(en).map(shape));

  it('finds the messages of the server source', () => {
    expect(found.length).toBeGreaterThan(100);
    const texts = found.map((f) => f.text);
    for (const t of ['Please log in', 'Incorrect account or password', 'Demo account reset', 'The code has been sent', 'Please wait {{}} s before requesting another code']) {
      expect(texts).toContain(t);
    }
  });

  it('every English message written in the server code is in the catalogue', () => {
    // A new AppError('…') or ok(data, '…') text must get a key in all 21 server/i18n files (scripts/i18n-merge.mjs
    // server <file> --dir server/i18n), or readers of the other 20 languages see English.
    const missing = found.filter((f) => (f.template ? !templateShapes.has(f.text) : matchMessage(f.text) === null)).map((f) => `${f.file}: ${f.text}`);
    expect(missing).toEqual([]);
  });

  it('the engine messages with values are recognised', () => {
    const samples = [MSG.lotsBelowMin('0.01'), MSG.lotsStep('0.01'), MSG.leverageNotAllowed('7', [10, 50, 100]), MSG.slWrongSide(true, '1.08500'), MSG.slWrongSide(false, '1.085'), MSG.tpWrongSide(true, '2650.5'), MSG.tpWrongSide(false, '2650'), MSG.noConversion('JPY')];
    for (const s of samples) expect(matchMessage(s), s).not.toBeNull();
  });

  it('validation texts of envelope.ts are recognised', () => {
    for (const s of ['demo_id is required', 'demo_id must NOT have fewer than 8 characters', 'page must be >= 1', 'limit must be <= 500', 'id must be integer', 'type must be one of: 1, 2', 'query must be object', 'body.items.0 must match pattern "^[A-Z]+$"', 'Invalid request', 'Too many requests, please try again later', 'Not found: GET /api/nope']) {
      expect(matchMessage(s), s).not.toBeNull();
    }
  });
});

describe('translateMessage', () => {
  it('translates plain messages', () => {
    expect(translateMessage('Please log in', 'jp')).toBe('ログインしてください');
    expect(translateMessage('Incorrect account or password', 'ar')).toBe('الحساب أو كلمة المرور غير صحيحة');
    expect(translateMessage('Demo account reset', 'hk')).toBe('模擬帳戶已重設');
  });

  it('translates parameterised messages, keeping the values', () => {
    expect(translateMessage('Please wait 42 s before requesting another code', 'jp')).toBe('次のコードを要求するまで 42 秒お待ちください');
    expect(translateMessage('Please wait 42 s before requesting another code', 'ar')).toBe('يرجى الانتظار 42 ثانية قبل طلب رمز آخر');
    expect(translateMessage('Stop loss must be below 1.08500 for a buy order', 'jp')).toBe('買い注文の損切りは 1.08500 より低くしてください');
    expect(translateMessage('Leverage 7 is not available for this pair; choose one of 10, 50, 100', 'de')).toBe(
      'Hebel 7 ist für dieses Paar nicht verfügbar; wählen Sie einen aus 10, 50, 100',
    );
    expect(translateMessage('demo_id is required', 'ar')).toBe('الحقل demo_id مطلوب');
    expect(translateMessage('amount must be a positive amount with at most 2 decimals', 'fr')).toBe('amount doit être un montant positif avec au plus 2 décimales');
  });

  it('prefers the specific template over a general one', () => {
    expect(matchMessage('An e-mail or a mobile number is required')?.key).toBe('emailOrMobileRequired');
    expect(matchMessage('dc_address is required')?.key).toBe('fieldRequired');
    expect(matchMessage('type must be 1 (buy) or 2 (sell)')?.key).toBe('badSide');
  });

  it('passes unknown text, English and success through unchanged', () => {
    expect(translateMessage('Body cannot be empty when content-type is set to application/json', 'jp')).toBe('Body cannot be empty when content-type is set to application/json');
    expect(translateMessage('An e-mail or a mobile number is required!', 'jp')).toBe('An e-mail or a mobile number is required!');
    expect(translateMessage('Please log in', 'en')).toBe('Please log in');
    expect(translateMessage('success', 'jp')).toBe('success');
    expect(translateMessage('Please log in', 'xx')).toBe('Please log in');
  });

  it('reads the lang header: tw is hk, missing or unknown is en', () => {
    expect(requestLang({ headers: { lang: 'tw' } })).toBe('hk');
    expect(requestLang({ headers: { lang: 'ar' } })).toBe('ar');
    expect(requestLang({ headers: {} })).toBe('en');
    expect(requestLang({ headers: { lang: 'zz' } })).toBe('en');
  });
});

describe('envelope msg in the request language', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(async () => app.cleanup());

  const login = (lang?: string) =>
    call(app, 'POST', '/api/user/loginForU', { form: { account: 'nobody@example.com', password: 'wrong-pass', login_type: 'email' }, headers: lang ? { lang } : {} });

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
