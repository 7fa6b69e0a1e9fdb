import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';

// Issue 6 journeys against the real server and the built app: news, ranking and its copy dialog, main mode company search
// (cookie kept 3 years), status 0 → withdrawal page, the built-in support chat with an operator reply pushed live,
// and the app in Arabic (dir="rtl", mirrored navigation).

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

async function go(page: Page, path: string) {
  await page.goto(`${server.url}/#${path}`);
}

async function english(browser: Browser) {
  const p = await newPage(browser, { language: 'en' });
  return p;
}

describe('content journeys', () => {
  it('reads a news article', async () => {
    const { context, page, problems } = await english(browser);
    await go(page, '/news');
    await page.getByRole('heading', { name: 'News', exact: true }).waitFor();
    await page.getByText('No more').waitFor();
    await page.getByRole('link', { name: /Understanding margin and risk rate/ }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/news/detail?id='));
    await page.getByRole('heading', { name: 'Understanding margin and risk rate' }).waitFor();
    // The article's content appears once the sanitiser (a lazy chunk) has loaded.
    await page.getByRole('heading', { name: 'Risk rate', exact: true }).waitFor();
    expect(await page.getByTestId('news-content').innerText()).toContain('stop-out level');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the ranking and a trader\'s copy dialog (a visitor is asked to log in); the copy-trading tab shows the same list', async () => {
    const { context, page, problems } = await english(browser);
    await go(page, '/rank');
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
    const cards = page.getByRole('list', { name: 'Trader ranking' }).getByRole('button');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const first = (await cards.first().innerText()).split('\n');
    await cards.first().click();
    // Copy trading (docs/trading.md "Copy trading"): the card's trader, and a login first for a visitor.
    const dialog = page.getByRole('dialog', { name: `Copy ${first[1]}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Log in to copy traders.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Copy trading' }).click();
    await page.getByRole('heading', { name: 'Copy trading' }).waitFor();
    expect(await page.getByRole('link', { name: 'Copy trading' }).getAttribute('aria-current')).toBe('page');
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('main mode: /product searches companies; the choice is kept in a cookie for 3 years', async () => {
    await server.admin('company-mode', 'main');
    try {
      const { context, page, problems } = await english(browser);
      // Record what the app writes to document.cookie (the browser only reports the capped expiry).
      await context.addInitScript(() => {
        const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
        const writes: string[] = [];
        (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
        Object.defineProperty(document, 'cookie', {
          get: () => desc.get!.call(document),
          set: (v: string) => {
            writes.push(v);
            desc.set!.call(document, v);
          },
        });
      });
      await go(page, '/product');
      await page.getByRole('heading', { name: 'Search companies' }).waitFor();
      await page.getByLabel('Company name').fill('helios');
      await page.getByRole('heading', { name: 'Helios Capital Services' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[aria-labelledby^="pipkit-company-"]').length === 1);
      await page.getByRole('button', { name: 'Select Helios Capital Services' }).click();
      await page.getByRole('button', { name: 'Selected Helios Capital Services' }).waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === 'pipkit_company');
      expect(cookie?.value).toMatch(/^\d+$/);
      // The app asks for 3 years (Max-Age=94608000); Chromium caps cookie lifetimes at 400 days, and the app renews
      // the cookie at every start, so a returning user keeps the choice (docs/content.md).
      const days = (cookie!.expires * 1000 - Date.now()) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(399);
      const written = await page.evaluate(() => (window as unknown as { __cookieWrites?: string[] }).__cookieWrites ?? []);
      expect(written.some((w) => /^pipkit_company=\d+; Max-Age=94608000; Path=\/; SameSite=Lax$/.test(w))).toBe(true);
      // The complaint e-mail follows the chosen company.
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await server.admin('company-mode', 'normal');
    }
  });

  it('status 0 sends the browser to the withdrawal page, in the language and colours the app had', async () => {
    await server.admin('company-mode', 'normal', '--status', '0');
    try {
      const { context, page } = await english(browser);
      // The trader chose the dark theme on a light device: the page follows the choice, not the device.
      await context.addInitScript(() => localStorage.setItem('pipkit.settings', JSON.stringify({ theme: 'dark' })));
      await go(page, '/');
      await page.waitForURL(/\/unavailable\.html\?lang=en&theme=dark$/);
      await page.getByRole('heading', { name: 'Service unavailable' }).waitFor();
      expect(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(14, 19, 27)');
      await context.close();
    } finally {
      await server.admin('company-mode', 'normal', '--status', '1');
    }
  });

  it('a logged-in user sends a chat message and sees the operator’s reply', async () => {
    const email = `chat.${Date.now()}@example.com`;
    await server.admin('create-user', email, 'chat-pass-1');
    const { context, page, problems } = await english(browser);
    await go(page, '/login');
    await page.locator('input[name="account"]').fill(email);
    await page.locator('input[name="password"]').fill('chat-pass-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));

    await go(page, '/mine/chat');
    const frameEl = page.locator('iframe[title="Customer service chat"]');
    await frameEl.waitFor();
    const src = (await frameEl.getAttribute('src'))!;
    expect(src).toContain('/support/chat?');
    expect(new URL(src).searchParams.get('email')).toBe(email);
    // The built-in chat opens in the app's colour scheme (here the device's, light).
    expect(new URL(src).searchParams.get('theme')).toBe('light');
    const frame = page.frameLocator('iframe[title="Customer service chat"]');
    await frame.getByPlaceholder('Type a message').fill('Hello, where is my deposit?');
    await frame.getByRole('button', { name: 'Send' }).click();
    await frame.locator('li[data-sender="user"]', { hasText: 'Hello, where is my deposit?' }).waitFor();

    const conversations = JSON.parse(await server.admin('chat-list')) as Array<{ id: number; email: string; unread: number }>;
    const conv = conversations.find((c) => c.email === email)!;
    expect(conv.unread).toBe(1);
    await server.admin('chat-reply', String(conv.id), 'It was credited a minute ago.');
    // Pushed over the socket (the page's poll only runs when the socket is down, every 5 s).
    await frame.locator('li[data-sender="operator"]', { hasText: 'It was credited a minute ago.' }).waitFor({ timeout: 4000 });
    // The device turns dark: the app follows, and so does the chat in its frame, with the conversation kept.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => new URL(document.querySelector('iframe')!.src).searchParams.get('theme') === 'dark');
    await frame.locator('li[data-sender="operator"]', { hasText: 'It was credited a minute ago.' }).waitFor();
    expect(await frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(14, 19, 27)');
    await page.emulateMedia({ colorScheme: 'light' });

    // The same user reads the announcement; on a site titled DEMO it carries the red '(DEMO test)' note.
    await go(page, '/mine/announcement');
    await page.getByText('Our services are not provided to North Korea, Israel, China, Vanuatu and Cuba.').waitFor();
    expect(await page.getByText('(DEMO test)').count()).toBe(0);
    await server.admin('set-setting', 'title', 'DEMO');
    try {
      await page.reload();
      const note = page.getByText('(DEMO test)');
      await note.waitFor();
      expect(await note.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    } finally {
      await server.admin('set-setting', 'title', 'Pipkit');
    }
    // The complaint e-mail screen shows an address that reaches someone: on a server reached by IP (127.0.0.1) not
    // "complaints@127.0.0.1" but the first listed company's.
    await go(page, '/mine/email');
    await page.getByTestId('complaint-email').waitFor();
    expect(await page.getByTestId('complaint-email').innerText()).toBe('complaints@northbridge.example');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Arabic: dir="rtl" and mirrored navigation', async () => {
    const { context, page, problems } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('pipkit.lang', 'ar'));
    await go(page, '/news');
    await page.getByRole('heading', { name: 'الأخبار', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // Tab bar: the first tab (copy trading) sits at the right edge, the last (trade) at the left.
    const tabs = page.getByRole('navigation').last().getByRole('link');
    const first = (await tabs.first().boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    // The back button sits at the right of the title.
    const back = (await page.getByRole('button', { name: 'رجوع' }).boundingBox()) ?? (await page.locator('header button').first().boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'الأخبار', exact: true }).boundingBox())!;
    expect(back.x).toBeGreaterThan(title.x);
    await go(page, '/mine/announcement');
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    // A visitor can chat too: the built-in chat page speaks Arabic, right to left.
    await go(page, '/mine/chat');
    const chat = page.frameLocator('iframe');
    await chat.getByRole('button', { name: 'إرسال' }).waitFor();
    expect(await chat.locator('html').getAttribute('dir')).toBe('rtl');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('every language: the content screens show real labels (no raw keys) and the right direction', async () => {
    const langs = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'];
    for (const lang of langs) {
      const { context, page, problems } = await newPage(browser);
      await context.addInitScript((l) => localStorage.setItem('pipkit.lang', l), lang);
      for (const path of ['/rank', '/news', '/feedback']) {
        await go(page, path);
        await page.locator('main h1, h1').first().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(300);
        const text = await page.locator('body').innerText();
        expect(text, `${lang} ${path}`).not.toMatch(/\b(content|announcement|common|msg|tab)\.[a-zA-Z]+\b/);
        expect(await page.evaluate(() => document.documentElement.dir), lang).toBe(lang === 'ar' || lang === 'fa' ? 'rtl' : 'ltr');
      }
      expect(problems, lang).toEqual([]);
      await context.close();
    }
  });
});
