/**
 * `npm run bench`: runs every benchmark in bench/ one after another, each in its own child process (a fresh heap and
 * event loop, nothing shared), and prints their figures with the machine's load average before each one.
 *
 *   npm run bench                    every benchmark once
 *   npm run bench -- fanout submit   only the benchmarks whose file name contains one of the words
 *   BENCH_REPEAT=2 npm run bench     run each benchmark twice (figures on a shared machine vary from run to run)
 *
 * Benchmarks that need a browser (quote-storm) are skipped with a message when Chromium is missing
 * (CHROMIUM_PATH or /usr/bin/chromium). Each benchmark gets at most BENCH_TIMEOUT_S (600) seconds.
 * Exit code: 0 when every benchmark that ran exited 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);

/** Known benchmarks first, in this order; any other bench/*.ts (not a helper) runs after them. */
const ORDER = ['submit-latency.ts', 'fanout.ts', 'cluster.ts', 'quote-storm.ts'];
/** Files in bench/ that are not benchmarks of their own. */
const HELPERS = new Set(['run.ts', 'fanout-clients.ts', 'seed.ts', 'stall.ts', 'process-cpu.ts', 'delay-proxy.ts']);
const NEEDS_BROWSER = new Set(['quote-storm.ts']);

const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
const timeoutS = Number(process.env.BENCH_TIMEOUT_S ?? 600);

const found = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts') && !HELPERS.has(f));
const benches = [...ORDER.filter((f) => found.includes(f)), ...found.filter((f) => !ORDER.includes(f)).sort()].filter(
  (f) => filters.length === 0 || filters.some((w) => f.includes(w)),
);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

function run(file: string): Promise<{ code: number | null; seconds: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, file)], { cwd: root, stdio: 'inherit', env: process.env });
    const timer = setTimeout(() => {
      console.log(`  ${file}: no result after ${timeoutS} s, stopping it`);
      child.kill('SIGKILL');
    }, timeoutS * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ? null : code, seconds: (performance.now() - t0) / 1000 });
    });
  });
}

const results: Array<{ file: string; status: string }> = [];
console.log(`Pipkit benchmarks on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
for (const file of benches) {
  for (let i = 1; i <= repeat; i++) {
    const label = repeat > 1 ? `${file} (run ${i} of ${repeat})` : file;
    console.log(`\n== ${label} — load average ${load()}`);
    if (NEEDS_BROWSER.has(file) && !existsSync(chromium)) {
      console.log(`  skipped: Chromium not found at ${chromium} (set CHROMIUM_PATH or install Debian's chromium)`);
      results.push({ file: label, status: 'skipped (no Chromium)' });
      break;
    }
    const r = await run(file);
    const status = r.code === 0 ? `ok in ${r.seconds.toFixed(1)} s` : `FAILED (exit ${r.code ?? 'killed'}) after ${r.seconds.toFixed(1)} s`;
    results.push({ file: label, status });
  }
}
console.log(`\n== summary — load average ${load()}`);
for (const r of results) console.log(`  ${r.file}: ${r.status}`);
if (benches.length === 0) console.log('  no benchmark matched', filters.join(' '));
process.exit(results.some((r) => r.status.startsWith('FAILED')) ? 1 : 0);
