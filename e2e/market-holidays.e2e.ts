import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { createOperator, signIn } from './operators';
import { demoSession, signedInPage } from './trading';

// Market holidays (docs/operators.md "Market holidays"): a dealing operator closes FX for a holiday in the console;
// a trader watching EUR/USD sees the ticket close at once, saying why and when it opens, and the pair's details list
// the closure; the operator removes it and the ticket opens again — no reload on the trader's side. Then maintenance a
// quarter of an hour ahead: the ticket counts down to it.

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

/** 'YYYY-MM-DDTHH:MM' in UTC, `minutes` from now (a datetime-local field's value on the UTC clock). */
const utcWall = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

describe('market holidays', () => {
  it('the desk closes FX for a holiday: the trader’s ticket closes at once and says when it opens; removing it reopens', async () => {
    const trader = await signedInPage(browser, await demoSession(server, 'holiday'), { width: 1280, height: 800 });
    const t = trader.page;
    await t.goto(`${server.url}/#/trade`);
    const buy = t.getByRole('button', { name: /^Buy/ }).first();
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(await t.getByTestId('market-closed').count()).toBe(0);

    const dealer = await createOperator(server, 'dealer@desk.example', 'Dealer', 'dealing');
    const desk = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await desk.context.addInitScript(() => localStorage.setItem('pipkit.lang', 'en'));
    const d = desk.page;
    await signIn(d, server, 'dealer@desk.example', dealer.totp_secret);
    await d.getByRole('link', { name: 'Market holidays' }).click();
    await d.getByText('No closure ahead').waitFor();
    await d.getByRole('button', { name: 'Add a closure' }).click();
    const form = d.getByRole('dialog', { name: 'New market closure' });
    await form.getByLabel('Name').fill('Bank holiday');
    await form.getByRole('checkbox', { name: 'fx', exact: true }).check();
    await form.getByLabel('Clock').selectOption('UTC');
    const opens = utcWall(120);
    await form.getByLabel('Closes at').fill(utcWall(0));
    await form.getByLabel('Opens again at').fill(opens);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const row = d.locator('tr', { hasText: 'Bank holiday' });
    await row.getByText('In force').waitFor();
    expect(await row.textContent()).toContain(`${opens.replace('T', ' ')} UTC`);

    // The trader's screen, untouched: the market closes with no price moving, and the ticket says why and until when.
    const closed = t.getByTestId('market-closed');
    await closed.waitFor();
    await expect.poll(() => closed.textContent()).toMatch(/^Market closed for a holiday\. Opens .+\.$/);
    expect(await buy.isDisabled()).toBe(true);
    await t.getByRole('button', { name: 'Contract and trading hours of EUR/USD' }).click();
    const details = t.getByRole('dialog', { name: 'EUR/USD: contract and hours' });
    await details.getByText('Holiday · Bank holiday').waitFor();
    await t.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = d.getByRole('dialog', { name: 'Remove Bank holiday?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await d.getByText('No closure ahead').waitFor();

    await closed.waitFor({ state: 'detached' });
    await expect.poll(() => buy.isEnabled()).toBe(true);

    // Maintenance in a quarter of an hour: the open ticket counts down to it, Buy still on.
    await d.getByRole('button', { name: 'Add a closure' }).click();
    await form.getByLabel('Reason').selectOption('maintenance');
    await form.getByLabel('Name').fill('Upgrade');
    await form.getByLabel('Pairs (codes, separated by commas)').fill('EURUSD');
    await form.getByLabel('Clock').selectOption('UTC');
    const soon = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 15 * 60_000).toISOString().slice(0, 16);
    await form.getByLabel('Closes at').fill(soon);
    await form.getByLabel('Opens again at').fill(utcWall(60));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await d.locator('tr', { hasText: 'Upgrade' }).getByText('Ahead').waitFor();
    // The ticket asks for the hours again when the pair's status changes; a reload stands for the trader opening it.
    await t.reload();
    const closing = t.getByTestId('market-closing');
    await closing.waitFor();
    expect(await closing.textContent()).toMatch(/^The market closes in 1[56] min, at .+\. Open positions stay open until it reopens\.$/);
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(trader.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await trader.context.close();
    await desk.context.close();
  });
});
