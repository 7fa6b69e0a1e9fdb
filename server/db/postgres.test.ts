import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { ADMIN, call, demoUser, realUser } from '../testing.js';
import { LedgerType, getAccount, postLedger } from '../ledger/index.js';

// Runs the foundation against PostgreSQL when PIPKIT_TEST_DATABASE_URL points at a server where the user may
// create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres). Each run uses a fresh database.
const adminUrl = process.env.PIPKIT_TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const name = `pipkit_test_${randomBytes(4).toString('hex')}`;
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    app = await buildServer({ dataDir: '/nonexistent', databaseUrl: url.toString(), feed: 'manual', adminToken: ADMIN, logger: false, loginRateLimit: 1000 });
  });

  afterAll(async () => {
    await app?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
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
});
