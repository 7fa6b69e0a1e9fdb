import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, makeServer, postgresUrl, realUser, until } from '../testing.js';
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

  it("says whether the manual feed's archive has written the newest price (it writes every 5 s)", async () => {
    const behind = async () => (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body.data.system.archive.behind_ms;
    await until('the archive has written the newest price', async () => (await behind()) === 0, 10_000);
    expect(archiveBehind(1_000, null)).toBeNull();
    expect(archiveBehind(9_000, 1_500)).toBe(7_500);
    expect(archiveBehind(1_000, 1_000)).toBe(0);
  });
});
