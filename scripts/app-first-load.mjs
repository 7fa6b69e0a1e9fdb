#!/usr/bin/env node
// The app's first-load budget (part of `npm run size`, so `npm test` enforces it; docs/performance.md): the JavaScript
// that / loads before it can show its first screen — every script index.html starts (theme-boot.js, the entry, its
// modulepreloads) plus the first screen's labels in the default language, which theme-boot.js preloads. Two figures:
//   sent — the bytes on the wire: the .br copies the build wrote and the server sends (brotli, Accept-Encoding: br);
//   gzip — the .gz copies the build wrote (Zopfli), what a browser that does not accept brotli receives.
// Run `npm run build:app` first.
import { readFileSync, existsSync } from 'node:fs';

// Limits: the target of ≤ 110 kB for both, a kB being 1,000 bytes (the stricter reading; until 2026-12-05 this counted
// 1,024). 2026-12-05: sent 96.8 kB, gzip 107.9 kB. react-dom alone is 62 kB of the gzip figure; docs/performance.md
// lists what the rest is and how the first screen keeps to it.
const KB = 1000;
const LIMITS_KB = { sent: 110, gzip: 110 };

if (!existsSync('dist-app/index.html')) {
  console.error('app first load: dist-app is missing; run `npm run build:app` first');
  process.exit(1);
}
const html = readFileSync('dist-app/index.html', 'utf8');
const scripts = [...html.matchAll(/<script[^>]*\ssrc="\.\/([^"]+)"|<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g)].map((m) => m[1] ?? m[2]);
const island = /<script type="application\/json" id="pipkit-dictionaries">([^<]+)<\/script>/.exec(html);
if (!island) {
  console.error('app first load: index.html has no dictionary map (scripts/vite-dictionary-preload.ts)');
  process.exit(1);
}
// On the markets screen theme-boot.js preloads the first screen's part of the dictionary; the rest comes when idle.
const files = [...scripts, JSON.parse(island[1]).first.hk.replace('./', '')];
const total = { sent: 0, gzip: 0 };
console.log('     sent     gzip  file');
for (const f of files) {
  const path = `dist-app/${f}`;
  const sent = readFileSync(existsSync(`${path}.br`) ? `${path}.br` : path).length / KB;
  const gzip = readFileSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).length / KB;
  total.sent += sent;
  total.gzip += gzip;
  console.log(`  ${sent.toFixed(1).padStart(7)}  ${gzip.toFixed(1).padStart(7)}  ${f}`);
}
let ok = true;
for (const k of ['sent', 'gzip']) {
  const over = total[k] > LIMITS_KB[k];
  if (over) ok = false;
  console.log(`app first load (/), ${k}: ${total[k].toFixed(1)} kB of JavaScript, limit ${LIMITS_KB[k]} kB${over ? '  ✗ over the budget' : ''}`);
}
process.exit(ok ? 0 : 1);
