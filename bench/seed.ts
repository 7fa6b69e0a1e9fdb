// What the database benches share: a server on SQLite in a temporary folder, real accounts written straight into it,
// PostgreSQL a delayed hop away, and the way a bench ends (exit 0 with its figures printed, 1 with the error).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app.js';

/** Runs `bench` on a fresh server (admin token `bench`, no swap clock); the server is closed and its folder removed. */
export async function withServer(feed: 'sim' | 'manual', bench: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-bench-'));
  const app = await buildServer({ dataDir, feed, adminToken: 'bench', logger: false, swapClock: false });
  try {
    await bench(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `n` real accounts (no password: nobody signs in), uids from `firstUid`, e-mails `<tag><i>@bench.example`; their ids. */
export async function realAccounts(app: FastifyInstance, n: number, tag: string, firstUid: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < n; i += 500) {
    const users = Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
      uid: String(firstUid + i + j), email: `${tag}${i + j}@bench.example`, mobile: null, area_id: null, password_hash: null,
      invite_code: `${tag.slice(0, 1).toUpperCase()}${i + j}`, inviter_id: null, is_demo: 0, demo_id: null, created_at: now,
    }));
    ids.push(...(await app.db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id));
  }
  return ids;
}

/** delay-proxy.ts in front of PostgreSQL: the URL to reach it through, and how to stop it. */
export async function delayProxy(url: string, delayMs: number) {
  const target = new URL(url);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/delay-proxy.ts', target.port, String(delayMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`delay proxy exited (${code})`)));
  });
  console.log(`PostgreSQL behind a proxy holding every chunk ${delayMs} ms each way (a round trip of ${2 * delayMs} ms or more)`);
  return { url: Object.assign(new URL(url), { port }).toString(), stop: () => child.kill() };
}

/** The end of a bench's process: 0 once `main` is done, 1 with the error printed. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
