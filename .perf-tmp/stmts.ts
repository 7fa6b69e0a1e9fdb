import SQLite from 'better-sqlite3';
const probe = new SQLite(':memory:');
const Stmt = probe.prepare('select 1').constructor as any;
const agg = new Map<string, { n: number; ms: number; arr: number[] }>();
for (const m of ['run', 'all', 'get']) {
  const orig = Stmt.prototype[m];
  Stmt.prototype[m] = function (...a: any[]) {
    const t0 = performance.now();
    try { return orig.apply(this, a); } finally {
      const d = performance.now() - t0; const k = this.source.slice(0, 70);
      const e = agg.get(k) ?? { n: 0, ms: 0, arr: [] }; e.n++; e.ms += d; e.arr.push(d); agg.set(k, e);
    }
  };
}
process.env.BENCH_CONCURRENCY = '1';
const { submitLatency } = await import('../bench/submit-latency.ts');
const r = await submitLatency();
console.log('p50', r.p50.toFixed(2), 'p99', r.p99.toFixed(2), 'mean', r.mean.toFixed(2));
for (const [k, e] of [...agg].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20)) { e.arr.sort((a,b)=>a-b); console.log(String(e.n).padStart(6), e.ms.toFixed(0).padStart(6), 'ms  med', e.arr[e.arr.length>>1].toFixed(3), k); }
