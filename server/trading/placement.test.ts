import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { makeServer, until } from '../testing.js';
import type { BookOrder } from './engine/book.js';
import { pipelined } from '../db/pipeline.js';
import { placeOrders, type NewOrder, type Placed } from './engine/placement.js';
import { PlacementQueue } from './engine/placement-queue.js';
import type { ValidOrder } from './engine/validation.js';
import { account, engineIdle, groupsRecorded, ledgerConsistent, ledgerRows, trader } from './test-helpers.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const market = (o: Partial<ValidOrder> = {}): ValidOrder => ({ side: 1, mode: 1, leverage: 100, lots: '0.01', target: null, sl: '0', tp: '0', clientRef: null, expiresAt: null, pendingType: null, protection: null, ...o });

function newOrder(userId: number, o: Partial<ValidOrder> & { margin?: string; fee?: string; floating?: NewOrder['floating'] } = {}): NewOrder {
  const { margin = '10.8', fee = '0.5', floating = () => '0', ...order } = o;
  return { userId, inst: app.engine.instrument('EURUSD')!, order: market(order), price: '1.08010', margin, fee, floating };
}

/**
 * A queue over the test's database whose transactions wait for `open()`, recording how many orders each one wrote,
 * so a test decides which orders arrive while a batch is being written.
 */
function gatedQueue(db: Kysely<Database>) {
  let open!: () => void;
  let gate = new Promise<void>((r) => (open = r));
  const sizes: number[] = [];
  const committed: Placed[] = [];
  const started = { count: 0 };
  const gated = {
    transaction: () => ({
      execute: async <T,>(fn: (trx: never) => Promise<T>) => {
        started.count++;
        await gate;
        return db.transaction().execute(async (trx) => {
          const r = await fn(trx as never);
          sizes.push((r as unknown[]).length);
          return r;
        });
      },
    }),
  } as unknown as Kysely<Database>;
  const queue = new PlacementQueue(gated, (p) => committed.push(p));
  return {
    queue, sizes, committed, started,
    open: () => open(),
    close: () => (gate = new Promise<void>((r) => (open = r))),
  };
}

const settle = <T,>(ps: Array<Promise<T>>) => Promise.all(ps.map((p) => p.then((v) => v, (e: unknown) => e)));
/** The end of this turn of the event loop, when orders that found nothing being written go. */
const nextTurn = () => new Promise((r) => setImmediate(r));

describe('placing orders in batches (group commit)', () => {
  it("writes an order that comes alone at the end of its turn, and a trader's orders that arrive meanwhile together in the next transaction", async () => {
    const a = await trader(app, '1000');
    const q = gatedQueue(app.db);
    const first = q.queue.place(newOrder(a.id));
    expect(q.started.count).toBe(0);
    await nextTurn();
    expect(q.started.count).toBe(1);
    const rest = [1, 2, 3, 4, 5].map(() => q.queue.place(newOrder(a.id)));
    expect(q.started.count).toBe(1);
    q.open();
    const placed = await Promise.all([first, ...rest]);
    expect(q.sizes).toEqual([1, 5]);
    expect(new Set(placed.map((p) => Number(p.row.id))).size).toBe(6);
    expect(q.committed).toHaveLength(6);
    await q.queue.idle();
    // 6 orders of 10.8 margin + 0.5 fee: the same money as six orders one by one.
    expect(await account(app, a.id)).toEqual({ balance: '932.200000', lock_balance: '64.800000' });
    const c = await ledgerConsistent(app, a.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
    // Each order's rows carry its own id and running balances, in arrival order.
    const rows = (await ledgerRows(app, a.id)).filter((r) => r.ref?.startsWith('order:'));
    expect(rows.map((r) => r.ref)).toEqual(placed.flatMap((p) => [`order:${p.row.id}:margin`, `order:${p.row.id}:fee`]));
    expect(rows.map((r) => r.balance_after).slice(0, 6)).toEqual(['989.200000', '988.700000', '977.900000', '977.400000', '966.600000', '966.100000']);
  });

  it('writes the orders that arrive in one turn while nothing is being written together, as one by one would', async () => {
    const [a, b] = [await trader(app, '1000'), await trader(app, '1000')];
    const q = gatedQueue(app.db);
    q.open();
    const placed = await Promise.all([a, b, a].map((u) => q.queue.place(newOrder(u.id))));
    expect(q.sizes).toEqual([3]);
    expect(new Set(placed.map((p) => Number(p.row.id))).size).toBe(3);
    expect(await account(app, a.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
    expect(await account(app, b.id)).toEqual({ balance: '988.700000', lock_balance: '10.800000' });
    for (const u of [a, b]) {
      const c = await ledgerConsistent(app, u.id);
      expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
    }
  });

  it("does not hold another trader's orders behind a batch that takes long", async () => {
    const a = await trader(app, '1000');
    const b = await trader(app, '1000');
    const q = gatedQueue(app.db);
    const ps = [q.queue.place(newOrder(a.id))];
    await nextTurn();
    ps.push(...[a, b, b].map((u) => q.queue.place(newOrder(u.id))));
    expect(q.started.count).toBe(1);
    // a's batch is stuck (the gate): after STALL_MS b's first order is written beside it; a's second waits for a's batch.
    await until('a second batch beside the stuck one', () => q.started.count === 2);
    q.open();
    await Promise.all(ps);
    expect(q.sizes.reduce((x, y) => x + y, 0)).toBe(4);
    expect(await account(app, b.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
  });

  it('judges each order of a batch by what the ones before it left: one that no longer fits is refused alone', async () => {
    const u = await trader(app, '26.2');
    const q = gatedQueue(app.db);
    // The trader's first order is being written while the next four arrive: they go together next.
    const blocker = q.queue.place(newOrder(u.id, { margin: '1', fee: '0.2' }));
    await nextTurn();
    // Settled from the start: a refusal that came before the await below would otherwise be an unhandled rejection.
    const settled = settle([newOrder(u.id), newOrder(u.id), newOrder(u.id), newOrder(u.id, { margin: '1', fee: '0.2' })].map((n) => q.queue.place(n)));
    q.open();
    await blocker;
    const answers = await settled;
    expect(q.sizes).toEqual([1, 4]);
    expect(answers.map((a) => (AppError.is(a, 'insufficientMargin') ? 'refused' : a instanceof Error ? a.message : 'placed'))).toEqual(['placed', 'placed', 'refused', 'placed']);
    // 26.2 − 1.2 − 2 × 11.3 − 1.2
    expect(await account(app, u.id)).toEqual({ balance: '1.200000', lock_balance: '23.600000' });
  });

  it("counts the floating P&L of positions the same batch opened before an order", async () => {
    const u = await trader(app, '1000');
    const seen: BookOrder[][] = [];
    const floating = (opened: BookOrder[]) => {
      seen.push(opened);
      return '0';
    };
    const q = gatedQueue(app.db);
    const blocker = q.queue.place(newOrder(u.id, { floating, lots: '0.05' }));
    await nextTurn();
    const ps = [q.queue.place(newOrder(u.id, { floating })), q.queue.place(newOrder(u.id, { floating, lots: '0.02' }))];
    q.open();
    await Promise.all([blocker, ...ps]);
    expect(q.sizes).toEqual([1, 2]);
    expect(seen.map((s) => s.map((o) => [o.userId, o.code, o.lots, o.openPrice]))).toEqual([[], [], [[u.id, 'EURUSD', '0.01', '1.08010']]]);
  });

  it('answers a client_ref used before, or twice in one batch, with its first order and moves money once', async () => {
    const u = await trader(app, '1000');
    const q = gatedQueue(app.db);
    q.open();
    const before = await q.queue.place(newOrder(u.id, { clientRef: 'ref-1' }));
    q.close();
    const ps = ['ref-1', 'ref-2', 'ref-2', null].map((clientRef) => q.queue.place(newOrder(u.id, { clientRef })));
    q.open();
    const [again, two, twin, plain] = await Promise.all(ps);
    expect(again).toEqual({ row: before.row, duplicate: true });
    expect(twin.row.id).toBe(two.row.id);
    expect([two.duplicate, twin.duplicate, plain.duplicate]).toEqual([false, true, false]);
    expect(q.committed.map((p) => p.row.id)).toEqual([before.row.id, two.row.id, plain.row.id]);
    expect(await account(app, u.id)).toEqual({ balance: '966.100000', lock_balance: '32.400000' });
  });

  it('writes the orders of a failed batch again one by one, so only the one at fault fails', async () => {
    const u = await trader(app, '1000');
    const other = await trader(app, '1000');
    const q = gatedQueue(app.db);
    // The other trader's batch runs (held at the gate) while the next three arrive: after STALL_MS they go beside it,
    // together, as one batch.
    const first = q.queue.place(newOrder(other.id));
    await nextTurn();
    // Settled from the start: the order at fault may fail before `first` is written (PostgreSQL writes both batches at
    // once), and a rejection nobody handles yet is reported by the runner as an error of the run.
    const settled = settle([newOrder(u.id), newOrder(987_654_321), newOrder(u.id)].map((n) => q.queue.place(n)));
    await until('the batch of three', () => q.started.count === 2);
    q.open();
    await first;
    const [ok1, bad, ok2] = await settled;
    // The blocker, the batch of three (failed as a whole), then each of the three alone.
    expect(q.started.count).toBe(5);
    expect(q.sizes).toEqual([1, 1, 1]);
    expect(bad).toBeInstanceOf(Error);
    expect(String((bad as Error).message)).toContain('has no account');
    expect([ok1, ok2].every((p) => !(p instanceof Error) && !(p as Placed).duplicate)).toBe(true);
    expect(await account(app, u.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
  });
});

describe('the statements of a batch', () => {
  it('go in three groups however many orders and traders it holds: accounts and refs, the orders, the ledger with the commit', async () => {
    const [a, b] = [await trader(app, '1000'), await trader(app, '1000')];
    const { groups, recording } = groupsRecorded();
    const batch = [newOrder(a.id, { clientRef: 'grp-1' }), newOrder(b.id), newOrder(a.id), newOrder(b.id, { clientRef: 'grp-2' }), newOrder(a.id)];
    const answers = await pipelined(app.db, (p) => placeOrders(recording(p), batch));
    expect(answers.map((r) => !(r instanceof AppError) && !r.duplicate)).toEqual([true, true, true, true, true]);
    // On PostgreSQL each group is one round trip (`begin` rides with the first, `commit` with the last).
    expect(groups).toEqual([[2, false], [1, false], [2, true]]);
    for (const u of [a, b]) {
      const c = await ledgerConsistent(app, u.id);
      expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
    }
    expect(await account(app, a.id)).toEqual({ balance: '966.100000', lock_balance: '32.400000' });
  });
});

describe('submit through the engine', () => {
  it('places a burst of concurrent orders of several users exactly as one by one would: every order once, balances = ledger', async () => {
    const users = [await trader(app, '500'), await trader(app, '500'), await trader(app, '500')];
    const eur = app.engine.instrument('EURUSD')!.id;
    const input = (i: number) => ({ type: (i % 2) + 1, cont: '0.01', forex_id: eur, status: 1, multiple: 100 });
    const answers = await settle(Array.from({ length: 30 }, (_, i) => app.engine.submit({ id: users[i % 3].id }, input(i))));
    expect(answers.filter((a) => a instanceof Error)).toEqual([]);
    await engineIdle(app);
    for (const u of users) {
      const rows = await app.db.selectFrom('orders').select('id').where('user_id', '=', u.id).execute();
      expect(rows).toHaveLength(10);
      const c = await ledgerConsistent(app, u.id);
      expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
    }
  });
});
