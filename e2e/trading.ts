// Shared steps of the trading journeys (not a test file): prices from the manual feed, a demo account, the ticket,
// and API reads with the session the app stored.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, type RunningServer } from './harness';

/** Pushes a quote through the admin API (FEED=manual); SL/TP, pending fills and stop-out run before it answers. */
export const pushQuote = (server: RunningServer, bid: string, ask: string, code = 'EURUSD') =>
  fetch(`${server.url}/admin/api/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, bid, ask }),
  }).then((r) => r.json() as Promise<{ code: number }>);

/** A new demo account from the login page, landing on /trade. */
export async function tryDemo(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.url}/#/login?from=/trade`);
  await page.getByRole('button', { name: 'Try demo' }).click();
  await page.waitForURL(/#\/trade$/);
}

/** A new demo account's stored session (what the app keeps in `pipkit.session`), for pages that open signed in. */
export async function demoSession(server: RunningServer, name: string): Promise<string> {
  const session = await fetch(`${server.url}/api/user/createAccountDemoForU?demo_id=${name}-${Date.now()}`).then((r) => r.json());
  return JSON.stringify({ token: session.data.token, user: session.data.user });
}

/** A new page in English, signed in with `session` (demoSession) unless it signs out. */
export async function signedInPage(browser: Browser, session: string, viewport: { width: number; height: number }) {
  const opened = await newPage(browser, { viewport });
  await opened.context.addInitScript((s) => {
    localStorage.setItem('pipkit.lang', 'en');
    if (!localStorage.getItem('pipkit.session')) localStorage.setItem('pipkit.session', s);
  }, session);
  return opened;
}

/** On a phone the ticket is folded into a sheet (summary and Buy/Sell): its summary opens the rest. */
export async function openTicket(page: Page): Promise<void> {
  const handle = page.locator('form[data-layout="sheet"] > button[aria-expanded]:visible');
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await handle.waitFor();
    if ((await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
  }
  await page.getByLabel('Lots', { exact: true }).waitFor();
}

/** An API read with the session the app stored (exact decimals the screen rounds). */
export async function apiAs<T>(page: Page, server: RunningServer, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}').token as string);
  const res = (await fetch(`${server.url}${path}`, { headers: { authorization: token, lang: 'en' } }).then((r) => r.json())) as { code: number; data: T };
  expect(res.code).toBe(1);
  return res.data;
}

/** A form POST with the session the app stored, as the app sends its actions; the whole envelope (a refusal too). */
export async function postAs(page: Page, server: RunningServer, path: string, body: Record<string, string | number>): Promise<{ code: number; msg: string }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pipkit.session') ?? '{}').token as string);
  const form = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
  return (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: token, lang: 'en' }, body: form }).then((r) => r.json())) as { code: number; msg: string };
}

/** Buy or Sell on the ticket, then Confirm on the confirmation it shows (one-click trading is off until turned on). */
export async function placeFromTicket(page: Page, side: 'Buy' | 'Sell'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${side}`) }).click();
  await page.getByTestId('confirm-order').click();
}

/** An admin API call with the server's admin token; the whole envelope. */
export async function adminCall(server: RunningServer, method: string, path: string, body: unknown): Promise<{ code: number; msg: string; data: any }> {
  const headers = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
  return (await fetch(`${server.url}${path}`, { method, headers, body: JSON.stringify(body) }).then((r) => r.json())) as { code: number; msg: string; data: any };
}

/**
 * A new real account, 10,000 USD deposited by the desk, that trades EUR/USD through the API as its own app would:
 * `open` a market order of `lots` (1 buy, 2 sell), `post` any form action; each expects success.
 */
export async function fundedRealAccount(server: RunningServer) {
  const account = `real${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await adminCall(server, 'POST', '/admin/api/users', { account, password: 'secret-pass' });
  expect(created.code, created.msg).toBe(1);
  const body = new URLSearchParams({ account, password: 'secret-pass', login_type: 'email' });
  const login = (await fetch(`${server.url}/api/user/loginForU`, { method: 'POST', body }).then((r) => r.json())) as { data: { token: string; user: { id: number } } };
  const id = login.data.user.id;
  expect((await adminCall(server, 'POST', `/admin/api/users/${id}/balance`, { amount: '10000', memo: 'e2e deposit' })).code).toBe(1);
  const list = (await fetch(`${server.url}/v1/api/forex/trade_list`).then((r) => r.json())) as { data: Array<{ Id: number; Code: string }> };
  const eurusd = list.data.find((i) => i.Code === 'EURUSD')!.Id;
  const post = async (path: string, form: Record<string, string | number>) => {
    const sent = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
    const r = (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: login.data.token, lang: 'en' }, body: sent }).then((res) => res.json())) as { code: number; msg: string; data: { Id: number } };
    expect(r.code, r.msg).toBe(1);
    return r.data;
  };
  const open = async (type: 1 | 2, lots: string) => (await post('/v1/api/forex/submit', { forex_id: eurusd, type, cont: lots, multiple: 100, status: 1 })).Id;
  return { id, post, open };
}
