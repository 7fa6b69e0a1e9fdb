#!/usr/bin/env node
// Re-encodes the visual baselines (visual/__screenshots__/**/*.png) losslessly and smaller: vitest writes RGBA with
// an alpha channel that is always opaque in a screenshot; this writes RGB at the highest deflate level (~15 %
// smaller). A file with any non-opaque pixel is left as it is. Run by `npm run test:visual:update`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const root = process.argv[2] ?? 'visual/__screenshots__';
let before = 0, after = 0, files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.png')) optimise(path);
  }
}
function optimise(path) {
  const buf = readFileSync(path);
  files++;
  before += buf.length;
  const png = PNG.sync.read(buf);
  let opaque = true;
  for (let i = 3; i < png.data.length; i += 4) if (png.data[i] !== 255) { opaque = false; break; }
  const out = opaque ? PNG.sync.write(png, { colorType: 2, inputColorType: 6, deflateLevel: 9, deflateStrategy: 1 }) : buf;
  if (out.length < buf.length) writeFileSync(path, out);
  after += Math.min(out.length, buf.length);
}
walk(root);
console.log(`visual-optimize: ${files} PNGs, ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB`);
