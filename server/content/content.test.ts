import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCli, type AdminApi } from '../admin/cli.js';
import { ADMIN, call, demoUser, makeServer, realUser } from '../testing.js';
import { darkColors, lightColors } from '../../src/core/palette.js';
import { invalidateFollowCache, maskAccount } from './follow.js';
import { sanitizeHtml } from './sanitize.js';
import { SEED_COMPANIES, SEED_NEWS, SEED_TRADERS } from './seed.js';

let app: Awaited<ReturnType<typeof makeServer>>;
let base: string;
const admin = { authorization: `Bearer ${ADMIN}` };
beforeAll(async () => {
  app = await makeServer();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.cleanup());

/** The CLI, talking to this server through inject. */
const cliApi: AdminApi = async (method, path, body) => {
  const res = await app.inject({ method: method as 'GET', url: path, headers: { ...admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const json = res.json();
  if (json.code !== 1) throw new Error(json.msg);
  return json.data;
};
const cli = (...args: string[]) => runCli(args, {}, cliApi) as Promise<any>;

describe('HTML sanitising', () => {
  const cases: [string, string, RegExp][] = [
    ['script tags', '<p>hi<script>alert(1)</script></p>', /<script|alert/i],
    ['event handlers', '<img src="/a.png" onerror="alert(1)"><p onclick="x()">a</p><body onload="x()">', /onerror|onclick|onload/i],
    ['javascript: links', '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>', /javascript|alert/i],
    ['SVG payloads', '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a><animate attributeName="href" to="javascript:alert(4)"/></svg>', /svg|alert|script|animate/i],
    ['data: and vbscript: links', '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox(1)">v</a>', /data:text|vbscript|alert/i],
    ['iframes, forms, styles, objects', '<iframe src="https://evil"></iframe><form action="/x"><input></form><style>*{}</style><object data="x"></object><b style="background:url(javascript:alert(1))">b</b>', /iframe|form|input|style|object|javascript/i],
    ['math payloads', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /math|javascript/i],
  ];
  for (const [name, html, bad] of cases) {
    it(`removes ${name}`, async () => {
      expect(await sanitizeHtml(html)).not.toMatch(bad);
    });
  }
  it('keeps safe formatting and links, which open in a new tab without an opener', async () => {
    const out = await sanitizeHtml('<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul><a href="https://example.com/a">x</a><img src="https://example.com/a.png" alt="a">');
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<strong>b</strong>');
    expect(out).toContain('<li>x</li>');
    expect(out).toContain('href="https://example.com/a"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('<img src="https://example.com/a.png" alt="a"');
  });
});

describe('news', () => {
  it('seeds articles that are already in the form the sanitiser stores (they are stored as written)', async () => {
    for (const n of SEED_NEWS) expect(await sanitizeHtml(n.content), n.key).toBe(n.content);
    const stored = await app.db.selectFrom('news').select(['seed_key', 'content']).where('seed_key', 'is not', null).execute();
    expect(Object.fromEntries(stored.map((r) => [r.seed_key, r.content]))).toEqual(Object.fromEntries(SEED_NEWS.map((n) => [n.key, n.content])));
  });

  it('lists the seeded articles, newest first, with total', async () => {
    const r = await call(app, 'GET', '/api/news/list?category_id=1&page=1&t=123');
    expect(r.body.code).toBe(1);
    expect(r.body.data.total).toBe(SEED_NEWS.length);
    expect(r.body.data.data.map((n: { title: string }) => n.title)).toEqual([...SEED_NEWS].reverse().map((n) => n.title));
    expect(Object.keys(r.body.data.data[0]).sort()).toEqual(['created_at', 'desc', 'id', 'logo', 'title']);
  });

  it('admin creates a draft (hidden), publishes it, stored HTML is sanitised, edits and deletes', async () => {
    const created = await call(app, 'POST', '/admin/api/news', {
      headers: admin,
      body: { title: 'Evil', content: '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><svg onload="alert(1)"></svg>' },
    });
    expect(created.body.code).toBe(1);
    const id = created.body.data.id;
    expect(created.body.data.published).toBe(0);
    expect(created.body.data.content).toBe('<p>Hello <a>x</a></p>');
    expect(created.body.data.desc).toBe('Hello x');
    expect((await call(app, 'GET', `/api/news/info?id=${id}`)).body).toMatchObject({ code: 0, msg: 'Article not found' });
    expect((await call(app, 'POST', `/admin/api/news/${id}/publish`, { headers: admin, body: {} })).body.data.published).toBe(1);
    const info = await call(app, 'GET', `/api/news/info?id=${id}`);
    expect(info.body.data).toMatchObject({ id, title: 'Evil', content: '<p>Hello <a>x</a></p>' });
    const list = await call(app, 'GET', '/api/news/list?category_id=1&page=1');
    expect(list.body.data.data[0].id).toBe(id);
    expect(list.body.data.total).toBe(SEED_NEWS.length + 1);
    const edited = await call(app, 'PUT', `/admin/api/news/${id}`, { headers: admin, body: { title: 'Fine', content: '<img src=x onerror=alert(1)>' } });
    expect(edited.body.data).toMatchObject({ title: 'Fine', content: '<img src="x" loading="lazy" alt="">' });
    expect((await call(app, 'PUT', '/admin/api/news/99999', { headers: admin, body: { title: 'x' } })).body.msg).toBe('Article not found');
    const del = await app.inject({ method: 'DELETE', url: `/admin/api/news/${id}`, headers: admin });
    expect(del.json().code).toBe(1);
    expect((await call(app, 'GET', '/api/news/list?category_id=1&page=1')).body.data.total).toBe(SEED_NEWS.length);
  });

  it('pages, and refuses bad input with an envelope', async () => {
    const p2 = await call(app, 'GET', '/api/news/list?category_id=1&page=2&limit=2');
    expect(p2.body.data.data).toHaveLength(SEED_NEWS.length - 2);
    expect((await call(app, 'GET', '/api/news/list?category_id=2')).body.data).toEqual({ data: [], total: 0 });
    expect((await call(app, 'GET', '/api/news/list?page=0')).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/news/info')).body).toMatchObject({ code: 0, msg: 'id is required' });
    expect((await call(app, 'GET', '/api/news/info?id=abc')).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/news/list', { headers: {} })).status).toBe(200);
  });

  it('admin API needs the token; logo must be a URL', async () => {
    expect((await call(app, 'POST', '/admin/api/news', { body: { title: 'x' } })).body.code).toBe(999);
    expect((await call(app, 'POST', '/admin/api/news', { headers: admin, body: { title: 'x', logo: 'javascript:alert(1)' } })).body.msg).toMatch(/logo/);
  });

  it('CLI creates, publishes and lists articles', async () => {
    const n = await cli('news-create', 'From CLI', '<p>Body <b>bold</b></p>', '--desc', 'Short', '--publish', 'yes');
    expect(n).toMatchObject({ title: 'From CLI', desc: 'Short', published: 1 });
    const list = await cli('news-list');
    expect(list[0].id).toBe(n.id);
    expect((await cli('news-unpublish', String(n.id))).published).toBe(0);
    expect((await cli('news-update', String(n.id), '--title', 'Renamed')).title).toBe('Renamed');
    expect((await cli('news-delete', String(n.id))).id).toBe(n.id);
  });
});

describe('ranking (follow list)', () => {
  it('seeds each trader with its own invite code, the same on every start', async () => {
    const rows = await app.db.selectFrom('users').innerJoin('follow_profiles', 'follow_profiles.user_id', 'users.id').select(['users.invite_code', 'follow_profiles.seed_key']).where('follow_profiles.seed_key', 'is not', null).execute();
    const codes = rows.map((r) => r.invite_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^S[0-9A-Z]{7}$/);
  });

  it('lists the seeded traders from their closed trades with every field', async () => {
    const r = await call(app, 'GET', '/api/follow/list?t=1');
    expect(r.body.code).toBe(1);
    const list = r.body.data as any[];
    expect(list.length).toBeGreaterThanOrEqual(SEED_TRADERS.length);
    for (const t of SEED_TRADERS) expect(list.map((e) => e.user)).toContain(t.name);
    for (const e of list) {
      expect(Object.keys(e).sort()).toEqual(['code', 'multiple', 'rank', 'three_week_profit', 'three_week_rate', 'three_week_win', 'total_rate', 'total_trade_num', 'uid', 'user'].sort());
      expect(e.three_week_rate).toMatch(/^-?\d+\.\d{2}$/);
      expect(e.total_trade_num).toBeGreaterThan(10);
    }
    // Sorted by three-week return.
    const rates = list.map((e) => Number(e.three_week_rate));
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(list.map((e) => e.rank)).toEqual(list.map((_, i) => i + 1));
  });

  it('computes a real user’s figures from real closed trades; demo users and hidden users are not listed', async () => {
    const { user } = await realUser(app, 'ranked@example.com');
    const demo = await demoUser(app);
    const inst = await app.db.selectFrom('instruments').select(['id', 'code', 'show_code']).where('code', '=', 'EURUSD').executeTakeFirstOrThrow();
    const now = Date.now();
    const order = (userId: number, profit: string, margin: string, daysAgo: number, leverage = 100) => ({
      user_id: userId, instrument_id: inst.id, code: inst.code, side: 1, status: 3, lots: '0.10', leverage, margin_mode: 0,
      contract_size: '100000', quote_ccy: 'USD', price_precision: 5, origin_price: '1.1', open_price: '1.1', close_price: '1.1',
      sl: '0', tp: '0', margin, fee: '0.7', reserved: '0', profit, close_reason: 'user', client_ref: null,
      created_at: new Date(now - daysAgo * 86400_000).toISOString(), opened_at: null,
      closed_at: new Date(now - daysAgo * 86400_000).toISOString(), updated_at: new Date().toISOString(),
    });
    await app.db.insertInto('orders').values([
      order(user.id, '50.000000', '100.000000', 1),
      order(user.id, '-20.000000', '100.000000', 2),
      order(user.id, '30.000000', '100.000000', 3, 200),
      order(user.id, '-100.000000', '200.000000', 40, 200),
      order(user.id, '-60.000000', '100.000000', 50, 200),
      order(demo.user.id, '999.000000', '1.000000', 1),
      // Open and cancelled orders do not count.
      { ...order(user.id, '0', '100.000000', 1), status: 1, profit: null, closed_at: null },
    ]).execute();
    invalidateFollowCache(app.db);
    const list = (await call(app, 'GET', '/api/follow/list')).body.data as any[];
    const me = list.find((e) => e.uid === user.uid);
    expect(me).toEqual({
      rank: me.rank,
      uid: user.uid,
      user: 'ra***@example.com',
      multiple: 200,
      three_week_rate: '20.00', // 60 / 300
      three_week_win: '66.67',
      three_week_profit: '60.00',
      total_rate: '-16.67', // -100 / 600
      total_trade_num: 5,
      code: 'EUR/USD',
    });
    expect(list.find((e) => e.uid === demo.user.uid)).toBeUndefined();

    const hidden = await call(app, 'PUT', `/admin/api/follow/${user.id}`, { headers: admin, body: { hidden: true } });
    expect(hidden.body.data).toMatchObject({ hidden: 1 });
    expect((await call(app, 'GET', '/api/follow/list')).body.data.find((e: any) => e.uid === user.uid)).toBeUndefined();
    await cli('follow-set', String(user.id), '--name', 'Ranked One', '--hidden', 'no');
    expect((await call(app, 'GET', '/api/follow/list')).body.data.find((e: any) => e.uid === user.uid).user).toBe('Ranked One');
  });

  it('masks accounts', () => {
    expect(maskAccount('john@example.com', null, '12345678')).toBe('jo***@example.com');
    expect(maskAccount(null, '61234567', '12345678')).toBe('612****67');
    expect(maskAccount(null, null, '12345678')).toBe('Trader 12***78');
  });
});

describe('companies and service mode', () => {
  it('searches companies by name (case-insensitive), all when empty', async () => {
    const all = await call(app, 'GET', '/api/company/getCompany?t=1');
    expect(all.body.data.length).toBe(SEED_COMPANIES.length);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['email', 'id', 'location', 'logo', 'name', 'registered_address', 'subject', 'url']);
    const r = await call(app, 'GET', '/api/company/getCompany?name=HELIOS');
    expect(r.body.data.map((c: any) => c.name)).toEqual(['Helios Capital Services']);
    // LIKE wildcards are matched literally: '%' and '_' are not "anything".
    expect((await call(app, 'GET', '/api/company/getCompany?name=%25')).body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/company/getCompany?name=_')).body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/company/getCompany?name=nothing-like-this')).body.data).toEqual([]);
  });

  it('admin adds, edits and hides companies; bad e-mail or URL refused', async () => {
    const c = await cli('company-add', 'Zenith Trading', '--email', 'help@zenith.example', '--location', 'Malta');
    expect(c).toMatchObject({ name: 'Zenith Trading', email: 'help@zenith.example', location: 'Malta', enabled: 1 });
    expect((await call(app, 'GET', '/api/company/getCompany?name=zenith')).body.data).toHaveLength(1);
    await call(app, 'PUT', `/admin/api/companies/${c.id}`, { headers: admin, body: { enabled: false } });
    expect((await call(app, 'GET', '/api/company/getCompany?name=zenith')).body.data).toHaveLength(0);
    expect((await call(app, 'POST', '/admin/api/companies', { headers: admin, body: { name: 'x', email: 'nope' } })).body.msg).toMatch(/e-mail/);
    expect((await call(app, 'POST', '/admin/api/companies', { headers: admin, body: { name: 'x', url: 'javascript:alert(1)' } })).body.msg).toMatch(/url/);
  });

  it('finds a company in any case and alphabet, under its new name once renamed', async () => {
    const c = await cli('company-add', 'ÉTOILE Финанс');
    const names = async (name: string) => (await call(app, 'GET', `/api/company/getCompany?name=${encodeURIComponent(name)}`)).body.data.map((x: any) => x.name);
    expect(await names('финанс')).toEqual(['ÉTOILE Финанс']);
    expect(await names('e\u0301toile')).toEqual(['ÉTOILE Финанс']); // é typed as e and an accent
    expect(await names('ＥＴＯＩＬＥ')).toEqual([]); // full-width letters without the accent: another word
    await call(app, 'PUT', `/admin/api/companies/${c.id}`, { headers: admin, body: { name: 'Øresund Markets' } });
    expect(await names('финанс')).toEqual([]);
    expect(await names('ØRESUND')).toEqual(['Øresund Markets']);
  });

  it('getCompanyStatus follows the mode set through the admin API and CLI', async () => {
    expect((await call(app, 'GET', '/api/company/getCompanyStatus')).body.data).toEqual({ type: 1, status: 1, url: '/unavailable.html' });
    expect(await cli('company-mode', 'main')).toEqual({ type: 0, status: 1, url: '/unavailable.html' });
    expect(await cli('company-mode', 'main', '--status', '0', '--url', 'https://example.com/gone')).toEqual({ type: 0, status: 0, url: 'https://example.com/gone' });
    expect((await call(app, 'GET', '/api/company/getCompanyStatus')).body.data).toEqual({ type: 0, status: 0, url: 'https://example.com/gone' });
    expect((await call(app, 'PUT', '/admin/api/company-mode', { headers: admin, body: { url: 'javascript:alert(1)' } })).body.code).toBe(0);
    await cli('company-mode', 'normal', '--status', '1', '--url', '/unavailable.html');
    expect((await call(app, 'GET', '/api/company/getCompanyStatus')).body.data).toEqual({ type: 1, status: 1, url: '/unavailable.html' });
  });

  it('complaint e-mail: company, setting, or complaints@host', async () => {
    expect((await call(app, 'GET', '/api/company/complaint_email', { headers: { host: 'www.broker.example' } })).body.data).toEqual({ email: 'complaints@broker.example' });
    // A local server has no mail domain: the first company's address, never complaints@127.0.0.1.
    for (const host of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080']) {
      expect((await call(app, 'GET', '/api/company/complaint_email', { headers: { host } })).body.data).toEqual({ email: SEED_COMPANIES[0].email });
    }
    expect((await call(app, 'GET', '/api/company/complaint_email?company_id=1')).body.data).toEqual({ email: SEED_COMPANIES[0].email });
    await call(app, 'PUT', '/admin/api/settings', { headers: admin, body: { key: 'complaint_email', value: 'care@broker.example' } });
    expect((await call(app, 'GET', '/api/company/complaint_email')).body.data).toEqual({ email: 'care@broker.example' });
  });

  it('serves the neutral unavailable page', async () => {
    const res = await app.inject({ method: 'GET', url: '/unavailable.html?lang=de' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    const ar = await app.inject({ method: 'GET', url: '/unavailable.html?lang=ar' });
    expect(ar.body).toContain('dir="rtl"');
    // In the app's colours (src/core/palette.ts): the device's scheme when the address names none.
    expect(res.body).toContain(`:root{color-scheme:light dark;--bg:${lightColors.bg};--surface:${lightColors.surface};--text:${lightColors.text};--muted:${lightColors.textMuted}`);
    expect(res.body).toContain(`@media (prefers-color-scheme:dark){:root{--bg:${darkColors.bg};`);
    expect(res.body).toContain('background:var(--bg);color:var(--text)');
  });

  it("draws the server's pages in the colour scheme the app names, and refuses one it does not know", async () => {
    for (const url of ['/support/chat?lang=en&theme=dark', '/unavailable.html?theme=dark']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`:root{color-scheme:dark;--bg:${darkColors.bg};--surface:${darkColors.surface};--text:${darkColors.text}`);
      expect(res.body).not.toContain('prefers-color-scheme');
    }
    const light = await app.inject({ method: 'GET', url: '/support/chat?theme=light' });
    expect(light.body).toContain(`:root{color-scheme:light;--bg:${lightColors.bg};`);
    expect(light.body).toContain(`--primary:${lightColors.primary};--on-primary:${lightColors.onPrimary}`);
    const bad = await app.inject({ method: 'GET', url: '/support/chat?theme=blue' });
    // Refused as every request with a bad field is (the envelope, code 0), not drawn in some other colours.
    expect(bad.json()).toEqual({ code: 0, msg: 'theme must be one of: light, dark', data: null });
  });
});

describe('support chat', () => {
  async function socketOf(token?: string) {
    const ws = new WebSocket(base.replace('http', 'ws') + '/v1/ws');
    const frames: any[] = [];
    ws.on('message', (d) => {
      const s = d.toString();
      if (s !== 'pong') frames.push(JSON.parse(s));
    });
    await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
    if (token) ws.send(JSON.stringify({ type: 'login', params: { token } }));
    const waitFor = async (pred: (f: any) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const f = frames.find(pred);
        if (f) return f;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`frame not received: ${JSON.stringify(frames)}`);
    };
    return { ws, frames, waitFor };
  }

  it('the default service_link is the built-in chat page', async () => {
    expect((await call(app, 'GET', '/api/basicSet/getBasicInfo')).body.data.service_link).toBe('/support/chat');
    const page = await app.inject({ method: 'GET', url: '/support/chat?uid=1&email=a%40b.c&lang=fa' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('<script src="/support/chat.js"></script>');
    expect(page.body).toContain('header{padding:12px 16px;background:var(--primary);color:var(--on-primary)');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const js = await app.inject({ method: 'GET', url: '/support/chat.js' });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('/api/support/send');
  });

  it('a user sends, the operator sees the conversation and replies, the reply is pushed live', async () => {
    const { token, user } = await realUser(app, 'chatter@example.com');
    const sock = await socketOf(token);
    await sock.waitFor((f) => f.type === 'login' && f.code === 1);
    sock.ws.send(JSON.stringify({ type: 'sub', params: { topic: 'SUPPORT_CHAT' } }));
    await sock.waitFor((f) => f.type === 'sub' && f.code === 1);

    expect((await call(app, 'GET', '/api/support/messages', { token })).body.data).toEqual({ conversation_id: 0, topic: 'SUPPORT_CHAT', messages: [] });
    const sent = await call(app, 'POST', '/api/support/send', { token, body: { text: '  Hello, I need help <b>now</b>  ' } });
    expect(sent.body.data).toMatchObject({ sender: 'user', body: 'Hello, I need help <b>now</b>' });
    await sock.waitFor((f) => f.type === 'SUPPORT_CHAT' && f.data.sender === 'user');

    const convs = await cli('chat-list');
    const conv = convs.find((c: any) => c.uid === user.uid);
    expect(conv).toMatchObject({ email: 'chatter@example.com', unread: 1, guest: false, last_sender: 'user', last_body: 'Hello, I need help <b>now</b>' });
    const reply = await cli('chat-reply', String(conv.id), 'Hi,', 'how', 'can', 'I', 'help?');
    expect(reply).toMatchObject({ sender: 'operator', body: 'Hi, how can I help?', conversation_id: conv.id });
    const pushed = await sock.waitFor((f) => f.type === 'SUPPORT_CHAT' && f.data.sender === 'operator');
    expect(pushed.data.body).toBe('Hi, how can I help?');

    const shown = await cli('chat-show', String(conv.id));
    expect(shown.messages.map((m: any) => m.sender)).toEqual(['user', 'operator']);
    const mine = await call(app, 'GET', `/api/support/messages?after_id=${sent.body.data.id}`, { token });
    expect(mine.body.data.messages.map((m: any) => m.body)).toEqual(['Hi, how can I help?']);
    // the list names each conversation's last message: now the reply
    expect((await cli('chat-list')).find((c: any) => c.id === conv.id)).toMatchObject({ unread: 0, last_sender: 'operator', last_body: 'Hi, how can I help?' });
    sock.ws.close();
  });

  it('visitors chat with a secret key; replies go to their own topic only', async () => {
    const guest = 'g'.repeat(10) + Math.random().toString(36).slice(2, 12).padEnd(10, 'x');
    const first = await call(app, 'POST', '/api/support/send', { body: { text: 'visitor here', guest, email: 'v@example.com' } });
    expect(first.body.code).toBe(1);
    const listed = await call(app, 'GET', `/api/support/messages?guest=${guest}`);
    const topic = listed.body.data.topic;
    expect(topic).toMatch(/^SUPPORT_CHAT\.[0-9a-f]{32}$/);
    const sock = await socketOf();
    sock.ws.send(JSON.stringify({ type: 'sub', params: { topic } }));
    await sock.waitFor((f) => f.type === 'sub' && f.code === 1);
    const other = await socketOf();
    other.ws.send(JSON.stringify({ type: 'sub', params: { topic: 'SUPPORT_CHAT' } }));
    await other.waitFor((f) => f.type === 'sub');
    await call(app, 'POST', `/admin/api/support/conversations/${listed.body.data.conversation_id}/reply`, { headers: admin, body: { text: 'hello visitor' } });
    expect((await sock.waitFor((f) => f.type === topic)).data.body).toBe('hello visitor');
    await new Promise((r) => setTimeout(r, 100));
    expect(other.frames.filter((f) => f.type !== 'sub')).toEqual([]);
    // Another key sees nothing of it.
    expect((await call(app, 'GET', `/api/support/messages?guest=${'h'.repeat(24)}`)).body.data.messages).toEqual([]);
    sock.ws.close();
    other.ws.close();
  });

  it('refuses empty, oversized, anonymous and expired-session messages', async () => {
    const { token } = await realUser(app);
    expect((await call(app, 'POST', '/api/support/send', { token, body: { text: '   ' } })).body.msg).toBe('Message is empty');
    expect((await call(app, 'POST', '/api/support/send', { token, body: { text: 'x'.repeat(2001) } })).body.msg).toMatch(/2000/);
    expect((await call(app, 'POST', '/api/support/send', { body: { text: 'hi' } })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/support/send', { body: { text: 'hi', guest: 'short' } })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/support/send', { token: 'bogus-token-0123456789abcdef', body: { text: 'hi' } })).body.code).toBe(999);
    expect((await call(app, 'POST', '/admin/api/support/conversations/99999/reply', { headers: admin, body: { text: 'x' } })).body.msg).toBe('Conversation not found');
    expect((await call(app, 'GET', '/admin/api/support/conversations')).body.code).toBe(999);
  });
});

describe('openapi', () => {
  it('documents the content endpoints', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const p of ['/api/news/list', '/api/news/info', '/api/follow/list', '/api/company/getCompany', '/api/company/getCompanyStatus', '/api/support/send']) expect(doc.paths[p]).toBeDefined();
  });
});

describe('support chat page framing', () => {
  it('allows the configured app origins to frame the chat page (only that page)', async () => {
    const other = await makeServer({ corsOrigins: ['https://www.broker.example'] });
    try {
      const page = await other.inject({ method: 'GET', url: '/support/chat?lang=en' });
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.broker.example");
      const unavailable = await other.inject({ method: 'GET', url: '/unavailable.html' });
      expect(unavailable.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await other.cleanup();
    }
    const open = await makeServer({ corsOrigins: ['*'] });
    try {
      const page = await open.inject({ method: 'GET', url: '/support/chat?lang=en' });
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['content-security-policy']).not.toContain('frame-ancestors *');
    } finally {
      await open.cleanup();
    }
    const same = await app.inject({ method: 'GET', url: '/support/chat' });
    expect(same.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
