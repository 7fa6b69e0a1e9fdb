import SQLite from 'better-sqlite3';
const probe = new SQLite(':memory:');
const Stmt = probe.prepare('select 1').constructor as any;
const slow: Record<string, number[]> = {};
let total = 0, totalMs = 0;
for (const m of ['run', 'all', 'get']) {
  const orig = Stmt.prototype[m];
  Stmt.prototype[m] = function (...a: any[]) {
    const t0 = performance.now();
    try { return orig.apply(this, a); } finally {
      const d = performance.now() - t0; total++; totalMs += d;
      if (d > 3) (slow[this.source.slice(0, 60)] ??= []).push(+d.toFixed(1));
    }
  };
}
const gcs: number[] = [];
import { PerformanceObserver } from 'node:perf_hooks';
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.duration > 3) gcs.push(+e.duration.toFixed(1)); }).observe({ entryTypes: ['gc'] });
const { submitLatency } = await import('../bench/submit-latency.ts');
const r = await submitLatency();
console.log(r);
console.log('statements', total, 'ms', totalMs.toFixed(0));
console.log('slow statements', slow);
console.log('gc > 3ms', gcs);
