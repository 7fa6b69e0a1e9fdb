/**
 * Starts a cluster's processes on loopback (docs/cluster.md): engines first (the first one migrates the database and
 * leads), then gateways. Used by the cluster test, `npm run cluster` and the cluster benchmark; PostgreSQL and NATS
 * are the caller's (throwaway ones: db/postgres-cluster.ts, cluster/nats-server.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { startServerProcess, type ServerProcess } from '../testing-process.js';

export const LEADER_LINE = 'engine lease: this process is the leader';

export interface ClusterOptions {
  databaseUrl: string;
  natsUrl: string;
  /** ADMIN_TOKEN of every process (32+ random characters). */
  adminToken: string;
  dataDir: string;
  engines?: number;
  gateways?: number;
  /** Ports of the gateways, in order (default: any free port). */
  gatewayPorts?: number[];
  /** Run the built server (server/dist) instead of the sources through tsx. */
  compiled?: boolean;
  /** More environment for every process (FEED, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** More environment for one engine each, in order (the first leads): e.g. its own NATS_URL through a proxy. */
  engineEnv?: Array<Record<string, string>>;
  /**
   * Start an engine again when it exits by itself, as a supervisor (systemd, Kubernetes) would: a leader that lost
   * or gave up its lease exits and comes back as a standby. Off in the tests, which watch each exit themselves.
   */
  restartEngines?: { log(line: string): void };
  /** Each line a process prints (`npm run cluster` keeps them in files and shows the warnings). */
  onLine?: (from: { role: 'engine' | 'gateway'; pid: number }, line: string) => void;
}

export interface Cluster {
  engines: ServerProcess[];
  gateways: ServerProcess[];
  /** The engine that logged it leads last (the first to lead, after a kill its successor). */
  leader(): ServerProcess | undefined;
  /** Waits until an engine other than `not` leads; resolves with it. */
  nextLeader(not: ServerProcess | undefined, timeoutMs: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const all: ServerProcess[] = [];
  const env = (role: string, port?: number, own?: Record<string, string>) => ({
    ROLE: role, DATABASE_URL: o.databaseUrl, NATS_URL: o.natsUrl, ADMIN_TOKEN: o.adminToken, DATA_DIR: o.dataDir,
    LEASE_POLL_MS: '200', ...(port ? { PORT: String(port) } : {}), ...o.env, ...own,
    // What the processes print is read here (their URL, who leads), not shown: it must include info lines.
    LOG_LEVEL: 'info',
  });
  let stopping = false;
  // The engines that printed the leader's line, seen as each line arrives (a process's log() keeps only its last part).
  const led = new WeakSet<ChildProcess>();
  const start = async (role: 'engine' | 'gateway', port?: number, own?: Record<string, string>) => {
    const p = await startServerProcess(env(role, port, own), {
      compiled: o.compiled,
      onLine: (line, child) => {
        if (role === 'engine' && line.includes(LEADER_LINE)) led.add(child);
        o.onLine?.({ role, pid: child.pid! }, line);
      },
    });
    all.push(p);
    // An engine started again while the cluster was being stopped is stopped too.
    if (stopping) p.child.kill('SIGTERM');
    return p;
  };
  const leads = (p: ServerProcess) => p.child.exitCode === null && p.child.signalCode === null && led.has(p.child);
  const stop = async () => {
    stopping = true;
    for (const p of all) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    const timer = setTimeout(() => all.forEach((p) => p.child.kill('SIGKILL')), 10_000);
    await Promise.all(all.map((p) => p.exited));
    clearTimeout(timer);
  };
  try {
    const first = await start('engine', undefined, o.engineEnv?.[0]);
    await waitFor('a first engine leader', () => (leads(first) ? first : undefined), 30_000);
    // Every start settles before a failure is reported, so the ones that did start are stopped with the rest.
    const settled = await Promise.allSettled([
      ...Array.from({ length: (o.engines ?? 2) - 1 }, (_, i) => start('engine', undefined, o.engineEnv?.[i + 1])),
      ...Array.from({ length: o.gateways ?? 2 }, (_, i) => start('gateway', o.gatewayPorts?.[i])),
    ]);
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const rest = settled.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
    const engines = [first, ...rest.slice(0, (o.engines ?? 2) - 1)];
    const gateways = rest.slice((o.engines ?? 2) - 1);
    if (o.restartEngines) {
      const { log } = o.restartEngines;
      // The same slot gets the new process; a start that fails (NATS or PostgreSQL away) is tried again, less often.
      const supervise = async (i: number): Promise<void> => {
        for (;;) {
          const p = engines[i]!;
          const code = await p.exited;
          if (stopping) return;
          log(`engine pid ${p.child.pid} exited (${code ?? p.child.signalCode}); starting it again`);
          for (let delayMs = 1000; ; delayMs = Math.min(delayMs * 2, 30_000)) {
            await new Promise((r) => setTimeout(r, delayMs));
            if (stopping) return;
            const next = await start('engine', undefined, o.engineEnv?.[i]).catch(() => undefined);
            if (next) {
              engines[i] = next;
              log(`engine pid ${next.child.pid} started (a standby until it holds the lease)`);
              break;
            }
            log(`an engine could not start; trying again in ${Math.min(delayMs * 2, 30_000) / 1000} s`);
          }
        }
      };
      engines.forEach((_, i) => void supervise(i));
    }
    return {
      engines,
      gateways,
      leader: () => engines.find(leads),
      nextLeader: (not, timeoutMs) => waitFor('another engine leader', () => engines.find((e) => e !== not && leads(e)), timeoutMs),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
