import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer, realUser } from '../testing.js';
import { LedgerType, postLedger } from '../ledger/index.js';
import { runCli, type AdminApi } from '../admin/cli.js';
import { withdrawPreview } from '../../src/core/money/index.js';
import { base58CheckEncode, isValidAddress } from './addresses.js';
import { createWithdrawal } from './withdrawals.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const admin = { authorization: `Bearer ${ADMIN}` };

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const tron = () => base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));
const eth = () => '0x' + randomBytes(20).toString('hex');

async function upload(userId: number): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await app.db.insertInto('uploads').values({ name, user_id: userId, mime: 'image/png', size: 100, created_at: new Date().toISOString() }).execute();
  return `/uploads/${name}`;
}

async function fund(userId: number, value: string) {
  const r = await call(app, 'POST', `/admin/api/users/${userId}/adjust`, { headers: admin, body: { value } });
  expect(r.body.code).toBe(1);
}

async function balanceOf(token: string) {
  return (await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token })).body.data as { balance: string; lock_balance: string };
}

async function reconcile(userId: number) {
  const rows = await app.db.selectFrom('ledger').select(['value', 'lock_value']).where('user_id', '=', userId).execute();
  const acc = await app.db.selectFrom('accounts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const sum = (xs: string[]) => xs.reduce((a, b) => a + Math.round(Number(b) * 1e6), 0);
  expect(sum(rows.map((r) => r.value))).toBe(Math.round(Number(acc.balance) * 1e6));
  expect(sum(rows.map((r) => r.lock_value))).toBe(Math.round(Number(acc.lock_balance) * 1e6));
}

async function currencies(type: 1 | 2, token: string) {
  return (await call(app, 'GET', `/api/account/draw_symbol_list?type=${type}`, { token })).body.data as Array<{
    id: number; code: string; protocol: string; draw_rate: string; fee_type: number; usd_price: string;
  }>;
}

async function bindTrc20(token: string, address = tron()) {
  const usdt = (await currencies(1, token)).find((c) => c.protocol === 'TRC20')!;
  const r = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(usdt.id), type: '1', dc_address: address } });
  expect(r.body.code, r.body.msg).toBe(1);
  return { currency: usdt, method: r.body.data };
}

const draw = (token: string, form: Record<string, string>, key?: string) =>
  call(app, 'POST', '/api/account/draw', { token, form, headers: key ? { 'idempotency-key': key } : {} });

describe('address validation', () => {
  it('checks formats and checksums per protocol', () => {
    expect(isValidAddress('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(isValidAddress('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(false);
    expect(isValidAddress('TRC20', tron())).toBe(true);
    expect(isValidAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isValidAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE')).toBe(false);
    expect(isValidAddress('ERC20', '52908400098527886E0F7030069857D2E4169EE7aa')).toBe(false);
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(false);
    expect(isValidAddress('BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isValidAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
  });
});

describe('seeds and access', () => {
  it('a fresh install has deposit addresses, a bank account and withdraw currencies', async () => {
    const { token } = await realUser(app);
    const info = await call(app, 'GET', '/api/quickCharge/info', { token });
    expect(info.body.data.map((a: { protocol_code: string }) => a.protocol_code)).toEqual(['TRC20', 'ERC20', 'BTC']);
    for (const a of info.body.data) expect(isValidAddress(a.protocol_code, a.address)).toBe(true);
    expect((await call(app, 'GET', '/api/quickCharge/symbols', { token })).body.data.map((s: { name: string }) => s.name)).toEqual(['USDT', 'BTC']);
    const wire = await call(app, 'GET', '/api/quickCharge/wire_info', { token });
    expect(wire.body.data[0]).toMatchObject({ bank_name: 'Example Bank Ltd', bank_swift: 'EXBKHKHH', payee_account: '012-345678-901' });
    const coins = await currencies(1, token);
    expect(coins.map((c) => `${c.code}-${c.protocol}`)).toEqual(['USDT-TRC20', 'USDT-ERC20', 'BTC-BTC']);
    expect(coins[0]).toMatchObject({ fee_type: 1, draw_rate: '1', usd_price: '1' });
    const banks = await currencies(2, token);
    expect(banks).toEqual([expect.objectContaining({ code: 'USD', protocol: 'BANK', fee_type: 2, draw_rate: '0.01' })]);
  });

  it('refuses demo users and anonymous callers', async () => {
    const demo = await demoUser(app);
    for (const [m, url] of [
      ['GET', '/api/quickCharge/info'], ['GET', '/api/quickCharge/quick_ist'], ['GET', '/api/account/draw_symbol_list'],
      ['GET', '/api/account/draw_list'], ['GET', '/api/wallet/get_draw_method'],
    ] as const) {
      expect((await call(app, m, url, { token: demo.token })).body).toEqual({ code: 0, msg: 'Please register or log in to a real account', data: null });
      expect((await call(app, m, url)).body.code).toBe(999);
    }
    const d = await draw(demo.token, { draw_currency_id: '1', number: '10', draw_method_id: '1' });
    expect(d.body.msg).toBe('Please register or log in to a real account');
    // The ledger itself is visible to demo users (their history page).
    const l = await call(app, 'GET', '/v1/api/main/account/forexDetail?page=1', { token: demo.token });
    expect(l.body.code).toBe(1);
    expect(l.body.data.total).toBe(1);
  });
});

describe('deposits', () => {
  it('records a coin deposit without crediting; history lists it; retries create one record', async () => {
    const { token, user } = await realUser(app);
    const proof = await upload(user.id);
    const form = { number: '150.25', proofImg: proof, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', charge_id: '1' };
    const r = await call(app, 'POST', '/api/quickCharge/submit', { token, form });
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({ number: '150.25', type: 0, currency_code: 'USDT', protocol_code: 'TRC20', status: 0 });
    expect(r.body.data.proofImg).toMatch(new RegExp(`^${proof}\\?exp=\\d+&sig=`));
    const again = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', '/api/quickCharge/submit', { token, form })));
    for (const a of again) expect(a.body.data.id).toBe(r.body.data.id);
    expect(await balanceOf(token)).toEqual({ balance: '0.000000', lock_balance: '0.000000' });
    const hist = await call(app, 'GET', '/api/quickCharge/quick_ist?type=0&page=1', { token });
    expect(hist.body.data.total).toBe(1);
    expect(hist.body.data.data[0].id).toBe(r.body.data.id);
    expect((await call(app, 'GET', '/api/quickCharge/quick_ist?type=1&page=1', { token })).body.data).toEqual({ data: [], total: 0 });
  });

  it('records a bank deposit; an unknown bank account is "no pay way"', async () => {
    const { token, user } = await realUser(app);
    const proof = await upload(user.id);
    const r = await call(app, 'POST', '/api/quickCharge/wire_submit', { token, body: { number: '1000', proofImg: `http://example.com${proof}`, wire_id: 1 } });
    expect(r.body.data).toMatchObject({ type: 1, number: '1000.00', bank_name: 'Example Bank Ltd', status: 0 });
    expect(r.body.data.proofImg).toMatch(new RegExp(`^${proof}\\?exp=\\d+&sig=`));
    const bad = await call(app, 'POST', '/api/quickCharge/wire_submit', { token, body: { number: '1000', proofImg: proof, wire_id: 99 } });
    expect(bad.body).toEqual({ code: 0, msg: 'no pay way', data: null });
    expect((await call(app, 'GET', '/api/quickCharge/quick_ist?type=1', { token })).body.data.total).toBe(1);
  });

  it('refuses bad amounts, foreign or missing proofs and unknown addresses', async () => {
    const { token, user } = await realUser(app);
    const other = await realUser(app);
    const proof = await upload(user.id);
    const foreign = await upload(other.user.id);
    const submit = (f: Record<string, string>) => call(app, 'POST', '/api/quickCharge/submit', { token, form: { number: '10', proofImg: proof, charge_id: '1', ...f } });
    for (const number of ['0', '-5', '1.234', 'abc', '1e3', '', '0.00'])
      expect((await submit({ number })).body.msg).toMatch(/number must be a positive amount|number is required/);
    expect((await submit({ proofImg: foreign })).body.msg).toBe('Please upload the payment proof image');
    expect((await submit({ proofImg: '/uploads/../../etc/passwd' })).body.msg).toBe('Please upload the payment proof image');
    expect((await submit({ proofImg: '' })).body.msg).toBe('Please upload the payment proof image');
    expect((await submit({ charge_id: '99' })).body.msg).toBe('Deposit address not found');
    expect((await submit({ address: 'TWrongAddress' })).body.msg).toBe('Deposit address does not match');
    expect((await call(app, 'GET', '/api/quickCharge/quick_ist', { token })).body.data.total).toBe(0);
  });

  it('admin approve credits exactly once, even in parallel; reject/invalid credit nothing', async () => {
    const { token, user } = await realUser(app);
    const mk = async (number: string) =>
      (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number, proofImg: await upload(user.id), charge_id: '2' } })).body.data.id as number;
    const a = await mk('100.10');
    const results = await Promise.all(Array.from({ length: 20 }, () => call(app, 'POST', `/admin/api/deposits/${a}/approve`, { headers: admin, body: {} })));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    expect(results.filter((r) => r.body.data.credited)).toHaveLength(1);
    expect(await balanceOf(token)).toEqual({ balance: '100.100000', lock_balance: '0.000000' });
    const rows = await app.db.selectFrom('ledger').selectAll().where('user_id', '=', user.id).where('type', '=', LedgerType.deposit).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: '100.100000', ref: `deposit:${a}` });
    expect((await call(app, 'POST', `/admin/api/deposits/${a}/reject`, { headers: admin, body: {} })).body.msg).toBe('Deposit already reviewed (status 1)');

    const b = await mk('50');
    const rej = await call(app, 'POST', `/admin/api/deposits/${b}/reject`, { headers: admin, body: { remark: 'Proof unreadable' } });
    expect(rej.body.data).toMatchObject({ status: 2, remark: 'Proof unreadable' });
    expect((await call(app, 'POST', `/admin/api/deposits/${b}/approve`, { headers: admin, body: {} })).body.msg).toBe('Deposit already reviewed (status 2)');
    const c = await mk('60');
    expect((await call(app, 'POST', `/admin/api/deposits/${c}/reject`, { headers: admin, body: { status: 3 } })).body.data.status).toBe(3);
    expect((await call(app, 'POST', '/admin/api/deposits/999999/approve', { headers: admin, body: {} })).body.msg).toBe('Deposit not found');
    expect((await balanceOf(token)).balance).toBe('100.100000');
    const hist = (await call(app, 'GET', '/api/quickCharge/quick_ist?type=0', { token })).body.data.data;
    expect(hist.map((d: { status: number }) => d.status)).toEqual([3, 2, 1]);
    const list = await call(app, 'GET', `/admin/api/deposits?user_id=${user.id}&status=1`, { headers: admin });
    expect(list.body.data.total).toBe(1);
    await reconcile(user.id);
  });
});

describe('payout methods', () => {
  it('binds valid addresses and bank accounts, refuses bad ones, re-binding answers the same method', async () => {
    const { token } = await realUser(app);
    const coins = await currencies(1, token);
    const [trc, erc, btc] = coins;
    const bind = (form: Record<string, string>) => call(app, 'POST', '/api/wallet/bind_draw_method', { token, form });
    const addr = tron();
    const a = await bind({ draw_id: String(trc.id), type: '1', dc_address: addr });
    expect(a.body).toMatchObject({ code: 1, msg: 'Bound successfully', data: { dc_address: addr, draw_currency: { code: 'USDT', protocol: 'TRC20' } } });
    expect((await bind({ draw_id: String(trc.id), type: '1', dc_address: addr })).body.data.id).toBe(a.body.data.id);
    expect((await bind({ draw_id: String(trc.id), type: '1', dc_address: eth() })).body.msg).toBe('Invalid USDT-TRC20 address');
    expect((await bind({ draw_id: String(trc.id), type: '1', dc_address: addr.slice(0, -1) + (addr.endsWith('a') ? 'b' : 'a') })).body.msg).toBe('Invalid USDT-TRC20 address');
    expect((await bind({ draw_id: String(trc.id), type: '1' })).body.msg).toBe('dc_address is required');
    expect((await bind({ draw_id: String(erc.id), type: '1', dc_address: eth() })).body.code).toBe(1);
    expect((await bind({ draw_id: String(btc.id), type: '1', dc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).body.code).toBe(1);
    expect((await bind({ draw_id: String(btc.id), type: '2', payee_account: '1234' })).body.msg).toBe('Withdraw currency not found');
    const bank = (await currencies(2, token))[0];
    const b = await bind({ draw_id: String(bank.id), type: '2', bank_name: 'HSBC', payee_name: 'Jane Doe', payee_account: '123-456 789', bank_swift: 'hsbchkhh', bank_branch: 'Central' });
    expect(b.body.data).toMatchObject({ type: 2, bank_name: 'HSBC', payee_account: '123456789', bank_swift: 'HSBCHKHH' });
    expect((await bind({ draw_id: String(bank.id), type: '2', bank_name: 'HSBC', payee_name: 'Jane' })).body.msg).toBe('bank_name, payee_name and payee_account are required');
    expect((await bind({ draw_id: String(bank.id), type: '2', bank_name: 'X', payee_name: 'Y', payee_account: '12345', bank_swift: 'NOPE' })).body.msg).toBe('bank_swift is not a valid SWIFT/BIC code');
    const coinList = await call(app, 'GET', '/api/wallet/get_draw_method?draw_type=1', { token });
    expect(coinList.body.data).toHaveLength(3);
    expect((await call(app, 'GET', `/api/wallet/get_draw_method?draw_type=1&draw_id=${trc.id}`, { token })).body.data).toHaveLength(1);
    expect((await call(app, 'GET', '/api/wallet/get_draw_method?draw_type=2', { token })).body.data).toHaveLength(1);
    // Another user cannot see or delete them.
    const other = await realUser(app);
    expect((await call(app, 'GET', '/api/wallet/get_draw_method', { token: other.token })).body.data).toEqual([]);
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token: other.token, form: { id: String(a.body.data.id) } })).body.msg).toBe('Payout method not found');
    const del = await call(app, 'POST', '/api/wallet/del_draw_method', { token, form: { id: String(a.body.data.id) } });
    expect(del.body).toMatchObject({ code: 1, msg: 'Deleted' });
    expect((await call(app, 'GET', '/api/wallet/get_draw_method?draw_type=1', { token })).body.data).toHaveLength(2);
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token, form: { id: String(a.body.data.id) } })).body.msg).toBe('Payout method not found');
  });
});

describe('withdrawals', () => {
  it('freezes the amount with the shared preview fee; approve pays out, reject restores to the cent', async () => {
    const { token, user } = await realUser(app);
    await fund(user.id, '500');
    const { currency, method } = await bindTrc20(token);
    const r = await draw(token, { draw_currency_id: String(currency.id), number: '120.55', memo: 'rent', draw_method_id: String(method.id) });
    expect(r.body.code, r.body.msg).toBe(1);
    const preview = withdrawPreview({ amount: '120.55', feeType: currency.fee_type, drawRate: currency.draw_rate, usdPrice: currency.usd_price });
    expect(r.body.data).toMatchObject({ number: '120.55', fee: preview.fee, real_number: preview.receive, status: 0, status_name: 'Pending review', type: 1, address: method.dc_address, memo: 'rent', draw_currency: { code: 'USDT', protocol: 'TRC20' } });
    expect(preview).toEqual({ fee: '1.000000', receive: '119.55' });
    expect(await balanceOf(token)).toEqual({ balance: '379.450000', lock_balance: '120.550000' });
    const freeze = await app.db.selectFrom('ledger').selectAll().where('ref', '=', `withdrawal:${r.body.data.id}`).execute();
    expect(freeze).toEqual([expect.objectContaining({ type: LedgerType.withdrawalFreeze, value: '-120.550000', lock_value: '120.550000' })]);
    // A method in use by a pending withdrawal cannot be deleted.
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token, form: { id: String(method.id) } })).body.msg).toBe('This payout method is used by a pending withdrawal');

    const rej = await call(app, 'POST', `/admin/api/withdrawals/${r.body.data.id}/reject`, { headers: admin, body: { notes: 'KYC first' } });
    expect(rej.body.data).toMatchObject({ changed: true, withdrawal: { status: 2, notes: 'KYC first' } });
    expect(await balanceOf(token)).toEqual({ balance: '500.000000', lock_balance: '0.000000' });
    expect((await call(app, 'POST', `/admin/api/withdrawals/${r.body.data.id}/approve`, { headers: admin, body: {} })).body.msg).toBe('Withdrawal already reviewed (Rejected)');

    const p = await draw(token, { draw_currency_id: String(currency.id), number: '200', draw_method_id: String(method.id) });
    const ok = await call(app, 'POST', `/admin/api/withdrawals/${p.body.data.id}/approve`, { headers: admin, body: { notes: 'tx 0xabc' } });
    expect(ok.body.data).toMatchObject({ changed: true, withdrawal: { status: 1, status_name: 'Completed' } });
    expect(await balanceOf(token)).toEqual({ balance: '300.000000', lock_balance: '0.000000' });
    const list = await call(app, 'GET', '/api/account/draw_list?type=1&page=1', { token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.data.map((w: { status: number }) => w.status)).toEqual([1, 2]);
    expect((await call(app, 'GET', '/api/account/draw_list?type=2&page=1', { token })).body.data.total).toBe(0);
    // Once no withdrawal is pending, the method can go.
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token, form: { id: String(method.id) } })).body.code).toBe(1);
    await reconcile(user.id);
  });

  it('uses ratio fees and refuses amounts over the balance, at or under the fee, and foreign methods', async () => {
    const { token, user } = await realUser(app);
    await fund(user.id, '100');
    const bank = (await currencies(2, token))[0];
    const m = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(bank.id), type: '2', bank_name: 'Bank', payee_name: 'Me', payee_account: 'DE89370400440532013000' } });
    const form = (number: string, extra: Record<string, string> = {}) => ({ draw_currency_id: String(bank.id), number, draw_method_id: String(m.body.data.id), ...extra });
    const r = await draw(token, form('50.50'));
    expect(r.body.data).toMatchObject({ fee: '0.505000', real_number: '49.99', type: 2, payee_account: 'DE89370400440532013000', bank_name: 'Bank' });
    expect((await draw(token, form('49.51'))).body.msg).toBe('Insufficient balance');
    expect((await draw(token, form('0.001'))).body.msg).toMatch(/positive amount with at most 2 decimals/);
    expect((await draw(token, form('12.345'))).body.msg).toMatch(/positive amount with at most 2 decimals/);
    const { currency, method } = await bindTrc20(token);
    expect((await draw(token, { draw_currency_id: String(currency.id), number: '1', draw_method_id: String(method.id) })).body.msg).toBe('The amount must be greater than the fee');
    expect((await draw(token, { draw_currency_id: String(currency.id), number: '5', draw_method_id: String(m.body.data.id) })).body.msg).toBe('The payout method does not belong to this currency');
    const other = await realUser(app);
    await fund(other.user.id, '100');
    expect((await draw(other.token, form('10'))).body.msg).toBe('not bound');
    expect((await draw(token, { ...form('10'), draw_currency_id: '999' })).body.msg).toBe('Withdraw currency not found');
    expect(await balanceOf(token)).toEqual({ balance: '49.500000', lock_balance: '50.500000' });
    await reconcile(user.id);
  });

  it('20 parallel identical submits create one withdrawal (with and without an idempotency key)', async () => {
    const { token, user } = await realUser(app);
    await fund(user.id, '1000');
    const { currency, method } = await bindTrc20(token);
    const form = { draw_currency_id: String(currency.id), number: '100', draw_method_id: String(method.id) };
    const plain = await Promise.all(Array.from({ length: 20 }, () => draw(token, form)));
    expect(plain.every((r) => r.body.code === 1)).toBe(true);
    expect(new Set(plain.map((r) => r.body.data.id)).size).toBe(1);
    const key = 'click-' + randomBytes(8).toString('hex');
    const keyed = await Promise.all(Array.from({ length: 20 }, () => draw(token, { ...form, number: '150' }, key)));
    expect(new Set(keyed.map((r) => r.body.data.id)).size).toBe(1);
    // The key may also travel as the idempotency_key form field (what the widgets send: no CORS preflight needed).
    const fieldKey = 'field-' + randomBytes(8).toString('hex');
    const viaField = await Promise.all(Array.from({ length: 20 }, () => draw(token, { ...form, number: '50', idempotency_key: fieldKey })));
    expect(viaField.every((r) => r.body.code === 1)).toBe(true);
    expect(new Set(viaField.map((r) => r.body.data.id)).size).toBe(1);
    // A deliberate second withdrawal with its own key is a new one.
    const second = await draw(token, form, 'click-' + randomBytes(8).toString('hex'));
    expect(second.body.data.id).not.toBe(plain[0].body.data.id);
    const rows = await app.db.selectFrom('withdrawals').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(4);
    expect(await balanceOf(token)).toEqual({ balance: '600.000000', lock_balance: '400.000000' });
    expect((await draw(token, form, 'bad key!')).body.msg).toMatch(/idempotency-key must be/);
    // The same key with other content is refused, not silently answered with the first withdrawal.
    expect((await draw(token, { ...form, number: '1.50' }, key)).body.msg).toBe('This idempotency-key was already used for a different request');
    await reconcile(user.id);
  });

  it('parallel approve and reject of one withdrawal settle it exactly once', async () => {
    const { token, user } = await realUser(app);
    await fund(user.id, '300');
    const { currency, method } = await bindTrc20(token);
    const w = (await draw(token, { draw_currency_id: String(currency.id), number: '100', draw_method_id: String(method.id) })).body.data;
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(app, 'POST', `/admin/api/withdrawals/${w.id}/${i % 2 ? 'approve' : 'reject'}`, { headers: admin, body: {} })),
    );
    expect(rs.filter((r) => r.body.code === 1 && r.body.data.changed)).toHaveLength(1);
    const final = await app.db.selectFrom('withdrawals').select('status').where('id', '=', w.id).executeTakeFirstOrThrow();
    const bal = await balanceOf(token);
    expect(bal).toEqual(final.status === 1 ? { balance: '200.000000', lock_balance: '0.000000' } : { balance: '300.000000', lock_balance: '0.000000' });
    await reconcile(user.id);
  });

  it('never overdraws when racing margin locks (order submits); floating losses are not withdrawable', async () => {
    const { token, user } = await realUser(app);
    await fund(user.id, '100');
    const { currency, method } = await bindTrc20(token);
    for (let round = 0; round < 5; round++) {
      const lock = app.db.transaction().execute((trx) =>
        postLedger(trx, { userId: user.id, value: '-30', lockValue: '30', type: LedgerType.marginLock, memoTran: 'margin', ref: `test-lock-${round}` }),
      ).then(() => 'lock', (e: Error) => e.message);
      const wd = draw(token, { draw_currency_id: String(currency.id), number: '30', draw_method_id: String(method.id) }, `race-${round}-abcdef`);
      await Promise.all([lock, wd]);
      const acc = await balanceOf(token);
      expect(Number(acc.balance)).toBeGreaterThanOrEqual(0);
    }
    const acc = await balanceOf(token);
    expect(acc.balance).toBe('10.000000');
    expect(acc.lock_balance).toBe('90.000000');
    await reconcile(user.id);

    const rich = await realUser(app);
    await fund(rich.user.id, '100');
    const b = await bindTrc20(rich.token);
    // The service takes the floating P&L as an explicit dependency: a −60.50 floating loss leaves 39.50 withdrawable.
    const deps = { db: app.db, floatingPnl: (uid: number) => (uid === rich.user.id ? '-60.5' : '0'), holdMs: 0, secrets: app.secrets };
    const input = (n: string) => ({ draw_currency_id: b.currency.id, number: n, draw_method_id: b.method.id });
    await expect(createWithdrawal(deps, rich.user.id, input('39.51'), null)).rejects.toMatchObject({ key: 'insufficientBalance', message: 'Insufficient balance' });
    const made = await createWithdrawal(deps, rich.user.id, input('39.50'), null);
    expect(made).toMatchObject({ duplicate: false, withdrawal: { number: '39.500000', status: 0 } });
    expect(await balanceOf(rich.token)).toEqual({ balance: '60.500000', lock_balance: '39.500000' });
  });
});

describe('ledger', () => {
  it('lists every balance change newest first with Memo/MemoTran, pages and totals', async () => {
    const { token, user } = await realUser(app);
    const dep = (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number: '250', proofImg: await upload(user.id), charge_id: '1' } })).body.data;
    await call(app, 'POST', `/admin/api/deposits/${dep.id}/approve`, { headers: admin, body: {} });
    await call(app, 'POST', `/admin/api/users/${user.id}/adjust`, { headers: admin, body: { value: '5', memo: 'Welcome bonus' } });
    const { currency, method } = await bindTrc20(token);
    const w = (await draw(token, { draw_currency_id: String(currency.id), number: '100', draw_method_id: String(method.id) })).body.data;
    await call(app, 'POST', `/admin/api/withdrawals/${w.id}/reject`, { headers: admin, body: {} });
    for (const url of ['/v1/api/main/account/forexDetail', '/v1/api/main/accountLog/forexChange']) {
      const l = await call(app, 'GET', `${url}?page=1&limit=2`, { token });
      expect(l.body.data.total).toBe(4);
      expect(l.body.data.balance).toBe('255.000000');
      expect(l.body.data.list.map((e: { Type: number }) => e.Type)).toEqual([9, 8]);
      expect(l.body.data.list[0]).toMatchObject({ Value: '100.000000', LockValue: '-100.000000', MemoTran: `Withdrawal #${w.id} rejected, amount returned` });
      expect(l.body.data.list[0].CreatedAtTran).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const p2 = await call(app, 'GET', `${url}?page=2&limit=2`, { token });
      expect(p2.body.data.list.map((e: { Type: number; Memo: string }) => [e.Type, e.Memo])).toEqual([[10, 'Welcome bonus'], [1, `Deposit #${dep.id}`]]);
      // MemoTran follows the reader's language (lang header); Memo (shown for Type 10) stays as written.
      const de = await call(app, 'GET', `${url}?page=1&limit=4`, { token, headers: { lang: 'de' } });
      expect(de.body.data.list.map((e: { MemoTran: string }) => e.MemoTran)).toEqual([
        `Auszahlung Nr. ${w.id} abgelehnt, Betrag zurückgebucht`,
        `Auszahlung Nr. ${w.id} eingefroren (USDT-TRC20)`,
        'Welcome bonus',
        `Einzahlung Nr. ${dep.id} (USDT-TRC20)`,
      ]);
    }
    await reconcile(user.id);
  });
});

describe('admin management and CLI', () => {
  const api: AdminApi = async (method, path, body) => {
    const r = await call(app, method as 'GET', path, { headers: admin, body });
    if (r.body.code !== 1) throw new Error(r.body.msg);
    return r.body.data;
  };

  it('manages deposit addresses, bank accounts and withdraw currencies', async () => {
    const { token } = await realUser(app);
    await expect(runCli(['deposit-address-add', 'USDT', 'TRC20', 'Tnotvalid1234567890'], {}, api)).rejects.toThrow('Invalid TRC20 address');
    const added = (await runCli(['deposit-address-add', 'usdt', 'trc20', tron()], {}, api)) as { id: number; currency_code: string };
    expect(added.currency_code).toBe('USDT');
    expect((await call(app, 'GET', '/api/quickCharge/info', { token })).body.data).toHaveLength(4);
    await runCli(['deposit-address-set', String(added.id), 'enabled=0'], {}, api);
    expect((await call(app, 'GET', '/api/quickCharge/info', { token })).body.data).toHaveLength(3);
    expect(await runCli(['deposit-addresses'], {}, api)).toHaveLength(4);

    const bank = (await runCli(['deposit-bank-add', 'bank_name=Second Bank', 'payee_name=Pipkit', 'payee_account=99887766'], {}, api)) as { id: number };
    expect((await call(app, 'GET', '/api/quickCharge/wire_info', { token })).body.data).toHaveLength(2);
    await runCli(['deposit-bank-set', String(bank.id), 'enabled=0'], {}, api);
    expect((await call(app, 'GET', '/api/quickCharge/wire_info', { token })).body.data).toHaveLength(1);

    await expect(runCli(['withdraw-currency-add', 'type=1', 'code=ETH', 'protocol=ERC20', 'fee_type=2', 'draw_rate=1.5'], {}, api)).rejects.toThrow('A ratio fee (fee_type 2) must be below 1');
    const eth = (await runCli(['withdraw-currency-add', 'type=1', 'code=eth', 'protocol=erc20', 'fee_type=2', 'draw_rate=0.002', 'usd_price=0.0004'], {}, api)) as { id: number };
    expect(await currencies(1, token)).toContainEqual(expect.objectContaining({ code: 'ETH', protocol: 'ERC20', draw_rate: '0.002', fee_type: 2, usd_price: '0.0004' }));
    const set = (await runCli(['withdraw-currency-set', String(eth.id), 'draw_rate=0.003', 'enabled=0'], {}, api)) as { draw_rate: string; enabled: number };
    expect(set).toMatchObject({ draw_rate: '0.003', enabled: 0 });
    expect((await currencies(1, token)).map((c) => c.code)).not.toContain('ETH');
    await expect(runCli(['withdraw-currency-set', '999', 'enabled=1'], {}, api)).rejects.toThrow('Withdraw currency not found');
    await expect(runCli(['deposit-approve'], {}, api)).rejects.toThrow('usage: deposit-approve <id> [remark]');
  });

  it('lists and reviews deposits and withdrawals through the CLI', async () => {
    const { token, user } = await realUser(app);
    const dep = (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number: '40', proofImg: await upload(user.id), charge_id: '1' } })).body.data;
    const pending = (await runCli(['deposits', '0'], {}, api)) as { data: Array<{ id: number; user_id: number }> };
    expect(pending.data.find((d) => d.id === dep.id)?.user_id).toBe(user.id);
    expect(await runCli(['deposit-approve', String(dep.id), 'ok'], {}, api)).toMatchObject({ credited: true, deposit: { status: 1, remark: 'ok' } });
    const { currency, method } = await bindTrc20(token);
    const w = (await draw(token, { draw_currency_id: String(currency.id), number: '20', draw_method_id: String(method.id) })).body.data;
    const ws = (await runCli(['withdrawals', '0'], {}, api)) as { data: Array<{ id: number }> };
    expect(ws.data.map((x) => x.id)).toContain(w.id);
    expect(await runCli(['withdrawal-approve', String(w.id), 'paid'], {}, api)).toMatchObject({ changed: true, withdrawal: { status: 1, notes: 'paid' } });
    expect(await balanceOf(token)).toEqual({ balance: '20.000000', lock_balance: '0.000000' });
  });
});
