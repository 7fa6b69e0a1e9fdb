import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.js';
import { ADMIN, call, freshDatabase, liveSocket, postgresUrl, realUser, until } from '../testing.js';
import { Hub } from '../socket/hub.js';
import { announceGateway, answerCensus } from './gateway-roll.js';
import { NatsBus } from './nats-bus.js';
import { startNatsServer, type NatsServer } from './nats-server.js';
import { ENGINE_QUEUE, SUBJECTS } from './subjects.js';

// The bus secured as docs/cluster.md "Securing the bus" says: nats-server started with deploy/nats-server.conf (a
// user per role, each allowed only its subjects), an engine and a gateway in this process logged in as their role.
// Everything a trader does still works; a gateway's credentials cannot publish prices or answer for the engine; no
// credentials, no connection. Skipped, with the reason printed, only where nats-server cannot be started.

const passwords = { gateway: randomBytes(16).toString('hex'), engine: randomBytes(16).toString('hex') };
const nats = await startNatsServer({
  config: join(import.meta.dirname, '../../deploy/nats-server.conf'),
  // In double quotes: nats-server reads a variable's value as a configuration value, and a hex password such as
  // 19479e0f… would otherwise be taken for a number (found by this test: it failed one run in ten).
  env: { PIPKIT_NATS_GATEWAY_PASSWORD: `"${passwords.gateway}"`, PIPKIT_NATS_ENGINE_PASSWORD: `"${passwords.engine}"` },
});
if ('skipped' in nats) console.warn(`NATS security tests skipped: ${nats.skipped}`);
const admin = { authorization: `Bearer ${ADMIN}` };
const quiet = { warn() {}, error() {} };

let db: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let engine: FastifyInstance;
let gateway: FastifyInstance;
let base: string;

describe.skipIf('skipped' in nats)('NATS with a user per role (deploy/nats-server.conf)', () => {
  const url = () => (nats as NatsServer).url;

  beforeAll(async () => {
    db = await freshDatabase(postgresUrl()!);
    dataDir = mkdtempSync(join(tmpdir(), 'pipkit-nats-security-'));
    const common = { dataDir, databaseUrl: db.url, natsUrl: url(), feed: 'manual' as const, logger: false, adminToken: ADMIN };
    engine = await buildServer({ ...common, role: 'engine', leasePollMs: 100, natsSecurity: { user: 'engine', pass: passwords.engine } });
    await until('the engine leads', () => engine.engineRole!.service.current !== null);
    gateway = await buildServer({ ...common, role: 'gateway', natsSecurity: { user: 'gateway', pass: passwords.gateway } });
    base = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await engine?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!('skipped' in nats)) await nats.stop();
  });

  it('trades, mirrors prices and pushes to sockets with each role allowed only its subjects', async () => {
    const q = await call(gateway, 'POST', '/admin/api/quotes', { headers: admin, body: { code: 'EURUSD', bid: '1.10000', ask: '1.10010' } });
    expect(q.body.code, q.body.msg).toBe(1);
    await until('the gateway mirrors the engine prices', () => gateway.engine.quotes.getQuote('EURUSD')?.bid === '1.10000');
    const { token, user } = await realUser(gateway);
    expect((await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } })).body.code).toBe(1);

    const { ws, got } = await liveSocket(base, token, ['FOREX_CLOSED', 'FOREX_TRADE']);

    const id = gateway.engine.instrument('EURUSD')!.id;
    const placed = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1', target_profit_price: '1.10500' } });
    expect(placed.body.code, placed.body.msg).toBe(1);
    // The engine's push of the summary (it heard the gateway announce this socket) and of the take profit.
    await until('a summary with the position', () => got.some((m) => m.type === 'FOREX_TRADE' && m.data?.CautionMoneyAll === '11.001000'), 10_000);
    await call(gateway, 'POST', '/admin/api/quotes', { headers: admin, body: { code: 'EURUSD', bid: '1.10600', ask: '1.10610' } });
    await until('the take profit reaches the socket', () => got.some((m) => m.type === 'FOREX_CLOSED' && m.data?.Id === placed.body.data.Id), 10_000);
    expect(got.find((m) => m.type === 'FOREX_CLOSED')!.data).toMatchObject({ Reason: 'tp' });
    ws.close();
    // The dashboard's view of the cluster: the gateway hears its own announcements, and the new leader's.
    const dashboard = async () => (await call(gateway, 'GET', '/admin/api/dashboard', { headers: admin })).body.data;
    await until('the gateway counts itself', async () => (await dashboard()).system.gateways === 1, 10_000);

    // A second gateway on the gateways' credentials, holding this trader (a second device) and another: the census of
    // users online crosses the secured bus and counts 2 (the beats' sum would say 3), and nothing it sends is refused.
    const refused: unknown[] = [];
    const peer = await NatsBus.connect({ url: url(), name: 'peer-gateway', log: { warn() {}, error: (o) => void refused.push(o) }, security: { user: 'gateway', pass: passwords.gateway } });
    const device = () => ({ readyState: 1, bufferedAmount: 0, send() {} });
    const peerHub = new Hub();
    for (const id of [user.id, user.id + 1000]) peerHub.login(peerHub.attach(device()), id);
    const offs = [announceGateway(peer, peerHub, 'peer-gateway'), answerCensus(peer, peerHub, 'peer-gateway')];
    const here = gateway.hub.attach(device());
    gateway.hub.login(here, user.id);
    try {
      await until('the gateway hears its peer', async () => (await dashboard()).system.gateways === 2, 10_000);
      expect((await dashboard()).users_online).toBe(2);
      await peer.flush();
      expect(refused).toEqual([]);
    } finally {
      for (const off of offs) off();
      gateway.hub.detach(here);
      await peer.close();
    }
  });

  it("refuses a gateway's credentials what only the engine may do", async () => {
    const errors: unknown[] = [];
    const rogue = await NatsBus.connect({ url: url(), name: 'rogue', log: { warn() {}, error: (o) => void errors.push(o) }, security: { user: 'gateway', pass: passwords.gateway } });
    try {
      // Answering for the engine (joining its queue group would take half of the orders): the server refuses.
      const answered: unknown[] = [];
      rogue.serve(SUBJECTS.call, ENGINE_QUEUE, async (m) => void answered.push(m));
      // Publishing a price: refused, so no gateway shows it.
      rogue.publish(SUBJECTS.quotes, { quotes: [{ code: 'EURUSD', bid: '9.99999', ask: '9.99999' }], status: {} });
      await rogue.flush();
      await until('both refusals reported', () => errors.length >= 2, 5000);
      expect(JSON.stringify(errors.map((e) => String((e as { err: Error }).err.message)))).toMatch(/Permissions Violation/i);

      const { token, user } = await realUser(gateway);
      await call(gateway, 'POST', `/admin/api/users/${user.id}/balance`, { headers: admin, body: { amount: '1000' } });
      const id = gateway.engine.instrument('EURUSD')!.id;
      for (let i = 0; i < 6; i++) {
        const r = await call(gateway, 'POST', '/v1/api/forex/submit', { token, form: { forex_id: String(id), type: '1', cont: '0.01', multiple: '100', status: '1' } });
        expect(r.body.code, r.body.msg).toBe(1);
      }
      expect(answered).toEqual([]);
      expect(gateway.engine.quotes.getQuote('EURUSD')?.bid).not.toBe('9.99999');
    } finally {
      await rogue.close();
    }
  });

  it("carries what a gateway changes or starts to the leader: a market closure, a copy", async () => {
    const leader = engine.engineRole!.service;
    const minute = 60_000;
    const wall = (minutes: number) => new Date(Math.floor((Date.now() + minutes * minute) / minute) * minute).toISOString().slice(0, 16);
    // The desk closes EURUSD for an hour from a minute ago, through the gateway: the leader reads the closures again.
    const closure = { reason: 'maintenance', name: 'Upgrade', markets: ['EURUSD'], zone: 'UTC', start: wall(-1), end: wall(60) };
    const made = await call(gateway, 'POST', '/admin/api/market_closures', { headers: admin, body: closure });
    expect(made.body.code, made.body.msg).toBe(1);
    try {
      await until("the leader's market closed", () => leader.current!.quotes.marketStatus('EURUSD') === 0, 10_000);
    } finally {
      expect((await call(gateway, 'DELETE', `/admin/api/market_closures/${made.body.data.Id}`, { headers: admin })).body.code).toBe(1);
    }
    await until("the leader's market open again", () => leader.current!.quotes.marketStatus('EURUSD') === 1, 10_000);

    // A copy started through the gateway: the leader's copier knows of it before the follower is answered.
    const [trader, follower] = [await realUser(gateway), await realUser(gateway)];
    const uid = (await gateway.db.selectFrom('users').select('uid').where('id', '=', trader.user.id).executeTakeFirstOrThrow()).uid;
    const started = await call(gateway, 'POST', '/v1/api/copy/follow', { token: follower.token, form: { uid, multiplier: '1' } });
    expect(started.body.code, started.body.msg).toBe(1);
    expect(leader.copier!.copied.has(trader.user.id)).toBe(true);
  });

  it('refuses a connection without credentials or with a wrong password, saying why', async () => {
    await expect(NatsBus.connect({ url: url(), name: 'anonymous', log: quiet })).rejects.toThrow(/^cannot connect to NATS at nats:\/\/127\.0\.0\.1:\d+: .*authoriz/i);
    await expect(NatsBus.connect({ url: url(), name: 'wrong', log: quiet, security: { user: 'engine', pass: 'not-the-password' } })).rejects.toThrow(/authoriz/i);
  });
});
