import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './e2e/chromium';

// One test file per core where files wait more than they compute (servers answering, PostgreSQL, the browser's frames and
// screenshots). Vitest's default is one fewer than the cores, which is one on the 2-core CI machine: measured there on
// 2026-12-05, two at a time took `unit` from 201 to 145 s, `unit-pg` from 312 to 196 s and `visual` from 596 to 392 s;
// `stories` took 108 s either way, so it keeps the default; `e2e` keeps one journey at a time (below). At most four:
// every file of `unit-pg` opens its servers' pools (10 connections each) on one cluster of 200 connections.
const perCore = Math.min(availableParallelism(), 4);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: perCore,
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/**/*.pg.test.ts', '**/node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Every server suite again on PostgreSQL (a throwaway cluster per run, a fresh database per server), plus the
        // PostgreSQL-only concurrency suites (*.pg.test.ts). SQLite-only suites (pragmas, statement cache, the
        // process start with DATA_DIR) stay in `unit`.
        test: {
          name: 'unit-pg',
          environment: 'node',
          maxWorkers: perCore,
          include: ['server/**/*.test.ts'],
          exclude: ['server/db/db.test.ts', 'server/db/performance.test.ts', 'server/main.test.ts', '**/node_modules/**'],
          globalSetup: ['server/db/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front so a cold cache never makes Vite reload the page in the middle of a story test.
        optimizeDeps: { include: ['lightweight-charts', 'qrcode', 'react-dom/client', 'styled-components', 'wouter'] },
        test: {
          name: 'stories',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              contextOptions: { viewport: { width: 1280, height: 1024 } },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Visual baselines (docs/visual-testing.md): every story in five variants against visual/__screenshots__/.
        plugins: [react()],
        optimizeDeps: {
          include: [
            'lightweight-charts', 'qrcode', 'react-dom/client', 'styled-components', 'wouter',
            '@storybook/react-vite', '@storybook/react-dom-shim', 'storybook/preview-api', 'storybook/test',
          ],
        },
        test: {
          name: 'visual',
          include: ['visual/*.visual.test.ts'],
          setupFiles: ['visual/setup.ts'],
          testTimeout: 60_000,
          // Each variant's file runs in a page of its own, so two at a time do not share a viewport.
          maxWorkers: perCore,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              contextOptions: { viewport: { width: 1280, height: 1024 }, deviceScaleFactor: 1, timezoneId: 'UTC', locale: 'en-US' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // threshold: per-pixel colour distance (YIQ) treated as equal, absorbs anti-aliasing noise;
                // allowedMismatchedPixelRatio: share of pixels that may still differ. Anything more fails.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: ({ root, arg, ext }) => `${root}/visual/__screenshots__/${arg}${ext}`,
                resolveDiffPath: ({ root, arg, ext }) => `${root}/.tmp/visual-diff/${arg}${ext}`,
              },
            },
          },
        },
      },
      {
        // The attack suite (docs/security.md): fuzzing, cross-user access, races, crashes, uploads, proxies, sockets;
        // each file prints what it tried and what failed per category.
        test: {
          name: 'attack',
          environment: 'node',
          include: ['attack/**/*.attack.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The attacks a database answers differently on PostgreSQL: hostile values it refuses where SQLite keeps them
        // (a NUL character), and races decided by row locks instead of SQLite's one writer.
        test: {
          name: 'attack-pg',
          environment: 'node',
          include: ['attack/fuzz.attack.ts', 'attack/cross-user.attack.ts', 'attack/races.attack.ts'],
          globalSetup: ['server/db/postgres-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The deployment path (docs/deploy.md): the packed server installed with --omit=dev and started with node.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['deploy/**/*.deploy.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One journey at a time: each starts its own server and Chromium and waits on what the screen shows, and
          // two at once were never tried on the 2-core machine.
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
