import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../testing-process.js';

// A throwaway NATS server for tests, benchmarks and `npm run cluster`: Debian's nats-server on a random loopback port,
// its files in a temp folder, stopped (and the folder removed) by stop(). Like postgres-cluster.ts, it answers with the
// reason instead of a server when the binary is missing, so a suite can skip with that reason printed.

export interface NatsServer {
  /** nats://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The server's process id (benchmarks read its CPU time). */
  pid: number;
  /** Stops the server (SIGTERM, then SIGKILL after 2 s) and removes its folder. */
  stop(): Promise<void>;
}

/** nats-server from NATS_SERVER_BIN, else the first of /usr/sbin, /usr/bin, /usr/local/bin (Debian installs it in sbin). */
export function natsServerBin(): string | null {
  if (process.env.NATS_SERVER_BIN) return existsSync(process.env.NATS_SERVER_BIN) ? process.env.NATS_SERVER_BIN : null;
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/bin'].map((d) => join(d, 'nats-server')).find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('which', ['nats-server'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Whether something listens on `port` before `deadline`; gives up at once when `gone()` says the server exited. */
async function listening(port: number, deadline: number, gone: () => boolean = () => false): Promise<boolean> {
  while (Date.now() < deadline && !gone()) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

export interface NatsServerOptions {
  /** A given port (a test restarting NATS where its clients reconnect), else a free one. */
  port?: number;
  /** A configuration file (`-c`): users, permissions; the address and port given here override its `listen`. */
  config?: string;
  /** More command-line arguments (TLS: `--tls`, `--tlscert`, …). */
  args?: string[];
  /** Environment of the server process (a configuration's `$VARIABLES`). */
  env?: Record<string, string>;
}

export async function startNatsServer(opts: NatsServerOptions = {}): Promise<NatsServer | { skipped: string }> {
  const bin = natsServerBin();
  if (!bin) return { skipped: 'nats-server not found (Debian: apt-get install nats-server, or set NATS_SERVER_BIN)' };
  const dir = mkdtempSync(join(tmpdir(), 'pipkit-nats-'));
  const port = opts.port ?? (await freePort());
  const args = [...(opts.config ? ['-c', opts.config] : []), '-a', '127.0.0.1', '-p', String(port), '--pid', join(dir, 'pid'), '-l', join(dir, 'log'), ...(opts.args ?? [])];
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...opts.env } });
  // What nats-server says when it cannot start (a configuration it cannot read goes to stderr, not to its log).
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  // (Something listening while our server is gone: the port is another's.)
  if (!(await listening(port, Date.now() + 10_000, gone)) || gone()) {
    child.kill('SIGKILL');
    const log = [existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '', stderr].join('\n').trim().split('\n').slice(-5).join('\n');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nats-server did not start listening on ${port} (within 10 s)${log ? `:\n${log}` : ''}`);
  }
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    })());
  return { url: `nats://127.0.0.1:${port}`, port, pid: child.pid!, stop };
}
