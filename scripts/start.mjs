#!/usr/bin/env node
// `npm start`: the built app and the compiled server on PORT (8080), building first only what is missing or older
// than its sources, so a fresh clone builds once and later starts take about a second. An operator deploying the
// server runs the same `node server/dist/main.js` (docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isStale } from './stale.mjs';

const builds = [
  // The app: its own sources plus the package it composes (widgets and core).
  // The console page is written last by build:app, so it stands for the whole build (a tree built before the
  // console existed rebuilds once).
  { name: 'app', output: 'dist-app/console.html', inputs: ['src', 'vite.config.ts', 'vite.console.config.ts', 'scripts/vite-precompress.ts', 'scripts/vite-dictionary-preload.ts', 'scripts/vite-screen-preload.ts', 'scripts/html-island.ts', 'scripts/first-labels.ts', 'scripts/vite-minify-public.ts', 'scripts/vite-compile-hints.ts', 'scripts/screen-groups.ts'], args: ['run', 'build:app'] },
  // The server: its sources plus the rules it shares with the widgets (bundled in) and the dictionaries it copies.
  { name: 'server', output: 'server/dist/main.js', inputs: ['server', 'src/core'], args: ['run', 'build:server'] },
];
for (const b of builds) {
  if (!isStale(b.output, b.inputs)) continue;
  console.log(`Building the ${b.name} (${existsSync(b.output) ? 'sources changed' : 'no build yet'}) …`);
  const r = spawnSync('npm', b.args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// `--build-only`: what `npm run lighthouse` and other tools call to get a current build without starting.
if (process.argv.includes('--build-only')) process.exit(0);

const child = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
// The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
