import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';

// Issue 4 journeys against the real server and the built app: register by e-mail with the code from the outbox,
// log in, verify identity (admin approves with the CLI), change the password (the other session ends), and
// invite a friend through the invitation link. Later extensions: signed-in devices, trading limits and a break,
// closing the account.

// A 1×1 PNG and a minimal JPEG header: real image bytes, recognised by the server's content sniffing.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200)]);

let server: RunningServer;
let browser: Browser;
const pages: { problems: string[]; close(): Promise<void> }[] = [];

beforeAll(async () => {
  // Every person of these journeys signs in from one address (127.0.0.1), more than the 10 a minute one address is
  // allowed by default.
  server = await startServer({ LOGIN_RATE_LIMIT: '30' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport?: { width: number; height: number }) {
  const { context, page, problems } = await newPage(browser, { viewport: viewport ?? { width: 375, height: 812 }, language: 'en' });
  pages.push({ problems, close: () => context.close() });
  await page.goto(`${server.url}/#${path}`);
  return { page, problems, context };
}

async function outboxCode(target: string): Promise<string> {
  const msg = JSON.parse(await server.admin('outbox', target)) as { body: string };
  const m = /\b(\d{6})\b/.exec(msg.body);
  if (!m) throw new Error(`no code in ${msg.body}`);
  return m[1];
}

/** The code as a newcomer reads it: on the development outbox page (no mail provider is configured). */
async function outboxPageCode(page: Page, target: string): Promise<string> {
  const tab = await page.context().newPage();
  await tab.goto(`${server.url}/dev/outbox?to=${encodeURIComponent(target)}`);
  const code = (await tab.locator('mark').first().textContent())?.trim() ?? '';
  await tab.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

async function registerInUi(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Create account' }).waitFor();
  await page.locator('input[name="account"]').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  await page.locator('input[name="code"]').fill(await outboxPageCode(page, email));
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="re_password"]').fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/login'));
  // The login form has the new account filled in.
  await expect.poll(() => page.locator('input[name="account"]').inputValue()).toBe(email);
}

async function loginInUi(page: Page, email: string, password: string) {
  if (!hashPath(page).startsWith('/login')) await page.goto(`${server.url}/#/login`);
  await page.locator('input[name="account"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}

describe('accounts journeys', () => {
  const email = `ann.${Date.now()}@example.com`;
  let password = 'first-pass-1';
  let friendAccount = '';

  it('registers by e-mail with the outbox code, logs in, verifies identity, and the admin approves through the CLI', async () => {
    const { page, problems } = await open('/register');
    await registerInUi(page, email, password);
    await loginInUi(page, email, password);
    expect(hashPath(page)).toBe('/');

    await page.goto(`${server.url}/#/mine/auth`);
    await page.getByRole('heading', { name: 'Identity verification', level: 2 }).waitFor();
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Front of ID document' }).waitFor();
    await files.nth(1).setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await page.getByRole('img', { name: 'Back of ID document' }).waitFor();
    await page.locator('input[name="name"]').fill('Ann Lee');
    await page.locator('input[name="card_id"]').fill('A1234567');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'We are checking your documents' }).waitFor();

    const waiting = JSON.parse(await server.admin('identity-list', 'waiting')) as { id: number; email: string }[];
    const mine = waiting.find((s) => s.email === email);
    expect(mine).toBeTruthy();
    const approved = JSON.parse(await server.admin('identity-approve', String(mine!.id)));
    expect(approved.status).toBe('finish');

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Your identity has been verified.' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('on a desktop, a newcomer registers with the code read on the outbox page and logs in', async () => {
    const { page, problems } = await open('/register', { width: 1280, height: 800 });
    const desk = `dee.${Date.now()}@example.com`;
    await registerInUi(page, desk, 'desk-pass-1');
    await loginInUi(page, desk, 'desk-pass-1');
    expect(hashPath(page)).toBe('/');
    expect(problems).toEqual([]);
  });

  it('changes the password; the other session is gone and goes to login', async () => {
    const a = await open('/login');
    await loginInUi(a.page, email, password);
    const b = await open('/login');
    await loginInUi(b.page, email, password);

    await a.page.goto(`${server.url}/#/mine/password`);
    await a.page.getByRole('heading', { name: 'Change password', level: 2 }).waitFor();
    // docs/product.md#validation-rules: empty fields → 'Please fill in every field'; different passwords → 'The passwords do not match'.
    await a.page.getByRole('button', { name: 'Submit' }).click();
    await a.page.getByRole('alert').filter({ hasText: 'Please fill in every field' }).waitFor();
    await a.page.locator('input[name="new_password"]').fill('second-pass-2');
    await a.page.locator('input[name="secondary_password"]').fill('second-pass-x');
    await a.page.getByRole('button', { name: 'Send code' }).click();
    await a.page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await a.page.locator('input[name="auth_code"]').fill(await outboxCode(email));
    await a.page.getByRole('button', { name: 'Submit' }).click();
    await a.page.getByRole('alert').filter({ hasText: 'The passwords do not match' }).waitFor();
    await a.page.locator('input[name="secondary_password"]').fill('second-pass-2');
    await a.page.getByRole('button', { name: 'Submit' }).click();
    await a.page.waitForFunction(() => location.hash.startsWith('#/user'));
    password = 'second-pass-2';

    // The other browser's token was revoked: its next call answers 999 and the app goes to /login.
    await b.page.goto(`${server.url}/#/mine/invite`);
    await b.page.waitForFunction(() => location.hash.startsWith('#/login'), undefined, { timeout: 15_000 });
    const stored = await b.page.evaluate(() => localStorage.getItem('pipkit.session'));
    expect(stored === null || !JSON.parse(stored).token).toBe(true);

    // The current session still works, and the new password logs in.
    const info = await a.page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('pipkit.session') ?? '{}').token;
      return (await fetch('/api/user/info', { headers: { authorization: token } })).json();
    });
    expect(info.code).toBe(1);
    await loginInUi(b.page, email, password);
    expect(a.problems).toEqual([]);
  });

  it('signs another browser out from the signed-in devices screen, which shows its failed attempt first', async () => {
    const a = await open('/login');
    await loginInUi(a.page, email, password);
    const b = await open('/login');
    // A wrong password first, in the form as a person types it: refused, and kept in the account's sign-in activity.
    await b.page.locator('input[name="account"]').fill(email);
    await b.page.locator('input[name="password"]').fill('not-my-password');
    await b.page.locator('form button[type="submit"]').click();
    await b.page.getByText('Incorrect account or password').first().waitFor();
    await loginInUi(b.page, email, password);

    await a.page.goto(`${server.url}/#/user`);
    await a.page.getByRole('button', { name: 'Signed-in devices' }).click();
    await a.page.getByRole('heading', { name: 'Signed-in devices', level: 1 }).waitFor();
    const rows = a.page.getByTestId('pipkit-device');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    // Newest first: the other browser signed in last; this one is marked.
    await expect.poll(() => rows.filter({ hasText: 'This device' }).count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toMatch(/^Chrome \d+ on LinuxSign out/);
    // The sign-in activity, newest first: the other browser's sign-in, its wrong password just before, this one's.
    const activity = a.page.getByTestId('pipkit-sign-in');
    await expect.poll(() => activity.count()).toBeGreaterThanOrEqual(3);
    expect((await activity.allTextContents()).slice(0, 3).map((t) => t.replace(/\d+/g, 'N').split(' · ')[0])).toEqual([
      expect.stringMatching(/^Chrome N on LinuxSigned in/),
      expect.stringMatching(/^Chrome N on LinuxWrong password/),
      expect.stringMatching(/^Chrome N on LinuxSigned in/),
    ]);
    await a.page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Sign out all other devices' }).click();
    await a.page.getByText('Every other device signed out').waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The other browser's session ended: its next call answers 999 and the app goes to /login.
    await b.page.goto(`${server.url}/#/mine/invite`);
    await b.page.waitForFunction(() => location.hash.startsWith('#/login'), undefined, { timeout: 15_000 });
    expect(a.problems).toEqual([]);
  });

  it('sets a loss limit, sees a looser one wait a day, and takes a break that stops orders and turns the ticket off', async () => {
    const trader = `lee.${Date.now()}@example.com`;
    await server.admin('create-user', trader, 'limits-pass-1');
    const { page, problems } = await open('/login');
    await loginInUi(page, trader, 'limits-pass-1');
    await page.goto(`${server.url}/#/user`);
    await page.getByRole('button', { name: 'Trading limits' }).click();
    await page.getByRole('heading', { name: 'Trading limits', level: 1 }).waitFor();
    const loss = page.getByTestId('pipkit-limit-loss');
    await loss.getByLabel('Amount (USD)').fill('100');
    await loss.getByLabel('Period').selectOption('week');
    await loss.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Your limit applies now').first().waitFor();
    await loss.getByText('100.00 USD per 7 days · used 0.00 USD').waitFor();
    await loss.getByLabel('Amount (USD)').fill('300');
    await loss.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText(/^Your new limit applies from .*: a looser limit waits 24 hours$/).first().waitFor();
    await expect.poll(() => loss.getByRole('status').textContent()).toMatch(/: 300\.00 USD per 7 days$/);

    await page.getByLabel('Length').selectOption('7');
    await page.getByLabel('Password').fill('limits-pass-1');
    await page.getByRole('button', { name: 'Take a break' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start the break' }).click();
    await page.getByTestId('pipkit-break-on').waitFor();
    await expect.poll(() => page.getByLabel('Password').inputValue()).toBe('');
    // An order now is refused by the server, whichever app sends it.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}').token as string);
    const pairs = (await fetch(`${server.url}/v1/api/forex/trade_list`).then((r) => r.json())) as { data: { Id: number; Code: string }[] };
    const form = new URLSearchParams({ forex_id: String(pairs.data.find((p) => p.Code === 'EURUSD')!.Id), type: '1', cont: '0.01', multiple: '100', status: '1' });
    const order = (await fetch(`${server.url}/v1/api/forex/submit`, { method: 'POST', headers: { authorization: token, lang: 'en' }, body: form }).then((r) => r.json())) as { code: number; msg: string };
    expect(order).toMatchObject({ code: 0, msg: expect.stringMatching(/^You are taking a break from trading until /) });
    // The ticket says so before Buy is pressed, and Buy is off.
    await page.goto(`${server.url}/#/trade`);
    await page.getByTestId('trading-paused').getByText(/^You are taking a break from trading until /).waitFor();
    expect(await page.getByRole('button', { name: /^Buy/ }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens an invite link in a fresh browser; the register form carries the code and the new user is linked', async () => {
    const inviter = await open('/login');
    await loginInUi(inviter.page, email, password);
    await inviter.page.goto(`${server.url}/#/mine/invite`);
    const code = (await inviter.page.getByTestId('invite-code').textContent())!.trim();
    const link = (await inviter.page.getByTestId('invite-link').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(link).toBe(`${server.url}/#/register?invite_code=${code}`);
    await inviter.page.getByRole('img', { name: 'QR code of your invitation link' }).waitFor();

    const friend = await open('/');
    await friend.page.goto(link);
    await friend.page.getByRole('heading', { name: 'Create account' }).waitFor();
    await expect.poll(() => friend.page.locator('input[name="invite_code"]').inputValue()).toBe(code);
    const friendEmail = `friend.${Date.now()}@example.com`;
    await registerInUi(friend.page, friendEmail, 'friend-pass-1');

    await inviter.page.reload();
    await inviter.page.getByText('Friends registered: 1').waitFor();
    expect(friend.problems).toEqual([]);
    friendAccount = friendEmail;
  });

  it('recovers a forgotten password with an e-mail code and logs in with the new one', async () => {
    const { page, problems } = await open('/login');
    await page.locator('input[name="account"]').waitFor();
    await page.goto(`${server.url}/#/forgot`);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.locator('input[name="account"]').fill(friendAccount);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.locator('input[name="auth_code"]').fill(await outboxCode(friendAccount));
    await page.locator('input[name="new_password"]').fill('friend-pass-2');
    await page.locator('input[name="secondary_password"]').fill('friend-pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    await loginInUi(page, friendAccount, 'friend-pass-2');
    expect(hashPath(page)).toBe('/');
    expect(problems).toEqual([]);
  });

  it('closes the account from the user center: signed out on the markets, and signing in again is refused', async () => {
    // The friend's account holds nothing to settle: no money, no orders.
    const { page, problems } = await open('/login');
    await loginInUi(page, friendAccount, 'friend-pass-2');
    await page.goto(`${server.url}/#/user`);
    await page.getByRole('button', { name: 'Close account' }).click();
    await page.getByLabel('Password', { exact: true }).fill('friend-pass-2');
    await page.getByRole('checkbox', { name: 'I understand that I can no longer sign in to this account' }).check();
    await page.getByRole('button', { name: 'Close my account' }).click();
    await page.getByText('Your account is closed').waitFor();
    await expect.poll(() => hashPath(page)).toBe('/');
    const stored = await page.evaluate(() => localStorage.getItem('pipkit.session'));
    expect(stored === null || !JSON.parse(stored).token).toBe(true);

    await page.goto(`${server.url}/#/login`);
    await page.locator('input[name="account"]').fill(friendAccount);
    await page.locator('input[name="password"]').fill('friend-pass-2');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('This account is closed. Please contact customer service to reopen it.').waitFor();
    expect(hashPath(page)).toBe('/login');
    expect(problems).toEqual([]);
  });
});
