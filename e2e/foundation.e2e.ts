// The first journey of the foundation: a visitor tries the demo, sees a real balance, switches to Japanese and logs out.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chunkOf, launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { label, serverMessage } from './dict';
import { FIRST_ASKS } from '../src/app/firstAsks';
import { HINT } from '../scripts/vite-compile-hints';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A label's key shown as such: a namespace of the dictionary, a dot, a name. */
const rawKey = new RegExp(`\\b(${Object.keys(JSON.parse(readFileSync('src/core/i18n/en.json', 'utf8'))).join('|')})\\.[a-zA-Z]+\\b`);

/** What the page shows and names (its text and accessible names), where a raw key would show; with the first found. */
async function shownKeys(page: Page) {
  const shown = `${await page.locator('body').innerText()} ${await page.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join(' '))}`;
  return { shown, first: shown.match(rawKey)?.[0] };
}

/** Holds the whole dictionaries (hk, en) until `release()`; `asked` lists their languages as the page asks for them. */
async function holdDictionaries(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  await page.route(/\/assets\/(hk|en)-[\w-]{7,8}\.js$/, async (route) => {
    asked.push(/assets\/([a-z]+)-/.exec(route.request().url())![1]);
    await held;
    await route.continue();
  });
  return { asked, release };
}

test('try demo → balance on /user → Japanese → log out → visitor on home', async () => {
  const { page, problems, context } = await newPage(browser);
  await page.goto(`${server.url}/#/`);

  // Default language is hk: the user icon in the app bar leads a visitor to the login page, keeping where they wanted to go.
  await page.getByRole('link', { name: label('hk', 'user.title') }).click();
  await page.waitForURL(/#\/login\?from=%2Fuser|#\/login\?from=\/user/);
  await page.getByRole('button', { name: label('hk', 'auth.tryDemo') }).click();

  // The demo account is created on the server with its starting balance and the app comes back to /user.
  await page.waitForURL(/#\/user$/);
  await expect.poll(() => page.getByText('10,000.00').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}'));
  expect(session.token).toBeTruthy();
  expect(session.user.is_demo).toBe(1);
  const balance = await (
    await fetch(`${server.url}/v1/api/main/wallet/getBalance`, { headers: { authorization: session.token } })
  ).json();
  expect(balance.code).toBe(1);
  expect(Number(balance.data.balance)).toBe(10000);

  // Switch to Japanese: the labels change at once, across the app.
  await page.getByRole('button', { name: label('hk', 'user.language') }).click();
  await page.waitForURL(/#\/language$/);
  await page.getByRole('button', { name: /日本語/ }).click();
  // Choosing a language returns to where the person came from.
  await page.waitForURL(/#\/user$/);
  await expect.poll(() => page.getByText(label('jp', 'user.balance')).count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^ja/);

  // Log out from the other settings, with the confirm dialog.
  await page.getByRole('button', { name: label('jp', 'user.system') }).click();
  await page.waitForURL(/#\/mine\/system$/);
  await page.getByRole('button', { name: label('jp', 'system.logout') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(label('jp', 'system.logoutConfirm')).waitFor();
  await dialog.getByRole('button', { name: label('jp', 'common.confirm') }).click();
  await page.getByText(label('jp', 'msg.logoutSuccess')).waitFor();

  // Back home as a visitor: no session is stored, and the old token no longer works on the server.
  await page.waitForURL(/#\/$/);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}'));
  expect(after.token ?? '').toBe('');
  const info = await (await fetch(`${server.url}/api/user/info`, { headers: { authorization: session.token } })).json();
  expect(info.code).toBe(999);
  expect(problems).toEqual([]);
  await context.close();
});

test('server refusals are toasted in the app language (default hk, then Arabic)', async () => {
  for (const lang of ['hk', 'ar']) {
    const { page, problems, context } = await newPage(browser);
    if (lang !== 'hk') await context.addInitScript((l) => localStorage.setItem('pipkit.lang', l), lang);
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[name="account"]').fill(`nobody.${lang}@example.com`);
    await page.locator('input[name="password"]').fill('wrong-pass-1');
    await page.locator('form button[type="submit"]').click();
    // The server answers 'Incorrect account or password' rendered in the `lang` header the app sends.
    await page.getByText(serverMessage(lang, 'badLogin')).waitFor();
    expect(await page.getByText('Incorrect account or password').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }
});

test('every language: the markets screen opens with its own labels (no raw key), the whole dictionary follows for the next screen', async () => {
  const langs = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'];
  for (const lang of langs) {
    const { context, page, problems } = await newPage(browser);
    await context.addInitScript((l) => localStorage.setItem('pipkit.lang', l), lang);
    const dictionaries: string[] = [];
    page.on('request', (r) => {
      const file = /assets\/((first-)?[a-z]+)-[\w-]{7,8}\.js$/.exec(r.url())?.[1]; // not a chunk named by its hash alone
      if (file && (file === lang || file === `first-${lang}`)) dictionaries.push(file);
    });
    await page.goto(`${server.url}/#/`);
    await page.locator('button.pk-row').first().waitFor();
    const { shown, first } = await shownKeys(page);
    expect(shown, `${lang} /: ${first}`).not.toMatch(rawKey);
    // The part came first; the whole dictionary after it, without anyone asking.
    await expect.poll(() => dictionaries, { timeout: 10_000 }).toEqual([`first-${lang}`, lang]);
    await page.evaluate(() => (location.hash = '#/news'));
    await page.locator('h1:visible').first().waitFor({ timeout: 10_000 }); // the markets screen stays, hidden
    expect(await page.locator('body').innerText(), `${lang} /news`).not.toMatch(rawKey);
    expect(problems, lang).toEqual([]);
    await context.close();
  }
});

test("signed in, /user and /order open with their own labels (no raw key) while the whole dictionary is held back", async () => {
  const demo = (await (await fetch(`${server.url}/api/user/createAccountDemoForU?demo_id=screen_labels_${Date.now()}`)).json()) as {
    data: { token: string; user: unknown };
  };
  for (const lang of ['hk', 'en']) {
    for (const path of ['/user', '/order']) {
      const { context, page, problems } = await newPage(browser);
      await context.addInitScript(
        ([l, session]) => {
          localStorage.setItem('pipkit.lang', l);
          localStorage.setItem('pipkit.session', session);
        },
        [lang, JSON.stringify({ token: demo.data.token, user: demo.data.user })],
      );
      // The whole dictionary (and the English fallback) waits until the screen has been read.
      const { asked: dictionaries, release } = await holdDictionaries(page);
      await page.goto(`${server.url}/#${path}`);
      await page.getByText('10,000.00').first().waitFor();
      const { shown, first } = await shownKeys(page);
      expect(shown, `${lang} ${path}: ${first}`).not.toMatch(rawKey);
      expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"][href*="/first-"]').length), `${lang} ${path}: its part preloaded`).toBe(1);
      release();
      // The whole dictionary follows, without anyone asking, and the next screen shows its labels.
      await expect.poll(() => dictionaries.includes(lang), { timeout: 10_000, message: `${lang} ${path}` }).toBe(true);
      await page.evaluate(() => (location.hash = '#/wallet'));
      await page.locator('h1:visible').first().waitFor({ timeout: 10_000 });
      await expect.poll(async () => page.locator('body').innerText(), { timeout: 10_000 }).not.toMatch(rawKey);
      expect(problems, `${lang} ${path}`).toEqual([]);
      await context.close();
    }
  }
});

test("a visitor's /trade opens with its code and its own labels started with the page (no raw key) while the whole dictionary is held back", async () => {
  for (const lang of ['hk', 'en']) {
    const { context, page, problems } = await newPage(browser);
    await context.addInitScript((l) => localStorage.setItem('pipkit.lang', l), lang);
    const { asked: dictionaries, release } = await holdDictionaries(page);
    await page.goto(`${server.url}/#/trade`);
    // the pair's heading and the ticket's summary (a phone's layout: the ticket folded into its button)
    await page.locator('h1', { hasText: '/' }).waitFor();
    await page.locator('form[data-layout="sheet"] button[aria-expanded]').waitFor();
    const { shown, first } = await shownKeys(page);
    expect(shown, `${lang} /trade: ${first}`).not.toMatch(rawKey);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => (l as HTMLLinkElement).href));
    expect(preloaded.filter((href) => /\/first-/.test(href)), `${lang}: the trade screen's part of the labels`).toEqual([expect.stringMatching(new RegExp(`/first-trade-${lang}-`))]);
    expect(preloaded.some((href) => chunkOf('screen~trade').test(href)), `${lang}: the screen's code with the page`).toBe(true);
    release();
    await expect.poll(() => dictionaries.includes(lang), { timeout: 10_000, message: `${lang} /trade` }).toBe(true);
    expect(problems, lang).toEqual([]);
    await context.close();
  }
});

test("a visitor's trade list and categories are asked for once, by the page, when the app opens on / or /trade, and the list again on every navigation back", async () => {
  for (const start of ['/', '/trade']) {
    const { context, page, problems } = await newPage(browser);
    let asked = 0;
    page.on('request', (r) => void (/\/v1\/api\/forex\/trade_list\?/.test(r.url()) && asked++));
    // Who sent each of the list's requests: the script at the top of its stack.
    const sentBy: Array<{ url: string; by: string }> = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const top = initiator.stack?.callFrames[0]?.url ?? '';
      if (/\/v1\/api\/forex\/(trade_list|getCategories)\?/.test(request.url)) sentBy.push({ url: request.url, by: top.slice(top.lastIndexOf('/') + 1) });
    });
    await cdp.send('Network.enable');
    await page.goto(`${server.url}/#${start}`);
    // the markets' rows, or the trade screen's heading: the pair's name
    await (start === '/' ? page.locator('button.pk-row').first() : page.locator('h1', { hasText: '/' })).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked, `opening ${start}`).toBe(1);
    // theme-boot.js asked with the page (src/app/firstAsks.ts: a visitor's too), and the app took both answers
    for (const first of FIRST_ASKS[start].urls) {
      const sent = sentBy.filter((r) => r.url.replace(/[?&]t=\d+$/, '') === `${server.url}${first}`);
      expect(sent.map((r) => r.by), `${start}: ${first} asked for once, by the page`).toEqual(['theme-boot.js']);
    }
    await cdp.detach();
    await page.evaluate(() => (location.hash = '#/news'));
    await page.locator('h1:visible').first().waitFor({ timeout: 10_000 });
    await page.evaluate((to) => (location.hash = `#${to}`), start);
    await expect.poll(() => asked, { timeout: 10_000, message: `back on ${start}` }).toBe(2);
    expect(problems, start).toEqual([]);
    await context.close();
  }
});

test('opening on /, /trade, /user or /order, what the screen does not show starts once its content has painted (the manifest named then too)', async () => {
  // A signed-in trader: the bell, the user's refresh and the trading preferences are theirs (docs/performance.md
  // "First content first").
  const demo = (await (await fetch(`${server.url}/api/user/createAccountDemoForU?demo_id=first_content_${Date.now()}`)).json()) as {
    data: { token: string; user: unknown };
  };
  const elsewhere = [
    chunkOf('widgets/Notifications/index.ts'),
    chunkOf('AppNotices.tsx'),
    chunkOf('screen~trade'), // the trade screen's idle prefetch (its module is in the chunk of its code)
    /\/api\/user\/info\?/,
    /\/api\/company\/getCompanyStatus\?/, // the service-mode check (its code shares a chunk with the product screen's)
    /assets\/en-[\w-]{7,8}\.js$/,
  ];
  const screens = [
    // the quote rows; the whole dictionary and the company's settings wait too (only the first labels are shown), and
    // the trading preferences (one-click trading on the rows; the other two screens do not ask for them)
    {
      path: '/',
      content: 'rows',
      held: [...elsewhere, /\/api\/basicSet\/getBasicInfo\?/, /assets\/hk-[\w-]{7,8}\.js$/, /\/v1\/api\/user\/preferences\?/],
      own: /\/v1\/api\/forex\/trade_list\?/,
    },
    // the pair's ticket (on a phone its summary: the pair is in); the chart's library, its candles and position lines,
    // the ticket's market hours and its confirmation's code follow, and the whole dictionary; the screen's code starts
    // with the page
    {
      path: '/trade',
      content: 'ticket',
      code: chunkOf('screen~trade'),
      held: [
        ...elsewhere.filter((re) => re.source !== chunkOf('screen~trade').source),
        /assets\/hk-[\w-]{7,8}\.js$/,
        chunkOf('lightweight-charts.production.mjs'),
        chunkOf('widgets/OrderTicket/OrderConfirm.tsx'),
        /\/v1\/api\/forex\/kline\?/,
        /\/v1\/api\/forex\/my_deal\?/,
        /\/v1\/api\/forex\/trading_hours\?/,
      ],
      own: /\/v1\/api\/forex\/trade_list\?/,
    },
    // the balance (a demo account's 10,000.00), asked for once, by the page; the screen's code starts with the page;
    // both open with their part of the dictionary, and the whole one waits too
    { path: '/user', content: 'balance', held: [...elsewhere, /assets\/hk-[\w-]{7,8}\.js$/], own: /\/v1\/api\/main\/wallet\/getBalance\?/, code: chunkOf('screen~user') },
    // (on /order before the order list the screen asks for when it mounts); the trade list (the order list's lot rules
    // and rates, for a position's detail) waits too
    {
      path: '/order',
      content: 'balance',
      held: [...elsewhere, /assets\/hk-[\w-]{7,8}\.js$/, /\/v1\/api\/forex\/trade_list\?/],
      own: /\/v1\/api\/main\/wallet\/getBalance\?/,
      code: chunkOf('screen~order'), // the screen's module is in the chunk of its code (scripts/screen-groups.ts)
      mounted: /\/v1\/api\/forex\/my_deal\?/,
    },
  ];
  for (const { path, content, held, own, code, mounted } of screens) {
    const { context, page, problems } = await newPage(browser);
    await context.addInitScript(
      ([session, what]) => {
        localStorage.setItem('pipkit.session', session);
        // When the screen's content enters the page.
        new MutationObserver((_, observer) => {
          const there =
            what === 'rows'
              ? !!document.querySelector('button.pk-row')
              : what === 'ticket'
                ? !!document.querySelector('form[data-layout="sheet"] button[aria-expanded]')
                : !!document.body?.textContent?.includes('10,000.00');
          if (!there) return;
          (window as unknown as { contentAt: number }).contentAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true, characterData: true });
        // When the balance's paint is presented, the screen's largest (the screens name it: src/core/firstContent.ts
        // holds the work until its report). Every largest paint is kept as reported, for a failure's message.
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null; size: number }>) {
            const w = window as unknown as { contentPaintAt?: number; paints?: string[] };
            const el = e.element;
            (w.paints ??= []).push(`${e.startTime.toFixed(0)} ms, ${e.size} px², ${el ? `${el.tagName} ${el.closest('[data-testid]')?.getAttribute('data-testid')}` : 'element gone'}`);
            if (w.contentPaintAt === undefined && el?.closest('[data-testid="summary-balance"], [data-testid="pipkit-balance"]')) w.contentPaintAt = e.startTime;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // When the web app manifest is named (src/app/manifestLink.ts).
        new MutationObserver((_, observer) => {
          if (!document.querySelector('link[rel="manifest"]')) return;
          (window as unknown as { manifestAt: number }).manifestAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      },
      [JSON.stringify({ token: demo.data.token, user: demo.data.user }), content],
    );
    // Who sent each API request: the script at the top of its stack.
    const sentBy: Array<{ url: string; by: string }> = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (!/\/api\//.test(request.url)) return;
      const top = initiator.stack?.callFrames[0]?.url ?? '';
      sentBy.push({ url: request.url, by: top.slice(top.lastIndexOf('/') + 1) });
    });
    await cdp.send('Network.enable');
    await page.goto(`${server.url}/#${path}`);
    const started = async () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, at: e.startTime })));
    await expect
      .poll(
        async () => {
          const entries = await started();
          return held.filter((re) => !entries.some((e) => re.test(e.url))).map(String);
        },
        { timeout: 10_000, message: path },
      )
      .toEqual([]);
    const contentAt = await page.evaluate(() => (window as unknown as { contentAt?: number }).contentAt);
    expect(contentAt, `${path}: its ${content} shown`).toBeGreaterThan(0);
    const entries = await started();
    // On /user and /order the balance is the screen's largest paint, and the held work started after it was
    // presented, not merely after it entered the page (in Lighthouse a request started before the paint is one the
    // paint waited for); the markets and trade screens name no one element, and their held work starts after the
    // content entered the page and the next paint after it.
    // The report of a paint is a task of its own, which may come after the held work started (the comparison below
    // says whether that work waited for the paint), so its arrival is waited for.
    const paint = () => page.evaluate(() => (window as unknown as { contentPaintAt?: number }).contentPaintAt);
    if (content === 'balance') {
      const paints = async () => (await page.evaluate(() => (window as unknown as { paints?: string[] }).paints ?? [])).join('; ');
      await expect
        .poll(paint, { timeout: 5_000 })
        .toBeGreaterThan(contentAt!)
        .catch(async (e: Error) => {
          throw new Error(`${path}: the balance is a largest paint: ${e.message} (the largest paints reported: ${await paints()})`);
        });
    }
    const contentPaintAt = await paint();
    const after = contentPaintAt ?? contentAt!;
    for (const re of held) {
      const first = entries.find((e) => re.test(e.url))!;
      expect(first.at, `${path}: ${re} started after the ${content} (${after.toFixed(0)} ms)`).toBeGreaterThan(after);
    }
    // The manifest too: named once the content has painted, and the installed app takes the page's colour.
    await expect.poll(() => page.evaluate(() => (window as unknown as { manifestAt?: number }).manifestAt), { message: path }).toBeGreaterThan(contentAt!);
    const colours = await page.evaluate(async () => ({
      page: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content,
      manifest: ((await (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json()) as { theme_color: string }).theme_color,
    }));
    expect(colours.manifest, path).toBe(colours.page);
    // What the screen shows did not wait.
    expect(entries.find((e) => own.test(e.url))!.at, path).toBeLessThan(contentAt!);
    if (code) {
      const asked = entries.filter((e) => own.test(e.url));
      expect(asked, `${path}: the balance asked for once (the screen took the start's answer)`).toHaveLength(1);
      if (mounted) expect(asked[0].at, `${path}: the balance asked for before the screen mounted`).toBeLessThan(entries.find((e) => mounted.test(e.url))!.at);
      // theme-boot.js preloaded the screen's code (scripts/vite-screen-preload.ts), and the router took that copy
      const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));
      expect(preloads.filter((href) => code.test(href)), `${path}: the screen's code preloaded with the page`).toHaveLength(1);
      expect(entries.filter((e) => code.test(e.url)), `${path}: the screen's code fetched once`).toHaveLength(1);
    }
    // theme-boot.js sent the screen's first requests with the page, and the app took each answer
    // (src/app/pageAsks.ts): each is asked for once, so the list is what the screen asks for.
    for (const first of FIRST_ASKS[path].urls) {
      const sent = sentBy.filter((r) => r.url.replace(/[?&]t=\d+$/, '') === `${server.url}${first}`);
      expect(sent.map((r) => r.by), `${path}: ${first} asked for once, by the page`).toEqual(['theme-boot.js']);
    }
    expect(problems, path).toEqual([]);
    await context.close();
  }
});

test('the entry and the chart library are served with the compile hint as their first line, a lazy screen without', async () => {
  const manifest = JSON.parse(readFileSync('dist-app/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const file = (module: string) => Object.entries(manifest).find(([k]) => k.endsWith(module))![1].file;
  // as the browser receives them: the brotli copies the server sends, decoded
  const served = async (f: string) => (await fetch(`${server.url}/${f}`, { headers: { 'accept-encoding': 'br' } })).text();
  for (const f of [file('index.html'), file('lightweight-charts.production.mjs')]) expect((await served(f)).startsWith(HINT), f).toBe(true);
  expect(await served(file('screens/NewsScreen.tsx'))).not.toContain(HINT.trim());
});
