import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildServer } from '../app.js';
import { hashToken } from '../auth/sessions.js';
import { ADMIN, call, freshDatabase, metricSample, postgresUrl, realUser, until } from '../testing.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

// A gateway and an engine in this process, on one PostgreSQL database and a real NATS server: what a gateway answers
// by itself, what it asks the leader, and how it re-syncs its sockets when the bus comes back after an outage.

let nats: NatsServer | { skipped: string } = await startNatsServer();
if ('skipped' in nats) console.warn(`gateway tests skipped: ${nats.skipped}`);
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let engine: FastifyInstance;
let gateway: FastifyInstance;
/** A second gateway on the same bus and database, as behind a load balancer. */
let gatewayB: FastifyInstance;
let base: string;

const admin = { authorization: `Bearer ${ADMIN}` };
const METRICS = 'metrics-0123456789abcdefghijklmnop';

async function loginAgain(email: string): Promise<string> {
  const login = await call(gateway, 'POST', '/api/user/loginForU', { form: { account: email, password: 'secret-pass', login_type: 'email' } });
  return login.body.data.token;
}

describe.skipIf('skipped' in nats)('gateway', () => {
  beforeAll(async () => {
    db = await freshDatabase(postgresUrl()!);
    dataDir = mkdtempSync(join(tmpdir(), 'pipkit-gateway-'));
    const common = { dataDir, databaseUrl: db.url, natsUrl: (nats as NatsServer).url, feed: 'manual' as const, logger: false, adminToken: ADMIN, metricsToken: METRICS, loginRateLimit: 10_000 };
    engine = await buildServer({ ...common, role: 'engine', leasePollMs: 100 });
    await until('the engine leads', () => engine.engineRole!.service.current !== null);
    gateway = await buildServer({ ...common, role: 'gateway' });
    base = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    gatewayB = await buildServer({ ...common, role: 'gateway' });
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await gatewayB?.close();
    await engine?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!('skipped' in nats)) await nats.stop();
  });

  it('places, lists and closes orders through the leader, with the same answers as one process', async () => {
    const q = await call(gateway, 'POST', '/admin/api/quotes', { headers: admin, body: { code: 'EURUSD', bid: '1.10000', ask: '1.10010' } });
    expect(q.body).toMatchObject({ code: 1, data: { code: 'EURUSD', bid: '1.10000' } });
    const { token, user } = await realUser(gateway);
    expect((await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } })).body.code).toBe(1);
    const id = gateway.engine.instrument('EURUSD')!.id;
    const placed = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1' } });
    expect(placed.body).toMatchObject({ code: 1, data: { Status: 1, Price: '1.10010' } });
    // A refusal on the engine comes back as the same message.
    const refused = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0', multiple: '100', status: '1' } });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Lots must be greater than 0' });
    await until('the gateway mirrors the quote', () => gateway.engine.quotes.getQuote('EURUSD')?.bid === '1.10000');
    const holding = await call(gateway, 'GET', '/v1/api/forex/my_deal?status=1', { token });
    expect(holding.body.data.data).toHaveLength(1);
    expect(holding.body.data.all_fact_profits).toBe('-0.100000'); // 0.01 lot × 100,000 × (1.10000 − 1.10010)
    const summary = await call(gateway, 'GET', '/v1/api/forex/summary', { token });
    expect(summary.body.data).toMatchObject({ ProfitsTotal: '-0.100000', CautionMoneyAll: '11.001000' });
    // The desk's margin monitor on the other gateway prices the account as the trader's own summary does.
    await until('B mirrors the quote', () => gatewayB.engine.quotes.getQuote('EURUSD')?.bid === '1.10000');
    const monitored = (await call(gatewayB, 'GET', '/admin/api/margin', { headers: admin })).body.data.data.find((a: { user_id: number }) => a.user_id === user.id);
    expect(monitored).toMatchObject({ floating: '-0.100000', margin: '11.001000', equity: summary.body.data.Equity, risk_rate: summary.body.data.HazardRate, zone: 'safe' });
    const kline = await call(gateway, 'GET', `/v1/api/forex/kline?forex_id=${id}&period=1M`);
    expect(kline.body.code).toBe(1);
    expect(kline.body.data.at(-1)).toMatchObject({ Close: '1.10000' });
    const closed = await call(gateway, 'POST', '/v1/api/forex/close', { token, body: { id: String(placed.body.data.Id) } });
    expect(closed.body).toMatchObject({ code: 1, data: { Status: 3 } });
    // The dealing desk's close for a client goes to the leader too, which writes the operator's audit row in the
    // close's transaction on its side of the bus.
    const second = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '2', cont: '0.01', multiple: '100', status: '1' } });
    const desk = await call(gatewayB, 'POST', `/admin/api/users/${user.id}/orders/${second.body.data.Id}/close`, { headers: admin, body: { reason: 'Client asked by phone' } });
    expect(desk.body).toMatchObject({ code: 1, data: { status: 3, close_reason: 'admin', close_price: '1.10010' } });
    const audit = await gateway.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.close').where('target_id', '=', String(second.body.data.Id)).execute();
    expect(audit.map((a) => [a.actor, a.outcome, JSON.parse(a.after!).close_reason])).toEqual([['token', 'ok', 'admin']]);
    // The operators' dashboard sees the leader through its lease (the engine in this process: our own pid).
    const system = (await call(gateway, 'GET', '/admin/api/dashboard', { headers: admin })).body.data.system;
    expect(system).toMatchObject({ role: 'gateway', database: 'postgresql', bus: { connected: true, since: null }, engines: { standbys: 0, leader: { name: expect.stringMatching(new RegExp(`^pipkit-engine .+:${process.pid}$`)) } } });
    expect(system.engines.leader.heartbeat_ms).toBeLessThan(5000);
    expect(system.last_price_ms).toBeLessThan(60_000);
    // Both gateways announce themselves on the bus: each counts two.
    const gateways = async (app: FastifyInstance) => (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body.data.system.gateways;
    await until('A hears both gateways', async () => (await gateways(gateway)) === 2, 10_000);
    await until('B hears both gateways', async () => (await gateways(gatewayB)) === 2, 10_000);

    // Each process answers its own metrics: the engine its lead, book and what it did on its own; a gateway its bus.
    const scrape = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } })).body;
    const e = await scrape(engine);
    expect([metricSample(e, 'pipkit_info{role="engine"}'), metricSample(e, 'pipkit_engine_leading'), metricSample(e, 'pipkit_bus_connected')]).toEqual([1, 1, 1]);
    expect(metricSample(e, 'pipkit_engine_open_orders')).toBe(engine.engineRole!.service.current!.openOrderCount());
    // The two orders placed through the gateway were written by the leader (the refused one never reached a batch).
    expect(metricSample(e, 'pipkit_engine_order_batch_orders_sum')).toBe(2);
    expect(metricSample(e, 'pipkit_price_age_seconds')).toBeLessThan(60);
    expect([metricSample(e, 'pipkit_db_pool_max'), metricSample(e, 'pipkit_db_pool_waiting')]).toEqual([10, 0]);
    expect(metricSample(e, 'pipkit_db_pool_connections')).toBeGreaterThan(0);
    const g = await scrape(gateway);
    expect([metricSample(g, 'pipkit_info{role="gateway"}'), metricSample(g, 'pipkit_bus_connected')]).toEqual([1, 1]);
    expect(metricSample(g, 'pipkit_http_requests_total{method="POST",route="/v1/api/forex/submit",status="200"}')).toBe(3); // two placed, one refused
    expect(g).not.toContain('pipkit_engine_leading');
    expect(g).not.toContain('pipkit_engine_order_batch');

    // A pending order modified through the gateway: the leader prices its new reservation.
    const form = { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '0', target_price: '1.09000' };
    const waiting = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form });
    expect(waiting.body).toMatchObject({ code: 1, data: { Status: 0, CautionMoney: '10.900000' } });
    const modified = await call(gateway, 'POST', '/v1/api/forex/modify_pending', { token, body: { id: waiting.body.data.Id, target_price: '1.08000', stop_loss_price: '1.07000' } });
    expect(modified.body).toMatchObject({ code: 1, msg: 'Pending order modified', data: { Status: 0, Price: '1.08000', TargetLossPrice: '1.07000', CautionMoney: '10.800000' } });
  });

  it('keeps sessions in memory, and a session ended on one gateway is refused by every other at once', async () => {
    const info = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/user/info', { token }).then((r) => r.body.code);
    const kept = (app: FastifyInstance, token: string) => app.sessionCache!.get(hashToken(token)) !== undefined;
    // Logged in through A, used on B: B keeps the session (no database round trip on its next requests).
    const first = await realUser(gateway);
    const second = await loginAgain(first.email);
    expect(await info(gatewayB, first.token)).toBe(1);
    expect(await info(gatewayB, second)).toBe(1);
    expect(kept(gatewayB, first.token) && kept(gatewayB, second)).toBe(true);

    // A logout on A: B forgets that session as soon as the bus has delivered the drop, long before the cache's TTL.
    const started = Date.now();
    expect((await call(gateway, 'POST', '/api/user/logout', { token: first.token })).body.code).toBe(1);
    expect(await info(gateway, first.token)).toBe(999);
    await until('B refuses the ended session', async () => (await info(gatewayB, first.token)) === 999, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await info(gatewayB, second)).toBe(1);

    // An operator's lock on A ends the user's other sessions on B too.
    const locked = await call(gateway, 'POST', `/admin/api/users/${first.user.id}/lock`, { headers: admin, body: { reason: 'Chargeback under investigation' } });
    expect(locked.body).toMatchObject({ code: 1, data: { sessions_ended: 1 } });
    await until('B refuses the locked user', async () => (await info(gatewayB, second)) === 999, 2000);
    expect(kept(gatewayB, second)).toBe(false);
  });

  it('says trading is briefly unavailable while the bus is down, and re-syncs every socket when it is back', async () => {
    const { token, user } = await realUser(gateway);
    const ws = new WebSocket(`${base}/v1/ws`);
    const got: Array<{ type: string; data: unknown }> = [];
    ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'login', params: { token } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'DAY_MARKET' } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'FOREX_TRADE' } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'KLINE.EURUSD' } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'FOREX_ORDER' } }));
    const count = (type: string) => got.filter((m) => m.type === type).length;
    // Each snapshot once. 15 s: under a loaded CI machine the leader's answers over the bus can take seconds; a failure
    // says which topic came how often.
    const topics = ['DAY_MARKET', 'FOREX_TRADE', 'KLINE.EURUSD'];
    await until('the snapshots', () => topics.every((t) => count(t) === 1), 15_000).catch(() => {
      throw new Error(`the snapshots, once each: ${topics.map((t) => `${t} ${count(t)}`).join(', ')}`);
    });
    // Credited only now, with the socket subscribed: the summary pushed for the credit comes after the snapshot. (Credited
    // before, its push may cross the bus after the subscription on a loaded machine, and the snapshot looks doubled.)
    await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '500' } });
    const lastSummary = () => got.filter((m) => m.type === 'FOREX_TRADE').at(-1)!.data as { Balance: string };
    await until('the summary after the credit', () => lastSummary().Balance === '500.000000', 15_000);
    const summaries = count('FOREX_TRADE');
    // B's dashboard counts the users online on A too (A says how many in its beat, every 2 s); B holds no socket.
    expect(gateway.hub.usersOnline).toBeGreaterThan(0);
    expect(gatewayB.hub.usersOnline).toBe(0);
    const usersOnline = async (app: FastifyInstance) => (await call(app, 'GET', '/admin/api/dashboard', { headers: admin })).body.data.users_online;
    await until("B counts A's users", async () => (await usersOnline(gatewayB)) === gateway.hub.usersOnline, 10_000);
    expect(await usersOnline(gateway)).toBe(gateway.hub.usersOnline);
    // The same user on B too (a second device behind the load balancer): a census over the bus counts them once on
    // either dashboard, where adding the gateways' counts would say one more.
    const device = gatewayB.hub.attach({ readyState: 1, bufferedAmount: 0, send() {} });
    gatewayB.hub.login(device, user.id);
    expect(gatewayB.hub.usersOnline).toBe(1);
    expect(await usersOnline(gatewayB)).toBe(gateway.hub.usersOnline);
    expect(await usersOnline(gateway)).toBe(gateway.hub.usersOnline);
    gatewayB.hub.detach(device);
    // The forming candles as the leader last published them (the quote of the first test).
    expect(got.find((m) => m.type === 'KLINE.EURUSD')!.data).toMatchObject({ code: 'EURUSD', candles: { '1M': { Close: '1.10000' } } });
    // A second trader with a stop loss, whose socket listens for closes.
    const other = await realUser(gateway);
    await call(gateway, 'POST', `/admin/api/users/${other.user.id}/balance`, { headers: admin, body: { amount: '500' } });
    const id = gateway.engine.instrument('EURUSD')!.id;
    const withStop = await call(gateway, 'POST', '/v1/api/forex/submit', { token: other.token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1', stop_loss_price: '1.09000' } });
    expect(withStop.body.code).toBe(1);
    const closes = new WebSocket(`${base}/v1/ws`);
    const closed: Array<{ type: string; data: unknown }> = [];
    closes.on('message', (raw) => closed.push(JSON.parse(String(raw))));
    await new Promise((r) => closes.once('open', r));
    closes.send(JSON.stringify({ type: 'login', params: { token: other.token } }));
    closes.send(JSON.stringify({ type: 'sub', params: { topic: 'FOREX_CLOSED' } }));
    await until('subscribed', () => closed.some((m) => m.type === 'sub'));

    const port = (nats as NatsServer).port;
    await (nats as NatsServer).stop();
    // The stop loss fires on the leader while the bus is down: its FOREX_CLOSED is published to nobody.
    await engine.engineRole!.service.current!.pushQuote('EURUSD', '1.08990', '1.09000');
    const refused = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1' } });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 0, msg: 'Trading is briefly unavailable. Please try again in a moment.' });

    nats = await startNatsServer({ port });
    // Back: the gateway asks the leader for its quotes again and sends every socket its market list and summary.
    await until('the re-sync', () => count('DAY_MARKET') === 2 && count('FOREX_TRADE') === summaries + 1, 20_000);
    expect(lastSummary()).toMatchObject({ Balance: '500.000000' });
    // Order changes made meanwhile from another device are not kept for a catch-up: the client is told to read its
    // orders again, once.
    await until('the order lists re-read', () => got.some((m) => m.type === 'FOREX_ORDER'), 20_000);
    expect(got.filter((m) => m.type === 'FOREX_ORDER').map((m) => m.data)).toEqual([{ Change: 'resync' }]);
    // The socket that stayed open is told of the close it missed, read from PostgreSQL (a catch-up comes as a list).
    await until('the missed close', () => closed.some((m) => m.type === 'FOREX_CLOSED' && Array.isArray(m.data)), 20_000);
    const caughtUp = closed.find((m) => m.type === 'FOREX_CLOSED' && Array.isArray(m.data))!.data;
    expect(caughtUp).toEqual([expect.objectContaining({ Id: withStop.body.data.Id, Status: 3, Reason: 'sl', UpdatePrice: '1.08990' })]);
    closes.close();
    // The engine's own connection comes back on its own schedule; until then orders are refused as above, then placed.
    let placed: { code: number; msg: string; data?: { Id: number } } = { code: 0, msg: '' };
    for (let i = 0; i < 100 && placed.code !== 1; i++) {
      placed = (await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1', client_ref: 'after-outage' } })).body;
      if (placed.code !== 1) {
        expect(placed.msg).toBe('Trading is briefly unavailable. Please try again in a moment.');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(placed.code).toBe(1);
    // The order placed through this gateway reaches the socket as the leader committed it, across the bus. As long
    // as the re-sync's waits: on a loaded machine the gateway's subscriptions may still be coming back (seen once).
    await until('the order opened', () => got.some((m) => m.type === 'FOREX_ORDER' && (m.data as { Change: string }).Change === 'opened'), 20_000);
    expect(got.filter((m) => m.type === 'FOREX_ORDER').at(-1)!.data).toMatchObject({ Change: 'opened', Order: { Id: placed.data!.Id, Status: 1 } });
    ws.close();
  }, 90_000);

  it('pairs two pending orders on a gateway alone; the leader fills one and cancels the other, told on a socket', async () => {
    const { token, user } = await realUser(gateway);
    await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } });
    const leader = engine.engineRole!.service.current!;
    await leader.pushQuote('EURUSD', '1.10000', '1.10010');
    const id = String(gateway.engine.instrument('EURUSD')!.id);
    const place = async (type: string, price: string) =>
      (await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: id, type, cont: '0.01', multiple: '100', status: '0', pending_type: 'stop', target_price: price } })).body.data.Id as number;
    const [up, down] = [await place('1', '1.10500'), await place('2', '1.09500')];
    const ws = new WebSocket(`${base}/v1/ws`);
    const got: Array<{ type: string; data: { Id: number; Reason: string } }> = [];
    ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'login', params: { token } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'FOREX_CLOSED' } }));
    await until('subscribed', () => got.some((m) => m.type === 'sub'));
    // written by gateway B to PostgreSQL, never through the bus: the leader reads the pair in the fill's transaction
    const paired = await call(gatewayB, 'POST', '/v1/api/forex/set_oco', { token, form: { id: String(up), other_id: String(down) } });
    expect(paired.body).toMatchObject({ code: 1, data: [{ Id: up, OcoId: down }, { Id: down, OcoId: up }] });
    await leader.pushQuote('EURUSD', '1.10510', '1.10520');
    await until('both told', () => got.filter((m) => m.type === 'FOREX_CLOSED').length === 2, 10_000);
    expect(got.filter((m) => m.type === 'FOREX_CLOSED').map((m) => [m.data.Id, m.data.Reason])).toEqual([[up, 'fill'], [down, 'oco']]);
    const rows = await gateway.db.selectFrom('orders').select(['id', 'status', 'close_reason', 'reserved']).where('id', 'in', [up, down]).orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.close_reason, r.reserved])).toEqual([[1, null, '0.000000'], [2, 'oco', '0.000000']]);
    const lock = (await gateway.db.selectFrom('accounts').select('lock_balance').where('user_id', '=', user.id).executeTakeFirstOrThrow()).lock_balance;
    const margin = (await gateway.db.selectFrom('orders').select('margin').where('id', '=', up).executeTakeFirstOrThrow()).margin;
    expect(lock).toBe(margin);
    await leader.pushQuote('EURUSD', '1.10000', '1.10010');
    // Cancel all pending orders is asked of the leader over the bus, from either gateway.
    const left = [await place('1', '1.10800'), await place('2', '1.09200')];
    const all = await call(gatewayB, 'POST', '/v1/api/forex/cancel_all', { token });
    expect(all.body).toMatchObject({ code: 1, msg: 'Pending orders cancelled: 2', data: { skipped: 0 } });
    expect(all.body.data.cancelled.map((o: { Id: number }) => o.Id)).toEqual(left);
    // So is reversing the position the breakout opened.
    const reversed = await call(gatewayB, 'POST', '/v1/api/forex/reverse', { token, body: { id: up } });
    expect(reversed.body).toMatchObject({ code: 1, msg: 'Position reversed', data: { closed: { Id: up, Status: 3 }, opened: { Status: 1, OrderType: 2, Quantity: '0.01' } } });
    ws.close();
  }, 30_000);
  it('a market closure set on gateway A closes the market on the leader and on every gateway; removing it on B reopens it', async () => {
    const leader = engine.engineRole!.service.current!;
    await leader.pushQuote('GBPUSD', '1.27000', '1.27010');
    const wall = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
    const body = { reason: 'maintenance', name: 'Cluster upkeep', markets: ['GBPUSD'], zone: 'UTC', start: wall(-1), end: wall(60) };
    const made = await call(gateway, 'POST', '/admin/api/market_closures', { headers: admin, body });
    expect(made.body).toMatchObject({ code: 1, data: { State: 'in_force' } });
    // The leader's feed reads the calendar when told on the bus, and its quotes carry the status to every gateway.
    await until('closed on the leader', () => leader.feed.marketStatus('GBPUSD') === 0);
    await until('closed on gateway B', () => gatewayB.engine.quotes.marketStatus('GBPUSD') === 0);
    // Gateway B answers the hours from its own copy of the calendar.
    await until('B lists it', async () => (await call(gatewayB, 'GET', '/v1/api/forex/trading_hours?code=GBPUSD')).body.data.Closures.length === 1);
    const { token, user } = await realUser(gateway);
    await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } });
    const id = String(gateway.engine.instrument('GBPUSD')!.id);
    const refused = await call(gatewayB, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: id, type: '1', cont: '0.01', multiple: '100', status: '1' } });
    expect(refused.body).toMatchObject({ code: 0, msg: 'The market is closed' });
    expect((await call(gatewayB, 'DELETE', `/admin/api/market_closures/${made.body.data.Id}`, { headers: admin })).body.code).toBe(1);
    await until('open on gateway A', () => gateway.engine.quotes.marketStatus('GBPUSD') === 1);
    await until('A no longer lists it', async () => (await call(gateway, 'GET', '/v1/api/forex/trading_hours?code=GBPUSD')).body.data.Closures.length === 0);
  }, 30_000);

  it("copies a trader's position: the copy asked on gateway B, the trader's orders on gateway A, the copies made and closed by the leader and told on a socket", async () => {
    const trader = await realUser(gateway);
    const follower = await realUser(gateway);
    for (const u of [trader, follower]) await call(gateway, 'POST', `/admin/api/users/${u.user.id}/balance`, { headers: admin, body: { amount: '1000' } });
    const leader = engine.engineRole!.service.current!;
    await leader.pushQuote('EURUSD', '1.10000', '1.10010');
    const id = String(gateway.engine.instrument('EURUSD')!.id);
    const uid = (await gateway.db.selectFrom('users').select('uid').where('id', '=', trader.user.id).executeTakeFirstOrThrow()).uid;
    // Written by gateway B to PostgreSQL, and the leader's copier told over the bus before the follower is answered
    // (not left to its next read of who is copied): it reads the followers as the trader's order comes.
    expect(engine.engineRole!.service.copier!.copied.has(trader.user.id)).toBe(false);
    const started = await call(gatewayB, 'POST', '/v1/api/copy/follow', { token: follower.token, form: { uid, multiplier: '3' } });
    expect(started.body).toMatchObject({ code: 1, data: [{ uid, multiplier: '3' }] });
    expect(engine.engineRole!.service.copier!.copied.has(trader.user.id)).toBe(true);
    const ws = new WebSocket(`${base}/v1/ws`);
    const got: Array<{ type: string; data: { Id: number; Reason: string; Event?: string } }> = [];
    ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'login', params: { token: follower.token } }));
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'FOREX_CLOSED' } }));
    await until('subscribed', () => got.some((m) => m.type === 'sub'));
    const placed = await call(gateway, 'POST', '/v1/api/forex/submit', { token: trader.token, form: { forex_id: id, type: '2', cont: '0.02', multiple: '100', status: '1' } });
    expect(placed.body.code, placed.body.msg).toBe(1);
    const copyOf = placed.body.data.Id as number;
    const copies = () => gateway.db.selectFrom('orders').select(['id', 'user_id', 'lots', 'side', 'status', 'close_reason']).where('copy_of', '=', copyOf).execute();
    await until('copied', async () => (await copies()).length === 1, 10_000);
    const [copy] = await copies();
    expect([copy.user_id, copy.lots, copy.side, copy.status]).toEqual([follower.user.id, '0.06', 2, 1]);
    expect((await call(gateway, 'POST', '/v1/api/forex/close', { token: trader.token, form: { id: String(copyOf) } })).body.code).toBe(1);
    await until('the copy closed and told', () => got.some((m) => m.type === 'FOREX_CLOSED' && m.data.Id === Number(copy.id)), 10_000);
    expect(got.find((m) => m.type === 'FOREX_CLOSED')?.data.Reason).toBe('copy');
    expect((await copies())[0]).toMatchObject({ status: 3, close_reason: 'copy' });
    // the trader closes copying on gateway B: the follower's socket on the other gateway is told, over the bus
    ws.send(JSON.stringify({ type: 'sub', params: { topic: 'COPY_TRADING' } }));
    await until('subscribed to COPY_TRADING', () => got.filter((m) => m.type === 'sub').length === 2);
    expect((await call(gatewayB, 'POST', '/v1/api/copy/me', { token: trader.token, form: { copyable: 'false' } })).body.code).toBe(1);
    await until('told the copy ended', () => got.some((m) => m.type === 'COPY_TRADING'), 10_000);
    expect(got.find((m) => m.type === 'COPY_TRADING')?.data).toMatchObject({ Event: 'ended', Uid: uid, Reason: 'trader' });
    ws.close();
  }, 30_000);
});
