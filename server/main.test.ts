import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTUP_TIMEOUT_MS, startServerProcess } from './testing-process.js';

// Starts server/main.ts exactly as `npm run server` does and stops it with SIGTERM.
describe('server/main.ts', () => {
  it('starts on PORT, logs its URL, creates DATA_DIR and exits 0 on SIGTERM', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pipkit-main-'));
    const dataDir = join(root, 'data');
    const server = await startServerProcess({ DATA_DIR: dataDir, FEED: 'manual', APP_DIR: join(root, 'none') });
    try {
      const res = await fetch(`${server.url}/api/basicSet/getBasicInfo`);
      expect((await res.json()).code).toBe(1);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  }, STARTUP_TIMEOUT_MS + 30_000);
});
