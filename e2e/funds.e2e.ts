import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { base58CheckEncode } from '../server/funds/addresses';

// Issue 5 journey against the real server and the built app: a real user deposits with a proof image, the admin
// approves through the CLI, the balance rises by exactly the amount; the user binds a coin address from the
// withdraw screen's 'No withdrawal method yet' confirm, waits out the new address's payout hold (the admin releases
// it through the CLI), withdraws with a fee preview that matches the server's record, the amount
// is frozen, the admin rejects, the balance is restored to the cent, and the ledger page shows every step, as does
// the statement file it downloads.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

async function go(page: Page, path: string) {
  await page.goto(`${server.url}/#${path}`);
}

describe('funds journey', () => {
  it('deposit → approve → bind → withdraw (preview = record) → reject → restored; ledger shows every step', async () => {
    const email = `funds.${Date.now()}@example.com`;
    const password = 'funds-pass-1';
    const user = JSON.parse(await server.admin('create-user', email, password)) as { id: number };

    const { context, page, problems } = await newPage(browser, { language: 'en' });
    await go(page, '/login');
    await page.locator('input[name="account"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));

    // 1. Deposit 250.75 by USDT-TRC20 with a proof image.
    await go(page, '/mine/charge');
    await page.getByRole('heading', { name: 'Deposit', exact: true }).waitFor();
    await page.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE').waitFor();
    await page.getByLabel('Amount (USD)').fill('250.75');
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Payment proof' }).waitFor();
    // The proof is private: the preview loads through the signed link the upload answered with.
    await expect.poll(() => page.getByRole('img', { name: 'Payment proof' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const submit = page.getByRole('button', { name: 'Submit' });
    // A double click records one deposit (one idempotency key per filled form).
    await submit.dblclick();
    await page.getByText('Under review').waitFor();
    const pending = JSON.parse(await server.admin('deposits', '0')) as { data: Array<{ id: number; user_id: number; number: string; proofImg: string }> };
    const mine = pending.data.filter((d) => d.user_id === user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].number).toBe('250.75');
    // Operators get a signed link that opens the proof; the bare path opens nothing.
    expect(mine[0].proofImg).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{32}$/);
    const proof = await fetch(server.url + mine[0].proofImg);
    expect([proof.status, proof.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(server.url + mine[0].proofImg.split('?')[0])).status).toBe(404);

    // 2. The admin approves through the CLI (twice: the second credits nothing).
    expect(JSON.parse(await server.admin('deposit-approve', String(mine[0].id)))).toMatchObject({ credited: true });
    expect(JSON.parse(await server.admin('deposit-approve', String(mine[0].id)))).toMatchObject({ credited: false });
    // No reload: the record under review updates when the page is looked at again (and every 15 s while visible).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('Completed').waitFor();

    await go(page, '/mine/wallet');
    await expect.poll(() => page.getByTestId('pipkit-wallet-available').textContent()).toBe('250.75');
    expect(await page.getByTestId('pipkit-wallet-frozen').textContent()).toBe('0.00');

    // 3. Withdraw with nothing bound: 'No withdrawal method yet' confirm → bind form (type 1) → back to withdraw.
    await go(page, '/mine/withdraw');
    await page.getByRole('heading', { name: 'Withdraw', exact: true }).waitFor();
    await page.getByText('No withdrawal method yet', { exact: false }).first().waitFor();
    await page.getByLabel('Amount (USD)').fill('100.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'No withdrawal method yet' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(() => location.hash === '#/mine/withdraw-way?type=1');
    const address = base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));
    await page.getByLabel('Withdrawal address *').fill('T-not-a-valid-address');
    await page.getByRole('button', { name: 'Bind' }).click();
    await page.getByText('This is not a valid TRC20 address').waitFor();
    await page.getByLabel('Withdrawal address *').fill(address);
    await page.getByRole('button', { name: 'Bind' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/mine/withdraw') && !location.hash.includes('withdraw-way'));
    expect(hashPath(page)).toBe('/mine/withdraw');

    // 4. The new address waits out the payout hold (24 h by default): the form says until when, the server refuses,
    // the owner was told; an operator who has checked with the owner releases the hold through the CLI.
    await page.getByTestId('pipkit-withdraw-address').getByText(address).waitFor();
    await page.getByTestId('pipkit-withdraw-held').getByText('This payout method is new: withdrawals can be paid to it from', { exact: false }).waitFor();
    await page.getByLabel('Amount (USD)').fill('100.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('This payout method can receive withdrawals from', { exact: false }).waitFor();
    const outbox = JSON.parse(await server.admin('outbox', email)) as { subject: string; body: string };
    expect(outbox.subject).toBe('Pipkit: a payout method was added');
    expect(JSON.parse(await server.admin('payout-hold-release', String(user.id), 'owner confirmed the address'))).toEqual({ withdrawals: false, methods: 1 });
    await page.reload();
    await page.getByTestId('pipkit-withdraw-address').getByText(address).waitFor();
    expect(await page.getByTestId('pipkit-withdraw-held').count()).toBe(0);

    // 5. Fee preview (core/money withdrawPreview) then submit; the amount is frozen at once.
    await expect.poll(() => page.getByTestId('pipkit-withdraw-balance').textContent()).toBe('250.75 USD');
    await page.getByLabel('Amount (USD)').fill('100.5');
    const fee = (await page.getByTestId('pipkit-withdraw-fee').textContent())!.trim();
    const receive = (await page.getByTestId('pipkit-withdraw-receive').textContent())!.trim();
    expect(fee).toBe('1.000000');
    expect(receive).toBe('99.50 USDT');
    await page.getByLabel('Remark').fill('first payout');
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByText('Pending review').waitFor();
    await expect.poll(() => page.getByTestId('pipkit-withdraw-balance').textContent()).toBe('150.25 USD');

    const ws = JSON.parse(await server.admin('withdrawals', '0')) as { data: Array<{ id: number; user_id: number; fee: string; real_number: string; number: string; address: string; memo: string }> };
    const w = ws.data.filter((x) => x.user_id === user.id);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ number: '100.50', address, memo: 'first payout' });
    expect(w[0].fee).toBe(fee);
    expect(`${w[0].real_number} USDT`).toBe(receive);

    await go(page, '/mine/wallet');
    await expect.poll(() => page.getByTestId('pipkit-wallet-frozen').textContent()).toBe('100.50');
    expect(await page.getByTestId('pipkit-wallet-available').textContent()).toBe('150.25');

    // The bound address is listed; it cannot be deleted while the withdrawal is pending.
    await page.getByRole('button', { name: 'Coin addresses' }).click();
    await page.getByText(address).waitFor();
    // Swipe the row toward the inline end to reveal Delete (a real pointer drag).
    const row = page.getByTestId('pipkit-payout-row').first();
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 70, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width - 130, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: `Delete: ${address}` }).click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This payout method is used by a pending withdrawal').waitFor();

    // 6. The admin rejects: the balance is restored to the cent.
    expect(JSON.parse(await server.admin('withdrawal-reject', String(w[0].id), 'Test rejection'))).toMatchObject({ changed: true });
    await go(page, '/mine/wallet');
    await expect.poll(() => page.getByTestId('pipkit-wallet-available').textContent()).toBe('250.75');
    expect(await page.getByTestId('pipkit-wallet-frozen').textContent()).toBe('0.00');

    // 7. The ledger shows every step, newest first.
    await go(page, '/mine/history');
    await page.getByRole('heading', { name: 'Account history' }).waitFor();
    await expect.poll(() => page.getByTestId('pipkit-ledger-row').count()).toBe(3);
    const rows = await page.getByTestId('pipkit-ledger-row').allTextContents();
    expect(rows[0]).toContain(`Withdrawal #${w[0].id} rejected, amount returned`);
    expect(rows[0]).toContain('+100.50');
    expect(rows[1]).toContain(`Withdrawal #${w[0].id} frozen`);
    expect(rows[1]).toContain('-100.50');
    expect(rows[2]).toContain(`Deposit #${mine[0].id}`);
    expect(rows[2]).toContain('+250.75');
    expect(await page.getByTestId('pipkit-ledger-available').textContent()).toBe('250.75');
    await page.getByText('No more').waitFor();

    // 8. The same steps as a statement file: the month so far, oldest first, money as the ledger keeps it.
    await page.getByText('Download a statement').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const month = new Date().toISOString().slice(0, 8);
    expect(download.suggestedFilename()).toBe(`statement-ledger-${month}01-${new Date().toISOString().slice(0, 10)}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFid,time_utc,type,description,amount,locked_change,balance,locked_balance\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^\\d+,${month}\\d\\dT[\\d:.]+Z,deposit,Deposit #${mine[0].id} [^,]*,250\\.750000,0\\.000000,250\\.750000,0\\.000000$`));
    expect(lines[1]).toMatch(new RegExp(`,withdrawal_freeze,"?Withdrawal #${w[0].id} frozen.*,-100\\.500000,100\\.500000,150\\.250000,100\\.500000$`));
    expect(lines[2]).toMatch(new RegExp(`,withdrawal_unfreeze,"Withdrawal #${w[0].id} rejected, amount returned",100\\.500000,-100\\.500000,250\\.750000,0\\.000000$`));

    expect(problems).toEqual([]);
    await context.close();
  });
});
