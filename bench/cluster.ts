/**
 * Bench: the cluster (docs/cluster.md) — throwaway PostgreSQL and NATS, two engines (one leads) and two gateways from
 * the built server (`node server/dist/main.js`), all on this machine. Targets (issue 15): submit through a gateway
 * p99 ≤ 10 ms sequential and ≥ 2,000 orders/s with 8 in flight; quote fan-out through 2 gateways ≥ 1,000,000 socket
 * messages/s in total.
 *
 * - submit: BENCH_SUBMITS (2,000) market orders through gateway A after BENCH_WARMUP (200), first one at a time, then
 *   BENCH_CONCURRENCY (8) in flight over keep-alive connections; each travels gateway → NATS → engine leader →
 *   PostgreSQL and back. With orders in flight it also prints the CPU time each process spent per order (Linux
 *   /proc): where an order's cost goes, steadier than wall-clock figures on a machine whose speed drifts.
 * - fan-out: BENCH_CLIENTS (200) raw WebSocket clients, half on each gateway, subscribed to DAY_MARKET. This process
 *   publishes BENCH_MESSAGES (10,000) market updates on the bus exactly as the engine leader does (pipkit.push.topic),
 *   so the figure is what NATS and the gateways deliver; it keeps at most BENCH_WINDOW (2,000) messages per client in
 *   flight (published but not yet counted by the clients), so nothing is dropped for a slow reader.
 * - BENCH_DB_DELAY_MS (unset): the engines and gateways reach PostgreSQL through delay-proxy.ts, which holds every
 *   chunk that long in each direction — a database on its own host, where each statement costs a network round trip.
 *
 * Run: npm run bench -- cluster   (or node --import tsx bench/cluster.ts)
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NatsBus } from '../server/cluster/nats-bus.js';
import { startNatsServer } from '../server/cluster/nats-server.js';
import { busPushes } from '../server/cluster/pushes.js';
import { startCluster, type Cluster } from '../server/cluster/topology.js';
import { startPostgres } from '../server/db/postgres-cluster.js';
import { spawnClients, type ClientGroup } from './fanout.js';
import { cpuByPid, cpuMs, withChildren } from './process-cpu.js';
import { delayProxy } from './seed.js';
import { figures, jsonClient } from './submit-latency.js';

const N = Number(process.env.BENCH_SUBMITS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 2000);
const DB_DELAY = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
const USERS = 20;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const quiet = { warn() {}, error() {} };
const skip = (why: string) => {
  console.log(`cluster benchmark skipped: ${why}`);
  return true;
};

async function main() {
  if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Like the browser benchmarks without Chromium: skipped with the reason where the servers cannot be started.
  const pg = await startPostgres();
  if ('skipped' in pg) return skip(pg.skipped);
  const nats = await startNatsServer();
  if ('skipped' in nats) {
    pg.stop();
    return skip(nats.skipped);
  }
  const proxy = DB_DELAY ? await delayProxy(pg.url, DB_DELAY) : undefined;
  const admin = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-cluster-'));
  let cluster: Cluster | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let bus: NatsBus | undefined;
  const groups: ClientGroup[] = [];
  try {
    cluster = await startCluster({
      databaseUrl: proxy?.url ?? pg.url, natsUrl: nats.url, adminToken: admin, dataDir, compiled: true,
      env: { FEED: 'manual', SOCKET_CONNECTIONS_PER_IP: '100000' },
    });
    const [A, B] = cluster.gateways.map((g) => new URL(g.url));

    // ---- submit through gateway A
    const http = jsonClient(A.hostname, A.port, agent);
    const json = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    await http('POST', '/admin/api/quotes', JSON.stringify({ code: 'EURUSD', bid: '1.08000', ask: '1.08010' }), json);
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const r = await http('GET', `/api/user/createAccountDemoForU?demo_id=bench_cluster_${u}_${Date.now()}`);
      if (r.code !== 1) throw new Error(r.msg);
      tokens.push(r.data.token);
      await http('POST', `/admin/api/users/${r.data.user.id}/balance`, JSON.stringify({ amount: '10000000' }), json);
    }
    const pairs = await http('GET', '/v1/api/forex/trade_list');
    const eur = (pairs.data as Array<{ Id: number; Code: string }>).find((p) => p.Code === 'EURUSD')!.Id;
    // Each order with its own client_ref, as the app's ticket sends one (docs/trading-widgets.md "Order ticket").
    let sent = 0;
    const submit = async (i: number) => {
      const t0 = performance.now();
      const r = await http('POST', '/v1/api/forex/submit', `type=${(i % 2) + 1}&cont=0.01&forex_id=${eur}&status=1&multiple=100&client_ref=o${sent++}`, {
        authorization: tokens[i % USERS], 'content-type': 'application/x-www-form-urlencoded',
      });
      if (r.code !== 1) throw new Error(r.msg);
      return performance.now() - t0;
    };
    for (let i = 0; i < WARMUP; i++) await submit(i);
    // PostgreSQL's processes are looked up at both ends of a run: a connection opened during it (a pool growing, the
    // engine's pipelined pool opened by its first batch) is a new backend, counted from zero; one that ended during
    // the run is not counted at all.
    const [gatewayA, leader] = [cluster.gateways[0].child.pid!, cluster.leader()!.child.pid!];
    const roles: Record<string, () => number[]> = {
      'gateway A': () => [gatewayA],
      'engine leader': () => [leader],
      PostgreSQL: () => withChildren(pg.pid()),
      NATS: () => [nats.pid],
    };
    // The CPU time each process spends per order while `run` places N of them.
    const cpuPerOrder = async (run: () => Promise<void>) => {
      const cpu0 = Object.values(roles).map((pids) => cpuByPid(pids()));
      const self0 = process.cpuUsage();
      await run();
      const cpu = Object.values(roles).map((pids, i) => pids().reduce((a, p) => a + (cpuMs([p]) - (cpu0[i].get(p) ?? 0)), 0) / N);
      const self = process.cpuUsage(self0);
      return [...Object.keys(roles).map((k, i) => [k, cpu[i]] as const), ['this client', (self.user + self.system) / 1000 / N] as const];
    };
    const seq: number[] = [];
    const perOrderSeq = await cpuPerOrder(async () => {
      for (let i = 0; i < N; i++) seq.push(await submit(i));
    });
    const conc: number[] = [];
    let next = 0;
    const c0 = performance.now();
    const perOrder = await cpuPerOrder(async () => {
      await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
        while (next < N) conc.push(await submit(next++));
      }));
    });
    const perSecond = N / ((performance.now() - c0) / 1000);
    const s = figures(seq);
    const c = figures(conc);
    console.log(`submit through a gateway, ${s.n} sequential orders (gateway → NATS → engine leader → PostgreSQL): p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (target p99 ≤ 10 ms)`);
    console.log(`submit through a gateway, ${c.n} orders with ${CONCURRENCY} in flight: p50 ${ms(c.p50)}, p99 ${ms(c.p99)}; ${Math.round(perSecond).toLocaleString('en')} orders/s (target ≥ 2,000/s); load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    // Where an order's time goes: every process it crosses shares this machine's cores. One at a time, the rest of
    // an order's latency beyond this total is waiting: wake-ups between the processes.
    const total = (per: typeof perOrder) => per.reduce((a, [, v]) => a + v, 0);
    const split = (per: typeof perOrder) => `${per.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}; total ${ms(total(per))}`;
    console.log(`  CPU per order one at a time: ${split(perOrderSeq)} (the p50 above less this total is time spent waiting)`);
    console.log(`  CPU per order with ${CONCURRENCY} in flight: ${split(perOrder)} (${cpus().length} cores allow ${Math.round((cpus().length * 1000) / total(perOrder)).toLocaleString('en')} orders/s)`);

    // ---- quote fan-out through both gateways
    groups.push(await spawnClients(`ws://${A.host}/v1/ws`, Math.ceil(CLIENTS / 2), 1), await spawnClients(`ws://${B.host}/v1/ws`, Math.floor(CLIENTS / 2), 1));
    bus = await NatsBus.connect({ url: nats.url, name: 'bench-publisher', log: quiet });
    const pushes = busPushes(bus);
    groups.forEach((g) => g.start());
    await new Promise((r) => setTimeout(r, 200));
    const delivered = () => groups.reduce((a, g) => a + g.delivered(), 0);
    const t0 = performance.timeOrigin + performance.now();
    let published = 0;
    while (published < MESSAGES) {
      for (let k = 0; k < 20 && published < MESSAGES; k++) {
        const bid = (1.08 + (published % 1000) / 1e5).toFixed(5);
        pushes.publish('DAY_MARKET', [{ Id: eur, Code: 'EURUSD', MarketStatus: 1, ForexQuotations: { Open: '1.08000', Close: bid, Change: '0.01', Bid: bid, Ask: bid, High: bid, Low: bid } }]);
        published++;
      }
      await bus.flush();
      while (published * CLIENTS - delivered() > WINDOW * CLIENTS) await new Promise((r) => setTimeout(r, 1));
    }
    const expected = published * CLIENTS;
    const until = Date.now() + 15_000;
    while (delivered() < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    for (const g of groups) await g.stop();
    const got = delivered();
    const seconds = (Math.max(...groups.map((g) => g.lastAt())) - t0) / 1000;
    console.log(
      `quote fan-out through 2 gateways: ${got.toLocaleString('en')} of ${expected.toLocaleString('en')} DAY_MARKET messages (${published.toLocaleString('en')} published on the bus × ${CLIENTS} clients) ` +
        `in ${seconds.toFixed(2)} s = ${Math.round(got / seconds).toLocaleString('en')} messages/s (target ≥ 1,000,000/s); bad ${groups.reduce((a, g) => a + g.bad(), 0)}; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`,
    );
    return got === expected;
  } finally {
    for (const g of groups) await g.stop();
    await bus?.close();
    agent.destroy();
    await cluster?.stop();
    await nats.stop();
    proxy?.stop();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (complete) => process.exit(complete ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
