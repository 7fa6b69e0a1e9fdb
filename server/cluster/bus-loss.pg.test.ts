import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshDatabase, postgresUrl, until } from '../testing.js';
import { callOver, natsProxy, type EnvelopeCall } from '../testing-process.js';
import { startNatsServer, type NatsServer } from './nats-server.js';
import { startCluster, type Cluster } from './topology.js';

// A leader cut off from NATS but not from PostgreSQL (docs/cluster.md "One engine leader"): no order can reach it,
// yet it holds the lease. The first engine reaches NATS through a TCP proxy that the test cuts; the leader must step
// down, the standby (which reaches NATS) lead, and orders through the gateway work again, with what was placed
// before the cut intact and its take profit fired once; restarted, the old leader stands by. Skipped, with the reason printed, only where nats-server
// cannot be started.

const nats: NatsServer | { skipped: string } = await startNatsServer();
if ('skipped' in nats) console.warn(`bus-loss test skipped: ${nats.skipped}`);
const ADMIN = randomBytes(24).toString('hex');

let db: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let cluster: Cluster | undefined;
const supervisor: string[] = [];

afterAll(async () => {
  await cluster?.stop();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (!('skipped' in nats)) await nats.stop();
});

describe.skipIf('skipped' in nats)('cluster: the engine leader cut off from NATS', () => {
  let proxy: Awaited<ReturnType<typeof natsProxy>>;
  let G: string;

  beforeAll(async () => {
    db = await freshDatabase(postgresUrl()!);
    dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bus-loss-'));
    proxy = await natsProxy(Number(new URL((nats as NatsServer).url).port));
    cluster = await startCluster({
      databaseUrl: db.url, natsUrl: (nats as NatsServer).url, adminToken: ADMIN, dataDir, gateways: 1,
      env: { FEED: 'manual', BUS_LOSS_GRACE_MS: '1000' },
      engineEnv: [{ NATS_URL: proxy.url }],
      restartEngines: { log: (line) => void supervisor.push(line) },
    });
    G = cluster.gateways[0]!.url;
  }, 180_000);

  // The admin API's calls carry the admin token; a trader's carry theirs.
  const api = (method: string, path: string, opts: EnvelopeCall = {}) => callOver(G, method, path, { ...opts, admin: path.startsWith('/admin/') ? ADMIN : undefined });

  it('the leader steps down, the standby leads, and orders reach it', async () => {
    expect((await api('POST', '/admin/api/quotes', { body: { code: 'EURUSD', bid: '1.10000', ask: '1.10010' } })).code).toBe(1);
    const eurusd = ((await api('GET', '/v1/api/forex/trade_list')).data as Array<{ Id: number; Code: string }>).find((p) => p.Code === 'EURUSD')!.Id;
    const email = `cut-${Date.now()}@example.com`;
    const made = await api('POST', '/admin/api/users', { body: { account: email, password: 'secret-pass' } });
    expect(made.code, made.msg).toBe(1);
    const login = await api('POST', '/api/user/loginForU', { form: { account: email, password: 'secret-pass', login_type: 'email' } });
    const token = login.data.token as string;
    expect((await api('POST', `/admin/api/users/${login.data.user.id}/balance`, { body: { amount: '10000' } })).code).toBe(1);
    const submit = (ref: string) =>
      api('POST', '/v1/api/forex/submit', { token, form: { forex_id: String(eurusd), cont: '0.10', multiple: '100', type: '1', status: '1', target_profit_price: '1.10500', client_ref: ref } });

    const before = await submit('before-cut');
    expect(before.code, before.msg).toBe(1);

    const leader = cluster!.leader()!;
    expect(leader).toBe(cluster!.engines[0]);
    proxy.cut();
    const next = await cluster!.nextLeader(leader, 10_000);
    expect(next).toBe(cluster!.engines[1]);
    expect(await leader.exited).toBe(1);
    expect(leader.log()).toContain('stepping down');

    // Its supervisor starts it again; with its way to NATS back it stands by, and the new leader keeps the lease.
    await proxy.restore();
    await until('the first engine started again', () => cluster!.engines[0] !== leader, 90_000);
    expect(supervisor.join('\n')).toMatch(/exited \(1\); starting it again[\s\S]*started \(a standby/);
    await new Promise((r) => setTimeout(r, 1000));
    expect(cluster!.leader()).toBe(next);

    // Orders reach the new leader (a submit that met the switch is retried with its client_ref, as the app does).
    let after = await submit('after-cut');
    for (let i = 0; after.code !== 1 && after.msg.startsWith('Trading is briefly unavailable') && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await submit('after-cut');
    }
    expect(after.code, after.msg).toBe(1);

    // The book came over: both take profits fire, once each.
    expect((await api('POST', '/admin/api/quotes', { body: { code: 'EURUSD', bid: '1.10600', ask: '1.10610' } })).code).toBe(1);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const closed = async () => (await client.query(`select client_ref, status, close_reason from orders where client_ref in ('before-cut', 'after-cut') order by client_ref`)).rows;
      await until('both take profits fired', async () => (await closed()).every((r) => Number(r.status) === 3), 10_000);
      expect((await closed()).map((r) => `${r.client_ref}:${r.close_reason}`)).toEqual(['after-cut:tp', 'before-cut:tp']);
      const unlocks = (await client.query(`select count(*)::int as n from ledger where ref like 'order:%:unlock'`)).rows[0].n;
      expect(unlocks).toBe(2);
    } finally {
      await client.end();
    }
  }, 240_000);
});
