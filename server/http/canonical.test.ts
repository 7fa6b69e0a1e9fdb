import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';

// On both databases (this suite runs in unit and unit-pg): PostgreSQL answered an integer past 32 bits compared with
// an id column with a 500 before the rule.
describe('integers from outside', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  let token: string;
  beforeAll(async () => {
    app = await makeServer();
    token = (await realUser(app)).token;
  });
  afterAll(() => app.cleanup());

  it('are refused past 32 bits, in JSON or as digits, with the limit', async () => {
    for (const id of [1e308, 2_147_483_648, 3e9, '9999999999999999']) {
      const r = await call(app, 'POST', '/v1/api/forex/cancel_trade', { token, body: { id } });
      expect(r, String(id)).toMatchObject({ status: 200, body: { code: 0, msg: 'id must be <= 2147483647' } });
    }
    const low = await call(app, 'GET', '/v1/api/forex/trade_list?category_id=-3000000000', { token });
    expect(low.body.msg).toBe('category_id must be >= 1'); // the route's own bound
    const listed = await call(app, 'POST', '/v1/api/forex/cancel_trade', { token, body: { id: [1, 3e9] } });
    expect(listed.status).toBeLessThan(500);
    const asked = await call(app, 'GET', '/v1/api/forex/my_deal?status=3&page=9999999999999999', { token });
    expect(asked.body).toMatchObject({ code: 0 });
    expect(asked.status).toBeLessThan(500);
    // The largest id is an order like any other: not found.
    const largest = await call(app, 'POST', '/v1/api/forex/cancel_trade', { token, body: { id: 2_147_483_647 } });
    expect(largest.status).toBe(200);
    expect(largest.body.code).toBe(0);
    expect(largest.body.msg).not.toMatch(/must be/);
  });
});
