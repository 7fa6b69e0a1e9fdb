// A screen whose code cannot be fetched — a phone that lost its connection, or a deploy that replaced the hashed files
// under an open page — shows why and a way on, never a blank page (docs/app.md "When a part cannot load").
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chunkOf, launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { label } from './dict';
import { openTicket, placeFromTicket, pushQuote, tryDemo } from './trading';

let server: RunningServer;
let browser: Browser;

let RANK_CHUNK: RegExp;
let NOTICES_CHUNK: RegExp;
beforeAll(async () => {
  RANK_CHUNK = chunkOf('screens/RankScreen.tsx');
  NOTICES_CHUNK = chunkOf('AppNotices.tsx');
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rankTitle = (page: Page) => page.getByRole('heading', { name: label('hk', 'content.rankTitle') });

/** Uncaught errors of the page (a blank app starts with one); the harness's own list also holds the failed fetches. */
function crashesOf(page: Page): string[] {
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  return crashes;
}

/** The markets screen with everything the app fetches when idle already in (the full dictionary, the notices). */
async function openMarkets(page: Page, url = server.url) {
  await page.goto(`${url}/#/`);
  await expect.poll(() => page.locator('[data-line]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForFunction(
    (notices) => performance.getEntriesByType('resource').some((e) => new RegExp(notices).test(e.name)),
    NOTICES_CHUNK.source,
    { timeout: 15_000 },
  );
}

test('offline, a screen not visited yet says it could not load; it comes by itself when the connection is back', async () => {
  const { page, context } = await newPage(browser);
  const crashes = crashesOf(page);
  await openMarkets(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: label('hk', 'tab.ranking') }).click();
  const alert = page.getByRole('alert').filter({ hasText: label('hk', 'common.loadFailed') });
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
  // Only that screen: the tab bar is still there to go elsewhere, and the markets screen still shows.
  await expect.poll(() => page.getByRole('link', { name: label('hk', 'tab.quotes') }).isVisible()).toBe(true);
  await page.getByRole('link', { name: label('hk', 'tab.quotes') }).click();
  await expect.poll(() => page.locator('[data-line]').first().isVisible()).toBe(true);
  await page.getByRole('link', { name: label('hk', 'tab.ranking') }).click();
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);

  await context.setOffline(false); // the browser says 'online': the screen is fetched again without a tap
  await expect.poll(() => rankTitle(page).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => alert.count()).toBe(0);
  expect(crashes).toEqual([]);
  await context.close();
});

test('back online before requests get through: the screen is not taken for a stale file and comes once the connection has settled', async () => {
  const { page, context } = await newPage(browser);
  const crashes = crashesOf(page);
  let through = false;
  let refused = 0;
  await page.route(RANK_CHUNK, (route) => {
    if (through) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await openMarkets(page);

  await page.getByRole('link', { name: label('hk', 'tab.ranking') }).click();
  const alert = page.getByRole('alert').filter({ hasText: label('hk', 'common.loadFailed') });
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
  // The browser says it is online, and the fetch made at that moment still fails (a phone's radio before its route).
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(() => refused, { timeout: 10_000 }).toBe(2);
  // Said again as "check your connection", not "the app may have been updated" (whose Reload would be the only way on).
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
  expect(await page.getByRole('alert').filter({ hasText: label('hk', 'common.staleApp') }).count()).toBe(0);
  through = true;
  await expect.poll(() => rankTitle(page).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(refused).toBe(2);
  expect(crashes).toEqual([]);
  await context.close();
});

test('a screen whose file is gone after a deploy: Retry, then Reload brings the app back on that screen', async () => {
  const { page, context } = await newPage(browser);
  const crashes = crashesOf(page);
  let refused = 0;
  await page.route(RANK_CHUNK, (route) => {
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await openMarkets(page);

  await page.getByRole('link', { name: label('hk', 'tab.ranking') }).click();
  const alert = page.getByRole('alert').filter({ hasText: label('hk', 'common.loadFailed') });
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
  await alert.getByRole('button', { name: label('hk', 'common.retry') }).click();
  // Online and failing again: the file is not coming back, so the way out is the current version of the app.
  const stale = page.getByRole('alert').filter({ hasText: label('hk', 'common.staleApp') });
  await expect.poll(() => stale.count(), { timeout: 10_000 }).toBe(1);
  expect(refused).toBe(2);

  await page.unroute(RANK_CHUNK);
  await stale.getByRole('button', { name: label('hk', 'common.reload') }).click();
  await page.waitForURL(/#\/rank$/);
  await expect.poll(() => rankTitle(page).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(crashes).toEqual([]);
  await context.close();
});

test('the chart library not reachable: the chart says so, the order ticket still shows, Retry brings the chart', async () => {
  const { page, context } = await newPage(browser);
  const crashes = crashesOf(page);
  const CHART_LIBRARY = chunkOf('lightweight-charts/dist/lightweight-charts.production.mjs');
  await page.route(CHART_LIBRARY, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.goto(`${server.url}/#/trade`);

  const alert = page.getByRole('alert').filter({ hasText: label('hk', 'common.loadFailed') });
  await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: new RegExp(label('hk', 'trade.buy')) }).first().isVisible()).toBe(true);

  await page.unroute(CHART_LIBRARY);
  await alert.getByRole('button', { name: label('hk', 'common.retry') }).click();
  await expect.poll(() => page.locator('[data-testid="chart-host"]:not([data-chart-pending])').count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => alert.count()).toBe(0);
  expect(crashes).toEqual([]);
  await context.close();
});

test('stop-out prices whose code could not be fetched come once the browser is back online', async () => {
  expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
  const { page, context } = await newPage(browser, { language: 'en' });
  const crashes = crashesOf(page);
  const WATCHER = chunkOf('internal/trading/stopout-watch.ts');
  let refused = 0;
  await page.route(WATCHER, (route) => {
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await tryDemo(page, server);
  await openTicket(page);
  await page.getByLabel('Lots', { exact: true }).fill('4'); // enough that a price of this pair alone stops it out
  await placeFromTicket(page, 'Buy');
  await page.getByText('Order opened').waitFor();
  await page.evaluate(() => (location.hash = '#/order?type=1'));
  const row = page.locator('button[data-order-id]:visible');
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
  // The line keeps its place with a dash while the price is unknown.
  await expect.poll(() => row.getByTestId('stop-out').textContent()).toContain('--');

  await page.unroute(WATCHER);
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(() => row.getByTestId('stop-out').textContent(), { timeout: 10_000 }).toMatch(/^Stop-out \d\.\d{5}/);
  expect(crashes).toEqual([]);
  await context.close();
});

test('a deploy while the page is open: the app says a new version is ready, and Reload starts it', async () => {
  // A server of its own on a copy of the build, so the deploy below touches no other journey's files.
  const appDir = mkdtempSync(join(tmpdir(), 'pipkit-app-'));
  cpSync('dist-app', appDir, { recursive: true });
  const deployed = await startServer({ FEED: 'manual', APP_DIR: appDir });
  try {
    const { page, context } = await newPage(browser);
    const crashes = crashesOf(page);
    await openMarkets(page, deployed.url);
    const notice = page.getByRole('status').filter({ hasText: label('hk', 'common.updateReady') });
    let asked = 0; // the page asking the server for index.html
    page.on('request', (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/' && (asked += 1));
    const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // Coming back to the tab asks the server (once the notices are mounted); nothing new yet.
    await expect.poll(async () => (await comeBack(), asked), { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await notice.count()).toBe(0);

    // The deploy: a new entry file, and the page that starts it (only the plain index.html, so none of its
    // compressed copies is sent instead).
    const html = readFileSync(join(appDir, 'index.html'), 'utf8');
    const entry = /src="\.\/assets\/(index-[\w-]+)\.js"/.exec(html)![1];
    cpSync(join(appDir, 'assets', `${entry}.js`), join(appDir, 'assets', 'index-NextBuild.js'));
    rmSync(join(appDir, 'index.html.br'));
    rmSync(join(appDir, 'index.html.gz'));
    writeFileSync(join(appDir, 'index.html'), html.replace(`${entry}.js`, 'index-NextBuild.js'));

    // At most one question a minute: back online within it asks nothing.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 500));
    expect(asked).toBe(1);
    await page.clock.install();
    await page.clock.fastForward('02:00');
    await comeBack();
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(1);
    expect(asked).toBe(2);

    await notice.getByRole('button', { name: label('hk', 'common.reload') }).click();
    await page.waitForFunction(() => !!document.querySelector('script[src="./assets/index-NextBuild.js"]'), undefined, { timeout: 15_000 });
    await expect.poll(() => page.locator('[data-line]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await notice.count()).toBe(0);
    expect(crashes).toEqual([]);
    await context.close();
  } finally {
    await deployed.stop();
    rmSync(appDir, { recursive: true, force: true });
  }
});

test('the first labels carry what may show before the full dictionary: the connection banner and a failed load', async () => {
  const html = readFileSync('dist-app/index.html', 'utf8');
  const island = JSON.parse(/<script type="application\/json" id="pipkit-dictionaries">(.*?)<\/script>/s.exec(html)![1]);
  for (const lang of ['hk', 'en', 'ar']) {
    const part = readFileSync(`dist-app/${island.first[lang]}`, 'utf8');
    for (const key of ['connection.offline', 'connection.reconnecting', 'common.loadFailed', 'common.retry']) {
      expect(part, `${lang} ${key}`).toContain(JSON.stringify(label(lang, key)).slice(1, -1));
    }
  }
});
