import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { openTicket, pushQuote, tryDemo, placeFromTicket } from './trading';

// Issue 16's risk display against the real engine, with the manual feed so every price is chosen: a demo account
// buys 4 lots of EURUSD (about 113 % risk rate), the holding row and the detail show the stop-out price, a fall
// takes the margin bar into the margin-call zone with one warning, the position is still open AT the shown price and
// the engine stops it out one tick below it.

let server: RunningServer;
let browser: Browser;

const quote = (bid: string, ask: string) => pushQuote(server, bid, ask);

/** Price arithmetic in units of the fifth decimal (no floating point). */
const ticks = (s: string) => Number(s.replace('.', ''));
const price = (n: number) => (n / 100_000).toFixed(5);

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const)('stop-out price and margin bar (%s)', (_name, viewport) => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    expect((await quote('1.10000', '1.10010')).code).toBe(1);
    const opened = await newPage(browser, { viewport, language: 'en' });
    page = opened.page;
    problems = opened.problems;
  });
  afterAll(() => page?.context().close());

  it('shows where the account is stopped out, warns at the margin call, and the engine agrees to the tick', async () => {
    await tryDemo(page, server);
    await openTicket(page);
    await page.getByLabel('Lots', { exact: true }).fill('4');
    await placeFromTicket(page, 'Buy');
    await page.getByText('Order opened').waitFor();

    await page.evaluate(() => (location.hash = '#/order?type=1'));
    const bar = page.locator('[data-testid="margin-bar"]:visible');
    await expect.poll(() => bar.getAttribute('data-zone'), { timeout: 10_000 }).toBe('safe');
    await expect.poll(() => bar.textContent()).toContain('Margin call 100% · Stop-out 50%');

    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const line = row.getByTestId('stop-out');
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toMatch(/^Stop-out 1\.0\d{4}/);
    const stopOut = /1\.\d{5}/.exec((await line.textContent())!)![0];
    // 4 lots bought at 1.10010 with 50× leverage and a fee of 7 per lot: equity 9,972 + P&L, margin 8,800.80; the
    // level (50 %) is an equity of 4,400.40, so a bid near 1.10010 − 5,571.60 ÷ 400,000 ≈ 1.08618
    expect(Math.abs(ticks(stopOut) - 108618)).toBeLessThanOrEqual(1);

    await row.click();
    const sheet = page.getByRole('dialog');
    expect(await sheet.getByTestId('detail-stop-out').textContent()).toContain(stopOut);
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();

    // A fall to 1.09000 takes the risk rate to about 67 %: below the margin call, above the stop-out.
    expect((await quote('1.09000', '1.09010')).code).toBe(1);
    await expect.poll(() => bar.getAttribute('data-zone'), { timeout: 5000 }).toBe('marginCall');
    await page.getByText(/^Margin call: your risk rate is 6\d\.\d\d%/).waitFor();
    expect(await page.getByText(/^Margin call:/).count()).toBe(1); // once, though /trade's summary is alive too
    await expect.poll(() => line.textContent()).toContain(stopOut); // the same price: nothing else moved

    // At the shown price the account is still at or above the level; one tick lower the engine closes it.
    expect((await quote(stopOut, price(ticks(stopOut) + 10))).code).toBe(1);
    await expect.poll(() => row.count()).toBe(1);
    expect((await quote(price(ticks(stopOut) - 1), price(ticks(stopOut) + 9))).code).toBe(1);
    await expect.poll(() => row.count(), { timeout: 5000 }).toBe(0);
    await page.getByText(/EUR\/USD Stop-out: P&L -\d/).first().waitFor();
    await expect.poll(() => bar.getAttribute('data-zone')).toBe('none');
    expect(problems).toEqual([]);
  });
});
