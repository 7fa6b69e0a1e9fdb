import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, metricSample as sample, postgresUrl } from '../testing.js';
import { engineIdle, quote, submit, trader } from '../trading/test-helpers.js';

const TOKEN = 'metrics-0123456789abcdefghijklmnop';
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer();
  });
  afterAll(() => app.cleanup());

  it('is not there, and nothing is measured', async () => {
    const r = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(r.statusCode).toBe(404);
    expect(app.metrics).toBeNull();
  });
});

describe('GET /metrics with METRICS_TOKEN (one process)', () => {
  let app: Awaited<ReturnType<typeof makeServer>>;
  beforeAll(async () => {
    app = await makeServer({ metricsToken: TOKEN });
  });
  afterAll(() => app.cleanup());
  const scrape = async () => {
    const r = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    return r.body;
  };

  it("answers the process's figures in Prometheus' text format", async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/no/such/route' });
    const text = await scrape();
    expect(sample(text, 'pipkit_info{role="all"}')).toBe(1);
    expect(sample(text, 'pipkit_engine_leading')).toBe(1);
    expect(sample(text, 'pipkit_sockets_open')).toBe(0);
    expect(sample(text, 'pipkit_users_online')).toBe(0);
    // Node's own (CPU, memory, event loop) come with it.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Requests by route pattern, an unknown address as "unmatched" (never the address itself: no label explosion).
    expect(sample(text, 'pipkit_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(sample(text, 'pipkit_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('/no/such/route');
    expect(sample(text, 'pipkit_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(1);
    // A single process has no bus.
    expect(text).not.toContain('pipkit_bus_connected');
    // The database pool: PostgreSQL's (every request above used it, none is waiting now); SQLite has none.
    if (postgresUrl()) {
      expect(sample(text, 'pipkit_db_pool_max')).toBe(10);
      expect(sample(text, 'pipkit_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'pipkit_db_pool_idle')).toBeLessThanOrEqual(sample(text, 'pipkit_db_pool_connections')!);
      expect(sample(text, 'pipkit_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('pipkit_db_pool');
    }
  });

  it('counts what the engine does on its own, by reason, and measures its book and the price age', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app);
    const placed = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 100, stop_loss_price: '1.07900' });
    expect(placed.code, placed.msg).toBe(1);
    let text = await scrape();
    expect(sample(text, 'pipkit_engine_open_orders')).toBe(1);
    expect(sample(text, 'pipkit_price_age_seconds')).toBeLessThan(60);
    expect(sample(text, 'pipkit_http_requests_total{method="POST",route="/v1/api/forex/submit",status="200"}')).toBe(1);
    await quote(app, 'EURUSD', '1.07800', '1.07812'); // the stop loss fires
    await engineIdle(app);
    text = await scrape();
    expect(sample(text, 'pipkit_engine_events_total{reason="sl"}')).toBe(1);
    expect(sample(text, 'pipkit_engine_open_orders')).toBe(0);
  });

  it('measures the batches of new orders: how many orders each held and how long its write took', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const traders = await Promise.all([1, 2, 3, 4, 5].map(() => trader(app)));
    const before = await scrape();
    const placed = await Promise.all(traders.map((t) => submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })));
    for (const p of placed) expect(p.code, p.msg).toBe(1);
    await engineIdle(app);
    const text = await scrape();
    const grew = (name: string) => (sample(text, name) ?? Number.NaN) - (sample(before, name) ?? 0);
    // Five orders, in one batch or up to five (the queue writes one at once and gathers the ones that come meanwhile).
    expect(grew('pipkit_engine_order_batch_orders_sum')).toBe(5);
    const batches = grew('pipkit_engine_order_batch_orders_count');
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(5);
    expect(grew('pipkit_engine_order_batch_orders_bucket{le="64"}')).toBe(batches);
    expect(grew('pipkit_engine_order_batch_seconds_count')).toBe(batches);
    expect(grew('pipkit_engine_order_batch_seconds_sum')).toBeGreaterThan(0);
    expect(grew('pipkit_engine_order_batch_seconds_bucket{le="2.5"}')).toBe(batches);
  });

  it('refuses a scrape without the token, and a client that keeps guessing for the rest of the minute', async () => {
    const ip = { remoteAddress: '203.0.113.9' };
    const none = await app.inject({ method: 'GET', url: '/metrics', ...ip });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('pipkit_');
    for (let i = 0; i < 9; i++) expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`), ...ip })).statusCode).toBe(401);
    // Ten failures: even the right token is refused from that address now; other addresses are not affected.
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN), ...ip })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
  });

  it('is documented in the OpenAPI with its own security scheme', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/metrics'].get.security).toEqual([{ metricsToken: [] }]);
    expect(spec.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
