import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';

// Passkeys (docs/accounts.md "Passkeys") against the real server and the built app, with Chromium's virtual
// authenticator standing in for a phone's fingerprint reader: added from the user center with the password and
// renamed, then a browser holding it signs in with it alone — no account, no password typed: from the fields'
// suggestions, and from the form's button where a browser lists none. The page runs on localhost (the server's
// default RP ID): browsers refuse passkeys on a bare IP address.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

const site = () => server.url.replace('127.0.0.1', 'localhost');
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

/** A page of a fresh browser with a virtual authenticator that verifies its user (a fingerprint that always matches). */
async function browserWithAuthenticator() {
  const { context, page, problems } = await newPage(browser, { viewport: { width: 375, height: 812 }, language: 'en' });
  contexts.push(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { page, problems, cdp, authenticatorId };
}

describe('passkeys', () => {
  const email = `pia.${Date.now()}@example.com`;
  const password = 'passkey-pass-1';

  it('are added with the password, and then sign in alone', async () => {
    await server.admin('create-user', email, password);
    const a = await browserWithAuthenticator();
    await a.page.goto(`${site()}/#/login`);
    await a.page.locator('input[name="account"]').fill(email);
    await a.page.locator('input[name="password"]').fill(password);
    await a.page.locator('form button[type="submit"]').click();
    await a.page.waitForFunction(() => !location.hash.startsWith('#/login'));

    await a.page.goto(`${site()}/#/user`);
    await a.page.getByRole('button', { name: 'Passkeys' }).click();
    await a.page.getByRole('heading', { name: 'Passkeys', level: 1 }).waitFor();
    await a.page.getByText('No passkeys yet.').waitFor();
    await a.page.getByLabel('Password').fill(password);
    await a.page.getByRole('button', { name: 'Add a passkey' }).click();
    await a.page.getByText('Passkey added').first().waitFor();
    const row = a.page.getByTestId('pipkit-passkey');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('not used yet');
    // The key is the authenticator's, kept for this site, unlocked by its user.
    const { credentials } = await a.cdp.send('WebAuthn.getCredentials', { authenticatorId: a.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    // Named by its owner instead of by the browser it was added on.
    await row.getByRole('button', { name: /^Rename: / }).click();
    await row.getByRole('textbox', { name: 'Name' }).fill('My phone');
    await row.getByRole('button', { name: 'Save' }).click();
    await a.page.getByText('Passkey renamed').first().waitFor();
    await row.getByText('My phone', { exact: true }).waitFor();

    // Signed out (the session gone from this browser), the login form signs in with the passkey alone — offered among
    // the fields' suggestions as soon as the form shows. Chromium's virtual authenticator answers such a waiting
    // request at once, as a person picking the suggestion would: nothing is pressed or typed here.
    const signOut = async () => {
      await a.page.evaluate(() => localStorage.clear());
      await a.page.evaluate(() => localStorage.setItem('pipkit.lang', 'en'));
      await a.page.goto(`${site()}/#/login`);
      await a.page.reload();
    };
    const logins = () => a.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/passkeys/login');
    let login = logins();
    await signOut();
    expect((await (await login).json()).code).toBe(1);
    await a.page.waitForFunction(() => !location.hash.startsWith('#/login'));
    expect(hashPath(a.page)).toBe('/');

    // A browser that lists no passkeys among suggestions: the form's button asks for one in the browser's own prompt.
    await a.page.context().addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await signOut();
    const button = a.page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.waitFor();
    expect(hashPath(a.page)).toBe('/login');
    login = logins();
    await button.click();
    expect((await (await login).json()).code).toBe(1);
    await a.page.waitForFunction(() => !location.hash.startsWith('#/login'));
    expect(hashPath(a.page)).toBe('/');
    await a.page.goto(`${site()}/#/mine/passkeys`);
    await expect.poll(async () => (await a.page.getByTestId('pipkit-passkey').textContent()) ?? '').toContain('last used');

    expect(a.problems).toEqual([]);
  });
});
