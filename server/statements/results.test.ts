// Trading results (docs/trading.md "Trading results"): what a period's closed trades came to, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';
import { big } from '../../src/core/money/index.js';
import { tradeResults } from '../../src/core/money/results.js';
import { account, action, order, otherEngineSwaps, quote, submit, trader } from '../trading/test-helpers.js';
import { OrderStatus } from '../trading/schema.js';
import { nightsOf, rolloversBetween } from '../trading/engine/rollover-calendar.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function results(token: string | undefined, query: Record<string, string>, lang?: string) {
  const headers: Record<string, string> = {};
  if (lang) headers.lang = lang;
  return (await call(app, 'GET', `/api/user/trade_results?${new URLSearchParams(query)}`, { token, headers })).body;
}

describe('trading results', () => {
  it('come to what the trades did to the balance: P&L less fees, with the swap, a partial close one trade', async () => {
    const t = await trader(app, '10000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const a = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.05', multiple: 50 })).data.Id as number;
    const b = (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 50 })).data.Id as number;
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50, status: 0, target_price: '1.05000' });
    expect((await action(app, t.token, 'cancel_trade', { id: pending.data.Id })).code).toBe(1);
    await quote(app, 'EURUSD', '1.10100', '1.10110');
    const part = await action(app, t.token, 'close', { id: a, lots: '0.02' });
    expect(part.code).toBe(1);
    expect((await action(app, t.token, 'close', { id: b })).code).toBe(1); // a sell closed higher: a loss
    // the rest of a held through the next rollover that charges: 0.03 lots × the seed's −9.2 USD a night, for each of
    // its nights (Wednesday's charges three: a test run on a Tuesday evening meets it first)
    const next = rolloversBetween(new Date(), new Date(Date.now() + 7 * 86_400_000)).find((x) => nightsOf(x.day, 'fx') > 0)!;
    await otherEngineSwaps(app).chargeDue(next.at);
    await quote(app, 'EURUSD', '1.09900', '1.09910');
    expect((await action(app, t.token, 'close', { id: a })).code).toBe(1); // the rest of a, at a loss

    const r = await results(t.token, { from: today(), to: today() });
    expect(r.code, r.msg).toBe(1);
    const closed = await app.db.selectFrom('orders').selectAll().where('user_id', '=', t.id).where('status', '=', OrderStatus.closed).execute();
    expect(closed).toHaveLength(3);
    const { pairs, ...rest } = tradeResults(closed);
    expect(r.data).toEqual({ ...rest, pairs: pairs.map((p) => ({ ...p, name: 'EUR/USD' })) });
    expect(r.data).toMatchObject({ trades: 3, won: 1, lost: 2, win_rate: '33.33', swaps: big('-0.276').times(nightsOf(next.day, 'fx')).toFixed(6) });
    expect(r.data.pairs).toEqual([{ code: 'EURUSD', name: 'EUR/USD', trades: 3, won: 1, lost: 2, net: r.data.net }]);
    // Every position closed and the pending order's reservation given back: the balance moved by exactly the net.
    const { balance } = await account(app, t.id);
    expect(big(balance).minus('10000').eq(big(r.data.net))).toBe(true);
    expect(big(r.data.fees).eq(big((await order(app, part.data.Id)).fee).plus((await order(app, a)).fee).plus((await order(app, b)).fee))).toBe(true);
  });

  it('count only the period’s trades and only the reader’s', async () => {
    const t = await trader(app, '10000');
    const other = await trader(app, '10000');
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    for (const who of [t, other]) {
      const id = (await submit(app, who.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id as number;
      expect((await action(app, who.token, 'close', { id })).code).toBe(1);
    }
    const { id: _id, ...model } = await order(app, (await app.db.selectFrom('orders').select('id').where('user_id', '=', t.id).executeTakeFirstOrThrow()).id);
    const earlier = dayBefore(today(), 10);
    await app.db.insertInto('orders').values({ ...model, client_ref: null, code: 'XAUUSD', profit: '25.000000', fee: '1.000000', closed_at: `${earlier}T12:00:00.000Z` }).execute();

    expect((await results(t.token, { from: today(), to: today() })).data).toMatchObject({ trades: 1, pairs: [{ code: 'EURUSD' }] });
    const both = (await results(t.token, { from: earlier, to: today() })).data;
    expect(both).toMatchObject({ trades: 2, best: '24.000000' });
    expect(both.pairs.map((p: { code: string }) => p.code)).toEqual(['XAUUSD', 'EURUSD']);
    expect(both.days.map((d: { day: string }) => d.day)).toEqual([earlier, today()]);
    expect(both.days[0].net).toBe('24.000000');
    expect((await results(t.token, { from: earlier, to: earlier })).data).toMatchObject({ trades: 1, won: 1, net: '24.000000', profit_factor: null });
  });

  it('of a period without trades say so, and nothing is averaged', async () => {
    const u = await realUser(app);
    expect((await results(u.token, { from: today(), to: today() })).data).toMatchObject({ trades: 0, net: '0.000000', win_rate: null, best: null, pairs: [] });
  });

  it('refuse a period that is not one, with the reason in the reader’s language, and answer a visitor with the login code', async () => {
    const u = await realUser(app);
    const period = 'Choose a period of at most 366 days that ends on or after the day it starts';
    expect(await results(u.token, { from: '2026-11-28', to: '2026-11-27' })).toMatchObject({ code: 0, msg: period });
    expect(await results(u.token, { from: '2025-11-27', to: '2026-11-28' })).toMatchObject({ code: 0, msg: period });
    expect(await results(u.token, { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ code: 0, msg: 'from must match format "date"' });
    expect(await results(u.token, { from: '2026-11-28' })).toMatchObject({ code: 0, msg: 'to is required' });
    expect((await results(u.token, { from: '2026-11-28', to: '2026-11-27' }, 'fr')).msg).toBe(
      'Choisissez une période de 366 jours au plus, qui se termine le jour où elle commence ou après',
    );
    expect(await results(undefined, { from: today(), to: today() })).toMatchObject({ code: 999 });
  });
});
