import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { makeServer, postgresUrl } from '../testing.js';
import { AloneMemory, AlonePlacement, placeAlone } from './engine/placement-alone.js';
import { pipelined } from '../db/pipeline.js';
import { placeOrders, type NewOrder, type Placed } from './engine/placement.js';
import { PlacementQueue } from './engine/placement-queue.js';
import type { ValidOrder } from './engine/validation.js';
import { account, credit, ledgerConsistent, ledgerRows, trader } from './test-helpers.js';

// An order that comes alone, on PostgreSQL: one statement when the engine remembers the trader's balances, two when
// it reads them, written only if the account is as it was judged (placement-alone.ts). SQLite always places orders
// the locking way, so there is nothing to test there.

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const market: ValidOrder = { side: 1, mode: 1, leverage: 100, lots: '0.01', target: null, sl: '0', tp: '0', clientRef: null, expiresAt: null, pendingType: null, protection: null };
const newOrder = (userId: number, margin = '10.8'): NewOrder => ({
  userId, inst: app.engine.instrument('EURUSD')!, order: market, price: '1.08010', margin, fee: '0.5', floating: () => '0',
});

/**
 * The test's database, counting the statements sent through it; `afterRead` runs once the first one (the read of
 * the account) has answered and before the next is sent.
 */
function watched(afterRead?: () => Promise<void>) {
  const seen = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.statements++;
      return args.node;
    },
    transformResult: async (args) => {
      if (seen.statements === 1) await afterRead?.();
      return args.result;
    },
  };
  return { db: app.db.withPlugin(plugin) as Kysely<Database>, seen };
}

describe.skipIf(!postgresUrl())('an order alone on PostgreSQL', () => {
  it('is written in two statements, with the same rows the locking way writes', async () => {
    const u = await trader(app, '1000');
    const { db, seen } = watched();
    const placed = (await placeAlone(db, newOrder(u.id))) as Placed;
    expect(seen.statements).toBe(2);
    expect(placed).toMatchObject({ duplicate: false, row: { user_id: u.id, code: 'EURUSD', status: 1, lots: '0.01', margin: '10.8', fee: '0.5', open_price: '1.08010' } });
    const id = Number(placed.row.id);
    // The order's row as the table holds it, nothing of the statement's other answers.
    expect(placed.row).toEqual(await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(await app.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    expect(await account(app, u.id)).toEqual({ balance: '988.700000', lock_balance: '10.800000' });
    const rows = (await ledgerRows(app, u.id)).filter((r) => r.ref?.startsWith('order:'));
    expect(rows.map((r) => [r.ref, r.value, r.lock_value, r.balance_after])).toEqual([
      [`order:${id}:margin`, '-10.800000', '10.800000', '989.200000'],
      [`order:${id}:fee`, '-0.500000', '0.000000', '988.700000'],
    ]);
    const c = await ledgerConsistent(app, u.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
  });

  it('writes nothing when the account changed after it was read, and the queue then places it the locking way', async () => {
    const u = await trader(app, '1000');
    // A deposit lands between the read and the write.
    const { db } = watched(() => credit(app, u.id, '5').then(() => undefined));
    const ordersBefore = await app.db.selectFrom('orders').select('id').where('user_id', '=', u.id).execute();
    expect(await placeAlone(db, newOrder(u.id))).toBeNull();
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', u.id).execute()).toEqual(ordersBefore);
    expect(await account(app, u.id)).toEqual({ balance: '1005.000000', lock_balance: '0.000000' });

    const again = watched(() => credit(app, u.id, '5').then(() => undefined));
    const committed: Placed[] = [];
    const queue = new PlacementQueue(app.db, (p) => committed.push(p), { place: (n) => placeAlone(again.db, n), batchWritten() {} });
    const placed = await queue.place(newOrder(u.id));
    expect(committed).toEqual([placed]);
    // Both deposits and the order, once: 1010 − 10.8 − 0.5.
    expect(await account(app, u.id)).toEqual({ balance: '998.700000', lock_balance: '10.800000' });
    const c = await ledgerConsistent(app, u.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
  });

  it('refuses an order the money does not allow, writing nothing', async () => {
    const u = await trader(app, '10');
    const refused = await placeAlone(app.db, newOrder(u.id, '10'));
    expect(AppError.is(refused, 'insufficientMargin')).toBe(true);
    expect(await account(app, u.id)).toEqual({ balance: '10.000000', lock_balance: '0.000000' });
  });

  it("writes a trader's next order in one statement, on the balances and id the last order alone left", async () => {
    const u = await trader(app, '1000');
    const memory = new AloneMemory();
    const first = watched();
    const a = (await placeAlone(first.db, newOrder(u.id), memory)) as Placed;
    const next = watched();
    const b = (await placeAlone(next.db, newOrder(u.id), memory)) as Placed;
    expect([first.seen.statements, next.seen.statements]).toEqual([2, 1]);
    expect(Number(b.row.id)).toBeGreaterThan(Number(a.row.id));
    expect(await account(app, u.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
    expect(memory.account(u.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
    const c = await ledgerConsistent(app, u.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
  });

  it('judges again on the balances it finds when the account changed since (a deposit), writing over nothing', async () => {
    const u = await trader(app, '1000');
    const memory = new AloneMemory();
    await placeAlone(app.db, newOrder(u.id), memory);
    await credit(app, u.id, '5');
    const { db, seen } = watched();
    expect(await placeAlone(db, newOrder(u.id), memory)).toMatchObject({ duplicate: false });
    expect(seen.statements).toBe(2); // the write that found the deposit, and the one that counted it
    expect(await account(app, u.id)).toEqual({ balance: '982.400000', lock_balance: '21.600000' });
    const c = await ledgerConsistent(app, u.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
  });

  it('never refuses on remembered balances: money added since counts, and a refusal is judged on balances just read', async () => {
    const u = await trader(app, '12');
    const memory = new AloneMemory();
    await placeAlone(app.db, newOrder(u.id), memory); // 0.7 left: the engine remembers too little for another
    await credit(app, u.id, '100');
    const { db, seen } = watched();
    expect(await placeAlone(db, newOrder(u.id), memory)).toMatchObject({ duplicate: false });
    expect(seen.statements).toBe(2); // a read, then the write
    expect(await account(app, u.id)).toEqual({ balance: '89.400000', lock_balance: '21.600000' });

    const refused = await placeAlone(app.db, newOrder(u.id, '200'), memory);
    expect(AppError.is(refused, 'insufficientMargin')).toBe(true);
    expect(await account(app, u.id)).toEqual({ balance: '89.400000', lock_balance: '21.600000' });
  });

  it('leaves an id taken before a batch unused, so every order lists after the ones written before it', async () => {
    const [u, v] = [await trader(app, '1000'), await trader(app, '1000')];
    const alone = new AlonePlacement(app.db);
    const a = (await alone.place(newOrder(u.id))) as Placed;
    const [batch] = (await pipelined(app.db, (p) => placeOrders(p, [newOrder(v.id)]))) as Placed[];
    alone.batchWritten();
    const b = (await alone.place(newOrder(u.id))) as Placed;
    expect(Number(batch.row.id)).toBeGreaterThan(Number(a.row.id));
    expect(Number(b.row.id)).toBeGreaterThan(Number(batch.row.id));
  });

  it('is told of every batch the queue writes', async () => {
    const users = [await trader(app, '1000'), await trader(app, '1000'), await trader(app, '1000')];
    let batches = 0;
    const alone = new AlonePlacement(app.db);
    const queue = new PlacementQueue(app.db, () => {}, { place: (n) => alone.place(n), batchWritten: () => batches++ });
    // The first order is written alone at once; the two that arrive meanwhile go together.
    const placed = await Promise.all(users.map((u) => queue.place(newOrder(u.id))));
    expect(placed.map((p) => p.duplicate)).toEqual([false, false, false]);
    expect(batches).toBe(1);
  });

  it('writes an order with a client_ref alone too, and a retry with the ref nothing: the queue answers it with the first order', async () => {
    const u = await trader(app, '1000');
    const withRef = (ref: string): NewOrder => ({ ...newOrder(u.id), order: { ...market, clientRef: ref } });
    const memory = new AloneMemory();
    const first = watched();
    const a = (await placeAlone(first.db, withRef('tap-1'), memory)) as Placed;
    expect(first.seen.statements).toBe(2);
    expect(a).toMatchObject({ duplicate: false, row: { client_ref: 'tap-1' } });

    // The retry (the answer to the first never reached the trader): nothing written, in one statement.
    const retry = watched();
    expect(await placeAlone(retry.db, withRef('tap-1'), memory)).toBeNull();
    expect(retry.seen.statements).toBe(1);
    const alone = new AlonePlacement(app.db);
    const queue = new PlacementQueue(app.db, () => {}, { place: (n) => alone.place(n), batchWritten: () => alone.batchWritten() });
    const again = await queue.place(withRef('tap-1'));
    expect(again).toMatchObject({ duplicate: true, row: { id: a.row.id } });

    // Another ref is another order, alone in one statement on what the first left.
    const next = watched();
    const b = (await placeAlone(next.db, withRef('tap-2'), memory)) as Placed;
    expect(next.seen.statements).toBe(1);
    expect(b.duplicate).toBe(false);
    expect(await app.db.selectFrom('orders').select('client_ref').where('user_id', '=', u.id).orderBy('id').execute()).toEqual([
      { client_ref: 'tap-1' },
      { client_ref: 'tap-2' },
    ]);
    expect(await account(app, u.id)).toEqual({ balance: '977.400000', lock_balance: '21.600000' });
    const c = await ledgerConsistent(app, u.id);
    expect([c.valueSum, c.lockSum]).toEqual([c.acc.balance, c.acc.lock_balance]);
  });

  it('answers a retried ref with its first order even when the money would not allow a second one', async () => {
    const u = await trader(app, '11.5');
    const once: NewOrder = { ...newOrder(u.id), order: { ...market, clientRef: 'all-in' } };
    const alone = new AlonePlacement(app.db);
    const queue = new PlacementQueue(app.db, () => {}, { place: (n) => alone.place(n), batchWritten: () => alone.batchWritten() });
    const first = await queue.place(once);
    const retry = await queue.place(once);
    expect(retry).toMatchObject({ duplicate: true, row: { id: first.row.id } });
    // A new order of the same size is refused: 11.5 − 10.8 − 0.5 is all that is left.
    await expect(queue.place({ ...once, order: { ...market, clientRef: 'next' } })).rejects.toSatisfy((e) => AppError.is(e, 'insufficientMargin'));
    expect(await account(app, u.id)).toEqual({ balance: '0.200000', lock_balance: '10.800000' });
  });

  it('places one order for two submits with the same client_ref at the same instant', async () => {
    const u = await trader(app, '1000');
    const twin: NewOrder = { ...newOrder(u.id), order: { ...market, clientRef: 'twin' } };
    const [x, y] = [new AlonePlacement(app.db), new AlonePlacement(app.db)];
    const queues = [x, y].map((alone) => new PlacementQueue(app.db, () => {}, { place: (n) => alone.place(n), batchWritten: () => alone.batchWritten() }));
    const placed = await Promise.all(queues.map((q) => q.place(twin)));
    expect(placed[0].row.id).toBe(placed[1].row.id);
    expect(placed.map((p) => p.duplicate).sort()).toEqual([false, true]);
    expect(await account(app, u.id)).toEqual({ balance: '988.700000', lock_balance: '10.800000' });
  });

  it('remembers at most its bound of traders, the least recent forgotten first', () => {
    const memory = new AloneMemory(2);
    const b = (n: string) => ({ balance: n, lock_balance: '0' });
    memory.remember(1, b('1'));
    memory.remember(2, b('2'));
    memory.remember(1, b('1.5'));
    memory.remember(3, b('3'));
    expect([memory.account(1), memory.account(2), memory.account(3)]).toEqual([b('1.5'), undefined, b('3')]);
    memory.forget(1);
    expect(memory.account(1)).toBeUndefined();
  });
});
