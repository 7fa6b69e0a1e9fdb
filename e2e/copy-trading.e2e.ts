import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { adminCall, apiAs, fundedRealAccount, pushQuote, tryDemo } from './trading';

// Copy trading (docs/trading.md "Copy trading") through the built app and the real engine, with the manual feed: a real
// trader of the ranking (who trades through the API) is copied ×2 by a demo account from the copy-trading tab; the
// trader's next position appears in the follower's orders as a copy trade of twice the lots, and the trader's close
// closes it, told as "Closed with the trader you copy". A visitor's tap on a card asks for a login first. Then the
// follower is told wherever they are in the app: a trade too small to copy, and the trader closing copying.

let server: RunningServer;
let browser: Browser;

/** A real account, funded, named in the ranking, that trades through the API as its own app would. */
async function realTrader(name: string) {
  const real = await fundedRealAccount(server);
  expect((await adminCall(server, 'PUT', `/admin/api/follow/${real.id}`, { display_name: name })).code).toBe(1);
  return {
    buy: (lots: string) => real.open(1, lots),
    close: (id: number) => real.post('/v1/api/forex/close', { id }),
    /** Lets others copy this trader's trades, or not. */
    copyable: (copyable: boolean) => real.post('/v1/api/copy/me', { copyable: String(copyable) }),
  };
}

beforeAll(async () => {
  server = await startServer({ FEED: 'manual' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('copy trading', () => {
  it('a demo account copies a ranked trader ×2: the copy opens and closes with the trader’s position', async () => {
    expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
    const leader = await realTrader('Copy Leader');
    // one closed trade puts the trader in the ranking
    await leader.close(await leader.buy('0.01'));

    // A visitor is asked to log in first.
    const visitor = await newPage(browser, { language: 'en' });
    await visitor.page.goto(`${server.url}/#/rank?tab=follow`);
    await visitor.page.getByRole('button', { name: /Copy Leader/ }).click();
    const ask = visitor.page.getByRole('dialog', { name: 'Copy Copy Leader' });
    await ask.getByText('Log in to copy traders.').waitFor();
    await ask.getByRole('button', { name: 'Log in', exact: true }).click();
    await visitor.page.waitForURL(/#\/login\?from=\/rank%3Ftab%3Dfollow$/);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const { context, page, problems } = await newPage(browser, { language: 'en' });
    await tryDemo(page, server);
    await page.evaluate(() => (location.hash = '#/rank?tab=follow'));
    await page.getByRole('button', { name: /Copy Leader/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Copy Leader' });
    await dialog.getByLabel('Multiplier').fill('2');
    await dialog.getByText('A trade of 1 lot is copied as 2.00 lots').waitFor();
    await dialog.getByRole('button', { name: 'Start copying' }).click();
    await page.getByText('You now copy Copy Leader (×2)').waitFor();
    const copying = page.getByTestId('pipkit-copy-follow');
    await copying.getByText('Copy Leader · Copying ×2').waitFor();

    // The trader buys 0.03 lots: the follower holds a copy of 0.06.
    const position = await leader.buy('0.03');
    await page.evaluate(() => (location.hash = '#/order?type=1'));
    const row = page.getByTestId('copy').first();
    await row.waitFor();
    expect(await row.innerText()).toBe('Copy trade');
    const holding = await apiAs<{ data: Array<{ Id: number; CopyOf: number; Quantity: string; OrderType: number }> }>(page, server, '/v1/api/forex/my_deal?status=1&page=1');
    expect(holding.data.map((o) => [o.CopyOf, o.Quantity, o.OrderType])).toEqual([[position, '0.06', 1]]);

    // The trader closes: so does the copy, told to the follower.
    expect((await pushQuote(server, '1.10200', '1.10210')).code).toBe(1);
    await leader.close(position);
    await page.getByText(/EUR\/USD Closed with the trader you copy: P&L \+\d/).first().waitFor();
    const history = await apiAs<{ data: Array<{ CopyOf: number; CloseReason: string; Status: number }> }>(page, server, '/v1/api/forex/my_deal?status=3&page=1');
    expect(history.data.find((o) => o.CopyOf === position)).toMatchObject({ CloseReason: 'copy', Status: 3 });

    await page.evaluate(() => (location.hash = '#/rank?tab=follow'));
    await copying.getByText(/Open: 0 · Copied: 1 · Realised \(USD\): \+\d/).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the follower is told on any screen: a trade not copied and why, then the trader closing copying', async () => {
    expect((await pushQuote(server, '1.10000', '1.10010')).code).toBe(1);
    const leader = await realTrader('Quiet Leader');
    await leader.close(await leader.buy('0.01'));
    const { context, page, problems } = await newPage(browser, { language: 'en' });
    await tryDemo(page, server);
    await page.evaluate(() => (location.hash = '#/rank?tab=follow'));
    await page.getByRole('button', { name: /Quiet Leader/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Quiet Leader' });
    await dialog.getByLabel('Multiplier').fill('0.5');
    await dialog.getByRole('button', { name: 'Start copying' }).click();
    await page.getByText('You now copy Quiet Leader (×0.5)').waitFor();

    // On the markets screen: 0.01 lots × 0.5 is below the pair's minimum, so it is not copied, and the toast says why.
    await page.evaluate(() => (location.hash = '#/'));
    await leader.buy('0.01');
    await page.getByText('Quiet Leader: EUR/USD trade not copied. 0.01 lots × your multiplier is below the pair minimum of 0.01 lots').waitFor();

    // The trader closes copying: the follower's copy ends, told; starting again is refused with the reason.
    await leader.copyable(false);
    await page.getByText('Quiet Leader no longer lets others copy them; your copy stopped').waitFor();
    await page.evaluate(() => (location.hash = '#/rank?tab=follow'));
    await page.getByRole('button', { name: /Quiet Leader/ }).click();
    expect(await page.getByTestId('pipkit-copy-follow').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Start copying' }).click();
    await page.getByText('This trader does not let others copy their trades').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
