// Linked accounts (operators/linked.ts, docs/operators.md "Linked accounts"), on SQLite and (unit-pg) PostgreSQL: the
// other clients who signed in from a client's addresses or bound one of its payout methods, named (the latest ten)
// and counted; failed attempts and other addresses link nobody; who may read it (funds.read); bad input; the
// migration of its indexes; and the user list's search by an address signed in from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';
import { signedInOperator } from './testing.js';
import { LINKED_NAMED } from './linked.js';
import { migrations } from '../db/migrations/index.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer({ loginRateLimit: 1000 });
});
afterAll(() => app.cleanup());

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A user signed in from `from` (the address their sign-in is kept with). */
async function signInFrom(u: { email: string; password: string }, from: string, password = u.password) {
  const res = await app.inject({
    method: 'POST', url: '/api/user/loginForU', remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account: u.email, password, login_type: 'email' }).toString(),
  });
  return res.json() as { code: number; data: { token: string } };
}

async function bind(token: string, form: Record<string, string>) {
  const type = form.type;
  const currencies = (await call(app, 'GET', `/api/account/draw_symbol_list?type=${type}`, { token })).body.data as Array<{ id: number; protocol: string }>;
  const currency = type === '1' ? currencies.find((c) => c.protocol === 'TRC20')! : currencies[0];
  const r = await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(currency.id), ...form } });
  expect(r.body.code, r.body.msg).toBe(1);
  return r.body.data as { id: number };
}

describe('linked accounts', () => {
  it('names the other clients who signed in from the same addresses, the latest first, and counts them', async () => {
    const compliance = await signedInOperator(app, 'compliance');
    const linked = async (id: number) => (await call(app, 'GET', `/admin/api/users/${id}/linked`, { headers: compliance.headers })).body;
    const client = await realUser(app);
    expect((await signInFrom(client, '198.51.100.7')).code).toBe(1);
    expect((await signInFrom(client, '203.0.113.24')).code).toBe(1);
    const flatmate = await realUser(app);
    expect((await signInFrom(flatmate, '198.51.100.7')).code).toBe(1);
    const stranger = await realUser(app);
    expect((await signInFrom(stranger, '192.0.2.99')).code).toBe(1);
    // A wrong password from the address is someone trying, not the account's owner: it links nobody.
    const guesser = await realUser(app);
    expect((await signInFrom(guesser, '203.0.113.24', 'not-the-password')).code).toBe(0);

    const answer = await linked(client.user.id);
    expect(answer.code).toBe(1);
    // The test's own client signs everyone in from 127.0.0.1 first (realUser): every account there is linked, and
    // counted, though only the latest ten are named.
    const home = answer.data.addresses.find((a: { ip: string }) => a.ip === '198.51.100.7');
    expect(home).toMatchObject({ total: 1, accounts: [{ id: flatmate.user.id, email: flatmate.email, locked_at: null, closed_at: null }] });
    expect(home.accounts[0]).toMatchObject({ uid: expect.any(String), mobile: expect.any(String), at: expect.stringMatching(/^\d{4}-/) });
    expect(answer.data.addresses.map((a: { ip: string }) => a.ip)).toEqual(['198.51.100.7', '127.0.0.1']);
    const local = answer.data.addresses[1];
    expect(local.total).toBeGreaterThanOrEqual(3);
    expect(local.accounts).toHaveLength(Math.min(local.total, LINKED_NAMED));
    expect(local.accounts[0].id).toBe(guesser.user.id); // the latest sign-in there first
    expect(local.accounts.map((a: { id: number }) => a.id)).not.toContain(client.user.id);
    expect(answer.data.checked).toEqual({ addresses: 3, payouts: 0 });
    expect(answer.data.payouts).toEqual([]);

    // The link reads both ways, and an address nobody else used links nobody.
    expect((await linked(flatmate.user.id)).data.addresses[0]).toMatchObject({ ip: '198.51.100.7', accounts: [{ id: client.user.id }] });
    expect((await linked(stranger.user.id)).data.addresses.map((a: { ip: string }) => a.ip)).toEqual(['127.0.0.1']);
  });

  it('lets the user list find the clients who signed in from an address, in the list and in its file', async () => {
    const support = await signedInOperator(app, 'support');
    const [first, second, tried] = [await realUser(app), await realUser(app), await realUser(app)];
    expect((await signInFrom(first, '2001:db8::7')).code).toBe(1);
    expect((await signInFrom(second, '2001:db8::7')).code).toBe(1);
    expect((await signInFrom(tried, '2001:db8::7', 'not-the-password')).code).toBe(0);
    const listed = await call(app, 'GET', `/admin/api/users?q=${encodeURIComponent('2001:db8::7')}`, { headers: support.headers });
    expect(listed.body.data.data.map((u: { id: number }) => u.id)).toEqual([second.user.id, first.user.id]); // newest first
    const file = await app.inject({ method: 'GET', url: `/admin/api/users/file?q=${encodeURIComponent('2001:db8::7')}`, headers: support.headers });
    expect(file.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)).toHaveLength(3); // the header and both
    // Not an address: searched as before, exactly.
    expect((await call(app, 'GET', '/admin/api/users?q=2001:db8', { headers: support.headers })).body.data.data).toEqual([]);
    expect((await call(app, 'GET', `/admin/api/users?q=${encodeURIComponent(first.email)}`, { headers: support.headers })).body.data.data).toHaveLength(1);
  });

  it('names the clients who bound the same payout address or bank account, removed ones too, masked', async () => {
    const finance = await signedInOperator(app, 'finance');
    const a = await realUser(app);
    const b = await realUser(app);
    const c = await realUser(app);
    const mine = await bind(a.token, { type: '1', dc_address: TRON });
    await bind(b.token, { type: '1', dc_address: TRON });
    await bind(a.token, { type: '2', bank_name: 'HSBC', payee_name: 'Jane Doe', payee_account: 'GB29 NWBK 6016 1331 9268 19' });
    const theirs = await bind(c.token, { type: '2', bank_name: 'Barclays', payee_name: 'J Doe', payee_account: 'gb29-nwbk-6016-1331-9268-19' });
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token: c.token, form: { id: String(theirs.id) } })).body.code).toBe(1);
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { token: a.token, form: { id: String(mine.id) } })).body.code).toBe(1);

    const answer = (await call(app, 'GET', `/admin/api/users/${a.user.id}/linked`, { headers: finance.headers })).body;
    expect(answer.data.checked.payouts).toBe(2);
    expect(answer.data.payouts).toEqual([
      { type: 2, currency: expect.any(String), protocol: expect.any(String), destination: 'HSBC ••••6819', total: 1, accounts: [expect.objectContaining({ id: c.user.id })] },
      { type: 1, currency: 'USDT', protocol: 'TRC20', destination: 'TQn9Y2…bLSE', total: 1, accounts: [expect.objectContaining({ id: b.user.id })] },
    ]);
    expect(JSON.stringify(answer.data)).not.toContain('NWBK');
  });

  it('keeps its lookups indexed: migration 041 goes down and up again', async () => {
    const migration = migrations['041_linked_accounts'];
    await migration.down!(app.db);
    await migration.up(app.db);
    const u = await realUser(app);
    const finance = await signedInOperator(app, 'finance');
    expect((await call(app, 'GET', `/admin/api/users/${u.user.id}/linked`, { headers: finance.headers })).body.data.checked).toEqual({ addresses: 1, payouts: 0 });
  });

  it('is read by finance and compliance alone, answers a missing user and refuses bad ids', async () => {
    const u = await realUser(app);
    const read = async (headers: Record<string, string> | undefined, id: string | number) => (await call(app, 'GET', `/admin/api/users/${id}/linked`, { headers })).body;
    for (const role of ['finance', 'compliance', 'admin'] as const) expect((await read((await signedInOperator(app, role)).headers, u.user.id)).code).toBe(1);
    for (const role of ['support', 'dealing'] as const) expect((await read((await signedInOperator(app, role)).headers, u.user.id)).code).not.toBe(1);
    expect((await read(undefined, u.user.id)).code).not.toBe(1);
    const compliance = await signedInOperator(app, 'compliance');
    expect(await read(compliance.headers, 99_999_999)).toMatchObject({ code: 0, msg: 'User not found' });
    for (const bad of ['0', 'abc', '-3']) expect((await read(compliance.headers, bad)).code).not.toBe(1);
  });
});
