import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the event loop.
 *
 * In WAL mode SQLite appends commits to `pipkit.db-wal` and, by default, the connection whose commit makes the WAL
 * pass 1000 pages copies the WAL back into the database file and fsyncs both ("checkpoint") inside that commit:
 * the request that happens to commit then waits for disk syncs (measured here: commit p99 18 ms instead of 6 ms
 * on a busy disk). Instead, the main connection's automatic checkpoint is raised to a safety net
 * (`SAFETY_NET_PAGES`), and a worker thread with its own connection runs PASSIVE checkpoints, which never block
 * the writer or readers, whenever the WAL has grown past `thresholdBytes`. The worker starts only once the WAL is
 * that large (the migrations of a fresh database already make it so). If the worker cannot keep up or fails, the
 * safety net makes the main connection checkpoint as before.
 */

/** Main-connection automatic checkpoint once the background one is in place (pages; ≈ 40 MB at 4 KiB pages). */
export const SAFETY_NET_PAGES = 10_000;

export interface Checkpointer {
  /**
   * Stops the timer and the worker; resolves once the worker has closed its connection and exited. Until then it
   * may still open or write `-wal`/`-shm` beside the database, so whoever deletes the folder waits for it (a test's
   * temp folder once failed to be removed while a worker still starting up opened the files again).
   */
  stop(): Promise<void>;
  /** Checkpoints run by the worker so far (diagnostics). */
  readonly runs: number;
}

// CommonJS source of the worker (eval: no file to resolve under tsx, vitest or a bundle).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
parentPort.on('message', (m) => {
  if (m === 'stop') {
    try { db.close(); } catch {}
    process.exit(0);
  }
  let ok = true;
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { ok = false; }
  parentPort.postMessage(ok);
});
`;

/**
 * Watches `<file>-wal` every `intervalMs` and asks the worker for a PASSIVE checkpoint when it is larger than
 * `thresholdBytes`. Call `stop()` before closing the main connection.
 */
export function startCheckpointer(file: string, opts: { intervalMs?: number; thresholdBytes?: number } = {}): Checkpointer {
  const intervalMs = opts.intervalMs ?? 200;
  const threshold = opts.thresholdBytes ?? 1024 * 1024;
  const wal = `${file}-wal`;
  let worker: Worker | null = null;
  let busy = false;
  let failed = false;
  let runs = 0;
  let lastWrite = -1; // mtime of the WAL at the last checkpoint request: an unchanged WAL needs no checkpoint

  const start = () => {
    const w = new Worker(WORKER, { eval: true, workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3') } });
    w.unref();
    w.on('message', (ok: boolean) => {
      busy = false;
      runs++;
      if (!ok) failed = true;
    });
    w.on('error', () => {
      failed = true; // the main connection's safety-net checkpoint takes over
      worker = null;
    });
    return w;
  };

  const timer = setInterval(() => {
    if (busy || failed) return;
    let st;
    try {
      st = statSync(wal);
    } catch {
      return;
    }
    // The WAL file keeps its size after a checkpoint (SQLite rewrites it from the start), so also require a write
    // since the last checkpoint.
    if (st.size < threshold || st.mtimeMs === lastWrite) return;
    lastWrite = st.mtimeMs;
    worker ??= start();
    busy = true;
    worker.postMessage('run');
  }, intervalMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      const w = worker;
      worker = null;
      if (!w) return Promise.resolve();
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage('stop');
      return exited;
    },
    get runs() {
      return runs;
    },
  };
}
