import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { serveStatic, type StaticServer } from './static';

// The two partner examples (examples/README.md), built and loaded in Chromium against the reference server, each
// from an origin of its own (CORS_ORIGINS lists both):
// - plain-html: a static page importing the repository's dist/embed/index.js, custom elements;
// - react-partner: a Vite + React site importing the BUILT package (`pipkit/quote-list` …) through its exports map.

const ROOT = resolve('.');
const REACT_DIR = join(ROOT, 'examples/react-partner');
const BRAND = 'rgb(107, 47, 191)'; // #6b2fbf in examples/react-partner/src/App.tsx

let server: RunningServer;
let plainSite: StaticServer;
let reactSite: StaticServer;
let reactOut: string;
let browser: Browser;

const quote = (code: string, bid: string, ask: string) =>
  fetch(`${server.url}/admin/api/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, bid, ask }),
  }).then((r) => r.json() as Promise<{ code: number }>);

/** The package build the examples use: dist/ from `npm run build:lib` (npm test builds it first). */
function ensurePackageBuilt() {
  const exportsMap = JSON.parse(readFileSync('package.json', 'utf8')).exports as Record<string, unknown>;
  for (const sub of ['./quote-list', './chart', './order-ticket', './provider', './theme', './toast', './embed']) {
    if (!exportsMap[sub]) throw new Error(`package.json exports has no "${sub}", which examples/react-partner imports`);
  }
  const needed = ['dist/embed/index.js', 'dist/core/index.js'];
  if (needed.some((f) => !existsSync(f))) {
    console.info('examples.e2e: dist/ is missing, running `npm run build:lib`');
    execSync('npm run build:lib', { stdio: 'inherit' });
  }
  const missing = needed.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`the package build did not produce ${missing.join(', ')} (npm run build:lib)`);
}

/**
 * Builds examples/react-partner with its own vite.config.ts. No install: `pipkit` is linked as `npm install` would
 * link `"pipkit": "file:../.."` (node_modules/pipkit → the repository), so imports resolve through the package's
 * exports map to dist/; react, react-dom and styled-components come from the repository's node_modules.
 */
async function buildReactPartner(): Promise<string> {
  const link = join(REACT_DIR, 'node_modules/pipkit');
  if (!existsSync(link) && !isLink(link)) {
    mkdirSync(join(REACT_DIR, 'node_modules'), { recursive: true });
    symlinkSync('../../..', link, 'dir');
  }
  const outDir = mkdtempSync(join(tmpdir(), 'pipkit-react-partner-'));
  const { build } = await import('vite');
  await build({
    root: REACT_DIR,
    configFile: join(REACT_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
  return outDir;
}
function isLink(p: string) {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

const STYLE_PROPS = ['font-family', 'color', 'background-color', 'padding-top', 'border-radius', 'font-size', 'line-height'];

/** Computed styles of some of the partner's own elements. */
function hostStyles(page: Page, selectors: string[]) {
  return page.evaluate(
    ({ selectors, props }) =>
      selectors.map((sel) => {
        const el = document.querySelector(sel);
        if (!el) return `${sel}: missing`;
        const cs = getComputedStyle(el);
        return `${sel} { ${props.map((p) => `${p}: ${cs.getPropertyValue(p)}`).join('; ')} }`;
      }),
    { selectors, props: STYLE_PROPS },
  );
}

beforeAll(async () => {
  ensurePackageBuilt();
  reactOut = await buildReactPartner();
  // plain-html imports ../../dist/embed/index.js: serve the repository's examples/ and dist/ as they sit.
  plainSite = await serveStatic({ '/examples/': join(ROOT, 'examples'), '/dist/': join(ROOT, 'dist') });
  reactSite = await serveStatic({ '/': reactOut });
  server = await startServer({ FEED: 'manual', CORS_ORIGINS: `${plainSite.origin},${reactSite.origin}` });
  expect((await quote('EURUSD', '1.10000', '1.10010')).code).toBe(1);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await plainSite?.close();
  await reactSite?.close();
  if (reactOut) rmSync(reactOut, { recursive: true, force: true });
});

describe('partner examples', () => {
  it('plain-html: custom elements show live quotes, a chart and the ticket without touching the page', async () => {
    const url = `${plainSite.origin}/examples/plain-html/?api=${encodeURIComponent(server.url)}`;
    const hostSelectors = ['body', 'header', 'header h1', '#demo', '.card', '#log'];

    // The page's own look with no script at all, to compare with once the widgets are in.
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 900 } });
    const barePage = await bare.newPage();
    await barePage.goto(url);
    const before = await hostStyles(barePage, hostSelectors);
    await bare.close();

    const { context, page, problems } = await newPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(url);
    const eur = page.locator('pipkit-quote-list button[data-code="EURUSD"]');
    await expect.poll(() => eur.textContent(), { timeout: 15_000 }).toContain('1.10000');
    await quote('EURUSD', '1.10020', '1.10030');
    await expect.poll(() => eur.textContent(), { timeout: 5000 }).toContain('1.10020'); // a live tick over the socket

    await expect.poll(() => page.locator('pipkit-chart canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const canvas = await page.locator('pipkit-chart canvas').first().boundingBox();
    expect(canvas?.width).toBeGreaterThan(100);
    await page.locator('pipkit-order-ticket').getByRole('button', { name: /^Buy/ }).waitFor();
    expect(
      await page.evaluate(() => ['pipkit-quote-list', 'pipkit-chart', 'pipkit-order-ticket'].map((t) => !!document.querySelector(t)?.shadowRoot)),
    ).toEqual([true, true, true]);

    // Callbacks reach the page as DOM events (the page logs them).
    await eur.click();
    await expect.poll(() => page.locator('#log').textContent()).toContain('select-pair EURUSD');
    await page.locator('pipkit-order-ticket').getByRole('button', { name: /^Buy/ }).click();
    await expect.poll(() => page.locator('#log').textContent()).toContain('login-required');

    expect(await hostStyles(page, hostSelectors)).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('react-partner: the built package, themed with the brand, reports picked pairs, login required and orders', async () => {
    const { context, page, problems } = await newPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(`${reactSite.origin}/?api=${encodeURIComponent(server.url)}`);
    const eur = page.locator('button[data-code="EURUSD"]');
    await expect.poll(() => eur.textContent(), { timeout: 15_000 }).toMatch(/1\.100[0-9]0/);
    await quote('EURUSD', '1.10040', '1.10050');
    await expect.poll(() => eur.textContent(), { timeout: 5000 }).toContain('1.10040');
    await expect.poll(() => page.locator('main canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const buy = page.getByRole('button', { name: /^Buy/ });
    await buy.waitFor();

    // The partner's brand colour reaches the widgets (the ticket's primary parts, chips, focus …).
    const branded = await page.evaluate((brand) => {
      const els = [...document.querySelectorAll('main *')];
      return els.filter((e) => {
        const cs = getComputedStyle(e);
        return [cs.color, cs.backgroundColor, cs.borderTopColor, cs.borderBottomColor].includes(brand);
      }).length;
    }, BRAND);
    expect(branded).toBeGreaterThan(0);
    // The partner's own CSS is untouched by the widgets' styles.
    expect(await hostStyles(page, ['body', '.partner-button', '.partner-header'])).toEqual([
      expect.stringContaining('font-family: Georgia, serif; color: rgb(42, 30, 61); background-color: rgb(244, 241, 250)'),
      expect.stringContaining('font-family: Georgia, serif; color: rgb(107, 47, 191); background-color: rgb(255, 255, 255); padding-top: 6px; border-radius: 4px'),
      expect.stringContaining('color: rgb(255, 255, 255); background-color: rgb(42, 30, 61); padding-top: 12px'),
    ]);

    // Callbacks: the picked pair, login required, then the placed order.
    await page.locator('button[data-code="GBPUSD"]').click();
    await expect.poll(() => page.getByTestId('picked').textContent()).toBe('GBPUSD');
    await eur.click();
    await expect.poll(() => page.getByTestId('picked').textContent()).toBe('EURUSD');
    await buy.click();
    await page.getByTestId('login-required').waitFor();
    await page.getByTestId('login-required').getByRole('button', { name: /demo/ }).click();
    await expect.poll(() => page.getByTestId('login-required').count()).toBe(0);
    await buy.click();
    await page.getByTestId('confirm-order').click(); // one-click trading is off: the ticket asks first
    await expect.poll(() => page.getByTestId('placed').textContent(), { timeout: 10_000 }).toBe('buy 0.01 EURUSD');

    expect(problems).toEqual([]);
    await context.close();
  });
});
