import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { totpCode } from '../server/auth/totp';
import { OPERATOR_PASSWORD as PASSWORD, createOperator as createOperatorOn, signIn as signInOn } from './operators';
import { base58CheckEncode } from '../server/funds/addresses';
import { randomBytes } from 'node:crypto';

// The operator console's journey (issue 17's "done when"): the first operator is created with the CLI on the server's
// database, signs in with password and TOTP in Chromium, works the deposit, withdrawal and identity queues, and
// every action shows in the audit log; the user's balance and ledger change at once.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // No payout hold: the user binds an address and withdraws to it at once for the queue (the hold's own journey is
  // e2e/funds.e2e.ts).
  server = await startServer({ PAYOUT_HOLD_HOURS: '0' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const createOperator = (email: string, name: string, role: string) => createOperatorOn(server, email, name, role);

/** The user's side, through the public API: log in, upload, deposit, bind and withdraw, submit identity. */
async function userApi(email: string) {
  const password = 'user-pass-1';
  await server.admin('create-user', email, password);
  const login = await (await fetch(`${server.url}/api/user/loginForU`, { method: 'POST', body: new URLSearchParams({ account: email, password, login_type: 'email' }) })).json();
  const token = login.data.token as string;
  const form = async (path: string, fields: Record<string, string>) =>
    (await fetch(server.url + path, { method: 'POST', headers: { authorization: token }, body: new URLSearchParams(fields) })).json();
  const upload = async (name: string) => {
    const body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), name);
    return (await (await fetch(`${server.url}/api/common/image_upload`, { method: 'POST', headers: { authorization: token }, body })).json()).data.url as string;
  };
  const balance = async () => (await (await fetch(`${server.url}/v1/api/main/wallet/getBalance`, { headers: { authorization: token } })).json()).data as { balance: string; lock_balance: string };
  return { id: login.data.user.id as number, email, token, form, upload, balance };
}

const signIn = (page: Page, email: string, secret: string) => signInOn(page, server, email, secret);

async function decide(page: Page, row: ReturnType<Page['locator']>, button: string, reason?: string) {
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('operator console', () => {
  it('CLI → TOTP sign-in → deposits, withdrawals and identity queues → audit log', async () => {
    const boss = await createOperator('boss@desk.example', 'Desk Boss', 'admin');
    const user = await userApi(`console.${Date.now()}@example.com`);
    const depositId = (await user.form('/api/quickCharge/submit', { number: '300.25', proofImg: await user.upload('receipt.png'), charge_id: '1' })).data.id as number;

    const { context, page, problems } = await newPage(browser, { viewport: { width: 1280, height: 900 }, language: 'en' });
    // A wrong code is refused with the one message that tells nothing about which part was wrong.
    await page.goto(`${server.url}/console`);
    await page.getByLabel('E-mail').fill('boss@desk.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Authenticator code').fill(totpCode(boss.totp_secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Wrong e-mail, password or code').waitFor();
    await signIn(page, 'boss@desk.example', boss.totp_secret);

    // Dashboard: the deposit is waiting.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const tile = page.getByRole('listitem').filter({ hasText: 'Deposits waiting' });
    await expect.poll(() => tile.locator('strong').textContent()).toBe('1');

    // Deposits: the proof image loads; approving credits the user at once.
    await page.getByRole('link', { name: 'Deposits' }).click();
    const row = page.locator(`[data-deposit="${depositId}"]`);
    await expect.poll(() => row.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await decide(page, row, 'Approve');
    await row.waitFor({ state: 'detached' });
    expect(await user.balance()).toEqual({ balance: '300.250000', lock_balance: '0.000000' });

    // Withdrawals: the user withdraws 100 (frozen); rejecting with a reason returns it.
    const bind = await user.form('/api/wallet/bind_draw_method', { draw_id: '1', type: '1', dc_address: base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)])) });
    expect(bind.code, bind.msg).toBe(1);
    const w = await user.form('/api/account/draw', { draw_currency_id: '1', number: '100', draw_method_id: String(bind.data.id) });
    expect(w.code, w.msg).toBe(1);
    expect((await user.balance()).lock_balance).toBe('100.000000');
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    const wRow = page.locator(`[data-withdrawal="${w.data.id}"]`);
    await decide(page, wRow, 'Reject', 'Address belongs to a sanctioned exchange');
    await wRow.waitFor({ state: 'detached' });
    expect(await user.balance()).toEqual({ balance: '300.250000', lock_balance: '0.000000' });

    // Books: today's deposit is in the clients' money; the rejected withdrawal took nothing out.
    await page.getByRole('link', { name: 'Books' }).click();
    const today = page.locator('tr[data-date]').last();
    await expect.poll(() => today.locator('td').nth(3).textContent()).toBe('300.25 (1)');
    expect(await today.locator('td').nth(4).textContent()).toBe('0.00 (0)');

    // Identity: both sides next to each other; approve.
    const kyc = await user.form('/api/user_real/real_name', { name: 'Ann Lee', card_id: 'A1234567', front_pic: await user.upload('front.png'), reverse_pic: await user.upload('back.png') });
    expect(kyc.code, kyc.msg).toBe(1);
    await page.getByRole('link', { name: 'Identity reviews' }).click();
    const card = page.locator('[data-identity]').filter({ hasText: 'Ann Lee' });
    await card.getByRole('img', { name: 'Front of the document' }).waitFor();
    await card.getByRole('img', { name: 'Back of the document' }).waitFor();
    await decide(page, card, 'Approve');
    await card.waitFor({ state: 'detached' });

    // Dealing: widen EURUSD's spread and change its leverage list; the engine has it at once.
    await page.getByRole('link', { name: 'Instruments' }).click();
    await page.locator('[data-instrument="EURUSD"]').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    // typed with a decimal comma, as on a European keyboard: the field shows the point at once
    await edit.getByLabel('Spread').fill('0,0003');
    await expect.poll(() => edit.getByLabel('Spread').inputValue()).toBe('0.0003');
    await edit.getByLabel('Leverage options').fill('10, 20, 50');
    // and its swap: a buy pays, a sell pays less (signed, typed with a comma and with a phone's minus sign)
    await edit.getByLabel('Swap, buy (USD per lot and night)').fill('-9,5');
    await edit.getByLabel('Swap, sell (USD per lot and night)').fill('\u22122.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-instrument="EURUSD"] td').nth(4).textContent()).toBe('10, 20, 50');
    const listed = (await (await fetch(`${server.url}/v1/api/forex/trade_list`)).json()).data as Array<{ Code: string; SwapLong: string; SwapShort: string }>;
    expect(listed.find((p) => p.Code === 'EURUSD')).toMatchObject({ SwapLong: '-9.5', SwapShort: '-2.5' });

    // News: the preview is the server's sanitised result in the package's own article view; the script is gone.
    await page.getByRole('link', { name: 'News' }).click();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title').fill('Holiday hours');
    await page.getByLabel('Content (HTML)').fill('<p>Markets close early on <b>Friday</b>.</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="alert(3)">more</a>');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Friday').waitFor();
    expect(await preview.innerHTML()).not.toMatch(/script|onclick|javascript:/);
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Delete' }).waitFor(); // saved: it has an id now

    // Site: a server setting saved in place; the public API answers the new title.
    await page.getByRole('link', { name: 'Site and companies' }).click();
    await page.getByLabel('title', { exact: true }).fill('Pipkit Desk Test');
    await page.locator('[data-setting="title"]').getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await (await fetch(`${server.url}/api/default/setting?key=title`)).json()).data).toBe('Pipkit Desk Test');

    // The ledger moved in the same moments: deposit credit; withdrawal frozen then returned.
    const db = new SQLite(join(server.dataDir, 'pipkit.db'), { readonly: true });
    try {
      const ledger = db.prepare('SELECT type, value, lock_value FROM ledger WHERE user_id = ? ORDER BY id').all(user.id);
      expect(ledger).toEqual([
        expect.objectContaining({ value: '300.250000' }),
        expect.objectContaining({ value: '-100.000000', lock_value: '100.000000' }),
        expect.objectContaining({ value: '100.000000', lock_value: '-100.000000' }),
      ]);
    } finally {
      db.close();
    }

    // Audit log: every action, by whom, newest first.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.locator('[data-audit]').first().waitFor();
    const actions = await page.locator('[data-audit] td:nth-child(3)').allTextContents();
    expect(actions.slice(0, 7)).toEqual(['setting.set', 'news.create', 'instrument.put', 'identity.approve', 'withdrawal.reject', 'deposit.approve', 'operator.sign-in']);
    await page.getByLabel('Operator').fill('boss@desk.example');
    await page.getByLabel('Action').fill('deposit.approve');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('[data-audit]').count()).toBe(1);
    await page.locator('[data-audit] summary').click();
    await page.locator('[data-audit]').getByText('"status": 1').waitFor();

    // Another client, who binds the address the user withdrew to (and signs in from the same address, as every client
    // of this journey does): linked to the user on the user's page.
    const partner = await userApi(`partner-${Date.now()}@example.com`);
    expect((await partner.form('/api/wallet/bind_draw_method', { draw_id: '1', type: '1', dc_address: bind.data.dc_address })).code).toBe(1);

    // Users: found by e-mail, opened whole, locked with a reason: the user's session ends at once.
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('E-mail, mobile, UID or IP address').fill(user.email);
    await page.getByRole('button', { name: 'Search' }).click();
    // (The row of this user: the list before the search answered holds every user, newest first.)
    await expect.poll(() => page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Open' }) }).count()).toBe(1);
    await page.getByRole('row').filter({ hasText: user.email }).getByRole('button', { name: 'Open' }).click();
    const panel = page.getByRole('region', { name: `User #${user.id}` });
    await panel.getByText('300.25 USD').first().waitFor();
    // Linked accounts: the other client named on the payout address's row and on the sign-in address's.
    const linkedTo = panel.getByRole('region', { name: 'Linked accounts' }).getByRole('row').filter({ has: page.getByRole('button', { name: `#${partner.id} ${partner.email}` }) });
    await expect.poll(() => linkedTo.allTextContents()).toEqual([expect.stringMatching(/^Payout address USDT-\w+ \w{6}…\w{4}/), expect.stringMatching(/^IP address 127\.0\.0\.1/)]);
    // Their trading results, as their history screen shows them: no trade closed yet.
    await panel.getByRole('region', { name: 'Trading results' }).getByText('No trades were closed in this period.').waitFor();
    // Their statement, as they would download it: the deposit's row, and the export in the audit log.
    const [statement] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(statement.suggestedFilename()).toMatch(/^statement-ledger-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await statement.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,time_utc,type,description,amount,locked_change,balance,locked_balance');
    expect(csv).toMatch(/,deposit,"?Deposit #\d+[^\r\n]*,300\.250000,/);
    // Their copy of their data, for a request by letter (docs/accounts.md "Your data"): the same deposit in it.
    const [copy] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download (JSON)' }).click()]);
    expect(copy.suggestedFilename()).toMatch(/^pipkit-data-\d{8}-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await copy.path())!, 'utf8'));
    expect(data).toMatchObject({ format: 'pipkit-data/1', deposits: [expect.objectContaining({ number: expect.stringMatching(/^300\.25/) })] });

    // The dealing desk closes a position for the user, who asked by telephone (docs/operators.md "Closing for a
    // client"). The market is forced open first (the journey may run on a weekend); 50× is among the leverages the
    // instrument was edited to above.
    const admin = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
    expect((await (await fetch(`${server.url}/admin/api/instruments/EURUSD`, { method: 'PUT', headers: admin, body: JSON.stringify({ market_status: 1 }) })).json()).code).toBe(1);
    const pairs = (await (await fetch(`${server.url}/v1/api/forex/trade_list`)).json()).data as { Id: number; Code: string }[];
    const placed = await user.form('/v1/api/forex/submit', { forex_id: String(pairs.find((p) => p.Code === 'EURUSD')!.Id), type: '1', cont: '0.01', multiple: '50', status: '1' });
    expect(placed.code, placed.msg).toBe(1);
    const position = placed.data.Id as number;
    // The open page follows: within its refresh (5 s) it lists the new position with its price and P&L.
    await panel.locator(`tr[data-order="${position}"]`).waitFor({ timeout: 15_000 });
    await panel.getByText('Risk rate').waitFor();
    // The margin monitor lists the account, safe at this size, and opens the same page from its row.
    await page.getByRole('link', { name: 'Margin monitor' }).click();
    const monitored = page.getByRole('row').filter({ hasText: user.email });
    await expect.poll(() => monitored.getAttribute('data-zone'), { timeout: 10_000 }).toBe('safe');
    expect(await monitored.textContent()).toMatch(/\d+\.\d{2} %Safe/);
    await monitored.getByRole('button', { name: 'Open' }).click();
    await panel.getByRole('button', { name: `Close position #${position}` }).click();
    const desk = page.getByRole('dialog', { name: `Close position #${position}` });
    await desk.getByText('their history says “Closed by the broker”').waitFor();
    await desk.getByLabel('Reason').fill('Client asked by telephone, call 4411');
    await desk.getByRole('button', { name: `Close position #${position}` }).click();
    await desk.waitFor({ state: 'detached' });
    await expect.poll(() => panel.getByRole('button', { name: `Close position #${position}` }).count()).toBe(0);
    const closedForUser = await (await fetch(`${server.url}/v1/api/forex/my_deal?status=3&page=1`, { headers: { authorization: user.token } })).json();
    expect(closedForUser.data.data[0]).toMatchObject({ Id: position, Status: 3, CloseReason: 'admin' });
    // Then everything the client has open at once: a new position and a pending order, ended with one reason.
    const eurusd = String(pairs.find((p) => p.Code === 'EURUSD')!.Id);
    const more = [
      await user.form('/v1/api/forex/submit', { forex_id: eurusd, type: '2', cont: '0.01', multiple: '50', status: '1' }),
      await user.form('/v1/api/forex/submit', { forex_id: eurusd, type: '1', cont: '0.01', multiple: '50', status: '0', target_price: '0.50000' }),
    ];
    expect(more.map((r) => r.code)).toEqual([1, 1]);
    await panel.getByRole('button', { name: 'End all (2)' }).click({ timeout: 15_000 });
    const all = page.getByRole('dialog', { name: 'End every open order of the client' });
    await all.getByText('1 pending orders are cancelled first, then 1 positions close').waitFor();
    await all.getByLabel('Reason').fill('Account closure requested in writing');
    await all.getByRole('button', { name: 'End all (2)' }).click();
    await all.waitFor({ state: 'detached' });
    await expect.poll(() => panel.locator('tr[data-order]').count(), { timeout: 10_000 }).toBe(0);
    const endedForUser = await (await fetch(`${server.url}/v1/api/forex/my_deal?status=3&page=1`, { headers: { authorization: user.token } })).json();
    const ids = more.map((r) => r.data.Id as number);
    expect(endedForUser.data.data.filter((o: { Id: number }) => ids.includes(o.Id)).map((o: { CloseReason: string }) => o.CloseReason)).toEqual(['admin', 'admin']);
    await panel.getByRole('button', { name: 'Lock' }).click();
    const ask = page.getByRole('dialog', { name: 'Lock' });
    await ask.getByLabel('Reason').fill('Card chargeback under review');
    await ask.getByRole('button', { name: 'Lock' }).click();
    await panel.getByText(/^Locked since/).waitFor();
    expect((await (await fetch(`${server.url}/v1/api/main/wallet/getBalance`, { headers: { authorization: user.token } })).json()).code).toBe(999);

    // A support operator sees only what the role opens, and the server refuses the rest.
    const support = await createOperator('help@desk.example', 'Help Desk', 'support');
    const second = await newPage(browser, { viewport: { width: 1280, height: 900 }, language: 'en' });
    await signIn(second.page, 'help@desk.example', support.totp_secret);
    await second.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await second.page.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Dashboard', 'Users', 'News', 'Site and companies', 'Support chat']);

    // Support chat, live: the desk is open before the user writes; the message and its unread count arrive by
    // themselves (no reload, no polling), the reply reaches the user.
    await second.page.getByRole('link', { name: 'Support chat' }).click();
    await second.page.getByText('Live', { exact: true }).waitFor();
    const chatter = await userApi(`chat.${Date.now()}@example.com`);
    const sent = await (await fetch(`${server.url}/api/support/send`, { method: 'POST', headers: { authorization: chatter.token, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Where is my withdrawal?' }) })).json();
    const conv = second.page.locator(`[data-conversation="${sent.data.conversation_id}"]`);
    await conv.getByText('1 unread').waitFor();
    await (await fetch(`${server.url}/api/support/send`, { method: 'POST', headers: { authorization: chatter.token, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Hello?' }) })).json();
    await conv.getByText('2 unread').waitFor();
    await conv.click();
    const thread = second.page.getByRole('region', { name: `Conversation #${sent.data.conversation_id}` });
    await thread.getByText('Where is my withdrawal?', { exact: true }).waitFor();
    await second.page.getByLabel('Reply').fill('It was paid at 10:02; allow an hour.');
    await second.page.getByRole('button', { name: 'Send' }).click();
    // (The bubble, not the reply box, which may still hold the text for a moment.)
    await thread.getByRole('listitem').filter({ hasText: 'It was paid at 10:02; allow an hour.' }).waitFor();
    await expect.poll(() => conv.getByText(/unread/).count()).toBe(0);
    const seen = await (await fetch(`${server.url}/api/support/messages`, { headers: { authorization: chatter.token } })).json();
    expect(seen.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'user', 'operator']);
    const token = await second.page.evaluate(() => sessionStorage.getItem('pipkit.console.token'));
    const refused = await fetch(`${server.url}/admin/api/deposits/${depositId}/approve`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    await second.page.getByRole('button', { name: 'Sign out' }).click();
    await second.page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    await second.context.close();

    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });

  it('an admin makes an operator in the console, who signs in with the key shown once; disabling signs them out', async () => {
    const chief = await createOperator('chief@desk.example', 'Chief', 'admin');
    const english = async (b: Browser) => {
      const opened = await newPage(b, { viewport: { width: 1280, height: 900 }, language: 'en' });
      return opened;
    };
    const admin = await english(browser);
    await signIn(admin.page, 'chief@desk.example', chief.totp_secret);
    await admin.page.getByRole('link', { name: 'Operators' }).click();
    await admin.page.getByRole('button', { name: 'New operator' }).click();
    const form = admin.page.getByRole('dialog');
    await form.getByLabel('E-mail').fill('helper@desk.example');
    await form.getByLabel('Name').fill('Helper');
    await form.getByRole('combobox').selectOption('support');
    await expect.poll(() => form.getByText(/^This role opens: /).textContent()).toContain('support.chat');
    await form.getByLabel('First password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create' }).click();
    await admin.page.getByText('helper@desk.example can sign in now').waitFor();
    await admin.page.getByRole('img', { name: 'QR code of the authenticator key' }).waitFor();
    const key = (await admin.page.getByLabel('Authenticator key').textContent())!.trim();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await admin.page.getByRole('button', { name: 'Done' }).click();

    // The new operator signs in with the key they were given, and sees what a support role sees.
    const helper = await english(browser);
    await signIn(helper.page, 'helper@desk.example', key);
    await helper.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await helper.page.getByRole('link', { name: 'Support chat' }).waitFor();
    expect(await helper.page.getByRole('link', { name: 'Operators' }).count()).toBe(0);
    // Their first password was chosen by someone else: they change it at once.
    await helper.page.getByRole('button', { name: 'Change password' }).click();
    const change = helper.page.getByRole('dialog');
    await change.getByLabel('Current password').fill(PASSWORD);
    await change.getByLabel('New password').fill('helper-own-passphrase');
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.getByRole('status').getByText('Password changed. Your other sessions were signed out.').waitFor();
    await change.getByRole('button', { name: 'Close' }).click();

    // Disabled by the admin: the helper's next request finds the session ended and the console asks to sign in.
    const row = admin.page.getByRole('row').filter({ hasText: 'helper@desk.example' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await admin.page.getByRole('dialog').getByRole('checkbox').check();
    await admin.page.getByRole('dialog').getByText('Saving signs this operator out of every session.').waitFor();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row.getByText('Disabled').waitFor();
    await helper.page.getByRole('link', { name: 'Users' }).click();
    await helper.page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();

    const audit = await (await fetch(`${server.url}/admin/api/audit?target_type=operator&limit=10`, { headers: { authorization: `Bearer ${server.adminToken}` } })).json();
    expect(audit.data.data.map((a: { action: string; actor: string }) => `${a.actor} ${a.action}`)).toEqual(
      expect.arrayContaining(['chief@desk.example operator.create', 'helper@desk.example operator.password', 'chief@desk.example operator.update']),
    );
    expect(admin.problems).toEqual([]);
    expect(helper.problems.filter((p) => !p.includes('401'))).toEqual([]);
    await admin.context.close();
    await helper.context.close();
  });
});
