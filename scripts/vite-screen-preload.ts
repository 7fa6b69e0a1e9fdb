import type { Plugin } from 'vite';
import { chunkClosure, chunksOf, screenChunk, type Bundle } from './bundle-chunks';
import { insertIsland } from './html-island';

// Lets the page start the code of the screen it opens on with the HTML, instead of once the entry has run and the
// router has asked for it (docs/performance.md "The screen's code with the page").
// - The build writes, for each route named, the chunks its screen's module needs — the screen's chunk and what it
//   imports, recursively, less what the entry already loads — into index.html as a JSON data island (html-island.ts).
// - The classic script public/theme-boot.js adds a <link rel="modulepreload"> for each when the page opens on that
//   route with a stored session: the routes named need one (without it the app sends the visitor to /login).

/** The chunk files each of `screens` (route → the screen module's path under src/) needs beyond the entry's. */
export function screenChunks(bundle: Bundle, screens: Record<string, string>): Record<string, string[]> {
  const entry = chunksOf(bundle).find((c) => c.isEntry);
  if (!entry) throw new Error('screen-preload: no entry chunk');
  const loaded = new Set(chunkClosure(bundle, entry));
  const out: Record<string, string[]> = {};
  for (const [route, source] of Object.entries(screens)) {
    const own = screenChunk(bundle, source);
    if (!own) throw new Error(`screen-preload: no lazy chunk for ${source} (route ${route})`);
    out[route] = chunkClosure(bundle, own, { skip: (c) => loaded.has(c) }).map((c) => `./${c.fileName}`);
  }
  return out;
}

export function screenPreload(screens: Record<string, string>): Plugin {
  let island = '';
  return {
    name: 'pipkit-screen-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre', // before Vite writes index.html (it calls transformIndexHtml from its own generateBundle)
      handler(_options, bundle) {
        island = JSON.stringify(screenChunks(bundle as unknown as Bundle, screens));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!island) throw new Error('screen-preload: the screens were not listed before index.html');
        return insertIsland(html, 'pipkit-screens', island, 'screen-preload');
      },
    },
  };
}
