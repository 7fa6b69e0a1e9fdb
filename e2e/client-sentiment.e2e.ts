import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { demoSession, fundedRealAccount, pushQuote, signedInPage } from './trading';

// Client sentiment (docs/trading.md "Client sentiment") through the built app and the real server: ten real accounts
// hold EUR/USD, six net long and four net short, and a demo trader opens the pair's details on a phone and reads the
// split; GBP/USD, held by nobody, says too few clients hold it.

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

describe('client sentiment', () => {
  it("the pair's details show which way the broker's real clients hold it", async () => {
    expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
    const accounts = await Promise.all(Array.from({ length: 10 }, () => fundedRealAccount(server)));
    for (const [i, a] of accounts.entries()) await a.open(i < 7 ? 1 : 2, '0.01');
    // One of the buyers sells more than it bought: net short, so 6 long and 4 short.
    await accounts[0].open(2, '0.02');

    const { page } = await signedInPage(browser, await demoSession(server, 'sentiment'), { width: 390, height: 844 });
    await page.goto(`${server.url}/#/trade`);
    await page.getByRole('button', { name: 'Contract and trading hours of EUR/USD' }).click();
    const details = page.getByRole('dialog', { name: 'EUR/USD: contract and hours' });
    await details.getByRole('heading', { name: 'Client sentiment' }).waitFor();
    expect(await details.getByTestId('pair-sentiment').textContent()).toContain('60% buying · 40% selling');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Another pair, from the home screen's list.
    await page.goto(`${server.url}/#/`);
    await page.locator('[data-code="GBPUSD"]').first().click();
    await page.getByRole('button', { name: 'Contract and trading hours of GBP/USD' }).click();
    const other = page.getByRole('dialog', { name: 'GBP/USD: contract and hours' });
    await other.getByText('Too few clients hold GBP/USD to show which way they trade.').waitFor();
  });
});
