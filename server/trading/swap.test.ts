// The swap (docs/trading.md "Swap"): each position held through a daily rollover is charged or paid its rate × lots ×
// nights, once per rollover whichever engine charges it, a week of seven nights in five rollovers; never below a zero
// balance; split with a partial close; in the ledger, the order and the books.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, turnsDuring } from '../testing.js';
import { adminHeaders, account, action, expectLedgerConsistent, ledgerRows, order, otherEngineSwaps, quote, submit, trader } from './test-helpers.js';
import { TradingEngine } from './engine/engine.js';
import { nightsOf, rolloversBetween } from './engine/rollover-calendar.js';
import { add, roundMoney } from '../../src/core/money/index.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const engine = () => app.engine as TradingEngine;
const DAY = 86_400_000;
/** The rollovers of the seven days after now: whatever the date of the run, seven nights for FX in five of them. */
const week = () => rolloversBetween(new Date(), new Date(Date.now() + 7 * DAY));
const setSwap = (code: string, body: Record<string, unknown>) => call(app, 'PUT', `/admin/api/instruments/${code}`, { headers: adminHeaders, body });
const buy = (token: string, code: string, cont: string, multiple = 100) => submit(app, token, { code, type: 1, cont, multiple });
const sell = (token: string, code: string, cont: string, multiple = 100) => submit(app, token, { code, type: 2, cont, multiple });
/** A second engine's view of the swaps (a standby taking over): its own memory, the same database. */
const standby = () => otherEngineSwaps(app);

describe('swap', () => {
  it('is set per instrument by the dealing desk and shown with the pair; a bad rate is refused and nothing changes', async () => {
    expect((await setSwap('EURUSD', { swap_long: '-9.2', swap_short: '4.1' })).body.data).toMatchObject({ SwapLong: '-9.2', SwapShort: '4.1' });
    for (const bad of ['abc', '1.1234567', '--1', '1e3', '']) {
      const r = await setSwap('EURUSD', { swap_long: bad });
      expect(r.body.code, bad).toBe(0);
      expect(r.body.msg).toMatch(/swap_long/);
    }
    const list = (await call(app, 'GET', '/v1/api/forex/trade_list')).body.data as Array<Record<string, unknown>>;
    expect(list.find((p) => p.Code === 'EURUSD')).toMatchObject({ SwapLong: '-9.2', SwapShort: '4.1' });
    expect(list.find((p) => p.Code === 'USDJPY')).toMatchObject({ SwapLong: '14.8', SwapShort: '-27.5' }); // a seed's
  });

  it('charges a buy and pays a sell at each rollover of a week: seven nights, Wednesday three, each rollover once', async () => {
    await setSwap('EURUSD', { swap_long: '-9.2', swap_short: '4.1' });
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '5000');
    const long = (await buy(t.token, 'EURUSD', '0.37')).data.Id as number;
    const short = (await sell(t.token, 'EURUSD', '0.5')).data.Id as number;
    const start = await account(app, t.id);

    let nights = 0;
    for (const r of week()) {
      const before = (await account(app, t.id)).balance;
      await engine().chargeSwaps(r.at);
      await engine().chargeSwaps(r.at); // the same rollover again: nothing more
      const n = nightsOf(r.day, 'fx');
      nights += n;
      // −9.2 × 0.37 + 4.1 × 0.5 = −1.354 a night.
      expect((await account(app, t.id)).balance, r.day).toBe(roundMoney(add(before, (-1.354 * n).toFixed(6))));
    }
    expect(nights).toBe(7);
    expect((await order(app, long)).swap).toBe('-23.828000');
    expect((await order(app, short)).swap).toBe('14.350000');
    expect((await account(app, t.id)).balance).toBe(roundMoney(add(start.balance, '-9.478')));
    const rows = (await ledgerRows(app, t.id)).filter((r) => r.type === 12);
    expect(rows).toHaveLength(10); // five rollovers, two positions
    const wednesday = week().find((r) => nightsOf(r.day, 'fx') === 3)!;
    expect(rows.map((r) => r.memo_tran)).toContain(`Swap EURUSD #${long} ${wednesday.day} ×3`);

    // A standby taking over looks eight days back and finds every rollover charged.
    await standby().chargeDue(new Date(Date.now() + 7 * DAY));
    expect((await ledgerRows(app, t.id)).filter((r) => r.type === 12)).toHaveLength(10);
    const listed = (await call(app, 'GET', '/v1/api/forex/my_deal?status=1', { token: t.token })).body.data.data as Array<Record<string, unknown>>;
    expect(listed.find((o) => o.Id === long)).toMatchObject({ Swap: '-23.828000' });

    // Closed: the realised P&L is the price's alone; the swap stays what it was.
    expect((await action(app, t.token, 'close', { id: long })).data).toMatchObject({ Swap: '-23.828000', Status: 3 });
    await expectLedgerConsistent(app, t.id);
  });

  it('takes no more than the balance holds; a position with margin keeps it', async () => {
    await setSwap('XAUUSD', { swap_long: '-42.5', swap_short: '18.3' });
    await quote(app, 'XAUUSD', '2350.00', '2350.30');
    const t = await trader(app, '1200');
    const id = (await buy(t.token, 'XAUUSD', '0.5', 200)).data.Id as number; // margin 587.575, fee 5
    await action(app, t.token, 'set_stop_price', { id, target_loss_price: '0', target_profit_price: '0' });
    const free = (await account(app, t.id)).balance; // 607.425
    const swaps = standby(); // the engine's own has charged this week already (above): another engine's view
    for (const r of week()) await swaps.chargeDue(r.at); // −21.25 a night: 148.75 over the week
    expect((await account(app, t.id)).balance).toBe(roundMoney(add(free, '-148.75')));
    const poor = await trader(app, '600');
    const small = (await buy(poor.token, 'XAUUSD', '0.5', 200)).data.Id as number;
    const left = (await account(app, poor.id)).balance; // 7.425: less than one night's charge
    const next = rolloversBetween(new Date(Date.now() + 7 * DAY), new Date(Date.now() + 14 * DAY)).find((r) => nightsOf(r.day, 'metal') === 1)!;
    await swaps.chargeDue(next.at);
    expect(left).toBe('7.425000');
    expect((await account(app, poor.id)).balance).toBe('0.000000');
    expect((await order(app, small)).swap).toBe('-7.425000'); // what was taken, not what was due
    expect((await order(app, small)).status).toBe(1);
    await expectLedgerConsistent(app, poor.id);
  });

  it('a partial close takes its share of the swap; the rest is charged on the lots still held', async () => {
    await setSwap('GBPUSD', { swap_long: '-4.5', swap_short: '0.9' });
    await quote(app, 'GBPUSD', '1.27000', '1.27015');
    const t = await trader(app, '5000');
    const id = (await buy(t.token, 'GBPUSD', '0.4')).data.Id as number;
    // The second of two rollovers in a row of one night each, and every night before it: which nights those are depends
    // on the day the test runs (on a Monday after the rollover, Tuesday's night is followed by Wednesday's triple).
    const all = week();
    const i = all.findIndex((r, k) => nightsOf(r.day, 'fx') === 1 && all[k + 1] && nightsOf(all[k + 1].day, 'fx') === 1);
    const [first, second] = [all[i], all[i + 1]];
    const nights = all.slice(0, i + 1).reduce((n, r) => n + nightsOf(r.day, 'fx'), 0);
    const usd = (x: number) => x.toFixed(6);
    const swaps = standby();
    await swaps.chargeDue(first.at);
    expect((await order(app, id)).swap).toBe(usd(-1.8 * nights)); // 0.4 lots × −4.5 a night
    const part = await action(app, t.token, 'close', { id, lots: '0.1' });
    expect(part.data).toMatchObject({ Quantity: '0.1', Swap: usd(-0.45 * nights), CloseReason: 'partial' });
    expect((await order(app, id)).swap).toBe(usd(-1.35 * nights));
    await swaps.chargeDue(second.at);
    expect((await order(app, id)).swap).toBe(usd(-1.35 * nights - 1.35)); // 0.3 lots × −4.5 more
    expect((await order(app, part.data.Id)).swap).toBe(usd(-0.45 * nights)); // closed before it: not charged
    await expectLedgerConsistent(app, t.id);
  });

  it('a database that fails is logged and the rollover tried again at the next check, never a crash', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '5000');
    const id = (await buy(t.token, 'EURUSD', '0.1')).data.Id as number;
    let down = true;
    const db = new Proxy(app.db, {
      get: (target, key) => {
        if (key === 'selectFrom') return (...a: Parameters<typeof target.selectFrom>) => {
          if (down) throw new Error('connection lost');
          return target.selectFrom(...a);
        };
        const v = Reflect.get(target, key);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const errors: unknown[] = [];
    const swaps = otherEngineSwaps(app, { db, log: { error: (o) => errors.push(o) } });
    // The first rollover that charges (Wednesday's three nights when the test runs on a Tuesday after the rollover).
    const r = week().find((x) => nightsOf(x.day, 'fx') > 0)!;
    await swaps.chargeDue(r.at);
    expect(errors).toHaveLength(1);
    expect((await order(app, id)).swap).toBe('0.000000');
    down = false;
    await swaps.chargeDue(r.at); // the next check: the same rollover, this time charged
    expect((await order(app, id)).swap).toBe((-0.92 * nightsOf(r.day, 'fx')).toFixed(6)); // 0.1 lots × −9.2 a night
    await expectLedgerConsistent(app, t.id);
  });

  it('a rollover no engine charged is charged when one starts, to positions closed since then too; crypto rolls every day', async () => {
    await setSwap('BTCUSD', { swap_long: '-35', swap_short: '-35' });
    await quote(app, 'BTCUSD', '65000.00', '65030.00');
    const t = await trader(app, '20000');
    const open = (await buy(t.token, 'BTCUSD', '0.1', 10)).data.Id as number;
    const closed = (await sell(t.token, 'BTCUSD', '0.2', 10)).data.Id as number;
    // Both held through the last rollover (backdated), one closed since, before any engine charged it.
    const last = rolloversBetween(new Date(Date.now() - 2 * DAY), new Date()).at(-1)!;
    const before = new Date(last.at.getTime() - 3_600_000).toISOString();
    await app.db.updateTable('orders').set({ opened_at: before, created_at: before }).where('id', 'in', [open, closed]).execute();
    await action(app, t.token, 'close', { id: closed });
    await standby().chargeDue(new Date());
    expect((await order(app, open)).swap).toBe('-3.500000');
    expect((await order(app, closed)).swap).toBe('-7.000000');
    expect((await order(app, open)).swap_through).toBe(last.day);
    await expectLedgerConsistent(app, t.id);
  });

  it('gives the event loop turns while it charges, so prices and requests go on during a rollover', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '10000');
    for (let i = 0; i < 45; i++) expect((await buy(t.token, 'EURUSD', '0.01')).code).toBe(1);
    // Without the turns the charges give, the loop would get none before the rollover is done.
    const r = week().find((x) => nightsOf(x.day, 'fx') === 1)!;
    let charged = false;
    expect(await turnsDuring(async () => (charged = await standby().charge(r)))).toBeGreaterThanOrEqual(2);
    expect(charged).toBe(true);
    await expectLedgerConsistent(app, t.id);
  });
});
