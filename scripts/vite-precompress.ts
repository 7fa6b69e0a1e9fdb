import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, once, at build time, so
// the server sends the best encoding the browser accepts without compressing on each request (@fastify/static
// `preCompressed`). A copy is kept only when it is smaller than the original. The gzip copies come from Zopfli, which
// writes ordinary gzip 3–5 % smaller than zlib's best level at a cost paid once per build (about 25 s for the app).

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// Below this a copy saves too little to be worth a file (the runtime chunk and theme-boot.js are above it).
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.')) continue; // the build's own records (.vite/manifest.json), never served
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pipkit-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const path of files(outDir)) {
        // A second build into the same folder (the console's) leaves the first one's copies as they are.
        if (existsSync(`${path}.gz`) && statSync(`${path}.gz`).mtimeMs >= statSync(path).mtimeMs) continue;
        const raw = readFileSync(path);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = await gzipAsync(raw, { numiterations: 15 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
