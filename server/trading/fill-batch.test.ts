import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteState } from '../feed/types.js';
import { pipelined } from '../db/pipeline.js';
import { startBreak, setLimit, withLimitsOrBreak } from '../limits/service.js';
import { makeServer } from '../testing.js';
import { bookOrder } from './engine/book.js';
import { EngineCloses } from './engine/closes.js';
import type { TradingEngine } from './engine/engine.js';
import { fillOrders, type DueFill } from './engine/fill-batch.js';
import { action, expectLedgerConsistent, groupsRecorded, ledgerRows, order, quote, submit, trader } from './test-helpers.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

/** The engine's own fills (closes.ts), to fill a twin's order one at a time at a quote of the test's choosing. */
const closes = () => (app.engine as TradingEngine as unknown as { closes: EngineCloses }).closes;
const at = (bid: string, ask: string): QuoteState => ({ code: 'EURUSD', bid, ask, open: bid, high: bid, low: bid, change: '0', status: 1, time: Date.now() });
const pending = async (token: string, p: Record<string, string | number>) => {
  const r = await submit(app, token, { code: 'EURUSD', cont: '0.01', multiple: 100, status: 0, ...p });
  if (r.code !== 1) throw new Error(r.msg);
  return r.data.Id as number;
};

/** What a trader's fills left, each order's own id taken out (two traders' orders differ by id). */
async function outcome(userId: number) {
  const rows = await ledgerRows(app, userId);
  const orders = await app.db.selectFrom('orders').select(['status', 'open_price', 'margin', 'fee', 'reserved', 'close_reason']).where('user_id', '=', userId).orderBy('id').execute();
  return { ledger: rows.map((r) => [r.type, r.value, r.lock_value, r.balance_after, r.lock_balance_after, r.memo.replace(/#\d+/, '#'), r.ref?.replace(/\d+/, 'N') ?? null]), orders };
}

describe('pending orders filled together', () => {
  it('a quote through many pending orders fills them in one round exactly as fills one by one would', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const traders = [await trader(app, '1000'), await trader(app, '1000')];
    const twins = [await trader(app, '1000'), await trader(app, '1000')];
    // Buy limits below the price and a sell limit above it; the gap reaches them all (a buy fills at the ask, a sell at the bid).
    const plan: Array<Record<string, string | number>> = [
      { type: 1, target_price: '1.07000' }, { type: 1, target_price: '1.07500', cont: '0.05' }, { type: 2, target_price: '1.09000', pending_type: 'limit' },
    ];
    const twinIds: number[][] = [[], []];
    for (let i = 0; i < 2; i++) {
      for (const p of plan) {
        await pending(traders[i].token, p);
        twinIds[i].push(await pending(twins[i].token, p));
      }
    }
    // The twins' one at a time first, at the quotes each would see, before the gap comes (it would fill them too).
    for (let i = 0; i < 2; i++) {
      for (const [k, id] of twinIds[i].entries()) await closes().fill(bookOrder(await order(app, id)), plan[k].type === 1 ? at('1.06990', '1.07000') : at('1.09000', '1.09010'));
    }
    const oneByOne = vi.spyOn(EngineCloses.prototype, 'fill');
    try {
      await quote(app, 'EURUSD', '1.06990', '1.07000'); // the buy limits' price has come
      await quote(app, 'EURUSD', '1.09000', '1.09010'); // and the sell limit's
      expect(oneByOne).not.toHaveBeenCalled();
    } finally {
      oneByOne.mockRestore();
    }
    for (let i = 0; i < 2; i++) {
      expect(await outcome(traders[i].id)).toEqual(await outcome(twins[i].id));
      await expectLedgerConsistent(app, traders[i].id);
    }
    expect((await outcome(traders[0].id)).orders.map((o) => [o.status, o.open_price])).toEqual([[1, '1.07000'], [1, '1.07000'], [1, '1.09000']]);
  });

  it('go in two groups however many orders, and leave out one no longer pending or no longer due', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const t = await trader(app, '1000');
    const [a, b, c] = [await pending(t.token, { type: 1, target_price: '1.07000' }), await pending(t.token, { type: 1, target_price: '1.07000' }), await pending(t.token, { type: 1, target_price: '1.07000' })];
    await app.db.updateTable('orders').set({ origin_price: '1.06000' }).where('id', '=', c).execute(); // moved since the tick chose it
    const q = at('1.06990', '1.07000');
    const due = async (id: number): Promise<DueFill> => ({ order: bookOrder(await order(app, id)), quote: q, price: '1.07000', margin: '10.700000', fee: '0.000000' });
    const all = [await due(a), await due(b), await due(c)];
    await app.db.updateTable('orders').set({ status: 2, reserved: '0.000000', close_reason: 'cancel' }).where('id', '=', b).execute();
    const { groups, recording } = groupsRecorded();
    const done = await pipelined(app.db, (p) => fillOrders(recording(p), all));
    expect([done.filled.map(({ row }) => Number(row.id)), done.rest]).toEqual([[a], []]);
    expect(groups).toEqual([[2, false], [3, true]]); // the orders' update, the accounts' update, the ledger rows
    expect((await order(app, c)).status).toBe(0);
  });

  it('stop at the first order that needs more than itself: the orders before it written, nothing of it or after it', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const t = await trader(app, '1000');
    const [a, p1, p2, b] = [await pending(t.token, { type: 1, target_price: '1.07000' }), await pending(t.token, { type: 1, target_price: '1.07000' }), await pending(t.token, { type: 1, target_price: '1.06000' }), await pending(t.token, { type: 1, target_price: '1.07000' })];
    await app.db.updateTable('orders').set({ oco_id: p2 }).where('id', '=', p1).execute();
    await app.db.updateTable('orders').set({ oco_id: p1 }).where('id', '=', p2).execute();
    const q = at('1.06990', '1.07000');
    const due = async (id: number): Promise<DueFill> => ({ order: bookOrder(await order(app, id)), quote: q, price: '1.07000', margin: '10.700000', fee: '0.000000' });
    const run = [await due(a), await due(p1), await due(b)];
    const { groups, recording } = groupsRecorded();
    const done = await pipelined(app.db, (p) => fillOrders(recording(p), run));
    expect([done.filled.map(({ row }) => Number(row.id)), done.rest]).toEqual([[a], run.slice(1)]);
    expect(groups).toEqual([[2, false], [3, true]]);
    expect(await Promise.all([a, p1, p2, b].map(async (id) => (await order(app, id)).status))).toEqual([1, 0, 0, 0]);
    await expectLedgerConsistent(app, t.id);
    // Out of the way of the next tests' quotes.
    for (const id of [p1, p2, b]) expect((await action(app, t.token, 'cancel_trade', { id })).code).toBe(1);
  });

  it('fills an order of a pair, or one the money no longer allows, alone in its place; the rest of the run together', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08010');
    const [t, u] = [await trader(app, '1000'), await trader(app, '1000')];
    const plain = await pending(t.token, { type: 1, target_price: '1.07000' });
    // u: a sell limit whose margin at the fill price is more than its reserve, with nothing else left to pay for it.
    const short = await pending(u.token, { type: 2, target_price: '1.09000', pending_type: 'limit' });
    const acc = await app.db.selectFrom('accounts').select('balance').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    await app.db.updateTable('accounts').set({ balance: '0.000000' }).where('user_id', '=', u.id).execute();
    await app.db.insertInto('ledger').values({
      user_id: u.id, value: `-${acc.balance}`, lock_value: '0.000000', type: 10, memo: 'test debit', memo_tran: 'test debit', ref: null,
      balance_after: '0.000000', lock_balance_after: (await app.db.selectFrom('accounts').select('lock_balance').where('user_id', '=', u.id).executeTakeFirstOrThrow()).lock_balance, created_at: new Date().toISOString(),
    }).execute();
    const other = await pending(t.token, { type: 1, target_price: '1.07000' });
    // Each run holds orders that fill together with it: they are filled all the same, and together.
    const v = await trader(app, '1000');
    const bystanders = [await pending(v.token, { type: 2, target_price: '1.09000', pending_type: 'limit' }), await pending(v.token, { type: 1, target_price: '1.07000' })];
    await app.db.updateTable('orders').set({ oco_id: other }).where('id', '=', plain).execute();
    await app.db.updateTable('orders').set({ oco_id: plain }).where('id', '=', other).execute();
    const due = async (id: number, q: QuoteState): Promise<DueFill> => ({ order: bookOrder(await order(app, id)), quote: q, price: q.ask, margin: '10.700000', fee: '0.000000' });
    // The batch stops at each, writing nothing of it or after it: the engine fills it alone.
    const [ofPair, tooDear] = [await due(plain, at('1.06990', '1.07000')), { ...(await due(short, at('1.12000', '1.12010'))), price: '1.12000', margin: '11.200000' }];
    expect(await pipelined(app.db, (p) => fillOrders(p, [ofPair]))).toEqual({ filled: [], rest: [ofPair] });
    expect(await pipelined(app.db, (p) => fillOrders(p, [tooDear]))).toEqual({ filled: [], rest: [tooDear] });
    const oneByOne = vi.spyOn(EngineCloses.prototype, 'fill');
    try {
      await quote(app, 'EURUSD', '1.12000', '1.12010'); // the sell limit's price has come, and gone past it
      await quote(app, 'EURUSD', '1.06990', '1.07000'); // the pair's buy limits'
      // Alone: the short one, and the first of the pair the round met (which cancels the other); not the bystanders.
      const alone = oneByOne.mock.calls.map(([o]) => o.id);
      expect(alone).toHaveLength(2);
      expect(alone[0]).toBe(short);
      expect([plain, other]).toContain(alone[1]);
    } finally {
      oneByOne.mockRestore();
    }
    expect([(await order(app, short)).status, (await order(app, short)).close_reason]).toEqual([2, 'insufficient_margin']);
    const pair = [await order(app, plain), await order(app, other)];
    expect(pair.map((o) => o.status).sort()).toEqual([1, 2]); // one filled, the other cancelled with it
    expect(await Promise.all(bystanders.map(async (id) => (await order(app, id)).status))).toEqual([1, 1]);
    for (const x of [t, u, v]) await expectLedgerConsistent(app, x.id);
  });

  it('asks after the own limits only of traders who have a limit or a break under way', async () => {
    const [t, u, v] = [await trader(app, '100'), await trader(app, '100'), await trader(app, '100')];
    const now = Date.now();
    await setLimit(app.db, t.id, 'loss', { amount: '50', period: 'day' }, now);
    await startBreak(app.db, u.id, 1, now);
    expect([...(await withLimitsOrBreak(app.db, [t.id, u.id, v.id], now))].sort((a, b) => a - b)).toEqual([t.id, u.id].sort((a, b) => a - b));
    expect(await withLimitsOrBreak(app.db, [u.id], now + 2 * 86_400_000)).toEqual(new Set()); // the break is over
  });
});
