import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { apiAs, demoSession, openTicket as openTicketOn, postAs, pushQuote, signedInPage } from './trading';

// Issue 3 journeys through the built app against the real server, with the manual price feed so every figure is
// known in advance: try demo → EURUSD → buy the minimum lots at market with SL and TP → live P&L in the holding row
// → close → history shows it and the balance moved by exactly its P&L minus its fee. And a pending order placed,
// modified (its reservation following the new price) and cancelled restores the balance to the cent; a buy stop
// waits above the market and opens at the ask that breaks through it.

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

const quote = (bid: string, ask: string) => pushQuote(server, bid, ask);

/** An API call with the session the app stored (reads exact decimals the screen rounds). */
const api = <T,>(path: string) => apiAs<T>(page, server, path);
const balance = () => api<{ balance: string; lock_balance: string }>('/v1/api/main/wallet/getBalance');
const go = (path: string) => page.evaluate((p) => (location.hash = `#${p}`), path);
const openTicket = (p: Page = page) => openTicketOn(p);
/** The one unread notice of a server-side change, read from the bell's tray, which is then empty. */
async function readNotices() {
  await go('/');
  await page.getByRole('button', { name: 'Notifications 1' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
}

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// The journeys on a phone (the ticket folded into a sheet) and on a desktop (the terminal), each with a new demo
// account. Order rows are matched when visible: on a desktop the kept-alive /trade lists them too.
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('trading in the browser (%s)', (_name, viewport) => {
  const isPhone = viewport.width < 1024;
  beforeAll(async () => {
    expect((await quote('1.10000', '1.10010')).code).toBe(1);
    const opened = await newPage(browser, { viewport, language: 'en' });
    page = opened.page;
    problems = opened.problems;
  });
  afterAll(() => page?.context().close());

  it('a visitor watches the market, tries demo and buys with stop loss and take profit', async () => {
    await page.goto(`${server.url}/#/`);
    const eur = page.locator('button[data-code="EURUSD"]');
    await expect.poll(() => eur.textContent()).toContain('1.10000');
    await quote('1.10020', '1.10030');
    await expect.poll(() => eur.textContent(), { timeout: 5000 }).toContain('1.10020'); // DAY_MARKET tick
    await quote('1.10000', '1.10010');

    await eur.click();
    await page.waitForURL(/#\/trade/);
    await page.getByRole('button', { name: /^Buy/ }).click(); // visitors are sent to log in
    await page.waitForURL(/#\/login\?from=\/trade/);
    await page.getByRole('button', { name: 'Try demo' }).click();
    await page.waitForURL(/#\/trade$/);

    const before = await balance();
    await openTicket();
    await page.getByRole('checkbox', { name: 'Stop loss' }).check();
    await expect.poll(() => page.getByRole('textbox', { name: 'Stop loss' }).inputValue()).toBe('1.10000'); // defaults to Close
    await page.getByRole('textbox', { name: 'Stop loss' }).fill('1.09000');
    await page.getByRole('checkbox', { name: 'Take profit' }).check();
    await page.getByRole('textbox', { name: 'Take profit' }).fill('1.11000');
    if (!isPhone) {
      // the mouse wheel over a focused field scrolls the page, never changes the stop (it did while it was a number field)
      await page.getByRole('textbox', { name: 'Take profit' }).hover();
      await page.mouse.wheel(0, 200);
      expect(await page.getByRole('textbox', { name: 'Take profit' }).inputValue()).toBe('1.11000');
      // a Japanese IME in full-width mode composes ０．０１ and commits it: read as 0.01, the composition left whole
      const lots = page.getByRole('textbox', { name: 'Lots' });
      await lots.fill('');
      const ime = await page.context().newCDPSession(page);
      await ime.send('Input.imeSetComposition', { text: '０', selectionStart: 1, selectionEnd: 1 });
      await ime.send('Input.imeSetComposition', { text: '０．０１', selectionStart: 4, selectionEnd: 4 });
      await ime.send('Input.insertText', { text: '０．０１' });
      await expect.poll(() => lots.inputValue()).toBe('0.01');
      await ime.detach();
    }
    await expect.poll(() => page.getByTestId('est-margin').textContent()).toBe('22.002000'); // 0.01 × 100000 × 1.10010 ÷ 50
    // each stop says what it would make or lose, for the one side it fits (both a buy's here: bought at the ask)
    await expect.poll(() => page.getByTestId('if-reached').allTextContents()).toEqual(['-10.10 USD if reached', '+9.90 USD if reached']);
    // the phone's folded sheet says what Buy will send
    const handle = page.locator('form[data-layout="sheet"] > button[aria-expanded]');
    if (isPhone) expect(await handle.textContent()).toBe('Market price · 0.01 Lots · 50× · Stop loss 1.09000 · Take profit 1.11000');
    await page.getByRole('button', { name: /^Buy/ }).click();
    // one-click trading is off: nothing is placed until the confirmation, which states the order, is confirmed
    const placeIt = page.getByRole('dialog', { name: 'Buy EUR/USD?' });
    await expect.poll(() => placeIt.getByTestId('order-confirm').locator('dt, dd').allTextContents()).toEqual([
      'Direction', 'Buy', 'Lots', '0.01', 'Market price now', '1.10010', 'Leverage', '50×', 'Estimated margin', '22.002000',
      'Estimated handling fee', expect.any(String),
      // what a night held takes: 0.01 lots × the seed's −9.2 USD per lot for a buy of EUR/USD
      'Swap per night', '-0.092000',
      // each stop with what it would make or lose: 0.01 lots bought at 1.10010
      'Stop loss', '1.09000-10.10 USD if reached', 'Take profit', '1.11000+9.90 USD if reached',
    ]);
    expect((await api<{ data: unknown[] }>('/v1/api/forex/my_deal?status=1&page=1')).data).toHaveLength(0);
    await placeIt.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => placeIt.count()).toBe(0);
    expect((await api<{ data: unknown[] }>('/v1/api/forex/my_deal?status=1&page=1')).data).toHaveLength(0);
    // the same stops with Sell: a buy's stops are on the wrong side for a sell (closing at the ask, 1.10010); the
    // confirmation says so in the words the server refuses such an order with, and cannot be confirmed
    await page.getByRole('button', { name: /^Sell/ }).click();
    const sellIt = page.getByRole('dialog', { name: 'Sell EUR/USD?' });
    await expect.poll(() => sellIt.getByRole('alert').allTextContents()).toEqual([
      'Stop loss must be above 1.10010 for a sell order', 'Take profit must be below 1.10010 for a sell order',
    ]);
    expect(await sellIt.getByTestId('confirm-order').isDisabled()).toBe(true);
    const eurusd = (await api<{ Id: number; Code: string }[]>('/v1/api/forex/trade_list')).find((p) => p.Code === 'EURUSD');
    const refused = await postAs(page, server, '/v1/api/forex/submit', {
      type: 2, cont: '0.01', forex_id: eurusd?.Id ?? 0, status: 1, target_price: '0', stop_loss_price: '1.09000', target_profit_price: '1.11000', multiple: 50,
    });
    expect(refused).toMatchObject({ code: 0, msg: 'Stop loss must be above 1.10010 for a sell order' });
    await sellIt.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => sellIt.count()).toBe(0);
    await page.getByRole('button', { name: /^Buy/ }).click();
    await placeIt.getByRole('button', { name: 'Buy 0.01 lots' }).click();
    await page.getByText('Order opened').waitFor();
    if (isPhone) expect(await handle.getAttribute('aria-expanded')).toBe('false'); // back to the chart

    // the ticket's estimate is the margin the engine locked (same src/core/money functions, same price)
    const open = await api<{ data: { CautionMoney: string }[] }>('/v1/api/forex/my_deal?status=1&page=1');
    expect(open.data[0].CautionMoney).toBe('22.002000');
    // the chart of the pair draws the position: its entry, stop loss and take profit
    await expect.poll(() => page.getByTestId('chart-host').first().getAttribute('data-lines'), { timeout: 10_000 }).toBe('3');

    await go('/order?type=1');
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => row.getByTestId('pnl').textContent()).toBe('-0.100000'); // bid 1.10000 − ask 1.10010
    await quote('1.10110', '1.10120');
    await expect.poll(() => row.getByTestId('pnl').textContent(), { timeout: 5000 }).toBe('+1.000000'); // live from FOREX_TRADE
    await row.click();
    const sheet = page.getByRole('dialog');
    expect(await sheet.getAttribute('data-height')).toBe('60%');
    await sheet.getByRole('button', { name: 'Close position' }).click();
    // A close asks first and says what it will do: side, lots, pair, price and P&L.
    const confirm = page.getByRole('dialog', { name: 'Close this position?' });
    expect(await confirm.textContent()).toContain('+1.00 USD');
    await confirm.getByRole('button', { name: 'Close position' }).click();
    await page.getByText('Position closed').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => sheet.count()).toBe(0);

    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => row.getByTestId('pnl').textContent()).toBe('+1.000000');
    expect(await row.getByTestId('order-status').textContent()).toBe('Closed');
    const history = await api<{ data: { FactProfits: string; TradeFee: string }[] }>('/v1/api/forex/my_deal?status=3&page=1');
    const { FactProfits, TradeFee } = history.data[0];
    expect(FactProfits).toBe('1.000000');
    const after = await balance();
    // exact decimal check with integers of micro-dollars (6 dp strings, no floating point)
    const micro = (s: string) => BigInt(s.replace('.', ''));
    expect(micro(after.balance) - micro(before.balance)).toBe(micro(FactProfits) - micro(TradeFee));
    expect(problems).toEqual([]);
  });

  it('a pending order placed, modified (its reservation following the new price) and cancelled restores the balance to the cent', async () => {
    const before = await balance();
    await go('/trade');
    await openTicket();
    await page.getByRole('tab', { name: 'Pending order' }).click();
    // the kept-alive ticket still has the stops of the first order: a pending order here goes without them
    await page.getByRole('checkbox', { name: 'Stop loss' }).uncheck();
    await page.getByRole('checkbox', { name: 'Take profit' }).uncheck();
    await page.getByRole('button', { name: /^Buy/ }).click();
    await expect.poll(() => page.locator('[data-keep-alive="/trade"]').getByRole('alert').textContent()).toBe('Please enter price');
    await page.getByLabel('Price', { exact: true }).fill('1.09000');
    await page.getByRole('button', { name: /^Buy/ }).click();
    await page.getByTestId('confirm-order').click();
    await page.getByText('Order placed').waitFor();
    expect((await balance()).balance).not.toBe(before.balance); // margin and fee reserved

    await go('/order?type=0');
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    expect(await page.getByRole('dialog').getAttribute('data-height')).toBe('38%');

    // Modified: a lower price, a take profit and an expiry; the reservation follows the new price to the cent.
    const sheet = page.getByRole('dialog');
    // a price above the ask would make this buy limit fill at once: the form says so from the live quote
    await sheet.getByLabel('Target price').fill('1.20000');
    await expect.poll(() => sheet.getByTestId('fills-at-once').textContent()).toBe('The market is already at this price: the order fills at once, at the market price');
    await sheet.getByLabel('Target price').fill('1.08500');
    expect(await sheet.getByTestId('fills-at-once').count()).toBe(0);
    await sheet.getByLabel('Take profit').fill('1.12000');
    await sheet.getByLabel('Expires').selectOption({ label: 'In 1 hour' });
    await sheet.getByRole('button', { name: 'Modify order' }).click();
    await page.getByText('Pending order modified').waitFor();
    await expect.poll(() => row.textContent()).toContain('1.08500');
    const [modified] = (await api<{ data: Array<{ Price: string; TargetProfitPrice: string; ExpiresAt: string; CautionMoney: string; TradeFee: string }> }>('/v1/api/forex/my_deal?status=0&page=1')).data;
    expect(modified).toMatchObject({ Price: '1.08500', TargetProfitPrice: '1.12000' });
    expect(Date.parse(modified.ExpiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    const micro = (x: string) => BigInt(x.replace('.', ''));
    expect(micro((await balance()).lock_balance) - micro(before.lock_balance)).toBe(micro(modified.CautionMoney) + micro(modified.TradeFee));
    await expect.poll(() => sheet.textContent()).toContain('1.12000');

    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await balance()).toEqual(before);
    expect(problems).toEqual([]);
  });
  it('a buy stop above the market waits, then opens at the ask once the ask breaks through it', async () => {
    await quote('1.10000', '1.10010');
    await go('/trade');
    await openTicket();
    await page.getByRole('tab', { name: 'Pending order' }).click();
    await page.getByLabel('Price', { exact: true }).fill('1.10100');
    await page.getByLabel('Type', { exact: true }).selectOption('stop');
    await expect.poll(() => page.getByTestId('pending-type-hint').textContent()).toBe('Buys when the ask is at or above 1.10100, sells when the bid is at or below it');
    await page.getByRole('button', { name: /^Buy/ }).click();
    await expect.poll(() => page.getByTestId('order-confirm').textContent()).toContain('TypeStop');
    await page.getByTestId('confirm-order').click();
    await page.getByText('Order placed').waitFor();
    type Row = { Id: number; Status: number; Price: string; PendingType: string };
    // The toast may still be the one of the journey before (a pending order placed there 2.5 s ago at most): the
    // list is read until the order is in it.
    let placed: Row | undefined;
    await expect.poll(async () => (placed = (await api<{ data: Row[] }>('/v1/api/forex/my_deal?status=0&page=1')).data[0])?.Price).toBe('1.10100');
    expect(placed).toMatchObject({ Status: 0, Price: '1.10100', PendingType: 'stop' }); // a limit buy there would have filled at once

    await quote('1.10095', '1.10105'); // the ask breaks through: it opens at the ask
    await page.getByText('EUR/USD: pending order filled at 1.10105').first().waitFor();
    const holding = (await api<{ data: Row[] }>('/v1/api/forex/my_deal?status=1&page=1')).data;
    expect(holding.find((o) => o.Id === placed!.Id)).toMatchObject({ Status: 1, Price: '1.10105', PendingType: 'stop' });
    await api(`/v1/api/forex/close?id=${placed!.Id}`);
    await quote('1.10000', '1.10010');
    await readNotices(); // the fill waits in the tray
    expect(problems).toEqual([]);
  });
  it('a stop loss hit on the server removes the row and closes its open detail sheet (FOREX_CLOSED)', async () => {
    await quote('1.10100', '1.10110');
    await go('/trade');
    await openTicket();
    await page.getByRole('tab', { name: 'Market price' }).click();
    await page.getByRole('checkbox', { name: 'Stop loss' }).check();
    await page.getByRole('textbox', { name: 'Stop loss' }).fill('1.10000');
    await page.getByRole('button', { name: /^Buy/ }).click();
    await page.getByTestId('confirm-order').click();
    await page.getByText('Order opened').waitFor();

    await go('/order?type=1');
    await page.getByRole('tab', { name: 'Holding' }).click();
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    if (isPhone) await page.setViewportSize({ width: 390, height: 844 }); // a common phone
    await row.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    for (const name of ['Take profit', 'Stop loss']) {
      const box = (await sheet.getByRole('textbox', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(isPhone ? 390 : viewport.width); // the TP/SL inputs fit the screen
    }
    // the stop as set, with what it would lose: 0.01 lots bought at 1.10110, out at 1.10000
    await expect.poll(() => sheet.getByTestId('if-reached').allTextContents()).toEqual(['-1.10 USD if reached']);
    await quote('1.09990', '1.10000'); // bid ≤ SL: the engine closes it and pushes FOREX_CLOSED
    await expect.poll(() => row.count(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => sheet.count(), { timeout: 5000 }).toBe(0);
    const history = await api<{ data: { Status: number; ClosePrice: string; FactProfits: string }[] }>('/v1/api/forex/my_deal?status=3&page=1');
    expect(history.data[0]).toMatchObject({ Status: 3, ClosePrice: '1.09990' });
    // The trader is told, with the reason and the money, and the notice waits in the tray until read.
    await page.getByText(/EUR\/USD Stop loss: P&L -\d+\.\d\d USD/).first().waitFor();
    await readNotices();
    expect(problems).toEqual([]);
  });

});

describe('the trade screen’s layout', () => {
  it('on a desktop /trade shows the pair list, the chart and the ticket side by side', async () => {
    const desk = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await desk.context.addInitScript(() => localStorage.setItem('pipkit.lang', 'en'));
    await desk.page.goto(`${server.url}/#/trade`);
    const pairs = desk.page.getByTestId('trade-pairs');
    const chart = desk.page.getByTestId('chart-host');
    const buy = desk.page.getByRole('button', { name: /^Buy/ });
    await pairs.locator('button[data-code="EURUSD"]').waitFor();
    await chart.waitFor();
    const [p, c, b] = await Promise.all([pairs.boundingBox(), chart.boundingBox(), buy.boundingBox()]);
    expect(p!.x + p!.width).toBeLessThanOrEqual(c!.x); // pairs | chart | ticket, left to right
    expect(c!.x + c!.width).toBeLessThanOrEqual(b!.x);
    expect(c!.width).toBeGreaterThan(500); // the chart gets the spare width
    expect(b!.y).toBeLessThan(900); // the ticket's buttons are visible without scrolling
    expect(await desk.page.getByRole('button', { name: 'Trading pairs' }).count()).toBe(0);
    await pairs.locator('button[data-code="GBPUSD"]').click();
    await expect.poll(() => desk.page.locator('[data-testid="trade-desk"] h1').textContent()).toBe('GBP/USD');
    expect(desk.problems).toEqual([]);
    await desk.context.close();
  });

  it('a phone keeps the chart and Buy/Sell on screen with the ticket as a sheet; a desktop shows a terminal', async () => {
    const seed = await demoSession(server, 'layout');
    for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 800 }]) {
      const { context, page: p, problems: issues } = await signedInPage(browser, seed, viewport);
      await p.goto(`${server.url}/#/trade`);
      const buy = p.getByRole('button', { name: /^Buy/ });
      await buy.waitFor();
      const box = (await buy.boundingBox())!;
      // without scrolling: the buy button is inside the viewport, above the tab bar on a phone
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - (viewport.width < 1024 ? 60 : 0));
      expect(box.y).toBeGreaterThan(0);
      if (viewport.width < 1024) {
        // the chart and its price fit the first screen above the folded ticket
        const chart = (await p.getByTestId('chart-host').boundingBox())!;
        expect(chart.y).toBeGreaterThan(0);
        expect(chart.y + chart.height).toBeLessThanOrEqual(box.y);
        expect(chart.height).toBeGreaterThanOrEqual(200);
        // the ticket expands as a sheet over the chart, Buy/Sell staying where they were; Escape or a tap outside folds it
        await openTicket(p);
        expect(await p.getByLabel('Lots', { exact: true }).isVisible()).toBe(true);
        expect((await buy.boundingBox())!.y).toBe(box.y);
        await p.keyboard.press('Escape');
        await expect.poll(() => p.getByLabel('Lots', { exact: true }).count()).toBe(0);
        await openTicket(p);
        await p.getByTestId('ticket-backdrop').click({ position: { x: 20, y: 20 } });
        await expect.poll(() => p.getByLabel('Lots', { exact: true }).count()).toBe(0);
      }
      if (viewport.width >= 1280) {
        await p.getByRole('tab', { name: 'Holding' }).waitFor();
        await p.getByRole('tab', { name: 'History' }).waitFor();
        // Buy is a few Tabs away, not after every pair
        await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        let tabs = 0;
        while (tabs < 60 && !(await p.evaluate(() => /^Buy/.test(document.activeElement?.textContent ?? '')))) {
          await p.keyboard.press('Tab');
          tabs++;
        }
        expect(tabs).toBeLessThanOrEqual(20);
      }
      // The pair list (a side panel on a phone, a column on a desktop) marks the current pair, shows whole names and
      // finds instruments by their everyday names.
      if (viewport.width < 1024) await p.getByRole('button', { name: 'Trading pairs' }).click();
      const list = p.getByRole('region', { name: 'Trading pairs' });
      await list.locator('button[data-code="EURUSD"]').waitFor();
      expect(await list.locator('button[aria-current="true"]').getAttribute('data-code')).toBe('EURUSD');
      const cut = await list.locator('button[data-code] strong').evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
      expect(cut).toEqual([]);
      await list.getByRole('searchbox').fill('gold');
      await expect.poll(() => list.locator('button[data-code]').evaluateAll((b) => b.map((x) => x.getAttribute('data-code')))).toEqual(['XAUUSD']);
      await list.getByRole('searchbox').fill('');
      if (viewport.width < 1024) await p.keyboard.press('Escape');
      expect(issues).toEqual([]);
      await context.close();
    }
  });

  it('a pair’s contract and trading hours on a phone, and a market the desk closes says so on the ticket', async () => {
    const { context, page: p, problems: issues } = await signedInPage(browser, await demoSession(server, 'hours'), { width: 375, height: 667 });
    await p.goto(`${server.url}/#/trade`);
    const info = p.getByRole('button', { name: 'Contract and trading hours of EUR/USD' });
    // A signed-in trader's heading: the pair, its star, its details, its alert and "Trading pairs" on one line.
    await p.getByTestId('alert-link').waitFor();
    const pairsButton = (await p.getByRole('button', { name: 'Trading pairs' }).boundingBox())!;
    const infoBox = (await info.boundingBox())!;
    expect(pairsButton.height).toBeLessThanOrEqual(48);
    expect(Math.abs(pairsButton.y + pairsButton.height / 2 - (infoBox.y + infoBox.height / 2))).toBeLessThan(2);
    await info.click();
    const dialog = p.getByRole('dialog', { name: 'EUR/USD: contract and hours' });
    // The test server's prices are set by hand (manual feed): open unless the desk closes the market.
    await dialog.getByText('Open around the clock, every day.').waitFor();
    // EUR/USD follows the FX session, whatever the feed: its swap rolls on weekdays, Wednesday's for three nights.
    expect(await dialog.getByTestId('swap-note').textContent()).toMatch(/^Charged or paid at 17:00 New York time, Monday to Friday/);
    const value = (label: string) => dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await value('Contract size')).toBe('100,000 EUR per lot');
    expect(await value('Leverage')).toMatch(/^1:\d+( · 1:\d+)*$/);
    expect((await value('Swap, buy'))!.replace(/[\u2066\u2069]/g, '')).toBe('-9.20 USD per lot and night');
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const admin = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
    const market = async (market_status: number | null) =>
      expect((await (await fetch(`${server.url}/admin/api/instruments/EURUSD`, { method: 'PUT', headers: admin, body: JSON.stringify({ market_status }) })).json()).code).toBe(1);
    try {
      // No reload: the server tells the open page that the market closed, though no price moved.
      await market(0);
      await p.getByTestId('market-closed').waitFor();
      expect(await p.getByTestId('market-closed').textContent()).toBe('Market closed');
      await info.click();
      await dialog.getByText('Closed now. The broker opens and closes this market.').waitFor();
      await p.keyboard.press('Escape');
    } finally {
      await market(null);
    }
    expect(issues).toEqual([]);
    await context.close();
  });
});
