import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { openTicket, placeFromTicket, pushQuote, tryDemo } from './trading';

// One account on a phone and a desktop at once, through the built app and the real engine (FOREX_ORDER, docs/socket.md):
// what the trader does on one shows on the other without a reload — a position opened, part of it closed, the rest
// closed — and the desktop's own ticket fills the list under its chart (a sell with price protection).

let server: RunningServer;
let browser: Browser;
let phone: Page;
let desktop: Page;
const problems: string[][] = [];

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
  expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
  const p = await newPage(browser, { viewport: { width: 375, height: 812 }, language: 'en' });
  phone = p.page;
  await tryDemo(phone, server);
  // The desktop signs in to the same account (the session the phone holds).
  const session = await phone.evaluate(() => localStorage.getItem('pipkit.session'));
  const d = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await d.context.addInitScript((s) => {
    localStorage.setItem('pipkit.lang', 'en');
    if (!localStorage.getItem('pipkit.session')) localStorage.setItem('pipkit.session', s!);
  }, session);
  desktop = d.page;
  problems.push(p.problems, d.problems);
});
afterAll(async () => {
  await phone?.context().close();
  await desktop?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('one account on a phone and a desktop', () => {
  it('the desktop lists what the phone does, as it happens', async () => {
    await desktop.goto(`${server.url}/#/trade`);
    const rows = desktop.locator('[data-testid="trade-desk"] button[data-order-id]');
    await desktop.locator('[data-testid="trade-desk"] [role="tabpanel"]').getByText('No data yet').waitFor();
    expect(await rows.count()).toBe(0);

    // a position opened on the phone
    await openTicket(phone);
    await phone.getByLabel('Lots', { exact: true }).fill('0.03');
    await placeFromTicket(phone, 'Buy');
    await phone.getByText('Order opened').waitFor();
    await expect.poll(() => rows.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Lots 0.03')]);

    // the desktop's own ticket, beside its list, with price protection: the sell carries the bid it shows and the pips
    await desktop.getByLabel('Lots', { exact: true }).fill('0.01');
    await desktop.getByRole('checkbox', { name: 'Max slippage, pips' }).check();
    expect(await desktop.getByRole('textbox', { name: 'Max slippage, pips' }).inputValue()).toBe('2');
    const sent = desktop.waitForRequest((r) => r.url().endsWith('/v1/api/forex/submit'));
    await desktop.getByRole('button', { name: /^Sell/ }).click();
    await expect.poll(() => desktop.getByTestId('order-confirm').textContent()).toContain('Max slippage, pips2');
    await desktop.getByTestId('confirm-order').click();
    expect(Object.fromEntries(new URLSearchParams((await sent).postData() ?? ''))).toMatchObject({ type: '2', expected_price: '1.10000', max_deviation: '2' });
    await desktop.getByText('Order opened').waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);

    // part of the phone's position closed on the phone: the desktop's row shrinks
    await phone.evaluate(() => (location.hash = '#/order?type=1'));
    const phoneRow = phone.locator('button[data-order-id]:visible', { hasText: 'Lots 0.03' });
    await phoneRow.click();
    const sheet = phone.getByRole('dialog');
    await sheet.getByLabel('Lots to close', { exact: true }).fill('0.01');
    await sheet.getByRole('button', { name: 'Close position' }).click();
    await phone.getByRole('dialog', { name: 'Close this position?' }).getByRole('button', { name: 'Close position' }).click();
    await phone.getByText('Part of the position closed').waitFor();
    await expect.poll(() => rows.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Lots 0.01'), expect.stringContaining('Lots 0.02')]);

    // the rest closed on the phone while the desktop shows its detail: the row and the detail go
    const id = await phone.locator('button[data-order-id]:visible', { hasText: 'Lots 0.02' }).getAttribute('data-order-id');
    await desktop.locator(`[data-testid="trade-desk"] button[data-order-id="${id}"]`).click();
    await desktop.getByRole('dialog').waitFor();
    await phone.locator(`button[data-order-id="${id}"]:visible`).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Close position' }).click();
    await phone.getByRole('dialog', { name: 'Close this position?' }).getByRole('button', { name: 'Close position' }).click();
    await expect.poll(() => desktop.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => rows.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Lots 0.01')]);
    expect(problems.flat()).toEqual([]);
  });
});
