import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, realUser } from '../testing.js';
import { signedInOperator } from '../operators/testing.js';
import { base58CheckEncode } from './addresses.js';
import { parsePayoutHoldHours } from './payout-hold.js';
import { messageTime } from '../accounts/notices.js';

// The payout hold (docs/funds.md "Payout hold") with the default 24 hours: a new payout method and withdrawals after
// a password change wait, the owner is told of each change, an operator can end a hold with a reason.

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;
const admin = { authorization: `Bearer ${ADMIN}` };
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await makeServer({ payoutHoldHours: undefined });
});
afterAll(() => app.cleanup());

const tron = () => base58CheckEncode(Uint8Array.from([0x41, ...randomBytes(20)]));

async function funded() {
  const u = await realUser(app);
  expect((await call(app, 'POST', `/admin/api/users/${u.user.id}/adjust`, { headers: admin, body: { value: '500' } })).body.code).toBe(1);
  return u;
}

async function bind(token: string, address = tron()) {
  const usdt = ((await call(app, 'GET', '/api/account/draw_symbol_list?type=1', { token })).body.data as { id: number; protocol: string }[]).find((c) => c.protocol === 'TRC20')!;
  const r = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(usdt.id), type: '1', dc_address: address } });
  expect(r.body.code, r.body.msg).toBe(1);
  return { currencyId: usdt.id, method: r.body.data as { id: number; usable_at: string; created_at: string }, address };
}

const draw = (token: string, currencyId: number, methodId: number, number = '100', headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/account/draw', { token, headers, form: { draw_currency_id: String(currencyId), draw_method_id: String(methodId), number } });

const mail = (to: string) => app.db.selectFrom('outbox').selectAll().where('target', '=', to).orderBy('id').execute();
const balance = async (token: string) => (await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token })).body.data as { balance: string };
const passTime = (userId: number) =>
  app.db.updateTable('draw_methods').set({ usable_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();

describe('a new payout method', () => {
  it('waits 24 hours before a withdrawal can pay out to it, says until when in the reader’s language, and the owner hears of it', async () => {
    const u = await funded();
    const before = Date.now();
    const { currencyId, method, address } = await bind(u.token);
    const usable = Date.parse(method.usable_at);
    expect(usable - Date.parse(method.created_at)).toBe(24 * HOUR);
    expect(usable).toBeGreaterThanOrEqual(before + 24 * HOUR);

    const refused = await draw(u.token, currencyId, method.id);
    expect(refused.body).toMatchObject({ code: 0, data: null });
    expect(refused.body.msg).toBe(`This payout method can receive withdrawals from ${messageTime(method.usable_at)}: a new one waits 24 hours to protect your money`);
    const german = await draw(u.token, currencyId, method.id, '100', { lang: 'de' });
    expect(german.body.msg).toBe(`Diese Auszahlungsmethode kann ab ${messageTime(method.usable_at)} Auszahlungen erhalten: Eine neue Methode wartet zum Schutz Ihres Geldes 24 Stunden`);
    // Nothing frozen, nothing recorded.
    expect(Number((await balance(u.token)).balance)).toBe(500);
    expect(await app.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.user.id).execute()).toEqual([]);

    const [notice] = await mail(u.email);
    expect(notice.subject).toBe('Pipkit: a payout method was added');
    expect(notice.body).toContain(`USDT-TRC20 ${address.slice(0, 6)}…${address.slice(-4)}`);
    expect(notice.body).toContain(`from ${messageTime(method.usable_at)}`);
    expect(notice.body).not.toContain(address);

    // Binding the same address again (a retry) keeps its hold and tells nobody twice.
    const again = await bind(u.token, address);
    expect(again.method).toMatchObject({ id: method.id, usable_at: method.usable_at });
    expect(await mail(u.email)).toHaveLength(1);

    await passTime(u.user.id);
    const paid = await draw(u.token, currencyId, method.id);
    expect(paid.body.code, paid.body.msg).toBe(1);
    const notices = await mail(u.email);
    expect(notices.map((n) => n.subject)).toEqual(['Pipkit: a payout method was added', `Pipkit: withdrawal #${paid.body.data.id} requested`]);
    expect(notices[1].body).toContain('A withdrawal of 100.00 USD to USDT-TRC20');
    // A retry of the same withdrawal (same key) is the same request: no second notice.
    const key = { 'idempotency-key': `hold-${randomBytes(6).toString('hex')}` };
    const first = await draw(u.token, currencyId, method.id, '50', key);
    const retry = await draw(u.token, currencyId, method.id, '50', key);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await mail(u.email)).toHaveLength(3);
  });
});

describe('a password change', () => {
  it('pauses withdrawals for 24 hours, even to methods past their own hold, and tells the owner', async () => {
    const u = await funded();
    const { currencyId, method } = await bind(u.token);
    await passTime(u.user.id);
    await call(app, 'POST', '/api/notify/send_email', { form: { to: u.email, type: '2' } });
    const code = (await mail(u.email)).at(-1)!.body.match(/\b(\d{6})\b/)![1];
    const changed = await call(app, 'POST', '/api/user/amend_password', { token: u.token, form: { new_password: 'second-pass', secondary_password: 'second-pass', auth_code: code } });
    expect(changed.body.code, changed.body.msg).toBe(1);
    const { payout_hold_until } = await app.db.selectFrom('users').select('payout_hold_until').where('id', '=', u.user.id).executeTakeFirstOrThrow();
    expect(Date.parse(payout_hold_until!) - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);

    const refused = await draw(u.token, currencyId, method.id);
    expect(refused.body.msg).toBe(`Withdrawals are paused until ${messageTime(payout_hold_until!)} because the password was changed`);
    const notice = (await mail(u.email)).at(-1)!;
    expect(notice.subject).toBe('Pipkit: your password was changed');
    expect(notice.body).toContain(`Withdrawals are paused until ${messageTime(payout_hold_until!)}`);
  });
});

describe('an operator', () => {
  it('sees the holds of a user and ends them with a reason (finance or admin), which the audit log keeps', async () => {
    const u = await funded();
    const { currencyId, method } = await bind(u.token);
    const detail = await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: admin });
    expect(detail.body.data.payout_hold).toEqual({ withdrawals_until: null, methods: [{ id: method.id, usable_at: method.usable_at }] });

    const support = await signedInOperator(app, 'support');
    const denied = await call(app, 'POST', `/admin/api/users/${u.user.id}/payout-hold/release`, { headers: support.headers, body: { reason: 'asked' } });
    expect(denied.body.code).not.toBe(1);
    const finance = await signedInOperator(app, 'finance');
    const noReason = await call(app, 'POST', `/admin/api/users/${u.user.id}/payout-hold/release`, { headers: finance.headers, body: {} });
    expect(noReason.body).toMatchObject({ code: 0, msg: 'reason is required to release a payout hold' });
    expect((await draw(u.token, currencyId, method.id)).body.code).toBe(0);

    const released = await call(app, 'POST', `/admin/api/users/${u.user.id}/payout-hold/release`, { headers: finance.headers, body: { reason: 'Owner confirmed the address by phone' } });
    expect(released.body).toMatchObject({ code: 1, data: { withdrawals: false, methods: 1 } });
    // The owner hears of it too, in case someone talked the desk into it.
    expect((await mail(u.email)).at(-1)!.subject).toBe('Pipkit: withdrawals are no longer on hold');
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.payout-hold-release').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ outcome: 'ok', role: 'finance', target_id: String(u.user.id) });
    expect(audit.input).toContain('Owner confirmed the address by phone');
    expect(JSON.parse(audit.before!)).toEqual({ withdrawals_until: null, methods: [{ id: method.id, usable_at: method.usable_at }] });
    expect(JSON.parse(audit.after!)).toEqual({ withdrawals_until: null, methods: [] });
    const notices = (await mail(u.email)).length;
    // Nothing left to release: nothing changes and nobody is told again.
    const again = await call(app, 'POST', `/admin/api/users/${u.user.id}/payout-hold/release`, { headers: finance.headers, body: { reason: 'twice' } });
    expect(again.body).toMatchObject({ code: 1, data: { withdrawals: false, methods: 0 } });
    expect(await mail(u.email)).toHaveLength(notices);
    expect((await call(app, 'GET', `/admin/api/users/${u.user.id}`, { headers: admin })).body.data.payout_hold).toEqual({ withdrawals_until: null, methods: [] });
    const paid = await draw(u.token, currencyId, method.id);
    expect(paid.body.code).toBe(1);
    // The review queue says when the destination was added, so a reviewer sees money leaving to a brand-new address.
    const queue = await call(app, 'GET', `/admin/api/withdrawals?user_id=${u.user.id}&status=0`, { headers: finance.headers });
    expect(queue.body.data).toMatchObject({ total: 1, data: [{ id: paid.body.data.id, user_id: u.user.id, method_bound_at: method.created_at }] });

    const unknown = await call(app, 'POST', '/admin/api/users/99999999/payout-hold/release', { headers: finance.headers, body: { reason: 'x' } });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'User not found' });
  });
});

describe('the setting', () => {
  it('PAYOUT_HOLD_HOURS takes 0 to 720 hours and refuses anything else', () => {
    expect(parsePayoutHoldHours(undefined)).toBeUndefined();
    expect(parsePayoutHoldHours('')).toBeUndefined();
    expect(parsePayoutHoldHours('0')).toBe(0);
    expect(parsePayoutHoldHours('48')).toBe(48);
    expect(parsePayoutHoldHours('0.5')).toBe(0.5);
    for (const bad of ['-1', '721', 'abc', 'Infinity', '1e9']) expect(() => parsePayoutHoldHours(bad)).toThrow(/PAYOUT_HOLD_HOURS/);
  });

  it('at 0 a new method is usable at once (the test servers of the other suites)', async () => {
    const other = await makeServer();
    try {
      const u = await realUser(other);
      await call(other, 'POST', `/admin/api/users/${u.user.id}/adjust`, { headers: admin, body: { value: '200' } });
      const usdt = ((await call(other, 'GET', '/api/account/draw_symbol_list?type=1', { token: u.token })).body.data as { id: number; protocol: string }[]).find((c) => c.protocol === 'TRC20')!;
      const m = (await call(other, 'POST', '/api/wallet/bind_draw_method', { token: u.token, form: { draw_id: String(usdt.id), type: '1', dc_address: tron() } })).body.data;
      expect(m.usable_at).toBe(m.created_at);
      const r = await call(other, 'POST', '/api/account/draw', { token: u.token, form: { draw_currency_id: String(usdt.id), draw_method_id: String(m.id), number: '100' } });
      expect(r.body.code, r.body.msg).toBe(1);
    } finally {
      await other.cleanup();
    }
  });
});
