import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { totpCode } from '../server/auth/totp';
import { base58CheckEncode } from '../server/funds/addresses';

// Two-step sign-in (docs/accounts.md "Two-step sign-in") against the real server and the built app: turned on from
// the user center with a code computed from the key the screen shows, as an authenticator app would; then signing in
// asks for a code, a recovery code works once, and a new payout method and a copy of the account's data need one
// too. Its own server: each of these sign-ins is two login requests, and the accounts journeys already come near the
// login limit per address.

let server: RunningServer;
let browser: Browser;
const contexts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  const { context, page, problems } = await newPage(browser, { viewport: { width: 375, height: 812 }, language: 'en' });
  contexts.push(context);
  await page.goto(`${server.url}/#${path}`);
  return { page, problems };
}

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

describe('two-step sign-in', () => {
  const email = `tess.${Date.now()}@example.com`;
  const password = 'two-step-pass-1';

  /** Signs in with the password, then `code` when the form asks for one. */
  async function signIn(page: Page, code?: string) {
    await page.locator('input[name="account"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    if (code) {
      await page.getByLabel('Authentication code').fill(code);
      await page.locator('form button[type="submit"]').click();
    }
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    expect(hashPath(page)).toBe('/');
  }

  it('is turned on with an authenticator code; the next login asks for a code, a recovery code works once, and a new payout method needs a code', async () => {
    await server.admin('create-user', email, password);
    const { page, problems } = await open('/login');
    await signIn(page);
    await page.goto(`${server.url}/#/user`);
    await page.getByRole('button', { name: 'Two-step sign-in' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    // What a person types into the app: the key, in groups of four.
    const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/).textContent())!.replace(/ /g, '');
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())!.trim();
    const another = (await codes.nth(1).textContent())!.trim();
    const spare = (await codes.nth(2).textContent())!.trim();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Recovery codes left: 10').waitFor();

    // Another browser: the password alone asks for the code, and the app's next code signs in (the one that turned
    // it on is spent). A third browser signs in with a recovery code, which is then spent.
    const other = await open('/login');
    await signIn(other.page, totpCode(secret, Date.now() + 30_000));
    const third = await open('/login');
    await signIn(third.page, recovery);
    await page.reload();
    await page.getByText('Recovery codes left: 9').waitFor();

    // Money moves ask for a code too (docs/funds.md "Two-step code"): a new payout method is bound only with one.
    await page.goto(`${server.url}/#/mine/withdraw-way?type=1`);
    await page.getByLabel('Withdrawal address *').fill(base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)])));
    await page.getByRole('button', { name: 'Bind' }).click();
    await page.getByText('Enter the code from your authenticator app').first().waitFor();
    await page.getByLabel('Authentication code').fill(another);
    await page.getByRole('button', { name: 'Bind' }).click();
    await page.waitForFunction(() => !location.hash.includes('withdraw-way'));
    await page.goto(`${server.url}/#/mine/two-factor`);
    await page.getByText('Recovery codes left: 8').waitFor();

    // A copy of the account's data (docs/accounts.md "Your data") asks for the password and then a code; the file the
    // browser saves holds the account and the payout method just bound.
    await page.goto(`${server.url}/#/user`);
    await page.getByRole('button', { name: 'Your data' }).click();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByLabel('Authentication code').fill(spare);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pipkit-data-\d{8}-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(copy).toMatchObject({ format: 'pipkit-data/1', profile: { email }, payout_methods: [expect.objectContaining({ removed: false })] });
    expect([...problems, ...other.problems, ...third.problems]).toEqual([]);
  });
});
