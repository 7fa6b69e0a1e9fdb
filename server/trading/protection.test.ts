// Price protection (docs/trading.md "Price protection"): a market order carries the price the trader saw and the pips
// it may fill worse; the market moving further against them before it reaches the engine refuses it, nothing moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { account, expectLedgerConsistent, order, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const market = (token: string, type: 1 | 2, expected: string, pips: string) =>
  submit(app, token, { code: 'EURUSD', type, cont: '0.1', multiple: 50, status: 1, expected_price: expected, max_deviation: pips });

describe('price protection', () => {
  it('refuses a buy whose ask moved more than the pips allowed above the ask seen, and fills within them or better', async () => {
    const t = await trader(app, '3000');
    await quote(app, 'EURUSD', '1.08030', '1.08042'); // the ask is 3.2 pips above the 1.08010 the trader saw
    const before = await account(app, t.id);
    const refused = await market(t.token, 1, '1.08010', '3');
    expect(refused).toMatchObject({ code: 0, msg: 'The price moved to 1.08042, more than 3 pips from the price you saw: nothing was placed' });
    expect(await account(app, t.id)).toEqual(before);

    const within = await market(t.token, 1, '1.08010', '3.2');
    expect(within.code, within.msg).toBe(1);
    expect(await order(app, within.data.Id)).toMatchObject({ status: 1, open_price: '1.08042' });
    // a better price than seen always fills, even with 0 pips allowed
    const better = await market(t.token, 1, '1.08100', '0');
    expect(better.code, better.msg).toBe(1);
    expect((await order(app, better.data.Id)).open_price).toBe('1.08042');
    await expectLedgerConsistent(app, t.id);
  });

  it('refuses a sell whose bid fell more than allowed under the bid seen', async () => {
    const t = await trader(app, '3000');
    await quote(app, 'EURUSD', '1.07990', '1.08002');
    const refused = await market(t.token, 2, '1.08000', '0.5');
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('The price moved to 1.07990, more than 0.5 pips from the price you saw: nothing was placed');
    const placed = await market(t.token, 2, '1.08000', '1');
    expect(placed.code, placed.msg).toBe(1);
    expect((await order(app, placed.data.Id)).open_price).toBe('1.07990');
    await expectLedgerConsistent(app, t.id);
  });

  it('answers a retry of an order already placed with that order, though the market has moved beyond since', async () => {
    const t = await trader(app, '3000');
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const keyed = (expected: string) =>
      submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1, expected_price: expected, max_deviation: '1', client_ref: 'retry-protected' });
    const first = await keyed('1.08012');
    expect(first.code, first.msg).toBe(1);
    await quote(app, 'EURUSD', '1.08100', '1.08112');
    const before = await account(app, t.id);
    // the answer was lost: the same order again, with the price seen then
    const retry = await keyed('1.08012');
    expect(retry.code, retry.msg).toBe(1);
    expect(retry.data.Id).toBe(first.data.Id);
    expect(await account(app, t.id)).toEqual(before);
    // a new order at that old price is refused
    expect((await market(t.token, 1, '1.08012', '1')).code).toBe(0);
    await expectLedgerConsistent(app, t.id);
  });

  it('is for market orders, with both fields: otherwise refused, in the reader’s language, nothing placed', async () => {
    const t = await trader(app, '3000');
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const before = await account(app, t.id);
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 0, target_price: '1.07000', expected_price: '1.08012', max_deviation: '2' });
    expect(pending).toMatchObject({ code: 0, msg: 'Price protection is for a market order: the price you saw and 0 to 1,000 pips' });
    expect((await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1, max_deviation: '2' })).code).toBe(0);
    expect((await market(t.token, 1, '1.08012', '2000')).code).toBe(0);
    const form = { forex_id: String(app.engine.instrument('EURUSD')!.id), type: '1', cont: '0.1', multiple: '50', status: '1', expected_price: '1.07900', max_deviation: '1' };
    const german = (await call(app, 'POST', '/v1/api/forex/submit', { token: t.token, form, headers: { lang: 'de' } })).body;
    expect(german.msg).toBe('Der Kurs liegt jetzt bei 1.08012, mehr als 1 Pips vom gesehenen Preis entfernt: Es wurde nichts platziert');
    expect(await account(app, t.id)).toEqual(before);
  });
});
