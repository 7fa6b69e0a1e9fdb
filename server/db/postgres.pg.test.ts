import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer, postgresUrl, realUser } from '../testing.js';
import { LedgerType, getAccount, postLedger } from '../ledger/index.js';
import { sql } from 'kysely';
import { isPostgres } from './dialect.js';
import { isConflictRollback } from './errors.js';
import { action, ledgerConsistent, quote, submit, trader, untilSomeoneWaitsOnALock } from '../trading/test-helpers.js';

// PostgreSQL-only suite (project unit-pg): the paths where PostgreSQL behaves differently from SQLite — row locks
// instead of one writer, a unique violation aborting its transaction — raced on purpose. Every other server suite
// also runs here on PostgreSQL (server/testing.ts).
let app: Awaited<ReturnType<typeof makeServer>>;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => app?.cleanup());

describe('PostgreSQL', () => {
  it('really runs on PostgreSQL', () => {
    expect(postgresUrl()).toMatch(/^postgres:\/\//);
    expect(isPostgres(app.db)).toBe(true);
  });

  it('runs accounts, sessions, demo and ledger flows', async () => {
    const { token, user } = await realUser(app, 'pg@example.com');
    expect((await call(app, 'GET', '/api/user/info', { token })).body.data).toEqual(user);
    const demo = await demoUser(app, 'pg-demo-0001');
    expect((await demoUser(app, 'pg-demo-0001')).user.id).toBe(demo.user.id);
    await app.db.transaction().execute((trx) => postLedger(trx, { userId: demo.user.id, value: '-10.5', lockValue: '10.5', type: LedgerType.marginLock, ref: 'o1' }));
    const dup = await app.db.transaction().execute((trx) => postLedger(trx, { userId: demo.user.id, value: '-10.5', lockValue: '10.5', type: LedgerType.marginLock, ref: 'o1' }));
    expect(dup.duplicate).toBe(true);
    expect(await getAccount(app.db, demo.user.id)).toEqual({ balance: '9989.500000', lock_balance: '10.500000' });
    const reset = await call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token: demo.token });
    expect(reset.body.data).toEqual({ balance: '10000.000000', lock_balance: '0.000000' });
    await call(app, 'PUT', '/admin/api/settings', { headers: { authorization: `Bearer ${ADMIN}` }, body: { key: 'title', value: 'PG' } });
    await call(app, 'PUT', '/admin/api/settings', { headers: { authorization: `Bearer ${ADMIN}` }, body: { key: 'title', value: 'PG2' } });
    expect((await call(app, 'GET', '/api/basicSet/getBasicInfo')).body.data.title).toBe('PG2');
    await call(app, 'POST', '/api/user/logout', { token });
    expect((await call(app, 'GET', '/api/user/info', { token })).body.code).toBe(999);
  });

  it('resumes one demo user when first calls race', async () => {
    const rs = await Promise.all([1, 2, 3, 4].map(() => call(app, 'GET', '/api/user/createAccountDemoForU?demo_id=pg-race-0001')));
    expect(rs.map((r) => r.body.code)).toEqual([1, 1, 1, 1]);
    expect(new Set(rs.map((r) => r.body.data.user.id)).size).toBe(1);
  });

  it('serialises concurrent postings on one account (row lock)', async () => {
    const { user } = await demoUser(app, 'pg-demo-0002');
    await Promise.all(Array.from({ length: 20 }, () => app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '-1', type: LedgerType.fee }))));
    expect((await getAccount(app.db, user.id)).balance).toBe('9980.000000');
  });

  it('a deadlock fails one of the two transactions whole, and is told apart as a conflict the client may retry', async () => {
    const [a, b] = [(await demoUser(app, 'pg-demo-0004')).user.id, (await demoUser(app, 'pg-demo-0005')).user.id];
    let bothHoldOne!: () => void;
    const held = new Promise<void>((r) => (bothHoldOne = r));
    let holding = 0;
    // Each posts to one account, then (once both hold one) to the other: crosswise, as no path of the server may.
    const crosswise = (first: number, second: number) =>
      app.db.transaction().execute(async (trx) => {
        await postLedger(trx, { userId: first, value: '-1', type: LedgerType.fee });
        if (++holding === 2) bothHoldOne();
        await held;
        await postLedger(trx, { userId: second, value: '-1', type: LedgerType.fee });
      });
    const results = await Promise.allSettled([crosswise(a, b), crosswise(b, a)]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0].reason as { code?: string }).code).toBe('40P01');
    expect(isConflictRollback(failed[0].reason)).toBe(true);
    // The winner's two postings, none of the loser's.
    const balances = [(await getAccount(app.db, a)).balance, (await getAccount(app.db, b)).balance];
    expect(balances).toEqual(['9999.000000', '9999.000000']);
  });

  it('racing postings with one (type, ref) post once', async () => {
    const { user } = await demoUser(app, 'pg-demo-0003');
    const post = () => app.db.transaction().execute((trx) => postLedger(trx, { userId: user.id, value: '-2', type: LedgerType.fee, ref: 'pg-once' }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, post));
    // Losers either saw the winner's row or had their transaction aborted by the unique index; never two rows.
    expect(results.some((r) => r.status === 'fulfilled' && !r.value.duplicate)).toBe(true);
    expect((await getAccount(app.db, user.id)).balance).toBe('9998.000000');
  });

  it('racing submits with one client_ref open one order and answer it to every caller', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '5000');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, client_ref: 'pg-race-ref-1' })),
    );
    expect(results.map((r) => r.code)).toEqual(Array(12).fill(1));
    expect(new Set(results.map((r) => r.data.Id)).size).toBe(1);
    const orders = await app.db.selectFrom('orders').select('id').where('user_id', '=', t.id).execute();
    expect(orders).toHaveLength(1);
    const c = await ledgerConsistent(app, t.id);
    expect([c.acc.balance, c.acc.lock_balance]).toEqual([c.valueSum, c.lockSum]);
  });

  it('survives the database closing its idle connections (a restart, a failover) and reconnects', async () => {
    // Open a few pooled connections, let them go idle, then have PostgreSQL terminate every one of them.
    await Promise.all(Array.from({ length: 4 }, () => call(app, 'GET', '/v1/api/forex/trade_list')));
    const terminated = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(app.db);
    expect(terminated.rows[0].n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // the FATAL notices reach the idle clients
    // Still serving, on new connections.
    const list = await call(app, 'GET', '/v1/api/forex/trade_list');
    expect(list.body.code).toBe(1);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('racing closes of one position settle it once', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '5000');
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 });
    expect(opened.code).toBe(1);
    const id = opened.data.Id;
    const closes = await Promise.all(Array.from({ length: 8 }, () => action(app, t.token, 'close', { id })));
    expect(closes.filter((r) => r.code === 1)).toHaveLength(1);
    const pnl = await app.db.selectFrom('ledger').selectAll().where('user_id', '=', t.id).where('type', '=', LedgerType.realisedPnl).execute();
    expect(pnl.length).toBeLessThanOrEqual(1);
    const c = await ledgerConsistent(app, t.id);
    expect([c.acc.balance, c.acc.lock_balance]).toEqual([c.valueSum, c.lockSum]);
    expect(c.acc.lock_balance).toBe('0.000000');
  });

  it('a demo reset racing a fill or close of one of its orders waits for it, never deadlocks', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const demo = await demoUser(app, 'pg-demo-0006');
    const ids: number[] = [];
    const plan: Array<Record<string, string | number>> = [{ type: 1 }, { type: 1 }, { type: 1, status: 0, target_price: '1.07000' }];
    for (const p of plan) {
      const r = await submit(app, demo.token, { code: 'EURUSD', cont: '0.01', multiple: 100, ...p });
      expect(r.code, r.msg).toBe(1);
      ids.push(r.data.Id);
    }
    // A close's order of locks, held open on the second order: the order first; the account once the reset waits.
    let answer: ReturnType<typeof call> | undefined;
    await app.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '3s'`.execute(trx);
      await trx.selectFrom('orders').select('id').where('id', '=', ids[1]).forUpdate().execute();
      answer = call(app, 'GET', '/v1/api/main/user/resetForexDemoAccount', { token: demo.token });
      await untilSomeoneWaitsOnALock(app);
      // A reset holding the account after closing the first order would make this wait: a deadlock, or the timeout.
      await trx.selectFrom('accounts').select('user_id').where('user_id', '=', demo.user.id).forUpdate().execute();
    });
    const reset = (await answer!).body;
    expect(reset, reset.msg).toMatchObject({ code: 1, data: { balance: '10000.000000', lock_balance: '0.000000' } });
    const after = await app.db.selectFrom('orders').select(['status', 'close_reason']).where('id', 'in', ids).orderBy('id').execute();
    expect(after).toEqual([{ status: 3, close_reason: 'demo_reset' }, { status: 3, close_reason: 'demo_reset' }, { status: 2, close_reason: 'demo_reset' }]);
    const c = await ledgerConsistent(app, demo.user.id);
    expect([c.acc.balance, c.acc.lock_balance]).toEqual([c.valueSum, c.lockSum]);
  });
});
