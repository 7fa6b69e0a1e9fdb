import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoResetHook } from '../demo/reset.js';
import { LedgerType, postLedger } from '../ledger/index.js';
import { call, demoUser, makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
const hookCalls: number[] = [];
beforeAll(async () => {
  app = await makeServer({ demoStartingBalance: '5000' });
  addDemoResetHook(app, async (_trx, user) => {
    hookCalls.push(user.id);
  });
});
afterAll(() => app.cleanup());

describe('GET /v1/api/main/wallet/getBalance', () => {
  it('returns decimal strings', async () => {
    const { token } = await realUser(app);
    const r = await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token });
    expect(r.body).toEqual({ code: 1, msg: 'success', data: { balance: '0.000000', lock_balance: '0.000000' } });
  });
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/v1/api/main/wallet/getBalance')).body.code).toBe(999);
  });
});

describe('GET /v1/api/main/user/resetForexDemoAccount', () => {
  it('puts a demo balance back to the start through a type-7 ledger row and runs the hooks first', async () => {
    const { token, user } = await demoUser(app);
    await app.db.transaction().execute(async (trx) => {
      await postLedger(trx, { userId: user.id, value: '-1234.5', type: LedgerType.realisedPnl });
      await postLedger(trx, { userId: user.id, value: '-100', lockValue: '100', type: LedgerType.marginLock });
    });
    const r = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token });
    expect(r.body).toEqual({ code: 1, msg: 'Demo account reset', data: { balance: '5000.000000', lock_balance: '0.000000' } });
    expect(hookCalls).toContain(user.id);
    const rows = await app.db.selectFrom('ledger').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
    expect(rows.at(-1)).toMatchObject({ type: 7, value: '1334.500000', lock_value: '-100.000000', balance_after: '5000.000000' });
    const again = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token });
    expect(again.body.data.balance).toBe('5000.000000');
    expect(await app.db.selectFrom('ledger').select('id').where('user_id', '=', user.id).execute()).toHaveLength(rows.length);
  });

  it('refuses real users and anonymous calls', async () => {
    const { token } = await realUser(app);
    const r = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token });
    expect(r.body).toEqual({ code: 0, msg: 'Only a demo account can be reset', data: null });
    expect((await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount')).body.code).toBe(999);
  });

  it('a failing hook aborts the reset', async () => {
    const { token, user } = await demoUser(app);
    await app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '-1', type: LedgerType.fee }));
    app.demoResetHooks.push(async (_t, u) => {
      if (u.id === user.id) throw new Error('engine down');
    });
    try {
      const r = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ code: 0, msg: 'Internal error', data: null });
      const bal = await call(app, 'GET', '/v1/api/main/wallet/getBalance', { token });
      expect(bal.body.data.balance).toBe('4999.000000');
    } finally {
      app.demoResetHooks.pop();
    }
  });
});
