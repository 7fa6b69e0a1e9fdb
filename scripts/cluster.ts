/**
 * `npm run cluster`: the cluster topology on this machine (docs/cluster.md) — PostgreSQL, NATS, two engines (one
 * leads, one stands by) and two gateways on http://localhost:8080 and :8081, from the built app and server (built
 * first when missing or stale). Without DATABASE_URL / NATS_URL it starts throwaway ones (Debian's postgresql and
 * nats-server) whose data is gone when it stops; give DATABASE_URL to keep it. An engine that exits is started again,
 * as a supervisor would. Each process's log goes to a file of its own in LOG_DIR (a new folder, printed, kept when
 * the cluster stops), and its warnings and errors to this console too. Ctrl-C stops everything.
 *
 * Environment: PORT (8080; the second gateway takes PORT+1), DATABASE_URL, NATS_URL, ADMIN_TOKEN (random and printed
 * when unset), FEED (sim), ENGINES (2), GATEWAYS (2), LOG_DIR.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../server/db/postgres-cluster.js';
import { startNatsServer } from '../server/cluster/nats-server.js';
import { startCluster, type Cluster } from '../server/cluster/topology.js';
import { consoleLine } from './cluster-logs.js';

const env = process.env;
const fail = (msg: string) => {
  console.error(`npm run cluster: ${msg}`);
  process.exit(1);
};

if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const cleanups: Array<() => unknown> = [];
// Set once it has started (the stop handler below may run before).
const running: { cluster?: Cluster } = {};
// Installed first, so Ctrl-C while it starts still stops what has started.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster …');
    await running.cluster?.stop();
    for (const c of cleanups.reverse()) await c();
    process.exit(0);
  });
}
const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-cluster-'));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

// A file per process (an engine started again is a new process: a new file), as a platform's log driver would keep.
const logDir = env.LOG_DIR || mkdtempSync(join(tmpdir(), 'pipkit-cluster-logs-'));
mkdirSync(logDir, { recursive: true });
const logFiles = new Map<number, WriteStream>();
cleanups.push(async () => {
  await Promise.all([...logFiles.values()].map((f) => new Promise((r) => f.end(r))));
  console.log(`The processes' logs are kept in ${logDir}`);
});
const onLine = ({ role, pid }: { role: string; pid: number }, line: string) => {
  let file = logFiles.get(pid);
  if (!file) {
    file = createWriteStream(join(logDir, `${role}-${pid}.log`), { flags: 'a' });
    file.on('error', (e) => console.error(`[${role} ${pid}] its log file: ${e.message}`));
    logFiles.set(pid, file);
  }
  if (file.writableEnded) return; // a last line after the files were closed at the stop
  file.write(`${line}\n`);
  const shown = consoleLine(line);
  if (shown) console.error(`[${role} ${pid}] ${shown}`);
};

let databaseUrl = env.DATABASE_URL;
if (!databaseUrl) {
  const pg = await startPostgres();
  if ('skipped' in pg) fail(pg.skipped);
  else {
    cleanups.push(pg.stop);
    databaseUrl = pg.url;
    console.log(`PostgreSQL (throwaway) on ${pg.url}`);
  }
}
let natsUrl = env.NATS_URL;
if (!natsUrl) {
  const nats = await startNatsServer();
  if ('skipped' in nats) fail(nats.skipped);
  else {
    cleanups.push(nats.stop);
    natsUrl = nats.url;
    console.log(`NATS (throwaway) on ${nats.url}`);
  }
}

const adminToken = env.ADMIN_TOKEN || randomBytes(24).toString('hex');
const port = Number(env.PORT ?? 8080);
const gatewayCount = Number(env.GATEWAYS ?? 2);
const cluster = await startCluster({
  databaseUrl: databaseUrl!,
  natsUrl: natsUrl!,
  adminToken,
  dataDir,
  engines: Number(env.ENGINES ?? 2),
  gateways: gatewayCount,
  gatewayPorts: Array.from({ length: gatewayCount }, (_, i) => port + i),
  compiled: true,
  env: { FEED: env.FEED ?? 'sim', HOST: '0.0.0.0' },
  // As systemd or Kubernetes would: an engine that exits (killed, or a leader that lost its lease) comes back.
  restartEngines: { log: (line) => console.log(line) },
  onLine,
}).catch(async (e: Error) => {
  for (const c of cleanups.reverse()) await c();
  return fail(e.message);
});
running.cluster = cluster;

console.log('\nPipkit cluster running:');
for (const g of cluster.gateways) console.log(`  gateway  ${g.url.replace('0.0.0.0', 'localhost')}`);
for (const e of cluster.engines) console.log(`  engine   pid ${e.child.pid}${e === cluster.leader() ? ' (leader)' : ' (standby)'}, health ${e.url}/readyz`);
console.log(`  logs     ${logDir} (a file per process; warnings and errors shown here too)`);
console.log(`  admin token ${adminToken}${env.ADMIN_TOKEN ? ' (from ADMIN_TOKEN)' : ' (random; set ADMIN_TOKEN to choose one)'}`);
if (env.METRICS_TOKEN) console.log('  metrics  GET /metrics on every gateway and engine above, with Authorization: Bearer $METRICS_TOKEN (docs/deploy.md "Metrics")');
console.log('Kill the leader (kill -9 <pid>): the standby takes over within seconds and the killed engine comes back as a standby. Ctrl-C stops everything.');
