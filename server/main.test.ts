import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Starts server/main.ts exactly as `npm run server` does and stops it with SIGTERM.
// Start-up compiles the whole server through tsx in a fresh process: a few seconds on an idle machine, much longer on
// a loaded 2-core one, so the start-up wait is generous (what the test checks is unchanged).
const STARTUP_TIMEOUT_MS = 60_000;

describe('server/main.ts', () => {
  it('starts on PORT, logs its URL, creates DATA_DIR and exits 0 on SIGTERM', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pipkit-main-'));
    const dataDir = join(root, 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FEED: 'manual', APP_DIR: join(root, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL logged within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`)), STARTUP_TIMEOUT_MS);
        const check = () => {
          const m = /Pipkit listening on (http:\/\/[\d.]+:\d+)/.exec(log);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        };
        child.stdout.on('data', check);
        child.on('exit', () => reject(new Error(`exited:\n${log}`)));
      });
      const res = await fetch(`${url}/api/basicSet/getBasicInfo`);
      expect((await res.json()).code).toBe(1);
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  }, STARTUP_TIMEOUT_MS + 30_000);
});
