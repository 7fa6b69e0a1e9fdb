import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { LANGUAGES } from '../src/core/i18n/languageNames';
import { offTheScreen } from '../visual/offTheScreen';

// axe-core (the engine of Storybook's a11y addon), run in the page after each route has settled.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 420, height: 860 };
const DESKTOP = { width: 1280, height: 800 };

// Sweep of every route of docs/product.md#routes-and-screens as a visitor, a demo user and a real user on a phone, and as a
// demo user on a desktop: no route may show the ComingSoon placeholder ([data-coming-soon]), log a console error,
// throw, have a request fail or run past the screen's edge; each has exactly one h1, and axe finds no WCAG 2.1 A/AA
// violation.

const ROUTES = [
  '/', '/trade', '/order', '/order?type=1', '/user', '/news', '/news/detail?id=1', '/rank', '/rank?tab=follow', '/feedback', '/login',
  '/register', '/register?invite_code=ABCDEFGH', '/forgot', '/product', '/mine/auth', '/mine/invite', '/mine/email', '/mine/announcement',
  '/mine/password', '/mine/history', '/mine/charge', '/mine/withdraw', '/mine/chat', '/mine/system', '/mine/wallet',
  '/mine/bank-card-list', '/mine/coin-address-list', '/mine/withdraw-way?type=1', '/mine/withdraw-way?type=2', '/language',
  // Extensions open to demo accounts too.
  '/mine/margin-calls',
];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${server.url}${path}`, init);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** A new real account (made with the admin CLI), signed in. */
async function realUser() {
  const email = `sweep.${randomUUID()}@example.com`;
  await server.admin('create-user', email, 'sweep-pass-1');
  return api<{ token: string; user: unknown }>('/api/user/loginForU', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: email, password: 'sweep-pass-1', login_type: 'email' }),
  });
}

async function sweep(role: 'visitor' | 'demo' | 'real', session?: { token: string; user: unknown }, viewport = PHONE, language = 'en') {
  const { context, page, problems } = await openPage({ viewport });
  // An init script is not subject to the page's CSP (scripts from 'self' only), as an inline tag would be.
  await context.addInitScript({ content: AXE });
  await context.addInitScript(
    ([s, lang]) => {
      if (!localStorage.getItem('pipkit.lang')) localStorage.setItem('pipkit.lang', lang);
      if (s && !sessionStorage.getItem('sweep.started')) {
        sessionStorage.setItem('sweep.started', '1');
        localStorage.setItem('pipkit.session', s);
      }
    },
    [session ? JSON.stringify(session) : '', language],
  );
  await page.goto(`${server.url}/#/`);
  await page.waitForLoadState('load');
  const failures: string[] = [];
  const landed: Record<string, string> = {};
  for (const route of ROUTES) {
    const before = problems.length;
    await visit(page, route);
    landed[route] = await page.evaluate(() => location.hash.slice(1).split('?')[0]);
    const placeholder = await page.locator('[data-coming-soon]').count();
    if (placeholder) failures.push(`${role} ${route}: placeholder screen`);
    // One heading names each page (for screen readers' page navigation and the document outline).
    const headings = await page.locator('h1:visible').count();
    if (headings !== 1) failures.push(`${role} ${route} (${landed[route]}): ${headings} visible h1`);
    for (const p of problems.slice(before)) failures.push(`${role} ${route}: ${p}`);
    for (const v of await axeViolations(page)) failures.push(`${role} ${viewport.width}px ${route} (${landed[route]}): axe ${v}`);
    // Nothing runs past the screen's edge (a wide table scrolls in its own box).
    for (const o of await page.evaluate(offTheScreen, viewport.width)) failures.push(`${role} ${viewport.width}px ${route}: off the screen ${o}`);
  }
  await context.close();
  return { failures, landed };
}

/** WCAG 2.1 A and AA violations of the page as it is (hidden kept-alive screens are skipped by axe). */
async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The page's requests in flight, and when one last started or ended (each page of this file is opened here). */
const traffic = new WeakMap<Page, { inFlight: number; lastAt: number }>();

async function openPage(opts?: Parameters<typeof newPage>[1]) {
  const opened = await newPage(browser, opts);
  const t = { inFlight: 0, lastAt: Date.now() };
  const ended = () => {
    t.inFlight--;
    t.lastAt = Date.now();
  };
  opened.page.on('request', () => {
    t.inFlight++;
    t.lastAt = Date.now();
  });
  opened.page.on('requestfinished', ended);
  opened.page.on('requestfailed', ended);
  traffic.set(opened.page, t);
  return opened;
}

/** How long the page's requests must have been quiet for its screen to count as settled. */
const QUIET_MS = 300;

async function visit(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = `#${r}`;
  }, route);
  // Let the screen mount and its first requests settle: none in flight for QUIET_MS (the code of a screen not yet
  // loaded, its data, what it asks for once it has painted), at most 5 s (a request left open is the next check's
  // business: a failed one is a problem).
  const t = traffic.get(page)!;
  const changed = Date.now();
  for (;;) {
    await page.waitForTimeout(50);
    const now = Date.now();
    if (now - changed >= 5000 || (t.inFlight === 0 && now - Math.max(t.lastAt, changed) >= QUIET_MS)) break;
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 }).catch(() => undefined);
}

describe('every route', () => {
  it('as a visitor', async () => {
    const { failures, landed } = await sweep('visitor');
    expect(failures).toEqual([]);
    // Login-required routes send a visitor to /login; public ones stay.
    expect(landed['/user']).toBe('/login');
    expect(landed['/mine/margin-calls']).toBe('/login');
    // Chat is open to visitors (docs/product.md#routes-and-screens: uid and e-mail are passed only when logged in).
    expect(landed['/mine/chat']).toBe('/mine/chat');
    expect(landed['/news']).toBe('/news');
    expect(landed['/rank']).toBe('/rank');
  });

  it('as a demo user', async () => {
    const demo = await api<{ token: string; user: unknown }>(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const { failures, landed } = await sweep('demo', demo);
    expect(failures).toEqual([]);
    expect(landed['/user']).toBe('/user');
    expect(landed['/mine/chat']).toBe('/mine/chat');
    // Demo users are refused the real-account screens, not their margin calls.
    expect(landed['/mine/wallet']).not.toBe('/mine/wallet');
    expect(landed['/mine/margin-calls']).toBe('/mine/margin-calls');
  });

  it('on a desktop, lists use the width (grids of cards) and forms and articles keep a column', async () => {
    const { context, page, problems } = await openPage({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('pipkit.lang', 'en'));
    await page.goto(`${server.url}/#/`);
    const width = (selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await visit(page, '/news');
    expect(await width('[data-screen]')).toBeGreaterThan(960);
    // the news cards sit side by side
    const tops = await page.locator('main li').evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThan(tops.length);
    await visit(page, '/rank');
    expect(await width('[data-screen]')).toBeGreaterThan(960);
    await visit(page, '/login');
    expect(await width('[data-screen]')).toBe(560);
    await visit(page, '/news/detail?id=1');
    expect(await width('[data-screen]')).toBe(760);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('as a demo user on a desktop', async () => {
    const demo = await api<{ token: string; user: unknown }>(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const { failures, landed } = await sweep('demo', demo, DESKTOP);
    expect(failures).toEqual([]);
    expect(landed['/trade']).toBe('/trade');
  });

  it('as a real user', async () => {
    const { failures, landed } = await sweep('real', await realUser());
    expect(failures).toEqual([]);
    for (const r of ['/user', '/mine/wallet', '/mine/chat', '/mine/email', '/mine/announcement', '/order']) expect(landed[r]).toBe(r);
  });

  it('as a real user in Arabic (right to left), where a label or badge that will not wrap runs off the left edge', async () => {
    const { failures, landed } = await sweep('real', await realUser(), PHONE, 'ar');
    expect(failures).toEqual([]);
    expect(landed['/mine/wallet']).toBe('/mine/wallet');
  });
  it('sends an unknown path to / and refuses demo users the real-account screens with the message', async () => {
    const { context, page, problems } = await openPage();
    await context.addInitScript(() => localStorage.setItem('pipkit.lang', 'en'));
    await page.goto(`${server.url}/#/no/such/route?x=1`);
    await page.waitForFunction(() => location.hash === '#/');
    await page.goto(`${server.url}/#/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    for (const path of ['/mine/charge', '/mine/withdraw', '/mine/wallet', '/mine/auth', '/mine/invite', '/mine/password']) {
      await visit(page, '/user');
      await page.evaluate((p) => (location.hash = `#${p}`), path);
      await page.getByText('Please register or log in to a real account').first().waitFor();
      await page.waitForFunction((p) => !location.hash.startsWith(`#${p}`), path);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
  it('paints the remembered theme before the app starts, and follows the setting on /mine/system', async () => {
    const { context, page, problems } = await openPage();
    await context.addInitScript(() => {
      localStorage.setItem('pipkit.lang', 'en');
      if (!sessionStorage.getItem('theme.started')) {
        sessionStorage.setItem('theme.started', '1');
        localStorage.setItem('pipkit.settings', JSON.stringify({ hideBalance: false, theme: 'dark' }));
      }
    });
    // Stop the app bundle: what the page shows then is theme-boot.js alone, the state of the first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${server.url}/#/`, { waitUntil: 'domcontentloaded' });
    const first = await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).backgroundColor]);
    expect(first).toEqual(['dark', 'rgb(14, 19, 27)']);
    // …and has asked for the remembered language's labels (and only those) before any app code ran: on the markets
    // screen the part of the dictionary it shows. A dictionary chunk is named by its language code and a hash of 7 or
    // 8 characters (the other chunks by a hash of 7 alone, which may start like "en-").
    const dictionary = new RegExp(`/assets/(first-)?(${LANGUAGES.map((l) => l.code).join('|')})-[\\w-]{7,8}\\.js$`);
    const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href));
    const preloads = hrefs.filter((h) => dictionary.test(h));
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/\/assets\/first-en-[\w-]+\.js$/);
    // Opening on any other screen, the whole dictionary (a query makes it a new page, not a hash change).
    await page.goto(`${server.url}/?other=1#/news`, { waitUntil: 'domcontentloaded' });
    const elsewhere = (await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href))).filter((h) => dictionary.test(h));
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]).toMatch(/\/assets\/en-[\w-]+\.js$/);
    await page.unroute('**/assets/*.js');
    // A hash change alone would keep the page without its bundle: load it again.
    await page.goto(`${server.url}/?app=1#/login`);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    await visit(page, '/mine/system');
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pipkit.settings'))) ?? '{}').theme).toBe('light');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});
