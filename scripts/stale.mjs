// Whether a build output is older than its sources (scripts/start.mjs builds only what is stale).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'data']);

/** Newest modification time under the given files and folders (build output and dependencies skipped); 0 if none. */
export function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) return void (t = Math.max(t, s.mtimeMs));
    for (const e of readdirSync(p)) if (!SKIPPED.has(e)) walk(join(p, e));
  };
  paths.forEach(walk);
  return t;
}

/** True when `output` is missing or older than the newest of `inputs`. */
export function isStale(output, inputs) {
  return !existsSync(output) || statSync(output).mtimeMs < newest(inputs);
}
