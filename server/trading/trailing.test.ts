// Trailing stop (extension): the server keeps a holding position's stop loss a distance behind the price, only ever
// in the trader's favour, and the stop survives a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { call, makeServer } from '../testing.js';
import { action, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const trail = async (a: typeof app, token: string, id: number, pips: string) =>
  (await call(a, 'POST', '/v1/api/forex/set_trailing', { token, body: { id, pips } })).body;
const summaryOf = (a: typeof app, userId: number) => a.engine.summary(userId);

describe('trailing stop', () => {
  it('puts the stop the distance behind the bid at once, follows rises, never falls back, and closes on the way down', async () => {
    const t = await trader(app);
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 })).data.Id;
    const on = await trail(app, t.token, id, '20');
    expect(on).toMatchObject({ code: 1, msg: 'Trailing stop on', data: { TrailingPips: '20', TargetLossPrice: '1.09800' } });

    await quote(app, 'EURUSD', '1.10150', '1.10160');
    expect((await order(app, id)).sl).toBe('1.09950');
    // the live summary carries the moved stop, so the row shows it without a reload
    expect((await summaryOf(app, t.id)).TransOrder.find((x) => x.Id === id)?.TargetLossPrice).toBe('1.09950');
    await quote(app, 'EURUSD', '1.10050', '1.10060'); // back down: the stop stays
    expect((await order(app, id)).sl).toBe('1.09950');
    await quote(app, 'EURUSD', '1.10200', '1.10210');
    expect((await order(app, id)).sl).toBe('1.10000');

    await quote(app, 'EURUSD', '1.10000', '1.10010'); // the bid reaches the trailed stop
    const closed = await order(app, id);
    expect(closed).toMatchObject({ status: 3, close_reason: 'sl', close_price: '1.10000' });
  });

  it('a sell trails the ask; turning it off leaves the stop where it is', async () => {
    const t = await trader(app);
    await quote(app, 'USDJPY', '150.000', '150.020');
    const id = (await submit(app, t.token, { code: 'USDJPY', type: 2, cont: '0.10', multiple: 100 })).data.Id;
    expect((await trail(app, t.token, id, '15.5')).data.TargetLossPrice).toBe('150.175'); // ask + 0.155
    await quote(app, 'USDJPY', '149.800', '149.820');
    expect((await order(app, id)).sl).toBe('149.975');
    expect(await trail(app, t.token, id, '0')).toMatchObject({ code: 1, msg: 'Trailing stop off', data: { TrailingPips: '0', TargetLossPrice: '149.975' } });
    await quote(app, 'USDJPY', '149.500', '149.520');
    expect((await order(app, id)).sl).toBe('149.975');
  });

  it('refuses what is not a distance, another\'s order and an order that is not holding', async () => {
    const t = await trader(app);
    const other = await trader(app);
    await quote(app, 'XAUUSD', '2350.00', '2350.30');
    const id = (await submit(app, t.token, { code: 'XAUUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id;
    for (const pips of ['-1', 'abc', '', '1.5', '1e3', '9999999']) {
      const r = await trail(app, t.token, id, pips);
      expect(r.code, pips).toBe(0);
    }
    expect((await trail(app, t.token, id, '1.5')).msg).toBe('Enter the trailing distance in pips, a multiple of 0.01 in price');
    expect((await trail(app, other.token, id, '20')).msg).toBe('Order not found');
    expect((await order(app, id)).trail_pips).toBe('0');
    await action(app, t.token, 'close', { id });
    expect((await trail(app, t.token, id, '20')).msg).toBe('This order is not open');
  });

  it('survives a restart: the moved stop and the distance are kept and it goes on trailing', async () => {
    const own = await makeServer();
    let again: Awaited<ReturnType<typeof buildServer>> | null = null;
    try {
      const t = await trader(own);
      await quote(own, 'EURUSD', '1.10000', '1.10010');
      const id = (await submit(own, t.token, { code: 'EURUSD', type: 1, cont: '0.10', multiple: 100 })).data.Id;
      await trail(own, t.token, id, '10');
      await quote(own, 'EURUSD', '1.10100', '1.10110');
      const config = own.config;
      await own.close();
      again = await buildServer(config);
      await quote(again as App, 'EURUSD', '1.10300', '1.10310');
      expect((await order(again as App, id)).sl).toBe('1.10200');
      expect((await order(again as App, id)).trail_pips).toBe('10');
    } finally {
      await again?.close();
      await own.cleanup();
    }
  });
});
