import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';

// Scripts in the public folder (theme-boot.js) are copied as they are written — with the comments that say why —
// and the page loads them before its first paint; the build minifies the copies, before they are precompressed.

export function minifyPublicScripts(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'pipkit-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre', // before pipkit-precompress writes the .br and .gz copies
      handler() {
        if (!publicDir || !existsSync(publicDir)) return;
        for (const name of readdirSync(publicDir).filter((n) => n.endsWith('.js'))) {
          const path = join(outDir, name);
          const result = minifySync(name, readFileSync(path, 'utf8'), { compress: true, mangle: true });
          if (result.errors.length) throw new Error(`minify-public: ${name}: ${result.errors.map((e) => e.message).join('; ')}`);
          writeFileSync(path, result.code);
        }
      },
    },
  };
}
