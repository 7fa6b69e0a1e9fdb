import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { apiAs, openTicket, pushQuote, tryDemo } from './trading';

// Issue 16's trader tools through the built app and the real server (manual feed):
// - the watchlist: a visitor stars pairs, orders the favourites by keyboard and by drag, registers, and finds the
//   same list in the account; the trade heading and the ticket star too;
// - one-click trading: turned on in settings after its question, kept by the server; then the ticket and a quote row
//   place at once, with the lots last used on the pair;
// - price alerts on a phone: created from the trade heading's bell, refused when already reached, changed, deleted,
//   fired once by the server on the right side, told as a toast and a browser notification, wherever the person is.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
  expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowCodes = (page: Page) => page.locator('[data-line]:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line')));

async function outboxCode(page: Page, to: string): Promise<string> {
  const tab = await page.context().newPage();
  await tab.goto(`${server.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (await tab.locator('mark').first().textContent())?.trim() ?? '';
  await tab.close();
  return code;
}

describe('watchlist and one-click trading (desktop)', () => {
  let page: Page;
  let problems: string[];
  const email = `watch.${Date.now()}@example.com`;
  const password = 'watch-pass-1';
  const api = <T,>(path: string) => apiAs<T>(page, server, path);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const opened = await newPage(browser, { viewport: { width: 1280, height: 800 }, language: 'en' });
    page = opened.page;
    problems = opened.problems;
    const list = await fetch(`${server.url}/v1/api/forex/trade_list`).then((r) => r.json());
    for (const p of list.data) ids[p.Code] = p.Id;
  });
  afterAll(() => page?.context().close());

  it('a visitor stars and orders favourites, and they move to the account on registration', async () => {
    await page.goto(`${server.url}/#/`);
    for (const name of ['EUR/USD', 'USD/JPY', 'GBP/USD']) await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
    const chip = page.getByRole('button', { name: 'Favourites', exact: true });
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => rowCodes(page)).toEqual(['EURUSD', 'USDJPY', 'GBPUSD']);

    // keyboard: the handle moves its row; the place is announced and focus stays on the handle
    await page.getByRole('button', { name: 'Move GBP/USD (arrow keys or drag)' }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => rowCodes(page)).toEqual(['GBPUSD', 'EURUSD', 'USDJPY']);
    await expect.poll(() => page.getByTestId('watch-moved').textContent()).toBe('GBP/USD: place 1 of 3');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move GBP/USD (arrow keys or drag)');

    // drag: USD/JPY's handle pulled up one row
    const handle = page.getByRole('button', { name: 'Move USD/JPY (arrow keys or drag)' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - box.height * 0.6, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - box.height * 1.1, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => rowCodes(page)).toEqual(['GBPUSD', 'USDJPY', 'EURUSD']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pipkit.watchlist'))) ?? '[]')).toEqual([ids.GBPUSD, ids.USDJPY, ids.EURUSD]);

    // registration, then the first login: the browser's list becomes the account's
    await page.goto(`${server.url}/#/register`);
    await page.locator('input[name="account"]').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.locator('input[name="code"]').fill(await outboxCode(page, email));
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="re_password"]').fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await expect.poll(() => api<{ ids: number[] }>('/v1/api/watchlist').then((w) => w.ids), { timeout: 10_000 }).toEqual([ids.GBPUSD, ids.USDJPY, ids.EURUSD]);
    // the browser clears its copy once the server has answered the merge, a moment after the server holds it
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pipkit.watchlist'))).toBe('[]');
    await page.evaluate(() => (location.hash = '#/'));
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await expect.poll(() => rowCodes(page)).toEqual(['GBPUSD', 'USDJPY', 'EURUSD']);
  });

  it('the trade heading and the ticket star the current pair, on the account', async () => {
    await page.evaluate(() => (location.hash = '#/trade'));
    await page.getByTestId('trade-pairs').locator('button[data-code="EURUSD"]').click();
    const heading = page.getByTestId('watch-star');
    const ticket = page.getByTestId('ticket-star');
    await expect.poll(() => heading.getAttribute('aria-pressed')).toBe('true');
    expect(await ticket.getAttribute('aria-pressed')).toBe('true');
    await ticket.click();
    await expect.poll(() => heading.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => api<{ ids: number[] }>('/v1/api/watchlist').then((w) => w.ids)).toEqual([ids.GBPUSD, ids.USDJPY]);
    await heading.click();
    await expect.poll(() => api<{ ids: number[] }>('/v1/api/watchlist').then((w) => w.ids)).toEqual([ids.GBPUSD, ids.USDJPY, ids.EURUSD]);
  });

  it('one-click trading asks once, lives with the user, and then Buy/Sell place at once with the last lots', async () => {
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}').user.id as number);
    const credited = await fetch(`${server.url}/admin/api/users/${userId}/balance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '10000', memo: 'e2e deposit' }),
    }).then((r) => r.json());
    expect(credited.code).toBe(1);

    await page.evaluate(() => (location.hash = '#/mine/system'));
    const toggle = page.getByRole('switch', { name: 'One-click trading' });
    await toggle.click();
    const ask = page.getByRole('dialog', { name: 'Turn on one-click trading?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await ask.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await api<{ one_click_trading: boolean }>('/v1/api/user/preferences')).toEqual({ one_click_trading: true });

    await page.evaluate(() => (location.hash = '#/trade'));
    await openTicket(page);
    await page.getByLabel('Lots', { exact: true }).fill('0.03');
    await page.getByRole('button', { name: /^Buy/ }).first().click();
    await page.getByText('Order opened').waitFor();
    expect(await page.getByTestId('confirm-order').count()).toBe(0);

    // a quote row's Sell: a market order of the lots last used on the pair
    await page.getByTestId('trade-pairs').getByRole('button', { name: 'Sell EUR/USD' }).click();
    await expect.poll(async () => (await api<{ data: { OrderType: number; Quantity: string }[] }>('/v1/api/forex/my_deal?status=1&page=1')).data.map((o) => [o.OrderType, o.Quantity]).sort(), { timeout: 10_000 }).toEqual([
      [1, '0.03'],
      [2, '0.03'],
    ]);

    // the setting is the account's: a new browser logged in to it has one-click on
    const other = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await other.context.addInitScript(() => localStorage.setItem('pipkit.lang', 'en'));
    await other.page.goto(`${server.url}/#/login`);
    await other.page.locator('input[name="account"]').fill(email);
    await other.page.locator('input[name="password"]').fill(password);
    await other.page.locator('form button[type="submit"]').click();
    await other.page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await other.page.evaluate(() => (location.hash = '#/mine/system'));
    await expect.poll(() => other.page.getByRole('switch', { name: 'One-click trading' }).getAttribute('aria-checked')).toBe('true');
    expect(other.problems).toEqual([]);
    await other.context.close();
    expect(problems).toEqual([]);
  });
});

describe('price alerts (phone)', () => {
  it('are set from the trade heading, refused when already reached, changed, deleted, and fire once with a toast and a notification', async () => {
    const { context, page, problems } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem('pipkit.lang')) localStorage.setItem('pipkit.lang', 'en');
      // The browser's notifications, recorded: asked on the person's click, then granted.
      const shown: { title: string; body: string }[] = [];
      let permission: NotificationPermission = 'default';
      class FakeNotification {
        static get permission() {
          return permission;
        }
        static async requestPermission() {
          permission = 'granted';
          return permission;
        }
        constructor(title: string, opts: { body: string }) {
          shown.push({ title, body: opts.body });
        }
      }
      Object.assign(window, { Notification: FakeNotification, shownNotifications: shown });
    });
    await tryDemo(page, server);
    await page.getByTestId('alert-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/mine/alerts'));
    const form = page.getByRole('form', { name: 'New price alert' });
    await expect.poll(() => form.getByRole('combobox', { name: 'Instrument' }).inputValue()).toBe('EURUSD');
    await expect.poll(() => page.getByTestId('alert-watches').textContent()).toBe('Watches the Ask, now 1.10010');
    await form.getByRole('radio', { name: 'Falls to' }).check();
    await expect.poll(() => page.getByTestId('alert-watches').textContent()).toBe('Watches the Bid, now 1.10000');

    // already reached: said before anything is sent
    await form.getByRole('radio', { name: 'Rises to' }).check();
    await form.getByLabel('Price').fill('1.10005');
    await form.getByRole('button', { name: 'Create alert' }).click();
    await form.getByText('The ask is already at 1.10010: choose a higher price').waitFor();

    await form.getByLabel('Price').fill('1.10100');
    await form.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Price alert saved').first().waitFor();
    await form.getByRole('radio', { name: 'Falls to' }).check();
    await form.getByLabel('Price').fill('1.09900');
    await form.getByRole('button', { name: 'Create alert' }).click();
    const rows = page.locator('li[data-alert]');
    await expect.poll(() => rows.count()).toBe(2);

    // change the first (rises to 1.10100 → 1.10200), delete the second
    await page.getByRole('button', { name: 'Change price alert: EUR/USD Rises to 1.10100' }).click();
    const edit = page.getByRole('form', { name: 'Change price alert' });
    await edit.getByLabel('Price').fill('1.10200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Delete: EUR/USD Rises to 1.10200' }).waitFor();
    await page.getByRole('button', { name: 'Delete: EUR/USD Falls to 1.09900' }).click();
    await expect.poll(() => rows.count()).toBe(1);

    await page.getByRole('button', { name: 'Also tell me in browser notifications' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Also tell me in browser notifications' }).count()).toBe(0);

    // the bid crossing 1.10200 is not enough: "rises to" waits for the ask
    expect((await pushQuote(server, '1.10190', '1.10199')).code).toBe(1);
    await page.waitForTimeout(500);
    expect(await rows.first().getAttribute('data-status')).toBe('active');
    expect((await pushQuote(server, '1.10195', '1.10205')).code).toBe(1);
    await page.getByText('EUR/USD rose to 1.10200 (ask 1.10205)').waitFor();
    await expect.poll(() => rows.first().getAttribute('data-status')).toBe('fired');
    expect(await rows.first().textContent()).toContain('Reached 1.10205');
    expect(await page.evaluate(() => (window as any).shownNotifications)).toEqual([{ title: 'Price alerts', body: 'EUR/USD rose to 1.10200 (ask 1.10205)' }]);
    expect((await pushQuote(server, '1.10300', '1.10310')).code).toBe(1); // further up: fired once only
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as any).shownNotifications.length)).toBe(1);

    // an alert fires wherever the person is in the app
    await form.getByRole('radio', { name: 'Falls to' }).check();
    await form.getByLabel('Price').fill('1.10000');
    await form.getByRole('button', { name: 'Create alert' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await page.evaluate(() => (location.hash = '#/'));
    expect((await pushQuote(server, '1.09990', '1.10000')).code).toBe(1);
    await page.getByText('EUR/USD fell to 1.10000 (bid 1.09990)').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
