import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sum } from '../../src/core/money/index.js';
import { LedgerType, getAccount, postLedger } from './index.js';
import { demoUser, makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

async function ledgerSums(userId: number) {
  const rows = await app.db.selectFrom('ledger').select(['value', 'lock_value']).where('user_id', '=', userId).execute();
  return { balance: sum(rows.map((r) => r.value)).toFixed(6), lock: sum(rows.map((r) => r.lock_value)).toFixed(6) };
}

describe('postLedger', () => {
  it('credits, debits, locks and records the balance after each row', async () => {
    const { user } = await realUser(app);
    const r = await app.db.transaction().execute(async (trx) => {
      await postLedger(trx, { userId: user.id, value: '100.1', type: LedgerType.deposit, memo: 'Deposit' });
      await postLedger(trx, { userId: user.id, value: '-0.0000014', type: LedgerType.fee });
      return postLedger(trx, { userId: user.id, value: '-50', lockValue: '50', type: LedgerType.marginLock, ref: 'order-1' });
    });
    expect(r).toMatchObject({ duplicate: false, balance: '50.099999', lock_balance: '50.000000' });
    expect(r.entry).toMatchObject({ value: '-50.000000', lock_value: '50.000000', balance_after: '50.099999', lock_balance_after: '50.000000', type: 5 });
    expect(await getAccount(app.db, user.id)).toEqual({ balance: '50.099999', lock_balance: '50.000000' });
  });

  it('refuses to make the balance or the frozen balance negative and leaves nothing behind', async () => {
    const { user } = await realUser(app);
    await expect(app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '-0.000001', type: LedgerType.fee }))).rejects.toThrow('Insufficient balance');
    await expect(app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '1', lockValue: '-1', type: LedgerType.marginUnlock }))).rejects.toThrow('Insufficient balance');
    expect(await getAccount(app.db, user.id)).toEqual({ balance: '0.000000', lock_balance: '0.000000' });
    expect(await app.db.selectFrom('ledger').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('is idempotent per (type, ref)', async () => {
    const { user } = await realUser(app);
    const post = () => app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '10', type: LedgerType.deposit, ref: 'dep-42' }));
    const a = await post();
    const b = await post();
    expect(b.duplicate).toBe(true);
    expect(b.entry.id).toBe(a.entry.id);
    expect(b.balance).toBe('10.000000');
    // The same ref under another type is a different posting.
    await app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '-1', type: LedgerType.fee, ref: 'dep-42' }));
    expect((await getAccount(app.db, user.id)).balance).toBe('9.000000');
  });

  it('rejects malformed amounts', async () => {
    const { user } = await realUser(app);
    await expect(postLedger(app.db, { userId: user.id, value: 'NaN', type: LedgerType.deposit })).rejects.toThrow('bad amount');
  });

  it('ledger sums always equal the balances (property)', async () => {
    const { user } = await demoUser(app);
    const amount = fc.tuple(fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }), fc.boolean()).map(([micros, lock]) => ({ v: (micros / 1e6).toFixed(6), lock }));
    await fc.assert(
      fc.asyncProperty(fc.array(amount, { minLength: 1, maxLength: 15 }), async (ops) => {
        for (const op of ops) {
          await app.db
            .transaction()
            .execute((trx) =>
              postLedger(trx, op.lock ? { userId: user.id, value: `${op.v.startsWith('-') ? op.v.slice(1) : '-' + op.v}`, lockValue: op.v, type: LedgerType.marginLock } : { userId: user.id, value: op.v, type: LedgerType.adminAdjustment }),
            )
            .catch((e: Error) => {
              if (e.message !== 'Insufficient balance') throw e;
            });
        }
        const acc = await getAccount(app.db, user.id);
        const sums = await ledgerSums(user.id);
        expect(sums).toEqual({ balance: acc.balance, lock: acc.lock_balance });
        expect(acc.balance.startsWith('-') || acc.lock_balance.startsWith('-')).toBe(false);
      }),
      { numRuns: 25 },
    );
  });
});
