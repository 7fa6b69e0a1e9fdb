// Modifying a pending order (docs/trading.md "Modifying a pending order"): a new price, stops and expiry at once; the
// reservation follows the new price to the cent, only when the money allows more; a stale fill or expiry never wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, gt, pendingFillable, roundMoney, sub } from '../../src/core/money/index.js';
import { sql } from 'kysely';
import { call, makeServer, postgresUrl } from '../testing.js';
import { account, adminHeaders, expectLedgerConsistent, ledgerRows, order, quote, submit, trader, untilSomeoneWaitsOnALock } from './test-helpers.js';
import type { TradingEngine } from './engine/engine.js';
import { fillInTrx } from './engine/transitions.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const engine = () => app.engine as TradingEngine;
const pending = (token: string, extra: Record<string, string | number> = {}) =>
  submit(app, token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 0, target_price: '1.07000', ...extra });
const modify = async (token: string, body: Record<string, string | number>) => (await call(app, 'POST', '/v1/api/forex/modify_pending', { token, body })).body;

describe('modifying a pending order', () => {
  it('moves the price, stops and expiry at once, and the reservation follows the new price to the cent', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const placed = await pending(t.token, { stop_loss_price: '1.06000' });
    const id = placed.data.Id as number;
    const before = await order(app, id);
    const expiresAt = ahead(3_600_000);

    // A higher price costs more margin: the difference is frozen.
    const up = await modify(t.token, { id, target_price: '1.07500', stop_loss_price: '1.07000', target_profit_price: '1.09000', expires_at: expiresAt });
    expect(up, up.msg).toMatchObject({ code: 1, msg: 'Pending order modified', data: { Id: id, Status: 0, Price: '1.07500', TargetLossPrice: '1.07000', TargetProfitPrice: '1.09000', ExpiresAt: expiresAt } });
    const moved = await order(app, id);
    expect([moved.origin_price, moved.revision]).toEqual(['1.07500', 1]);
    expect(moved.reserved).toBe(roundMoney(add(moved.margin, moved.fee)));
    const more = roundMoney(sub(moved.reserved, before.reserved));
    expect(gt(more, 0)).toBe(true);
    const rows = await ledgerRows(app, t.id);
    expect(rows.at(-1)).toMatchObject({ type: 5, ref: `order:${id}:modify:1`, value: `-${more}`, lock_value: more, memo_tran: `Pending order modified EURUSD #${id}: reservation adjusted` });
    expect(await account(app, t.id)).toEqual({ balance: roundMoney(sub('3000', moved.reserved)), lock_balance: moved.reserved });

    // A lower one releases the difference; stops and expiry left out are removed.
    const down = await modify(t.token, { id, target_price: '1.06500' });
    expect(down.data).toMatchObject({ Price: '1.06500', TargetLossPrice: '0', TargetProfitPrice: '0', ExpiresAt: '' });
    const lower = await order(app, id);
    const less = roundMoney(sub(moved.reserved, lower.reserved));
    expect((await ledgerRows(app, t.id)).at(-1)).toMatchObject({ type: 6, ref: `order:${id}:modify:2`, value: less, lock_value: `-${less}` });
    expect(await account(app, t.id)).toEqual({ balance: roundMoney(sub('3000', lower.reserved)), lock_balance: lower.reserved });

    // The same price again moves no money, and the book follows: a cancel now releases exactly what is frozen.
    const rowsBefore = (await ledgerRows(app, t.id)).length;
    expect((await modify(t.token, { id, target_price: '1.06500' })).code).toBe(1);
    expect(await ledgerRows(app, t.id)).toHaveLength(rowsBefore);
    expect((await call(app, 'POST', '/v1/api/forex/cancel_trade', { token: t.token, body: { id } })).body.code).toBe(1);
    expect(await account(app, t.id)).toEqual({ balance: '3000.000000', lock_balance: '0.000000' });
    await expectLedgerConsistent(app, t.id);
  });

  it('a new price the market has already reached fills at once, like a new pending order', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const id = (await pending(t.token)).data.Id as number;
    expect((await modify(t.token, { id, target_price: '1.09000' })).code).toBe(1);
    await engine().idle();
    const o = await order(app, id);
    expect([o.status, o.open_price, o.reserved]).toEqual([1, '1.08012', '0.000000']);
    expect((await account(app, t.id)).lock_balance).toBe(o.margin);
    await expectLedgerConsistent(app, t.id);
  });

  it('refuses, with the reason and nothing changed: another trader\'s order, a position, a bad price, stops, expiry, money, a closed market', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '300');
    const other = await trader(app, '3000');
    const id = (await pending(t.token, { cont: '0.1', multiple: 50 })).data.Id as number;
    const kept = await order(app, id);
    const acc = await account(app, t.id);
    const position = (await submit(app, other.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 50 })).data.Id as number;

    expect(await modify(other.token, { id, target_price: '1.06000' })).toMatchObject({ code: 0, msg: 'Order not found' });
    expect(await modify(other.token, { id: position, target_price: '1.06000' })).toMatchObject({ code: 0, msg: 'Only a pending order can be modified' });
    expect(await modify(t.token, { id, target_price: '' })).toMatchObject({ code: 0, msg: 'Please enter price' });
    expect(await modify(t.token, { id, target_price: '-1' })).toMatchObject({ code: 0, msg: 'Price must be a positive number' });
    expect(await modify(t.token, { id, target_price: '1.06000', stop_loss_price: '1.06500' })).toMatchObject({ code: 0, msg: 'Stop loss must be below 1.06000 for a buy order' });
    expect(await modify(t.token, { id, target_price: '1.06000', expires_at: ahead(10_000) })).toMatchObject({ code: 0, msg: 'Choose an expiry between 1 minute and 366 days from now' });
    expect((await modify(t.token, { id, target_price: '1.06000', expires_at: 'tomorrow' })).msg).toBe('expires_at must match format "date-time"');
    expect((await modify(t.token, { target_price: '1.06000' })).code).toBe(0);
    // 300 USD cannot freeze the margin of 0.1 lots at a price ten times higher.
    expect(await modify(t.token, { id, target_price: '10.70000' })).toMatchObject({ code: 0, msg: 'Insufficient free margin' });
    await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { market_status: 0 } });
    try {
      expect(await modify(t.token, { id, target_price: '1.06000' })).toMatchObject({ code: 0, msg: 'The market is closed' });
    } finally {
      await call(app, 'PUT', '/admin/api/instruments/EURUSD', { headers: adminHeaders, body: { market_status: null } });
    }
    expect(await order(app, id)).toEqual(kept);
    expect(await account(app, t.id)).toEqual(acc);
    await expectLedgerConsistent(app, t.id);
  });

  it('changes sent together (a second tap, another device) apply in turn, each priced on the order as it then is', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const id = (await pending(t.token)).data.Id as number;
    const prices = ['1.06000', '1.07500', '1.05000', '1.07900'];
    const answers = await Promise.all(prices.map((p) => modify(t.token, { id, target_price: p })));
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, 1]);
    const o = await order(app, id);
    expect(o.revision).toBe(4);
    expect(prices).toContain(o.origin_price);
    // Each change moved only its own difference: what is frozen is the cost at the price that stayed.
    expect(await account(app, t.id)).toEqual({ balance: roundMoney(sub('3000', o.reserved)), lock_balance: o.reserved });
    expect(o.reserved).toBe(roundMoney(add(o.margin, o.fee)));
    await expectLedgerConsistent(app, t.id);
  });

  it('an expiry moved or removed is what counts, even for a sweep that read the old one', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const soon = ahead(3_600_000);
    const id = (await pending(t.token, { expires_at: soon })).data.Id as number;
    expect((await modify(t.token, { id, target_price: '1.07000', expires_at: ahead(7_200_000) })).code).toBe(1);
    await engine().expireDue(ahead(5_400_000)); // past the old expiry, before the new one
    expect((await order(app, id)).status).toBe(0);
    expect((await modify(t.token, { id, target_price: '1.07000' })).code).toBe(1); // good till cancelled now
    await engine().expireDue(ahead(30 * 86_400_000));
    expect((await order(app, id)).status).toBe(0);
    // A modification committed while the sweep runs, before the book hears of it: the stored expiry decides.
    expect((await modify(t.token, { id, target_price: '1.07000', expires_at: soon })).code).toBe(1);
    await app.db.updateTable('orders').set({ expires_at: ahead(7_200_000) }).where('id', '=', id).execute();
    await engine().expireDue(ahead(5_400_000));
    expect((await order(app, id)).status).toBe(0);
    await expectLedgerConsistent(app, t.id);
  });

  it('a fill the tick chose before a modification is judged again on the order as stored: the new price wins', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const id = (await pending(t.token)).data.Id as number;
    expect((await modify(t.token, { id, target_price: '1.06000' })).code).toBe(1);
    // The quote reaches the old price (1.07) but not the new one.
    const q = { bid: '1.06950', ask: '1.06962' };
    const o = await order(app, id);
    const filled = await app.db.transaction().execute((trx) =>
      fillInTrx(trx, id, q.ask, o.margin, o.fee, (row) => pendingFillable(Number(row.side), q, row.origin_price)),
    );
    expect(filled).toBeNull();
    expect((await order(app, id)).status).toBe(0);
    await expectLedgerConsistent(app, t.id);
  });
});

describe.skipIf(!postgresUrl())('modifying a pending order on PostgreSQL', () => {
  it('takes the order before the account, as a fill does, so the two never wait on each other crosswise', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const id = (await pending(t.token)).data.Id as number;
    // A fill's order of locks, held open: the order first; the account only once the modification waits.
    let answer: Promise<{ code: number; msg: string }> | undefined;
    await app.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '3s'`.execute(trx);
      await trx.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute();
      answer = modify(t.token, { id, target_price: '1.06500' });
      await untilSomeoneWaitsOnALock(app);
      // The modification holding the account here would make this wait: a deadlock, or the lock timeout.
      await trx.selectFrom('accounts').select('user_id').where('user_id', '=', t.id).forUpdate().execute();
    });
    const done = await answer!;
    expect(done, done.msg).toMatchObject({ code: 1, data: { Id: id, Price: '1.06500' } });
    const o = await order(app, id);
    expect([o.origin_price, o.revision]).toEqual(['1.06500', 1]);
    expect(await account(app, t.id)).toEqual({ balance: roundMoney(sub('3000', o.reserved)), lock_balance: o.reserved });
    await expectLedgerConsistent(app, t.id);
  });
});
