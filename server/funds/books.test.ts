// The books (docs/funds.md "Books"): client money by day from the ledger, exact to the micro-dollar, adding up to the
// accounts' balances. On SQLite and on PostgreSQL (unit-pg).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, big, roundMoney, sub, sum } from '../../src/core/money/index.js';
import { call, demoUser, makeServer, realUser } from '../testing.js';
import { action, adminHeaders as admin, engineIdle, quote, submit, trader } from '../trading/test-helpers.js';
import { LedgerType } from '../ledger/index.js';
import { signedInOperator } from '../operators/testing.js';
import { runCli, type AdminApi } from '../admin/cli.js';
import type { Books } from './books.js';
import { ledgerTotals } from './books-ledger.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const today = () => new Date().toISOString().slice(0, 10);
const books = async (from: string, to: string, headers: Record<string, string> = admin) => {
  const r = (await call(app, 'GET', `/admin/api/books?from=${from}&to=${to}`, { headers })).body;
  expect(r.code, r.msg).toBe(1);
  return r.data as Books;
};
const upload = async (userId: number) => {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await app.db.insertInto('uploads').values({ name, user_id: userId, mime: 'image/png', size: 100, created_at: new Date().toISOString() }).execute();
  return `/uploads/${name}`;
};
const deposit = async (token: string, userId: number, number: string) => {
  const id = (await call(app, 'POST', '/api/quickCharge/submit', { token, form: { number, proofImg: await upload(userId), charge_id: '2' } })).body.data.id;
  expect((await call(app, 'POST', `/admin/api/deposits/${id}/approve`, { headers: admin, body: {} })).body.code).toBe(1);
};
const payoutMethod = async (token: string) => {
  const usdt = ((await call(app, 'GET', '/api/account/draw_symbol_list?type=1', { token })).body.data as { id: number; protocol: string }[]).find((c) => c.protocol === 'TRC20')!;
  const method = (await call(app, 'POST', '/api/wallet/bind_draw_method', { token, form: { draw_id: String(usdt.id), type: '1', dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } })).body;
  expect(method.code, method.msg).toBe(1);
  return { draw_currency_id: String(usdt.id), draw_method_id: String(method.data.id) };
};
const withdraw = async (token: string, to: Record<string, string>, number: string, review: 'approve' | 'reject') => {
  const w = (await call(app, 'POST', '/api/account/draw', { token, form: { ...to, number } })).body;
  expect(w.code, w.msg).toBe(1);
  expect((await call(app, 'POST', `/admin/api/withdrawals/${w.data.id}/${review}`, { headers: admin, body: {} })).body.code).toBe(1);
  return w.data.fee as string;
};
/** Client money as the accounts hold it: every real account's available plus frozen balance. */
const accountsTotal = async () => {
  const rows = await app.db.selectFrom('accounts as a').innerJoin('users as u', 'u.id', 'a.user_id').select(['a.balance', 'a.lock_balance']).where('u.is_demo', '=', 0).execute();
  return roundMoney(sum(rows.flatMap((r) => [r.balance, r.lock_balance])));
};
const ledgerOf = async (userId: number, type: number) =>
  sum((await app.db.selectFrom('ledger').select('value').where('user_id', '=', userId).where('type', '=', type).execute()).map((r) => r.value));

describe('the books', () => {
  it("a day's deposits, withdrawals paid with their fees, trading, adjustments and new accounts add up to the accounts; demo accounts left out", async () => {
    const day = today();
    const before = await books(day, day);
    expect(before.days.map((d) => d.date)).toEqual([day]);

    const { token, user } = await realUser(app);
    await deposit(token, user.id, '100.10');
    await deposit(token, user.id, '50');
    const credited = await call(app, 'POST', `/admin/api/users/${user.id}/adjust`, { headers: admin, body: { value: '500' } });
    expect(credited.body.code).toBe(1);
    const to = await payoutMethod(token);
    const fee = await withdraw(token, to, '120.55', 'approve');
    await withdraw(token, to, '10', 'reject');
    // Trading: a buy closed at a loss pays its fee and loses; the P&L and fee are the ledger's.
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const opened = await submit(app, token, { code: 'EURUSD', cont: '0.1', multiple: 50, type: 1 });
    expect(opened.code, opened.msg).toBe(1);
    await engineIdle(app);
    await quote(app, 'EURUSD', '1.07900', '1.07912');
    expect((await action(app, token, 'close', { id: opened.data.Id })).code).toBe(1);
    await engineIdle(app);
    // A second real trader, who wins; and a demo account, which trades and counts for nothing.
    const other = await trader(app, '1000');
    const won = await submit(app, other.token, { code: 'EURUSD', cont: '0.2', multiple: 50, type: 2 });
    await engineIdle(app);
    await quote(app, 'EURUSD', '1.07800', '1.07812');
    expect((await action(app, other.token, 'close', { id: won.data.Id })).code).toBe(1);
    const demo = await demoUser(app);
    expect((await submit(app, demo.token, { code: 'EURUSD', cont: '0.1', multiple: 50, type: 1 })).code).toBe(1);
    await engineIdle(app);

    const after = await books(day, day);
    const [d0, d1] = [before.days[0], after.days[0]];
    const change = (a: string, b: string) => roundMoney(sub(a, b));
    expect(after.opening).toBe(before.opening);
    expect(d1.registrations - d0.registrations).toBe(2);
    expect(d1.first_deposits - d0.first_deposits).toBe(1);
    expect({ count: d1.deposits.count - d0.deposits.count, amount: change(d1.deposits.amount, d0.deposits.amount) }).toEqual({ count: 2, amount: '150.100000' });
    expect(d1.withdrawals.count - d0.withdrawals.count).toBe(1);
    expect(change(d1.withdrawals.amount, d0.withdrawals.amount)).toBe('120.550000');
    expect(change(d1.withdrawals.fees, d0.withdrawals.fees)).toBe(roundMoney(fee));
    // the operators' credits: 500 to the first trader, 1000 to the second (the test helper's)
    expect(change(d1.adjustments, d0.adjustments)).toBe('1500.000000');
    const fees = add(await ledgerOf(user.id, LedgerType.fee), await ledgerOf(other.id, LedgerType.fee));
    const pnl = add(await ledgerOf(user.id, LedgerType.realisedPnl), await ledgerOf(other.id, LedgerType.realisedPnl));
    expect(big(pnl).eq(0)).toBe(false);
    expect(change(d1.trading_fees, d0.trading_fees)).toBe(roundMoney(big(fees).times(-1)));
    expect(change(d1.client_pnl, d0.client_pnl)).toBe(roundMoney(pnl));
    expect(d1.broker_result).toBe(roundMoney(sub(sub(d1.trading_fees, d1.client_pnl), d1.swaps)));
    expect(d1.unexplained).toBe('0.000000');
    // The ledger adds up to what the accounts hold, and the day's closing is the period's.
    expect(after.closing).toBe(await accountsTotal());
    expect(d1.closing).toBe(after.closing);
    expect(after.totals).toEqual(Object.fromEntries(Object.entries(d1).filter(([k]) => k !== 'date' && k !== 'closing')));
  });

  it('counts each day of a period from the times of its ledger rows, opening with what came before; exact to the micro-dollar; shows what it cannot explain', async () => {
    const a = await trader(app, '0');
    const b = await trader(app, '0');
    const at = (day: string, time = '12:00:00.000') => `${day}T${time}Z`;
    const row = (userId: number, type: number, value: string, created_at: string, lock_value = '0') =>
      ({ user_id: userId, value, lock_value, type, memo: '', memo_tran: '', ref: null, balance_after: '0', lock_balance_after: '0', created_at });
    await app.db.updateTable('users').set({ created_at: at('2020-01-05') }).where('id', 'in', [a.id, b.id]).execute();
    await app.db
      .insertInto('ledger')
      .values([
        row(a.id, LedgerType.deposit, '1000.000001', at('2020-01-01')),
        row(a.id, LedgerType.deposit, '0.100001', at('2020-01-04', '00:00:00.000')),
        row(b.id, LedgerType.deposit, '0.200002', at('2020-01-04', '23:59:59.999')),
        row(b.id, LedgerType.deposit, '12345678.123456', at('2020-01-06')),
        row(a.id, LedgerType.marginLock, '-10.5', at('2020-01-05'), '10.5'),
        row(a.id, LedgerType.fee, '-0.000003', at('2020-01-05')),
        row(a.id, LedgerType.realisedPnl, '-3.333333', at('2020-01-05')),
        row(a.id, LedgerType.swap, '-0.250001', at('2020-01-05', '22:00:00.000')),
        row(a.id, LedgerType.marginUnlock, '10.5', at('2020-01-05'), '-10.5'),
        row(b.id, LedgerType.adminAdjustment, '-0.01', at('2020-01-06')),
        // a row of a kind the books do not know (written by hand, or by a newer server)
        row(b.id, 99, '7.000007', at('2020-01-06')),
        row(a.id, LedgerType.deposit, '5', at('2020-01-07')),
      ])
      .execute();

    const r = await books('2020-01-04', '2020-01-06');
    expect(r.opening).toBe('1000.000001');
    expect(r.days.map((d) => [d.date, d.deposits, d.first_deposits, d.registrations])).toEqual([
      ['2020-01-04', { count: 2, amount: '0.300003' }, 1, 0],
      ['2020-01-05', { count: 0, amount: '0.000000' }, 0, 2],
      ['2020-01-06', { count: 1, amount: '12345678.123456' }, 0, 0],
    ]);
    expect(r.days[1]).toMatchObject({ trading_fees: '0.000003', client_pnl: '-3.333333', swaps: '-0.250001', broker_result: '3.583337', unexplained: '0.000000', closing: '996.716667' });
    expect(r.days[2]).toMatchObject({ adjustments: '-0.010000', swaps: '0.000000', unexplained: '7.000007', closing: '12346681.830130' });
    expect(r.days.map((d) => d.closing)).toEqual(['1000.300004', '996.716667', '12346681.830130']);
    expect(r.closing).toBe('12346681.830130');
    expect(r.totals).toMatchObject({ registrations: 2, first_deposits: 1, deposits: { count: 3, amount: '12345678.423459' }, unexplained: '7.000007' });
    // the next day opens where the period closed
    expect((await books('2020-01-07', '2020-01-07')).opening).toBe('12346681.830130');
    // read in slices of a few ids (as SQLite reads a large ledger, giving the event loop back between them): the same sums
    const [start, end] = ['2020-01-04T00:00:00.000Z', '2020-01-07T00:00:00.000Z'];
    const whole = await ledgerTotals(app.db, start, end);
    expect(await ledgerTotals(app.db, start, end, 3)).toEqual(whole);
    expect(whole.before).toBe('1000.000001');
    expect(whole.byDayType.get(`2020-01-04|${LedgerType.deposit}`)).toEqual({ n: 2, change: '0.300003' });
    // the same as a file: a line per day, opening at the day before's closing, then the period's totals
    const file = await app.inject({ url: '/admin/api/books/file?from=2020-01-04&to=2020-01-06', headers: admin });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="books-2020-01-04-2020-01-06.csv"');
    expect(file.body.split('\r\n')).toEqual([
      '\uFEFFdate,opening,registrations,first_deposits,deposits_count,deposits,withdrawals_count,withdrawals,withdrawal_fees,trading_fees,client_pnl,swaps,adjustments,unexplained,closing,broker_result',
      '2020-01-04,1000.000001,0,1,2,0.300003,0,0.000000,0.000000,0.000000,0.000000,0.000000,0.000000,0.000000,1000.300004,0.000000',
      '2020-01-05,1000.300004,2,0,0,0.000000,0,0.000000,0.000000,0.000003,-3.333333,-0.250001,0.000000,0.000000,996.716667,3.583337',
      '2020-01-06,996.716667,0,0,1,12345678.123456,0,0.000000,0.000000,0.000000,0.000000,0.000000,-0.010000,7.000007,12346681.830130,0.000000',
      'total,1000.000001,2,1,3,12345678.423459,0,0.000000,0.000000,0.000003,-3.333333,-0.250001,-0.010000,7.000007,12346681.830130,3.583337',
      '',
    ]);
    expect((await app.inject({ url: '/admin/api/books/file?from=2020-01-06&to=2020-01-04', headers: admin })).json()).toMatchObject({ code: 0, msg: expect.stringMatching(/^Choose a period/) });
    // the same from the admin CLI, for a script closing the month
    const api: AdminApi = async (method, path, body) => {
      const res = await call(app, method as 'GET', path, { headers: admin, body });
      if (res.body.code !== 1) throw new Error(res.body.msg);
      return res.body.data;
    };
    expect(await runCli(['books', '2020-01-04', '2020-01-06'], {}, api)).toEqual(r);
    await expect(runCli(['books', '2020-01-04'], {}, api)).rejects.toThrow('usage: books <from YYYY-MM-DD> <to YYYY-MM-DD>');
    // a time written by hand with a space sorts into the day before as text: counted on the period's last day, not lost
    await app.db.insertInto('ledger').values(row(b.id, 99, '1', '2020-02-02 00:00')).execute();
    const feb = await books('2020-02-01', '2020-02-01');
    expect(feb.days.map((d) => [d.date, d.unexplained])).toEqual([['2020-02-01', '1.000000']]);
    expect(feb.closing).toBe(roundMoney(add(feb.opening, 1)));
  });

  it('refuses a period it cannot cover, saying why; only finance, compliance and admin read it', async () => {
    const ask = (q: string) => call(app, 'GET', `/admin/api/books?${q}`, { headers: admin });
    const period = 'Choose a period of at most 366 days that ends on or after the day it starts';
    expect((await ask('from=2026-03-02&to=2026-03-01')).body).toMatchObject({ code: 0, msg: period });
    expect((await ask('from=2025-01-01&to=2026-01-02')).body).toMatchObject({ code: 0, msg: period });
    expect((await ask('from=2026-02-30&to=2026-03-01')).body.code).toBe(0);
    expect((await ask('from=2026-02-01')).body.code).toBe(0);
    expect((await ask('from=yesterday&to=today')).body.code).toBe(0);
    expect((await books('2025-01-01', '2026-01-01')).days).toHaveLength(366);
    for (const role of ['finance', 'compliance'] as const) expect((await books('2026-01-01', '2026-01-01', (await signedInOperator(app, role)).headers)).days).toHaveLength(1);
    for (const role of ['support', 'dealing'] as const) {
      const r = await call(app, 'GET', '/admin/api/books?from=2026-01-01&to=2026-01-01', { headers: (await signedInOperator(app, role)).headers });
      expect(r.status).toBe(403);
    }
  });
});
