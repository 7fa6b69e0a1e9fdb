import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { apiAs, pushQuote, tryDemo } from './trading';

// Issue 16's keyboard on a desktop, through the built app and the real server: `?` lists the shortcuts, `/` puts the
// cursor in the pair search (a B typed there is text, not an order), B arms Buy on the ticket and says so to screen
// readers, Enter places it, Escape disarms.

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
  await pushQuote(server, '1.10000', '1.10010');
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 }, language: 'en' });
  page = opened.page;
  problems = opened.problems;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('keyboard on a desktop', () => {
  it('lists the shortcuts, searches, arms and places an order without the mouse', async () => {
    await tryDemo(page, server);
    await page.getByRole('button', { name: /^Buy/ }).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => help.getByTestId('shortcut-list').locator('dt').allTextContents()).toEqual(['/', 'B', 'S', 'Enter', 'Esc', '?']);
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);

    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    await page.keyboard.type('b'); // text in the search, not a shortcut
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('b');
    expect(await page.locator('[data-armed]').count()).toBe(0);
    await page.keyboard.press('Backspace');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());

    await page.keyboard.press('b');
    const buy = page.getByRole('button', { name: /^Buy/ });
    expect(await buy.getAttribute('data-armed')).toBe('true');
    // said in the ticket's live region
    await expect.poll(() => page.getByTestId('armed').allTextContents()).toContain('Buy 0.01 lots EUR/USD armed: Enter places it, Escape cancels');
    await page.keyboard.press('Escape');
    expect(await buy.getAttribute('data-armed')).toBeNull();
    await page.keyboard.press('b');
    await page.keyboard.press('Enter');
    // one-click trading is off: the confirmation shows what will be placed, its Confirm focused, so Enter again places
    const confirm = page.getByRole('dialog', { name: 'Buy EUR/USD?' });
    await expect.poll(() => confirm.getByTestId('order-confirm').textContent()).toContain('0.01');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-order');
    await page.keyboard.press('Enter');
    await page.getByText('Order opened').waitFor();
    const open = await apiAs<{ data: { OrderType: number; Quantity: string }[] }>(page, server, '/v1/api/forex/my_deal?status=1&page=1');
    expect(open.data).toHaveLength(1);
    expect(open.data[0]).toMatchObject({ OrderType: 1, Quantity: '0.01' });
    expect(problems).toEqual([]);
  });
});
