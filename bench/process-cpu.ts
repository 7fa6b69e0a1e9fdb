/**
 * CPU time of processes on this machine (Linux /proc), for benchmarks that say where the time of a request goes across
 * the processes it crosses (cluster.ts: gateway, engine, PostgreSQL, NATS, the client). Elsewhere it reports nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

let ticksPerSecond = 0;
const hz = () => (ticksPerSecond ||= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

/** [parent pid, user+system CPU in ms] of a live process, or undefined. */
function stat(pid: number): [number, number] | undefined {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return [Number(rest[1]), ((Number(rest[11]) + Number(rest[12])) * 1000) / hz()];
  } catch {
    return undefined;
  }
}

/** The process and its direct children (PostgreSQL's postmaster and its backends). */
export function withChildren(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  const kids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((p) => stat(p)?.[0] === pid);
  return [pid, ...kids];
}

/** Total CPU milliseconds the given processes have used so far (0 where /proc is missing). */
export function cpuMs(pids: number[]): number {
  return pids.reduce((a, p) => a + (stat(p)?.[1] ?? 0), 0);
}

/** CPU milliseconds each of the given processes has used so far, by pid (live processes only). */
export function cpuByPid(pids: number[]): Map<number, number> {
  return new Map(pids.flatMap((p) => {
    const s = stat(p);
    return s ? [[p, s[1]] as const] : [];
  }));
}
