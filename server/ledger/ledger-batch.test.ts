import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType, getAccount, postLedger, postLedgers, type LedgerPosting } from './index.js';
import { makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ id: _id, user_id: _u, created_at: _c, ...rest }) => rest);

async function rowsOf(userId: number) {
  return app.db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

describe('postLedgers', () => {
  it('writes the same rows, running balances and results as postLedger one by one', async () => {
    const a = (await realUser(app)).user;
    const b = (await realUser(app)).user;
    const postings = (userId: number): LedgerPosting[] => [
      { userId, value: '-10.0000004', lockValue: '10.0000004', type: LedgerType.marginLock, ref: `u${userId}:margin`, memo: 'Margin', memoTran: 'Margin' },
      { userId, value: '-0.7', type: LedgerType.fee, ref: `u${userId}:fee`, memo: 'Fee', memoTran: 'Fee' },
    ];
    for (const u of [a, b]) await app.db.transaction().execute((trx) => postLedger(trx, { userId: u.id, value: '100', type: LedgerType.deposit }));
    const one = await app.db.transaction().execute(async (trx) => [await postLedger(trx, postings(a.id)[0]), await postLedger(trx, postings(a.id)[1])]);
    const batch = await app.db.transaction().execute((trx) => postLedgers(trx, postings(b.id)));
    expect(batch.map((r) => [r.duplicate, r.balance, r.lock_balance])).toEqual(one.map((r) => [r.duplicate, r.balance, r.lock_balance]));
    expect(strip(await rowsOf(b.id)).map((r) => ({ ...r, ref: String(r.ref).replace(`u${b.id}`, 'u') }))).toEqual(
      strip(await rowsOf(a.id)).map((r) => ({ ...r, ref: String(r.ref).replace(`u${a.id}`, 'u') })),
    );
    expect(await getAccount(app.db, b.id)).toEqual(await getAccount(app.db, a.id));
    expect(await getAccount(app.db, b.id)).toEqual({ balance: '89.300000', lock_balance: '10.000000' });
  });

  it('refuses as a whole when a step would go negative, and replays duplicates like postLedger', async () => {
    const { user } = await realUser(app);
    await app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '5', type: LedgerType.deposit }));
    const tooMuch: LedgerPosting[] = [
      { userId: user.id, value: '-5', lockValue: '5', type: LedgerType.marginLock, ref: 'x:margin' },
      { userId: user.id, value: '-0.01', type: LedgerType.fee, ref: 'x:fee' },
    ];
    await expect(app.db.transaction().execute((trx) => postLedgers(trx, tooMuch))).rejects.toThrow('Insufficient balance');
    expect(await getAccount(app.db, user.id)).toEqual({ balance: '5.000000', lock_balance: '0.000000' });
    const ok: LedgerPosting[] = [
      { userId: user.id, value: '-4', lockValue: '4', type: LedgerType.marginLock, ref: 'y:margin' },
      { userId: user.id, value: '-0.5', type: LedgerType.fee, ref: 'y:fee' },
    ];
    const first = await app.db.transaction().execute((trx) => postLedgers(trx, ok));
    const again = await app.db.transaction().execute((trx) => postLedgers(trx, ok));
    expect(again.map((r) => r.duplicate)).toEqual([true, true]);
    expect(again.map((r) => r.entry.id)).toEqual(first.map((r) => r.entry.id));
    expect(await getAccount(app.db, user.id)).toEqual({ balance: '0.500000', lock_balance: '4.000000' });
    expect(await rowsOf(user.id)).toHaveLength(3);
  });
});
