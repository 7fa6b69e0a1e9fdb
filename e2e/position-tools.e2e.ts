import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { apiAs, openTicket, postAs, pushQuote, tryDemo, placeFromTicket } from './trading';
import { roundBalance } from '../src/core/money';

// Issue 16's position tools through the built app and the real engine, with the manual feed: a demo account buys 0.05
// EURUSD, closes 0.02 of it from the detail (history lists the part), then sells 0.01 and closes only the losing
// positions (the balance moves by exactly the realised P&L minus the fees, to the micro-dollar); then a trailing stop
// follows the price on the row, live, and the server closes the position on the way back. A note written on the
// position is kept and shown on its closed part. Last, a buy stop and a sell stop paired as one cancels the other.

let server: RunningServer;
let browser: Browser;

const quote = (bid: string, ask: string) => pushQuote(server, bid, ask);

/** As the app writes an amount to the cent in English, with its sign: +4.55, -1.10. */
const signedBalance = (x: string) => (x.startsWith('-') ? '' : '+') + roundBalance(x);
const micro = (s: string) => BigInt(s.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));

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
] as const)('position tools: partial close, close losing, trailing stop (%s)', (_name, viewport) => {
  let page: Page;
  let problems: string[];
  /** Available plus locked as the demo account opened. */
  let start: string;
  const api = <T,>(path: string) => apiAs<T>(page, server, path);
  /** Available plus locked (margins): what only fees and realised P&L change. */
  const balance = async () => {
    const b = await api<{ balance: string; lock_balance: string }>('/v1/api/main/wallet/getBalance');
    return String(micro(b.balance) + micro(b.lock_balance));
  };
  const trade = async (side: 'Buy' | 'Sell', lots: string) => {
    await page.evaluate(() => (location.hash = '#/trade'));
    await openTicket(page);
    await page.getByLabel('Lots', { exact: true }).fill(lots);
    await placeFromTicket(page, side);
    await page.getByText('Order opened').last().waitFor();
  };

  beforeAll(async () => {
    expect((await quote('1.10000', '1.10010')).code).toBe(1);
    const opened = await newPage(browser, { viewport, language: 'en' });
    page = opened.page;
    problems = opened.problems;
    await tryDemo(page, server);
    start = await balance();
  });
  afterAll(() => page?.context().close());

  it('closes part of a position from its detail; the rest stays open and history lists the part', async () => {
    const before = await balance();
    await trade('Buy', '0.05');
    await quote('1.10100', '1.10110');
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    const sheet = page.getByRole('dialog');
    const lots = sheet.getByLabel('Lots to close', { exact: true });
    expect(await lots.inputValue()).toBe('0.05');
    await lots.fill('0.055');
    await expect.poll(() => sheet.getByRole('alert').textContent()).toContain('Close from 0.01 to 0.05 lots in steps of 0.01');
    expect(await sheet.getByRole('button', { name: 'Close position' }).isDisabled()).toBe(true);
    // half of 0.05 by its quick share, rounded down to the pair's step (the server's rules for EURUSD)
    await sheet.getByRole('button', { name: 'Lots to close: 50%' }).click();
    expect(await lots.inputValue()).toBe('0.02');
    await sheet.getByRole('button', { name: 'Close position' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this position?' });
    // 0.02 of the +4.50 the position shows: +1.80
    expect(await confirm.textContent()).toContain('Buy 0.02 of 0.05 lots EUR/USD');
    expect(await confirm.textContent()).toContain('+1.80 USD');
    await confirm.getByRole('button', { name: 'Close position' }).click();
    await page.getByText('Part of the position closed').waitFor();
    await expect.poll(() => row.first().textContent(), { timeout: 10_000 }).toContain('Lots 0.03');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByTestId('order-status').textContent()).toBe('Partial close');
    expect(await row.getByTestId('pnl').textContent()).toBe('+1.800000');
    const part = (await api<{ data: { Quantity: string; FactProfits: string; TradeFee: string; ParentId: number }[] }>('/v1/api/forex/my_deal?status=3&page=1')).data[0];
    expect(part).toMatchObject({ Quantity: '0.02', FactProfits: '1.800000', TradeFee: '0.140000' });
    // the whole fee (0.35) was paid at the open; the realised part adds its P&L
    expect(BigInt(await balance()) - BigInt(before)).toBe(micro('1.800000') - micro('0.350000'));
    expect(problems).toEqual([]);
  });

  it("keeps the trader's note on the position, shown on its closed part too, across a reload, and finds it by its words", async () => {
    const text = 'Breakout above 1.1000; took 0.02 off at +10 pips.';
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('textbox', { name: 'Note' }).fill(text);
    await sheet.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved').last().waitFor();
    expect(await sheet.getByRole('button', { name: 'Save note' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByTestId('note').textContent()).toBe(`Note:${text}`);
    await row.click();
    expect(await page.getByRole('dialog').getByRole('textbox', { name: 'Note' }).inputValue()).toBe(text);
    await page.keyboard.press('Escape');
    // The history searched by the note's words: the part found, with what it made; other words find nothing.
    const search = page.getByRole('searchbox', { name: 'Search your notes' }).first();
    await search.fill('BREAKOUT above');
    await expect.poll(() => page.getByTestId('notes-found').first().textContent()).toBe('Trades found: 1 · +1.800000 USD');
    expect(await row.count()).toBe(1);
    await search.fill('range fade');
    await expect.poll(() => page.getByTestId('notes-found').first().textContent()).toBe('Trades found: 0 · 0.000000 USD');
    expect(await row.count()).toBe(0);
    await search.fill('');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it('closes only the losing positions, after a confirmation that lists them', async () => {
    await trade('Sell', '0.01'); // sold at 1.10100; the buy of 0.03 is in profit
    await quote('1.10200', '1.10210'); // the sell loses 1.10, the buy wins 5.70
    const before = await balance();
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    await page.getByRole('tab', { name: 'Holding' }).click();
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Close losing (1)' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Close 1 losing positions?' });
    await expect.poll(() => confirm.getByTestId('confirm-lines').textContent()).toBe('EUR/USD Sell 0.01 · -1.10');
    await confirm.getByRole('button', { name: 'Close losing' }).click();
    await page.getByText('Positions closed: 1').waitFor();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('Buy');
    expect(BigInt(await balance()) - BigInt(before)).toBe(micro('-1.100000'));
    expect(problems).toEqual([]);
  });

  it('a trailing stop follows the price on the row, live, and the server closes the position when the price turns', async () => {
    await quote('1.10200', '1.10210');
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1); // the 0.03 lots left of the buy
    await row.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Trailing stop, pips').fill('20');
    await sheet.getByRole('button', { name: 'Trail', exact: true }).click();
    await page.getByText('Trailing stop on').waitFor();
    await expect.poll(() => sheet.getByRole('button', { name: 'Stop trailing' }).count()).toBe(1);
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    const line = row.getByTestId('trailing');
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toBe('Trailing stop 1.10000 · 20 pips'); // bid 1.10200 − 0.00200
    await quote('1.10350', '1.10360');
    await expect.poll(() => line.textContent(), { timeout: 5000 }).toBe('Trailing stop 1.10150 · 20 pips'); // followed, live
    await quote('1.10250', '1.10260');
    await new Promise((r) => setTimeout(r, 300));
    expect(await line.textContent()).toBe('Trailing stop 1.10150 · 20 pips'); // never back
    await quote('1.10150', '1.10160'); // the bid reaches the stop
    await expect.poll(() => row.count(), { timeout: 5000 }).toBe(0);
    await page.getByText(/EUR\/USD Stop loss: P&L \+\d/).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('the account history’s trading results count each trade closed once and come to what the trades did to the balance', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const results = await api<{ trades: number; won: number; lost: number; net: string }>(`/api/user/trade_results?from=${today}&to=${today}`);
    // the part (+1.80 less its 0.14 fee), the losing sell, the rest closed by its trailing stop; nothing left open
    expect(results).toMatchObject({ trades: 3, won: 2, lost: 1 });
    expect(micro(results.net)).toBe(BigInt(await balance()) - BigInt(start));
    await page.evaluate(() => (location.hash = '#/mine/history'));
    await expect.poll(() => page.getByTestId('results-net').textContent(), { timeout: 10_000 }).toBe(`Net result${signedBalance(results.net)} USD`);
    await page.getByText('3 · won 2 · lost 1').first().waitFor();
    expect(await page.getByRole('list', { name: 'By pair' }).textContent()).toContain('EUR/USD');
    expect(problems).toEqual([]);
  });

  it('pairs a buy stop and a sell stop as one cancels the other: the breakout fills one and cancels the other', async () => {
    await quote('1.10000', '1.10010');
    const forexId = (await api<Array<{ Id: number; Code: string }>>('/v1/api/forex/trade_list')).find((p) => p.Code === 'EURUSD')!.Id;
    const place = async (type: number, price: string) =>
      expect((await postAs(page, server, '/v1/api/forex/submit', { forex_id: forexId, type, cont: '0.01', multiple: 100, status: 0, pending_type: 'stop', target_price: price })).code).toBe(1);
    await place(1, '1.10500');
    await place(2, '1.09500');
    const [up, down] = (await api<{ data: Array<{ Id: number; OrderType: number }> }>('/v1/api/forex/my_deal?status=0&page=1')).data
      .sort((a, b) => a.OrderType - b.OrderType)
      .map((o) => o.Id);
    await page.evaluate(() => (location.hash = '#/order?type=0'));
    const row = (id: number) => page.locator(`button[data-order-id="${id}"]:visible`);
    await row(up).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Pair with').selectOption(String(down));
    await sheet.getByRole('button', { name: 'Pair', exact: true }).click();
    await page.getByText('Orders paired: when one fills, the other is cancelled').last().waitFor();
    await expect.poll(() => sheet.getByRole('button', { name: 'Unpair' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await row(down).getByTestId('oco').textContent()).toBe(`Paired with #${up}`);
    await quote('1.10510', '1.10520'); // the breakout up
    await page.getByText('EUR/USD: pending order filled at 1.10520').first().waitFor();
    await page.getByText('EUR/USD Cancelled: its pair filled').first().waitFor();
    await expect.poll(() => page.locator('button[data-order-id]:visible').count(), { timeout: 5000 }).toBe(0);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => row(down).count(), { timeout: 10_000 }).toBe(1);
    expect(await row(down).getByTestId('order-status').textContent()).toBe('Cancelled: its pair filled');
    // what the sell stop held is free again: the lock is the filled position's margin alone
    const [position] = (await api<{ data: Array<{ Id: number; CautionMoney: string }> }>('/v1/api/forex/my_deal?status=1&page=1')).data;
    expect(position.Id).toBe(up);
    expect((await api<{ lock_balance: string }>('/v1/api/main/wallet/getBalance')).lock_balance).toBe(position.CautionMoney);
    expect(problems).toEqual([]);
  });

  it('reverses the position the breakout opened: closed at the bid, the same lots sold at the bid, after a confirmation', async () => {
    await quote('1.10600', '1.10610');
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    await page.getByRole('tab', { name: 'Holding' }).click();
    const row = page.locator('button[data-order-id]:visible');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const before = Number(await row.getAttribute('data-order-id'));
    await row.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reverse', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reverse this position?' });
    expect(await confirm.textContent()).toContain('Buy 0.01 lots EUR/USD closes at 1.10600');
    await confirm.getByRole('button', { name: 'Reverse', exact: true }).click();
    await page.getByText('Position reversed').last().waitFor();
    await expect.poll(async () => Number(await row.first().getAttribute('data-order-id')), { timeout: 10_000 }).not.toBe(before);
    const [now] = (await api<{ data: Array<{ Id: number; OrderType: number; Quantity: string; Price: string }> }>('/v1/api/forex/my_deal?status=1&page=1')).data;
    expect(now).toMatchObject({ OrderType: 2, Quantity: '0.01', Price: '1.10600' });
    expect(problems).toEqual([]);
  });

  it('cancels every pending order at once after a confirmation that lists them; the lock goes back to the position alone', async () => {
    const forexId = (await api<Array<{ Id: number; Code: string }>>('/v1/api/forex/trade_list')).find((p) => p.Code === 'EURUSD')!.Id;
    for (const [type, price] of [[1, '1.09000'], [2, '1.12000']] as const) {
      expect((await postAs(page, server, '/v1/api/forex/submit', { forex_id: forexId, type, cont: '0.01', multiple: 100, status: 0, target_price: price })).code).toBe(1);
    }
    await page.evaluate(() => (location.hash = '#/order?type=0'));
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    const rows = page.locator('button[data-order-id]:visible');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Cancel all (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel all 2 pending orders?' });
    expect(await dialog.getByTestId('confirm-lines').textContent()).toContain('EUR/USD Sell 0.01 @ 1.12000');
    await dialog.getByRole('button', { name: 'Cancel all', exact: true }).click();
    await page.getByText('Pending orders cancelled: 2').last().waitFor();
    await expect.poll(() => rows.count(), { timeout: 5000 }).toBe(0);
    const [position] = (await api<{ data: Array<{ CautionMoney: string }> }>('/v1/api/forex/my_deal?status=1&page=1')).data;
    expect((await api<{ lock_balance: string }>('/v1/api/main/wallet/getBalance')).lock_balance).toBe(position.CautionMoney);
    expect(problems).toEqual([]);
  });
});
