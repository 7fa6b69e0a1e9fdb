import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { ProcessOutput } from './process-output.js';

// Test helper: the server as its own process, started exactly as `npm run server` does (for start-up, shutdown and
// crash tests). Start-up compiles the whole server through tsx in a fresh process: a few seconds on an idle machine,
// much longer on a loaded 2-core one, so the wait is generous.
export const STARTUP_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The last KEPT_LOG_CHARS characters the process printed (stdout and stderr). */
  log(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** How much of what a process printed `log()` keeps (process-output.ts): ample for a test's or a failed start's. */
export const KEPT_LOG_CHARS = 256 * 1024;

export interface ServerProcessOptions {
  /** Runs the built `server/dist/main.js` instead of `server/main.ts` through tsx. */
  compiled?: boolean;
  /**
   * Each whole line the process prints, from its first (before the URL it listens on is known): what the caller must
   * not miss (an engine's leader line) or keeps (`npm run cluster`'s log files).
   */
  onLine?: (line: string, child: ChildProcess) => void;
}

/**
 * Starts `server/main.ts` through tsx, or with `compiled` the built `server/dist/main.js` (benchmarks, `npm run
 * cluster`: what production runs, and a faster start).
 */
export async function startServerProcess(env: Record<string, string>, opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const args = opts.compiled ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, { env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let listening: ((url: string) => void) | undefined;
  const output = new ProcessOutput(KEPT_LOG_CHARS, (line) => {
    const m = listening && /Pipkit listening on (http:\/\/[\d.]+:\d+)/.exec(line);
    if (m) listening!(m[1]);
    opts.onLine?.(line, child);
  });
  output.read(child.stdout!);
  output.read(child.stderr!);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL logged within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output.tail()}`)), STARTUP_TIMEOUT_MS);
      listening = (found) => {
        listening = undefined;
        clearTimeout(timer);
        resolve(found);
      };
      child.on('exit', () => {
        clearTimeout(timer);
        reject(new Error(`exited:\n${output.tail()}`));
      });
    });
    return { child, url, log: () => output.tail(), exited };
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
}

/** A TCP port that was free a moment ago on loopback (for servers that cannot take port 0: PostgreSQL, NATS). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface EnvelopeCall {
  /** A trader's session token. */
  token?: string;
  /** The admin token, sent as `Bearer` (admin API calls). */
  admin?: string;
  body?: unknown;
  form?: Record<string, string>;
}

/** One call to a server process over HTTP (a form or a JSON body), answered with its envelope. */
export async function callOver(base: string, method: string, path: string, opts: EnvelopeCall = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = opts.token;
  if (opts.admin) headers.authorization = `Bearer ${opts.admin}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const r = await fetch(base + path, { method, headers, body });
  return (await r.json()) as { code: number; msg: string; data: any };
}

/**
 * A TCP proxy on loopback in front of the NATS server on `port`, to cut one process off the bus: `cut()` refuses new
 * connections and ends open ones, `restore()` listens again.
 */
export async function natsProxy(port: number): Promise<{ url: string; cut(): void; restore(): Promise<void> }> {
  const open = new Set<Socket>();
  const server: Server = createServer((downstream) => {
    const upstream = connect(port, '127.0.0.1');
    for (const s of [downstream, upstream]) {
      open.add(s);
      s.on('error', () => undefined);
      s.on('close', () => (open.delete(s), downstream.destroy(), upstream.destroy()));
    }
    downstream.pipe(upstream).pipe(downstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address() as { port: number };
  return {
    url: `nats://127.0.0.1:${address.port}`,
    cut() {
      server.close();
      for (const s of open) s.destroy();
    },
    restore: () => new Promise<void>((r) => server.listen(address.port, '127.0.0.1', r)),
  };
}
