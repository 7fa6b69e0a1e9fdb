import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { firstScreenKeys, pickKeys } from './first-labels';
import { chunkClosure, holdsScreen, screenChunk, type Bundle, type Chunk } from './bundle-chunks';
import { insertIsland } from './html-island';

// Lets the page start the dictionary of the person's language with the HTML instead of after the app's code has run
// (one round trip less before the first screen, which waits for its labels), and lets the markets screen start with
// only the labels it shows.
// - The build writes a map of language → chunk file into index.html as a JSON data island (not executed, so the
//   page's CSP stays 'self'-only): `full` holds every language's dictionary chunk, `first` every language's first part.
// - A first part holds the keys that the entry chunk's own source names — the code of the first screen — so it
//   follows the code by itself (first-labels.ts); src/app/firstLabels.ts loads it when the app opens on
//   the markets screen, and the full dictionary follows when the browser is idle (src/core/i18n loadFirstPart).
//   `alsoFirst` adds the keys of lazily loaded parts that may show over the first screen before the full dictionary
//   is in — or instead of it, when the connection drops before it came (the connection banner).
// - `screens` (route → the screen module's path under src/) gets each listed screen a first part of its own, in
//   `screens`: the keys of the markets part plus those the screen's code names — its chunk and every chunk it loads,
//   statically or lazily (a dialog may open before the full dictionary is in), less the dictionaries and other screens.
// - The classic script public/theme-boot.js reads the remembered language and the route and adds a
//   <link rel="modulepreload"> for the part or the full dictionary.

const DICTIONARY = /[/\\]src[/\\]core[/\\]i18n[/\\]([a-z]+)\.json$/;
const OWN_SOURCE = /[/\\]src[/\\].*\.tsx?$/;

const ownSources = (chunk: Chunk) => (chunk.moduleIds ?? []).filter((id) => OWN_SOURCE.test(id) && !id.includes('node_modules'));

/** The app's own modules in the screen `source`'s chunk and every chunk it loads, save dictionaries and other screens. */
export function screenSources(bundle: Bundle, source: string): string[] {
  const own = screenChunk(bundle, source);
  if (!own) throw new Error(`dictionary-preload: no lazy chunk for ${source}`);
  const skip = (c: Chunk) => c.isEntry || (c !== own && holdsScreen(c)) || (c.moduleIds ?? []).some((m) => DICTIONARY.test(m));
  return chunkClosure(bundle, own, { lazy: true, skip }).flatMap(ownSources);
}

export function dictionaryPreload({ alsoFirst = [], screens = {} }: { alsoFirst?: RegExp[]; screens?: Record<string, string> } = {}): Plugin {
  let island = '';
  return {
    name: 'pipkit-dictionary-preload',
    apply: 'build',
    generateBundle: {
      // Before the HTML is written (Vite writes index.html in its own generateBundle, calling transformIndexHtml).
      order: 'pre',
      handler(_options, bundle) {
        const full: Record<string, string> = {};
        const files: Record<string, string> = {};
        let entrySources: string[] = [];
        const companions = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry) entrySources = ownSources(chunk as unknown as Chunk);
          for (const id of chunk.moduleIds) if (OWN_SOURCE.test(id) && alsoFirst.some((re) => re.test(id))) companions.add(id);
          if (!chunk.isDynamicEntry) continue;
          const id = chunk.moduleIds.find((m) => DICTIONARY.test(m));
          if (id) {
            const lang = DICTIONARY.exec(id)![1];
            full[lang] = `./${chunk.fileName}`;
            files[lang] = id;
          }
        }
        if (Object.keys(full).length === 0) throw new Error('dictionary-preload: no dictionary chunks found in the bundle');
        if (entrySources.length === 0) throw new Error('dictionary-preload: no entry chunk with the app’s own modules');
        for (const re of alsoFirst) if (![...companions].some((id) => re.test(id))) throw new Error(`dictionary-preload: no module matches ${re}`);
        const dictionaries = Object.fromEntries(Object.keys(full).map((lang) => [lang, JSON.parse(readFileSync(files[lang], 'utf8')) as Record<string, unknown>]));
        /** Each language's part with the keys `moduleIds` name, as files named `first-<name>`. */
        const cut = (moduleIds: string[], name: string) => {
          const keys = firstScreenKeys([...new Set(moduleIds)].map((id) => readFileSync(id, 'utf8')), Object.keys(dictionaries.en));
          const out: Record<string, string> = {};
          for (const [lang, dictionary] of Object.entries(dictionaries)) {
            const source = `export default ${JSON.stringify(pickKeys(dictionary, keys))};\n`;
            const fileName = `assets/first-${name}${lang}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
            this.emitFile({ type: 'asset', fileName, source });
            out[lang] = `./${fileName}`;
          }
          return out;
        };
        const markets = [...entrySources, ...companions];
        const first = cut(markets, '');
        const parts = Object.fromEntries(
          Object.entries(screens).map(([route, source]) => [route, cut([...markets, ...screenSources(bundle as unknown as Bundle, source)], `${route.slice(1)}-`)]),
        );
        island = JSON.stringify({ full, first, screens: parts });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!island) throw new Error('dictionary-preload: the dictionary map was not made before index.html');
        return insertIsland(html, 'pipkit-dictionaries', island, 'dictionary-preload');
      },
    },
  };
}
