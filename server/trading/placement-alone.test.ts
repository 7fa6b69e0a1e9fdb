import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { makeServer, postgresUrl } from '../testing.js';
import { placeAlone } from './engine/placement-alone.js';
import type { NewOrder, Placed } from './engine/placement.js';
import { PlacementQueue } from './engine/placement-queue.js';
import type { ValidOrder } from './engine/validation.js';
import { account, credit, ledgerConsistent, ledgerRows, trader } from './test-helpers.js';

// An order that comes alone, on PostgreSQL: two statements, written only if the account is as it was read
// (placement-alone.ts). SQLite always places orders the locking way, so there is nothing to test there.

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const market: ValidOrder = { side: 1, mode: 1, leverage: 100, lots: '0.01', target: null, sl: '0', tp: '0', clientRef: null };
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
    const queue = new PlacementQueue(app.db, (p) => committed.push(p), (n) => placeAlone(again.db, n));
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
});
