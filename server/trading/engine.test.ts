import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, call, demoUser } from '../testing.js';
import { account, action, engineIdle, adminHeaders, credit, expectLedgerConsistent, ledgerRows, listen, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

describe('market orders: prices, margin, fee, P&L', () => {
  it('buy opens at ask, locks margin, charges the per-lot fee, closes at bid', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '10000');
    const r = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 });
    expect(r.code).toBe(1);
    expect(r.data.Price).toBe('1.08012');
    // 0.1 × 100000 × 1.08012 / 100 = 108.012
    expect(r.data.CautionMoney).toBe('108.012000');
    // trade_fee_type 1: 7 × 0.1
    expect(r.data.TradeFee).toBe('0.700000');
    expect(await account(app, t.id)).toEqual({ balance: '9891.288000', lock_balance: '108.012000' });

    await quote(app, 'EURUSD', '1.08512', '1.08524');
    const c = await action(app, t.token, 'close', { id: r.data.Id });
    expect(c.code).toBe(1);
    expect(c.data.UpdatePrice).toBe('1.08512');
    // (1.08512 − 1.08012) × 100000 × 0.1 = 50
    expect(c.data.FactProfits).toBe('50.000000');
    expect(c.data.Status).toBe(3);
    expect(await account(app, t.id)).toEqual({ balance: '10049.300000', lock_balance: '0.000000' });
    await expectLedgerConsistent(app, t.id);
  });

  it('sell opens at bid and closes at ask', async () => {
    await quote(app, 'GBPUSD', '1.27000', '1.27015');
    const t = await trader(app);
    const r = await submit(app, t.token, { code: 'GBPUSD', type: 2, cont: '1', multiple: 200 });
    expect(r.data.Price).toBe('1.27000');
    expect(r.data.CautionMoney).toBe('635.000000');
    await quote(app, 'GBPUSD', '1.26900', '1.26915');
    const c = await action(app, t.token, 'close', { id: r.data.Id });
    // (1.27000 − 1.26915) × 100000 = 85
    expect(c.data.FactProfits).toBe('85.000000');
    expect((await account(app, t.id)).balance).toBe('10078.000000');
    await expectLedgerConsistent(app, t.id);
  });

  it('USD/XXX: USDJPY margin and P&L are converted ÷ USDJPY', async () => {
    await quote(app, 'USDJPY', '150.000', '150.010');
    const t = await trader(app);
    const r = await submit(app, t.token, { code: 'USDJPY', type: 1, cont: '0.1', multiple: 100 });
    // 0.1 × 100000 × 150.01 / 100 = 15001 JPY ÷ 150 (bid) = 100.006667
    expect(r.data.CautionMoney).toBe('100.006667');
    await quote(app, 'USDJPY', '151.010', '151.020');
    const c = await action(app, t.token, 'close', { id: r.data.Id });
    // (151.01 − 150.01) × 10000 = 10000 JPY ÷ 151.01 = 66.220780
    expect(c.data.FactProfits).toBe('66.220780');
    await expectLedgerConsistent(app, t.id);
  });

  it('cross: EURJPY P&L via the JPY rate; EURGBP via GBPUSD', async () => {
    await quote(app, 'USDJPY', '150.000', '150.010');
    await quote(app, 'GBPUSD', '1.25000', '1.25010');
    await quote(app, 'EURJPY', '162.000', '162.020');
    await quote(app, 'EURGBP', '0.86000', '0.86010');
    const t = await trader(app);
    const a = await submit(app, t.token, { code: 'EURJPY', type: 2, cont: '1', multiple: 50 });
    // 100000 × 162 / 50 = 324000 JPY ÷ 150 = 2160
    expect(a.data.CautionMoney).toBe('2160.000000');
    const b = await submit(app, t.token, { code: 'EURGBP', type: 1, cont: '1', multiple: 100 });
    // 100000 × 0.8601 / 100 = 860.1 GBP × 1.25 = 1075.125
    expect(b.data.CautionMoney).toBe('1075.125000');
    await quote(app, 'EURJPY', '161.830', '161.850');
    await quote(app, 'EURGBP', '0.86110', '0.86120');
    const ca = await action(app, t.token, 'close', { id: a.data.Id });
    // sell: (162.000 − 161.850) × 100000 = 15000 JPY ÷ 150 = 100
    expect(ca.data.FactProfits).toBe('100.000000');
    const cb = await action(app, t.token, 'close', { id: b.data.Id });
    // buy: (0.86110 − 0.86010) × 100000 = 100 GBP × 1.25 = 125
    expect(cb.data.FactProfits).toBe('125.000000');
    await expectLedgerConsistent(app, t.id);
  });

  it('MarginMode 1 (ETHUSD): full notional as margin, no leverage', async () => {
    await quote(app, 'ETHUSD', '3000.00', '3002.50');
    const t = await trader(app);
    const r = await submit(app, t.token, { code: 'ETHUSD', type: 1, cont: '0.5' });
    expect(r.code).toBe(1);
    expect(r.data.CautionMoney).toBe('1501.250000');
    expect(r.data.Multiple).toBe(0);
    expect(r.data.TradeFee).toBe('2.500000');
  });

  it('trade_fee_type 2: fee = ForexFeeRate × margin', async () => {
    const s = await call(app, 'PUT', '/admin/api/settings/trading', { headers: adminHeaders, body: { trade_fee_type: 2 } });
    expect(s.body.data.trade_fee_type).toBe('2');
    try {
      await call(app, 'PUT', '/admin/api/instruments/AUDUSD', { headers: adminHeaders, body: { fee_rate: '0.001' } });
      await quote(app, 'AUDUSD', '0.66000', '0.66010');
      const t = await trader(app);
      const r = await submit(app, t.token, { code: 'AUDUSD', type: 1, cont: '1', multiple: 100 });
      expect(r.data.CautionMoney).toBe('660.100000');
      expect(r.data.TradeFee).toBe('0.660100');
    } finally {
      await call(app, 'PUT', '/admin/api/settings/trading', { headers: adminHeaders, body: { trade_fee_type: 1 } });
      await call(app, 'PUT', '/admin/api/instruments/AUDUSD', { headers: adminHeaders, body: { fee_rate: '7' } });
    }
  });
});

describe('SL/TP triggers on the closing side', () => {
  async function open(side: 1 | 2, sl: string, tp: string) {
    await quote(app, 'NZDUSD', '0.61000', '0.61020');
    const t = await trader(app);
    const ws = listen(app, t.id, ['FOREX_CLOSED', 'FOREX_TRADE']);
    const r = await submit(app, t.token, { code: 'NZDUSD', type: side, cont: '0.1', multiple: 100, stop_loss_price: sl, target_profit_price: tp });
    expect(r.code).toBe(1);
    return { t, id: r.data.Id as number, ws };
  }

  it('buy SL triggers when bid ≤ SL (ask alone does not)', async () => {
    const { t, id, ws } = await open(1, '0.60900', '0');
    await quote(app, 'NZDUSD', '0.60901', '0.60900'.replace('0.60900', '0.60910'));
    expect((await order(app, id)).status).toBe(1);
    await quote(app, 'NZDUSD', '0.60900', '0.60920');
    const o = await order(app, id);
    expect(o.status).toBe(3);
    expect(o.close_reason).toBe('sl');
    expect(o.close_price).toBe('0.60900');
    expect(ws.of('FOREX_CLOSED')).toEqual([{ type: 'FOREX_CLOSED', data: expect.objectContaining({ Id: id, Reason: 'sl', Status: 3, FactProfits: '-12.000000' }) }]);
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('buy TP triggers when bid ≥ TP (ask ≥ TP alone does not)', async () => {
    const { id, ws } = await open(1, '0', '0.61100');
    await quote(app, 'NZDUSD', '0.61090', '0.61110');
    expect((await order(app, id)).status).toBe(1);
    await quote(app, 'NZDUSD', '0.61100', '0.61120');
    const o = await order(app, id);
    expect([o.status, o.close_reason, o.profit]).toEqual([3, 'tp', '8.000000']);
    expect(ws.of('FOREX_CLOSED')[0].data.Reason).toBe('tp');
    ws.close();
  });

  it('sell SL triggers when ask ≥ SL (bid alone does not)', async () => {
    const { id } = await open(2, '0.61100', '0');
    await quote(app, 'NZDUSD', '0.61095', '0.61099');
    expect((await order(app, id)).status).toBe(1);
    await quote(app, 'NZDUSD', '0.61090', '0.61100');
    const o = await order(app, id);
    expect([o.status, o.close_reason, o.close_price, o.profit]).toEqual([3, 'sl', '0.61100', '-10.000000']);
  });

  it('sell TP triggers when ask ≤ TP (bid alone does not)', async () => {
    const { id } = await open(2, '0', '0.60900');
    await quote(app, 'NZDUSD', '0.60890', '0.60910');
    expect((await order(app, id)).status).toBe(1);
    await quote(app, 'NZDUSD', '0.60880', '0.60900');
    const o = await order(app, id);
    expect([o.status, o.close_reason, o.profit]).toEqual([3, 'tp', '10.000000']);
  });

  it('set_stop_price on a holding position takes effect on the next tick; 0 clears', async () => {
    const { t, id } = await open(1, '0', '0');
    const s = await action(app, t.token, 'set_stop_price', { id, stop_loss_price: '0.60500', target_profit_price: '0.62000' });
    expect(s.code).toBe(1);
    expect([s.data.TargetLossPrice, s.data.TargetProfitPrice]).toEqual(['0.60500', '0.62000']);
    const c = await action(app, t.token, 'set_stop_price', { id, stop_loss_price: '0', target_profit_price: '0.62000' });
    expect(c.data.TargetLossPrice).toBe('0');
    await quote(app, 'NZDUSD', '0.60400', '0.60420');
    expect((await order(app, id)).status).toBe(1);
    await quote(app, 'NZDUSD', '0.62000', '0.62020');
    expect((await order(app, id)).close_reason).toBe('tp');
  });
});

describe('pending orders', () => {
  it('pending buy fills when ask ≤ target; margin and fee are reserved meanwhile and recomputed at the fill', async () => {
    await quote(app, 'AUDCAD', '0.89800', '0.89824');
    await quote(app, 'USDCAD', '1.36000', '1.36018');
    const t = await trader(app, '5000');
    const ws = listen(app, t.id, ['FOREX_CLOSED']);
    const r = await submit(app, t.token, { code: 'AUDCAD', type: 1, cont: '1', multiple: 100, status: 0, target_price: '0.89700' });
    expect(r.code).toBe(1);
    expect(r.data.Status).toBe(0);
    // 100000 × 0.897 / 100 = 897 CAD ÷ 1.36 = 659.558824; fee 7
    expect(r.data.CautionMoney).toBe('659.558824');
    expect(await account(app, t.id)).toEqual({ balance: '4333.441176', lock_balance: '666.558824' });
    // bid reaches the target but ask does not: no fill
    await quote(app, 'AUDCAD', '0.89690', '0.89714');
    expect((await order(app, r.data.Id)).status).toBe(0);
    await quote(app, 'AUDCAD', '0.89670', '0.89694');
    const o = await order(app, r.data.Id);
    expect(o.status).toBe(1);
    expect(o.open_price).toBe('0.89694');
    // 100000 × 0.89694 / 100 = 896.94 CAD ÷ 1.36 = 659.514706
    expect(o.margin).toBe('659.514706');
    expect(await account(app, t.id)).toEqual({ balance: '4333.485294', lock_balance: '659.514706' });
    expect(ws.of('FOREX_CLOSED')[0].data).toMatchObject({ Id: r.data.Id, Reason: 'fill', Status: 1 });
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('pending sell fills when bid ≥ target (ask alone does not)', async () => {
    await quote(app, 'EURCHF', '0.96000', '0.96020');
    await quote(app, 'USDCHF', '0.90000', '0.90016');
    const t = await trader(app);
    const r = await submit(app, t.token, { code: 'EURCHF', type: 2, cont: '0.5', multiple: 100, status: 0, target_price: '0.96200' });
    await quote(app, 'EURCHF', '0.96190', '0.96210');
    expect((await order(app, r.data.Id)).status).toBe(0);
    await quote(app, 'EURCHF', '0.96200', '0.96220');
    const o = await order(app, r.data.Id);
    expect([o.status, o.open_price]).toEqual([1, '0.96200']);
  });

  it('cancel restores the balance to the cent, and a second cancel moves nothing', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '2500');
    const before = await account(app, t.id);
    const r = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.3', multiple: 50, status: 0, target_price: '1.07000' });
    expect(r.code).toBe(1);
    expect((await account(app, t.id)).balance).not.toBe(before.balance);
    const c = await action(app, t.token, 'cancel_trade', { id: r.data.Id });
    expect(c.code).toBe(1);
    expect(c.data.Status).toBe(2);
    expect(await account(app, t.id)).toEqual(before);
    const again = await action(app, t.token, 'cancel_trade', { id: r.data.Id });
    expect(again).toMatchObject({ code: 0, msg: 'Only a pending order can be cancelled' });
    expect(await account(app, t.id)).toEqual(before);
    await expectLedgerConsistent(app, t.id);
  });

  it('a pending order whose margin can no longer be met at the fill is cancelled', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '300');
    const r = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '1', multiple: 500, status: 0, target_price: '1.10000' });
    expect(r.code).toBe(1); // reserve 220 + 7
    const other = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.3', multiple: 500 });
    expect(other.code).toBe(1);
    // the market moves up so much that the sell fills far above the target (gap): margin 1 × 100000 × 1.3 / 500 = 260
    await quote(app, 'EURUSD', '1.30000', '1.30012');
    const o = await order(app, r.data.Id);
    expect([o.status, o.close_reason]).toEqual([2, 'insufficient_margin']);
    await expectLedgerConsistent(app, t.id);
  });
});

describe('stop-out', () => {
  it('closes the worst-losing position first, one at a time, while the risk rate is below the level', async () => {
    await quote(app, 'EURUSD', '1.08500', '1.08506');
    await quote(app, 'GBPUSD', '1.27000', '1.27010');
    const t = await trader(app, '1000');
    const ws = listen(app, t.id, ['FOREX_CLOSED', 'FOREX_TRADE']);
    const eur = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '1', multiple: 500 });
    const gbp = await submit(app, t.token, { code: 'GBPUSD', type: 1, cont: '0.5', multiple: 500 });
    expect([eur.code, gbp.code]).toEqual([1, 1]);
    // risk well above 50 %: nothing happens
    await quote(app, 'EURUSD', '1.08000', '1.08006');
    expect((await order(app, eur.data.Id)).status).toBe(1);
    // EURUSD collapses: equity ≈ 1000 − 10.5 − 906 − 5 ≈ 79 on 344 used margin (23 %)
    await quote(app, 'EURUSD', '1.07600', '1.07606');
    const e = await order(app, eur.data.Id);
    expect([e.status, e.close_reason]).toEqual([3, 'stop_out']);
    // after closing EURUSD the risk rate is back above 50 %: GBPUSD stays open
    const g = await order(app, gbp.data.Id);
    expect(g.status).toBe(1);
    expect(ws.of('FOREX_CLOSED').map((m) => m.data.Reason)).toEqual(['stop_out']);
    const last = ws.of('FOREX_TRADE').at(-1)!.data;
    expect(Number(last.HazardRate)).toBeGreaterThanOrEqual(50);
    expect(last.TransOrder.map((x: any) => x.Id)).toEqual([gbp.data.Id]);
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('closes every position when needed and never leaves a negative balance', async () => {
    await quote(app, 'XAUUSD', '2350.00', '2350.30');
    const t = await trader(app, '1000');
    const r1 = await submit(app, t.token, { code: 'XAUUSD', type: 1, cont: '0.5', multiple: 200 });
    const r2 = await submit(app, t.token, { code: 'XAUUSD', type: 1, cont: '0.3', multiple: 200 });
    expect([r1.code, r2.code]).toEqual([1, 1]);
    // a huge gap down: loss far larger than the account
    await quote(app, 'XAUUSD', '2200.00', '2200.30');
    expect((await order(app, r1.data.Id)).close_reason).toBe('stop_out');
    expect((await order(app, r2.data.Id)).close_reason).toBe('stop_out');
    const acc = await account(app, t.id);
    expect(acc).toEqual({ balance: '0.000000', lock_balance: '0.000000' });
    await expectLedgerConsistent(app, t.id);
  });

  it('respects a configured stop-out level', async () => {
    await call(app, 'PUT', '/admin/api/settings/trading', { headers: adminHeaders, body: { stop_out_level: '100' } });
    try {
      await quote(app, 'AUDUSD', '0.66000', '0.66010');
      const t = await trader(app, '200');
      const r = await submit(app, t.token, { code: 'AUDUSD', type: 1, cont: '0.5', multiple: 200 });
      expect(r.code).toBe(1); // margin 165.025, equity ≈ 196
      await quote(app, 'AUDUSD', '0.65950', '0.65960'); // equity ≈ 196.5 − 30 = 166.5 → 100.9 %
      expect((await order(app, r.data.Id)).status).toBe(1);
      await quote(app, 'AUDUSD', '0.65900', '0.65910'); // ≈ 141 → 85 %
      expect((await order(app, r.data.Id)).close_reason).toBe('stop_out');
    } finally {
      await call(app, 'PUT', '/admin/api/settings/trading', { headers: adminHeaders, body: { stop_out_level: '50' } });
    }
  });
});

describe('idempotency', () => {
  it('parallel closes close once and move money once', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const r = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '1', multiple: 100 });
    await quote(app, 'EURUSD', '1.08100', '1.08112');
    const results = await Promise.all(Array.from({ length: 8 }, () => action(app, t.token, 'close', { id: r.data.Id })));
    expect(results.filter((x) => x.code === 1)).toHaveLength(1);
    expect(results.filter((x) => x.code === 0).every((x) => x.msg === 'This order is not open')).toBe(true);
    const rows = (await ledgerRows(app, t.id)).filter((x) => x.ref?.startsWith(`order:${r.data.Id}:`));
    expect(rows.map((x) => x.type).sort()).toEqual([3, 4, 5, 6]);
    expect((await account(app, t.id)).balance).toBe('10081.000000');
    await expectLedgerConsistent(app, t.id);
  });

  it('parallel cancels cancel once; a close racing an SL trigger settles once', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const p = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '1', multiple: 100, status: 0, target_price: '1.07000' });
    const cs = await Promise.all(Array.from({ length: 6 }, () => action(app, t.token, 'cancel_trade', { id: p.data.Id })));
    expect(cs.filter((x) => x.code === 1)).toHaveLength(1);

    const h = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '1', multiple: 100, stop_loss_price: '1.07900' });
    await Promise.all([quote(app, 'EURUSD', '1.07800', '1.07812'), action(app, t.token, 'close', { id: h.data.Id })]);
    await engineIdle(app);
    const rows = (await ledgerRows(app, t.id)).filter((x) => x.ref?.startsWith(`order:${h.data.Id}:`));
    expect(rows.filter((x) => x.type === 6)).toHaveLength(1);
    expect(rows.filter((x) => x.type === 4)).toHaveLength(1);
    await expectLedgerConsistent(app, t.id);
  });

  it('a submit retried with the same client_ref creates one order', async () => {
    const t = await trader(app);
    const a = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, client_ref: 'abc-1' });
    const b = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, client_ref: 'abc-1' });
    expect(b.data.Id).toBe(a.data.Id);
    const n = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', t.id).executeTakeFirst();
    expect(Number(n?.n)).toBe(1);
  });
});

describe('live summary and demo reset', () => {
  it('FOREX_TRADE carries ProfitsTotal, HazardRate, CautionMoneyAll and TransOrder', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const t = await trader(app, '1000');
    const ws = listen(app, t.id, ['FOREX_TRADE']);
    const r = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    await quote(app, 'EURUSD', '1.08110', '1.08120');
    const s = ws.of('FOREX_TRADE').at(-1)!.data;
    // margin 108.01; pnl (1.0811 − 1.0801) × 10000 = 10; balance 1000 − 108.01 − 0.7 = 891.29
    expect(s).toMatchObject({ ProfitsTotal: '10.000000', CautionMoneyAll: '108.010000', Balance: '891.290000', Equity: '1009.300000' });
    // 1009.3 / 108.01 × 100
    expect(s.HazardRate).toBe('934.45');
    // TargetLossPrice (extension): the position's current stop, which a trailing stop moves; '0' = none
    expect(s.TransOrder).toEqual([{ Id: r.data.Id, UpdatePrice: '1.08110', FactProfits: '10.000000', TargetLossPrice: '0' }]);
    const api = await call(app, 'GET', '/v1/api/forex/summary', { token: t.token });
    expect(api.body.data).toEqual(s);
    ws.close();
  });

  it('HazardRate is 0.00 with no open position', async () => {
    const t = await trader(app, '10');
    expect((await app.engine.summary(t.id)).HazardRate).toBe('0.00');
  });

  it('demo reset closes positions and cancels pending orders', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const d = await demoUser(app);
    const a = await submit(app, d.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100 });
    const b = await submit(app, d.token, { code: 'EURUSD', type: 2, cont: '0.1', multiple: 100, status: 0, target_price: '1.09000' });
    expect([a.code, b.code]).toEqual([1, 1]);
    const r = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token: d.token });
    expect(r.body.code).toBe(1);
    expect((await order(app, a.data.Id)).close_reason).toBe('demo_reset');
    expect((await order(app, b.data.Id)).status).toBe(2);
    expect(r.body.data).toEqual({ balance: '10000.000000', lock_balance: '0.000000' });
    await expectLedgerConsistent(app, d.user.id);
    await expect(app.engine.summary(d.user.id)).resolves.toMatchObject({ TransOrder: [] });
  });

  it('admin balance debit cannot go negative', async () => {
    const t = await trader(app, '5');
    await expect(credit(app, t.id, '-6')).rejects.toThrow(/Insufficient balance/);
  });
});
