import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../testing-process.js';

// A throwaway PostgreSQL cluster for tests, benchmarks and `npm run cluster`: its own data folder under the temp
// directory, a random loopback port, the socket in that folder, trust authentication on loopback only. initdb refuses
// to run as root, so as root the cluster runs as Debian's `postgres` system user (installed with the server package).

export interface PostgresCluster {
  /** postgres://…/postgres — a superuser connection to the maintenance database. */
  url: string;
  port: number;
  dir: string;
  /** The postmaster's process id (its backends are its children; benchmarks read their CPU time). */
  pid(): number;
  stop(): void;
}

/** The folder of initdb/pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<major>/bin. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root).filter((d) => existsSync(join(root, d, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(root, majors[0], 'bin') : null;
}


function uidOf(user: string): { uid: number; gid: number } | null {
  const r = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return r.status === 0 && g.status === 0 ? { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) } : null;
}

/** Starts a cluster, or returns null with the reason when PostgreSQL's binaries (or a non-root user) are missing. */
export async function startPostgres(): Promise<PostgresCluster | { skipped: string }> {
  const bin = postgresBin();
  if (!bin) return { skipped: 'PostgreSQL binaries not found (Debian: apt-get install postgresql, or set PG_BIN)' };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? uidOf('postgres') : null;
  if (asRoot && !owner) return { skipped: 'running as root and there is no postgres system user to run the cluster as' };
  const dir = mkdtempSync(join(tmpdir(), 'pipkit-pg-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (cmd: string, args: string[]) =>
    execFileSync(join(bin, cmd), args, { stdio: 'pipe', ...(owner ? { uid: owner.uid, gid: owner.gid } : {}), env: { ...process.env, LC_ALL: 'C' } });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  // fsync off: a test cluster is thrown away, and durability costs seconds per run on a 2-core machine.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const pid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, pid, stop };
}
