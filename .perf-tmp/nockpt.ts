import SQLite from 'better-sqlite3';
const mode = process.env.CKPT ?? 'off';
const origPragma = (SQLite as any).prototype.pragma;
(SQLite as any).prototype.pragma = function (s: string, o?: any) {
  const r = origPragma.call(this, s, o);
  if (s.startsWith('busy_timeout') && mode === 'off') origPragma.call(this, 'wal_autocheckpoint = 0');
  return r;
};
const probe = new SQLite(':memory:');
const Stmt = probe.prepare('select 1').constructor as any;
const commits: number[] = [];
const orig = Stmt.prototype.run;
Stmt.prototype.run = function (...a: any[]) {
  const t0 = performance.now();
  try { return orig.apply(this, a); } finally { if (this.source === 'commit') commits.push(performance.now() - t0); }
};
const { submitLatency } = await import('../bench/submit-latency.ts');
const r = await submitLatency();
commits.sort((a, b) => a - b);
const pc = (p: number) => commits[Math.ceil(p / 100 * commits.length) - 1].toFixed(2);
console.log(mode, 'p50', r.p50.toFixed(2), 'p99', r.p99.toFixed(2), 'mean', r.mean.toFixed(2), '| commit p50', pc(50), 'p99', pc(99), 'max', pc(100), 'sum', commits.reduce((a, b) => a + b, 0).toFixed(0));
