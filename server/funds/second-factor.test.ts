import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { totpCode } from '../auth/totp.js';
import { base58CheckEncode } from './addresses.js';
import { MONEY_CODE_GUESSES, RECOVERY_CODES } from '../users/two-factor.js';

// With two-step sign-in on, money leaves only with a code (docs/funds.md "Two-step code"): a withdrawal and a new payout
// method each need one, spent only when the rest of the request is allowed; wrong codes are counted per user.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const STEP = 30_000;
const admin = { authorization: `Bearer ${ADMIN}` };

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const tron = () => base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));

/** A funded real user with two-step sign-in on, its secret and recovery codes, and the TRC20 withdraw currency. */
async function protectedUser() {
  const u = await realUser(app);
  expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/adjust`, { headers: admin, body: { value: '100' } })).body.code).toBe(1);
  const { secret } = (await call(app, 'POST', '/api/user/two_factor/setup', { token: u.token })).body.data as { secret: string };
  const on = await call(app, 'POST', '/api/user/two_factor/enable', { token: u.token, form: { code: totpCode(secret) } });
  expect(on.body.code, on.body.msg).toBe(1);
  const coins = (await call(app, 'GET', '/api/account/draw_symbol_list?type=1', { token: u.token })).body.data as Array<{ id: number; protocol: string }>;
  return { ...u, secret, recovery: on.body.data.recovery_codes as string[], usdt: coins.find((c) => c.protocol === 'TRC20')! };
}

const balanceOf = async (token: string) => (await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token })).body.data as { balance: string; lock_balance: string };
const recoveryLeft = async (token: string) => (await call(app, 'GET', '/api/user/two_factor', { token })).body.data.recovery_left as number;
const bind = (token: string, form: Record<string, string>) => call(app, 'POST', '/api/wallet/bind_draw_method', { token, form });
const draw = (token: string, form: Record<string, string>, key = randomBytes(8).toString('hex')) =>
  call(app, 'POST', '/api/account/draw', { token, form, headers: { 'idempotency-key': key } });

describe('two-step code for money moves', () => {
  it('asks for a code to bind a payout method and to withdraw, spends it only with what it confirmed, and lets a retry through', async () => {
    const u = await protectedUser();
    const address = tron();
    const bindForm = { draw_id: String(u.usdt.id), type: '1', dc_address: address };

    // Without a code, or with a wrong one: code 3, and nothing is bound.
    expect((await bind(u.token, bindForm)).body).toMatchObject({ code: 3, msg: 'Enter the code from your authenticator app' });
    expect((await bind(u.token, { ...bindForm, totp_code: '000000' })).body).toMatchObject({ code: 3, msg: 'The code is wrong or has already been used' });
    expect((await call(app, 'GET', '/api/wallet/get_draw_method?draw_type=1', { token: u.token })).body.data).toEqual([]);
    // The next code from the app binds it; binding the same address again (a retry) answers it without a code.
    const bound = await bind(u.token, { ...bindForm, totp_code: totpCode(u.secret, Date.now() + STEP) });
    expect(bound.body, bound.body.msg).toMatchObject({ code: 1, data: { dc_address: address } });
    expect((await bind(u.token, bindForm)).body).toMatchObject({ code: 1, data: { id: bound.body.data.id } });

    const form = { draw_currency_id: String(u.usdt.id), number: '40', draw_method_id: String(bound.body.data.id) };
    expect((await draw(u.token, form)).body).toMatchObject({ code: 3, msg: 'Enter the code from your authenticator app' });
    // Refused for another reason: the recovery code typed with it is still there.
    expect((await draw(u.token, { ...form, number: '500', totp_code: u.recovery[0] })).body.msg).toMatch(/balance/i);
    expect(await recoveryLeft(u.token)).toBe(RECOVERY_CODES);
    expect(await balanceOf(u.token)).toMatchObject({ balance: '100.000000', lock_balance: '0.000000' });

    // A recovery code, typed in capitals with spaces, confirms it; the retry with the same key needs no code.
    const typed = u.recovery[0].toUpperCase().replace('-', ' ');
    const made = await draw(u.token, { ...form, totp_code: typed }, 'withdraw-with-code');
    expect(made.body, made.body.msg).toMatchObject({ code: 1, data: { number: '40.00' } });
    expect((await draw(u.token, form, 'withdraw-with-code')).body).toMatchObject({ code: 1, data: { id: made.body.data.id } });
    expect(await recoveryLeft(u.token)).toBe(RECOVERY_CODES - 1);
    expect(await balanceOf(u.token)).toMatchObject({ balance: '60.000000', lock_balance: '40.000000' });
    // Spent: the same code a second time is refused.
    expect((await draw(u.token, { ...form, number: '10', totp_code: u.recovery[0] })).body).toMatchObject({ code: 3, msg: 'The code is wrong or has already been used' });
  });

  it('lets one of two withdrawals racing with the same code through', async () => {
    const u = await protectedUser();
    const m = await bind(u.token, { draw_id: String(u.usdt.id), type: '1', dc_address: tron(), totp_code: u.recovery[1] });
    expect(m.body.code, m.body.msg).toBe(1);
    const form = { draw_currency_id: String(u.usdt.id), number: '30', draw_method_id: String(m.body.data.id), totp_code: u.recovery[2] };
    const answers = await Promise.all([draw(u.token, form), draw(u.token, form)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 3]);
    expect(await balanceOf(u.token)).toMatchObject({ balance: '70.000000', lock_balance: '30.000000' });
  });

  it(`refuses money moves after ${MONEY_CODE_GUESSES} wrong codes, even with a right one, while sign-in goes on working`, async () => {
    const u = await protectedUser();
    const bindForm = { draw_id: String(u.usdt.id), type: '1', dc_address: tron() };
    for (let i = 0; i < MONEY_CODE_GUESSES; i++) {
      expect((await bind(u.token, { ...bindForm, totp_code: String(100000 + i) })).body.code).toBe(3);
    }
    expect((await bind(u.token, { ...bindForm, totp_code: u.recovery[0] })).body).toMatchObject({ code: 0, msg: 'Too many requests, please try again later' });
    expect(await recoveryLeft(u.token)).toBe(RECOVERY_CODES);
    // Someone else's money moves are not affected, and the owner still signs in with a code.
    const other = await protectedUser();
    expect((await bind(other.token, { draw_id: String(other.usdt.id), type: '1', dc_address: tron(), totp_code: other.recovery[0] })).body.code).toBe(1);
    const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: u.email, password: u.password, login_type: 'email', totp_code: u.recovery[1] } });
    expect(login.body.code, login.body.msg).toBe(1);
  });

  it('asks nothing of a user without two-step sign-in', async () => {
    const u = await realUser(app);
    await call(app, 'POST', `/admin/api/users/${u.user.id}/adjust`, { headers: admin, body: { value: '50' } });
    const coins = (await call(app, 'GET', '/api/account/draw_symbol_list?type=1', { token: u.token })).body.data as Array<{ id: number; protocol: string }>;
    const usdt = coins.find((c) => c.protocol === 'TRC20')!;
    const m = await bind(u.token, { draw_id: String(usdt.id), type: '1', dc_address: tron() });
    expect(m.body.code, m.body.msg).toBe(1);
    const made = await draw(u.token, { draw_currency_id: String(usdt.id), number: '20', draw_method_id: String(m.body.data.id), totp_code: '123456' });
    expect(made.body.code, made.body.msg).toBe(1);
  });
});
