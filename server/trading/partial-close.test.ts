// Partial close and close-all (extensions): the money of each part, pro-rata to the last digit, through the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { add, roundMoney, sum } from '../../src/core/money/index.js';
import { account, action, adminHeaders, expectFloatingAfresh, ledgerConsistent, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const closeAll = async (token: string, which?: string) =>
  (await call(app, 'POST', '/v1/api/forex/close_all', { token, body: which ? { which } : {} })).body;

describe('partial close', () => {
  it('closes part of a position: the part is a closed order with its share of margin and fee, the rest stays open', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.05', multiple: 50 });
    expect(opened.code).toBe(1);
    const id = opened.data.Id as number;
    const before = await order(app, id);
    expect(before.margin).toBe('110.010000'); // 0.05 × 100,000 × 1.10010 ÷ 50
    expect(before.fee).toBe('0.350000'); // 7 per lot

    await quote(app, 'EURUSD', '1.10100', '1.10110');
    const r = await action(app, t.token, 'close', { id, lots: '0.02' });
    expect(r).toMatchObject({ code: 1, msg: 'Part of the position closed' });
    expect(r.data).toMatchObject({ Status: 3, CloseReason: 'partial', ParentId: id, Quantity: '0.02', ClosePrice: '1.10100' });
    expect(r.data.CautionMoney).toBe('44.004000'); // 2/5 of the margin
    expect(r.data.TradeFee).toBe('0.140000');
    expect(r.data.FactProfits).toBe('1.800000'); // (1.10100 − 1.10010) × 2,000

    const rest = await order(app, id);
    expect(rest).toMatchObject({ status: 1, lots: '0.03', margin: '66.006000', fee: '0.210000' });
    expect(add(rest.margin, r.data.CautionMoney).toString()).toBe('110.01'); // nothing created or lost

    // the position's own figures follow: its live P&L is that of 0.03 lots
    const holding = (await call(app, 'GET', '/v1/api/forex/my_deal?status=1&page=1', { token: t.token })).body.data.data;
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatchObject({ Id: id, Quantity: '0.03', FactProfits: '2.700000' });
    // and so does the floating P&L the engine checks new orders against
    expect(await expectFloatingAfresh(app, t.id)).toBe('2.700000');
    const history = (await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1', { token: t.token })).body.data.data;
    expect(history.map((o: { ParentId: number; Quantity: string }) => [o.ParentId, o.Quantity])).toEqual([[id, '0.02']]);

    // closing the rest is an ordinary close; money in the ledger matches the accounts throughout
    const last = await action(app, t.token, 'close', { id });
    expect(last.data).toMatchObject({ Status: 3, CloseReason: 'user', Quantity: '0.03', FactProfits: '2.700000', CautionMoney: '66.006000' });
    const acc = await account(app, t.id);
    expect(acc.lock_balance).toBe('0.000000');
    // 10,000 − fee 0.35 + P&L 1.80 + 2.70
    expect(acc.balance).toBe(roundMoney(sum(['10000', '-0.35', '1.8', '2.7'])));
    const c = await ledgerConsistent(app, t.id);
    expect(c.valueSum).toBe(c.acc.balance);
    expect(c.lockSum).toBe(c.acc.lock_balance);
  });

  it('closing the whole lots is a full close', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.03', multiple: 100 })).data.Id;
    const r = await action(app, t.token, 'close', { id, lots: '0.030' });
    expect(r).toMatchObject({ code: 1, msg: 'Position closed', data: { Id: id, CloseReason: 'user', ParentId: 0 } });
  });

  it('refuses lots that are not a valid part, and changes nothing', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.05', multiple: 50 })).data.Id;
    const cases: Array<[string, RegExp]> = [
      ['0.06', /at most 0.05 lots/],
      ['0.015', /multiple of 0.01/],
      ['0', /greater than 0/],
      ['0.005', /at least 0.01/],
    ];
    for (const [lots, msg] of cases) {
      const r = await action(app, t.token, 'close', { id, lots });
      expect(r.code, lots).toBe(0);
      expect(r.msg).toMatch(msg);
    }
    for (const lots of ['-1', '1e-2', 'abc', '0.123456789']) expect((await action(app, t.token, 'close', { id, lots })).code, lots).toBe(0);
    expect(await order(app, id)).toMatchObject({ status: 1, lots: '0.05', margin: '110.010000' });
    expect((await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=1', { token: t.token })).body.data.data).toHaveLength(0);
  });

  it('refuses a part that would leave less than the minimum open', async () => {
    const t = await trader(app);
    // an instrument whose minimum is above its step: 0.10 minimum, 0.01 step
    const edit = await call(app, 'PUT', '/admin/api/instruments/AUDUSD', { headers: adminHeaders, body: { min_lots: '0.1', lot_step: '0.01' } });
    expect(edit.body.code).toBe(1);
    await quote(app, 'AUDUSD', '0.66000', '0.66010');
    const id = (await submit(app, t.token, { code: 'AUDUSD', type: 1, cont: '0.15', multiple: 50 })).data.Id;
    const r = await action(app, t.token, 'close', { id, lots: '0.1' });
    expect(r).toMatchObject({ code: 0, msg: 'The lots left open must be at least 0.1: close all of it or less' });
    expect((await action(app, t.token, 'close', { id, lots: '0.05' })).code).toBe(0); // below the minimum itself
    expect(await order(app, id)).toMatchObject({ status: 1, lots: '0.15' });
    expect((await action(app, t.token, 'close', { id, lots: '0.15' })).msg).toBe('Position closed');
  });

  it('two partial closes at once cannot take the same lots twice', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.04', multiple: 50 })).data.Id;
    const results = await Promise.all([0, 1, 2].map(() => action(app, t.token, 'close', { id, lots: '0.03' })));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await order(app, id)).toMatchObject({ status: 1, lots: '0.01' });
    const c = await ledgerConsistent(app, t.id);
    expect(c.valueSum).toBe(c.acc.balance);
    expect(c.lockSum).toBe(c.acc.lock_balance);
  });
});

describe('close all', () => {
  it('closes only the profitable or only the losing positions, or all of them', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    await quote(app, 'GBPUSD', '1.27000', '1.27010');
    const win = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id;
    const lose = (await submit(app, t.token, { code: 'GBPUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id;
    const other = (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 50 })).data.Id;
    await quote(app, 'EURUSD', '1.10100', '1.10110'); // the buy wins 0.90, the sell loses 1.10
    await quote(app, 'GBPUSD', '1.26900', '1.26910');

    const profitable = await closeAll(t.token, 'profitable');
    expect(profitable).toMatchObject({ code: 1, msg: 'Positions closed: 1', data: { skipped: 0, profit: '0.900000' } });
    expect(profitable.data.closed.map((o: { Id: number }) => o.Id)).toEqual([win]);

    const losing = await closeAll(t.token, 'losing');
    expect(losing.data.closed.map((o: { Id: number }) => o.Id).sort()).toEqual([lose, other].sort());
    expect(losing.data.profit).toBe('-2.200000'); // GBPUSD 1.26900 − 1.27010, the sell 1.10000 − 1.10110: −1.10 each

    expect((await closeAll(t.token)).data).toMatchObject({ closed: [], skipped: 0, profit: '0.000000' });
    expect((await closeAll(t.token, 'everything')).code).toBe(0); // not a choice
    const acc = await account(app, t.id);
    expect(acc.lock_balance).toBe('0.000000');
  });
});
