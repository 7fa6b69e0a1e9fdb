import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, demoUser, makeServer, postgresUrl, realUser, until } from '../testing.js';
import { archiveBehind } from './system.js';

// The console's first screen (docs/operators.md "Dashboard"), on SQLite and (unit-pg) PostgreSQL, in one process.

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());
const admin = { authorization: `Bearer ${ADMIN}` };

describe('dashboard', () => {
  it('counts real positions per instrument, and says the engine runs in this process with fresh prices', async () => {
    expect((await call(app, 'POST', '/admin/api/quotes', { headers: admin, body: { code: 'EURUSD', bid: '1.10000', ask: '1.10010' } })).body.code).toBe(1);
    const { token, user } = await realUser(app);
    await call(app, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } });
    const id = app.engine.instrument('EURUSD')!.id;
    for (const type of ['1', '1', '2']) {
      const placed = await call(app, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type, cont: '0.01', multiple: '100', status: '1' } });
      expect(placed.body.code, placed.body.msg).toBe(1);
    }

    const d = (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body;
    expect(d.code).toBe(1);
    expect(d.data.open_positions).toBe(3);
    expect(d.data.margin_calls).toBe(0);
    expect(d.data.exposure).toEqual([expect.objectContaining({ code: 'EURUSD', positions: 3, long_lots: '0.02', short_lots: '0.01', net_lots: '0.01' })]);
    expect(d.data.system).toEqual({ role: 'all', database: postgresUrl() ? 'postgresql' : 'sqlite', engines: null, bus: null, gateways: null, last_price_ms: expect.any(Number), archive: { behind_ms: expect.toBeOneOf([null, expect.any(Number)]) } });
    expect(d.data.system.last_price_ms).toBeGreaterThanOrEqual(0);
    expect(d.data.system.last_price_ms).toBeLessThan(60_000);
  });

  it('sums lots, margins and waiting amounts exactly in the database, real accounts only', async () => {
    const { user } = await realUser(app, 'exact-sums@example.com');
    const demo = (await demoUser(app)).user as { id: number };
    const inst = await app.db.selectFrom('instruments').select(['id', 'code']).where('code', '=', 'XAUUSD').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const position = (userId: number, side: number, lots: string, margin: string) => ({
      user_id: userId, instrument_id: inst.id, code: inst.code, side, status: 1, lots, leverage: 100, margin_mode: 0, contract_size: '100',
      quote_ccy: 'USD', price_precision: 2, origin_price: '2000', open_price: '2000', close_price: null, sl: '0', tp: '0', margin, fee: '0.7',
      reserved: '0', profit: null, close_reason: null, client_ref: null, created_at: now, opened_at: now, closed_at: null, updated_at: now,
    });
    // 0.1 + 0.2 bought and 0.3 sold: as doubles the net would be 5.6e-17 lots, and the margins 0.6000000000000001.
    await app.db.insertInto('orders').values([
      position(user.id, 1, '0.1', '0.100000'), position(user.id, 1, '0.2', '0.200000'), position(user.id, 2, '0.3', '0.300000'),
      position(demo.id, 1, '5', '1000.000000'),
    ]).execute();
    const money = (n: string, status: number) => ({ user_id: user.id, type: 1, number: n, proof_img: '', charge_id: null, wire_id: null, currency_code: 'USD', protocol_code: '', address: '', bank_name: 'Bank', status, remark: '', idem_key: `k${n}${status}`, created_at: now, reviewed_at: null });
    await app.db.insertInto('deposits').values([money('0.100000', 0), money('0.200000', 0), money('99.000000', 1)]).execute();

    const d = (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body.data;
    expect(d.exposure.find((e: { code: string }) => e.code === 'XAUUSD')).toEqual({ code: 'XAUUSD', positions: 3, long_lots: '0.3', short_lots: '0.3', net_lots: '0', margin: '0.600000' });
    expect(d.open_positions).toBe(6);
    expect(d.deposits_waiting).toEqual({ count: 2, amount: '0.300000' });
    expect(d.withdrawals_waiting).toEqual({ count: 0, amount: '0.000000' });
  });

  it("says whether the manual feed's archive has written the newest price (it writes every 5 s)", async () => {
    const behind = async () => (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body.data.system.archive.behind_ms;
    await until('the archive has written the newest price', async () => (await behind()) === 0, 10_000);
    expect(archiveBehind(1_000, null)).toBeNull();
    expect(archiveBehind(9_000, 1_500)).toBe(7_500);
    expect(archiveBehind(1_000, 1_000)).toBe(0);
  });
});
