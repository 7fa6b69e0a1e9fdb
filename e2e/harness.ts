import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../server/testing-process.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

export interface RunningServer {
  url: string;
  adminToken: string;
  dataDir: string;
  /** Runs `npm run admin -- …` against this server and returns its stdout. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does (its own process, serving the built app), on a random port and a fresh
 * database; from its sources through tsx, so a run needs no server build (`npm start` runs the compiled
 * `server/dist/main.js`, which the deploy test and the cluster benchmark exercise).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-e2e-'));
  const adminToken = randomBytes(24).toString('hex');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // No swap by the clock: a journey crossing the daily rollover would see its balances move (docs/trading.md "Swap").
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, SWAP_CLOCK: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/basicSet/getBasicInfo`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    adminToken,
    dataDir,
    admin: (...args) =>
      new Promise((resolve, reject) => {
        const p = spawn(process.execPath, ['--import', 'tsx', 'server/admin/cli-main.ts', ...args], {
          env: { ...process.env, PIPKIT_URL: url, ADMIN_TOKEN: adminToken },
        });
        let out = '';
        let err = '';
        p.stdout.on('data', (d) => (out += d));
        p.stderr.on('data', (d) => (err += d));
        p.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`admin ${args.join(' ')} failed (${code}): ${err}${out}`))));
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The address of the built app's file that holds `source` (a module as the build's manifest names it, or the end of
 * that name after a `/`; or a chunk's name, as `screen~order` for the chunk a code-splitting group made, which the
 * manifest lists under its file alone): the app's lazy chunks are named by their hash alone, so a test that holds
 * back one screen's file finds it through dist-app/.vite/manifest.json.
 */
export function chunkOf(source: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist-app/.vite/manifest.json', 'utf8')) as Record<string, { file: string; name?: string }>;
  const found = Object.keys(manifest).filter((k) => k === source || k.endsWith(`/${source}`) || manifest[k].name === source);
  if (found.length !== 1) throw new Error(`${source}: ${found.length} modules of that name in dist-app's manifest`);
  return new RegExp(`/${manifest[found[0]].file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/**
 * A fresh context (own storage) and page that fails the test on console errors and warnings (a warning the browser
 * logs on every page, such as a header it cannot read, is a defect too) and failed requests.
 */
export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; language?: string } = {},
) {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 420, height: 860 } });
  // The app's default language is hk (docs/product.md#users-and-modes); a journey that reads English labels asks for
  // 'en'. Only until the page chooses a language of its own: one the journey switches to stays across reloads.
  if (opts.language) {
    await context.addInitScript((l) => localStorage.getItem('pipkit.lang') || localStorage.setItem('pipkit.lang', l), opts.language);
  }
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) problems.push(`requestfailed: ${r.url()} ${failure}`);
  });
  return { context, page, problems };
}
