// Pending orders expired together (server/trading/engine/expire-batch.ts): the orders one check finds past their time
// cancelled in one transaction, each exactly as cancelled alone; a pair, a moved expiry, a fill first and a batch that
// fails as a whole handled as one at a time would.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pipelined } from '../db/pipeline.js';
import { LedgerType } from '../ledger/index.js';
import { call, makeServer } from '../testing.js';
import { bookOrder, type OrderBook } from './engine/book.js';
import type { TradingEngine } from './engine/engine.js';
import { expireOrders } from './engine/expire-batch.js';
import { PendingExpiry } from './engine/expiry.js';
import { cancelInTrx } from './engine/transitions.js';
import { account, expectLedgerConsistent, groupsRecorded, ledgerRows, listen, order, quote, submit, trader } from './test-helpers.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const engine = () => app.engine as TradingEngine;
const book = () => (app.engine as unknown as { book: OrderBook }).book;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const pending = async (token: string, p: Record<string, string | number>) => {
  const r = await submit(app, token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, status: 0, target_price: '1.07000', ...p });
  if (r.code !== 1) throw new Error(r.msg);
  return r.data.Id as number;
};
/** A spy on the expiry of one order in a transaction of its own (expiry.ts), to see which path each order took. */
const oneAtATime = () => vi.spyOn(PendingExpiry.prototype as unknown as { expireOne: (...a: unknown[]) => Promise<void> }, 'expireOne');

/** What a trader's expiries left, each order's own id taken out (two traders' orders differ by id). */
async function outcome(userId: number) {
  const rows = await ledgerRows(app, userId);
  const orders = await app.db.selectFrom('orders').select(['status', 'reserved', 'close_reason', 'revision', 'oco_id']).where('user_id', '=', userId).orderBy('id').execute();
  return { ledger: rows.map((r) => [r.type, r.value, r.lock_value, r.balance_after, r.lock_balance_after, r.memo.replace(/#\d+/, '#'), r.ref?.replace(/\d+/, 'N') ?? null]), orders };
}

describe('pending orders expired together', () => {
  it('orders sharing a time (the end of a day) are cancelled in one transaction, exactly as one at a time', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const midnight = ahead(3_600_000);
    const traders = [await trader(app, '1000'), await trader(app, '1000')];
    const twins = [await trader(app, '1000'), await trader(app, '1000')];
    const plan: Array<Record<string, string | number>> = [{ target_price: '1.07000' }, { target_price: '1.06500', cont: '0.05' }, { type: 2, target_price: '1.09000', pending_type: 'limit' }];
    const ids: number[][] = [[], []];
    for (let i = 0; i < 2; i++) {
      const twinIds: number[] = [];
      for (const p of plan) {
        ids[i].push(await pending(traders[i].token, { ...p, expires_at: midnight }));
        twinIds.push(await pending(twins[i].token, { ...p, expires_at: ahead(7_200_000) }));
      }
      // The twin's orders cancelled alone, in turn, as the one-at-a-time path does.
      for (const id of twinIds) {
        await app.db.transaction().execute((trx) => cancelInTrx(trx, { id }, 'expired'));
        book().remove(id);
      }
    }
    const ws = listen(app, traders[0].id, ['FOREX_CLOSED']);
    const spy = oneAtATime();
    try {
      await engine().expireDue(midnight);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    for (let i = 0; i < 2; i++) {
      expect(await outcome(traders[i].id)).toEqual(await outcome(twins[i].id));
      expect(await account(app, traders[i].id)).toEqual({ balance: '1000.000000', lock_balance: '0.000000' });
      await expectLedgerConsistent(app, traders[i].id);
      for (const id of ids[i]) expect(book().get(id)).toBeUndefined();
    }
    // Each owner told once per order, as an expiry alone tells them.
    await vi.waitFor(() => expect(ws.of('FOREX_CLOSED')).toHaveLength(3));
    expect(ws.of('FOREX_CLOSED').map((m) => [m.data.Id, m.data.Status, m.data.Reason])).toEqual(ids[0].map((id) => [id, 2, 'expired']));
    ws.close();
    // Another check finds nothing left to expire.
    await engine().expireDue(ahead(7_200_000));
    expect(await outcome(traders[0].id)).toEqual(await outcome(twins[0].id));
  });

  it('go in two groups, and leave out an order filled first and one whose expiry moved', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '1000');
    const soon = ahead(3_600_000);
    const [a, b, c] = [await pending(t.token, { expires_at: soon }), await pending(t.token, { expires_at: soon }), await pending(t.token, { expires_at: soon })];
    const due = [bookOrder(await order(app, a)), bookOrder(await order(app, b)), bookOrder(await order(app, c))];
    // Since the check read the book: b cancelled by its owner, c moved to a later time.
    expect((await call(app, 'POST', '/v1/api/forex/cancel_trade', { token: t.token, body: { id: b } })).body.code).toBe(1);
    await app.db.updateTable('orders').set({ expires_at: ahead(7_200_000) }).where('id', '=', c).execute();
    const { groups, recording } = groupsRecorded();
    const done = await pipelined(app.db, (p) => expireOrders(recording(p), due, soon));
    expect([done.expired.map((r) => Number(r.id)), done.gone, done.paired]).toEqual([[a], [b], []]);
    expect(groups).toEqual([[2, false], [3, true]]); // the orders' update, the accounts' update, the ledger rows
    expect([(await order(app, a)).close_reason, (await order(app, b)).close_reason, (await order(app, c)).status]).toEqual(['expired', 'cancel', 0]);
    await expectLedgerConsistent(app, t.id);
  });

  it('an order of a pair goes alone and unpairs the other; the rest of the check still goes together', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '1000');
    const soon = ahead(3_600_000);
    const [plain, paired, other] = [await pending(t.token, { expires_at: soon }), await pending(t.token, { expires_at: soon }), await pending(t.token, { target_price: '1.06000' })];
    const set = await call(app, 'POST', '/v1/api/forex/set_oco', { token: t.token, form: { id: String(paired), other_id: String(other) } });
    expect(set.body.code).toBe(1);
    const spy = oneAtATime();
    try {
      await engine().expireDue(soon);
      expect(spy.mock.calls.map(([o]) => (o as { id: number }).id)).toEqual([paired]);
    } finally {
      spy.mockRestore();
    }
    expect([(await order(app, plain)).close_reason, (await order(app, paired)).close_reason]).toEqual(['expired', 'expired']);
    expect([(await order(app, other)).status, Number((await order(app, other)).oco_id)]).toEqual([0, 0]);
    await expectLedgerConsistent(app, t.id);
  });

  it('expires the orders of a batch that fails as a whole one at a time, the others unharmed', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '1000');
    const soon = ahead(3_600_000);
    const ids = [await pending(t.token, { expires_at: soon }), await pending(t.token, { expires_at: soon })];
    // A release of the first already in the ledger (moving nothing): the batch's own row for it breaks the unique
    // (type, ref), so its transaction fails and saves nothing; alone, the first's release is found posted.
    const acc = await app.db.selectFrom('accounts').selectAll().where('user_id', '=', t.id).executeTakeFirstOrThrow();
    await app.db.insertInto('ledger').values({
      user_id: t.id, value: '0.000000', lock_value: '0.000000', type: LedgerType.marginUnlock, memo: 'planted', memo_tran: 'planted',
      ref: `order:${ids[0]}:release`, balance_after: acc.balance, lock_balance_after: acc.lock_balance, created_at: new Date().toISOString(),
    }).execute();
    const spy = oneAtATime();
    try {
      await engine().expireDue(soon);
      // (with any other order the check finds due: the whole chunk goes one at a time)
      expect(spy.mock.calls.map(([o]) => (o as { id: number }).id)).toEqual(expect.arrayContaining(ids));
    } finally {
      spy.mockRestore();
    }
    expect((await Promise.all(ids.map((id) => order(app, id)))).map((o) => [o.status, o.close_reason])).toEqual([[2, 'expired'], [2, 'expired']]);
    const rows = await ledgerRows(app, t.id);
    expect(rows.filter((r) => r.ref === `order:${ids[1]}:release`)).toHaveLength(1);
    expect(rows.filter((r) => r.ref === `order:${ids[0]}:release`).map((r) => r.memo)).toEqual(['planted']);
    await expectLedgerConsistent(app, t.id);
  });
});
