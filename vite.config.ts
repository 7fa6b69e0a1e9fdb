import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';
import { compileHints } from './scripts/vite-compile-hints';
import { dictionaryPreload } from './scripts/vite-dictionary-preload';
import { screenPreload } from './scripts/vite-screen-preload';
import { screenGroups } from './scripts/screen-groups';
import { minifyPublicScripts } from './scripts/vite-minify-public';
import { styledCssVite } from './scripts/styled-css';
import { insertIsland } from './scripts/html-island';
import { FIRST_ASKS } from './src/app/firstAsks';

// The app build: served by the reference server from dist-app (relative base so it works under any path).

// Lazily loaded parts whose labels travel with the markets screen's first labels: they may show before the full
// dictionary is in, or instead of it when the connection drops first (the connection banner).
const DICTIONARY = /[/\\]src[/\\]core[/\\]i18n[/\\][a-z]+\.json$/;

const FIRST_SCREEN_COMPANIONS = [/[/\\]src[/\\]widgets[/\\]ConnectionStatus[/\\]/];

// Every module the entry imports statically goes into one first-load chunk: one file compresses better than the dozen
// small shared chunks the bundler would otherwise cut between the entry and the lazy screens (docs/performance.md).
// Without the dependencies of what it captures: the core barrel re-exports every endpoint group, and those only later
// screens use stay with those screens.
// The screens whose code the page starts with the HTML when it opens on them with a session, or for a visitor on one
// that shows to visitors (/trade; theme-boot.js): their largest paint waits for it. /trade since its code on a phone
// is 22 kB in three files (docs/performance.md "`/trade`'s code with the page"; with 31 kB in fifteen it had slowed
// the entry for no gain). Each also gets its own first part of the dictionary (the labels its code names), as the
// markets screen has.
const PRELOADED_SCREENS = { '/user': 'app/screens/UserScreen.tsx', '/order': 'app/screens/OrderScreen.tsx', '/trade': 'app/screens/TradeScreen.tsx' };
// What loads without the preloaded screens' code: the sign-in screens, where a visitor lands (a session that ended
// sends them to /login), and the keyboard shortcuts' listener, on every screen after its first content. What the
// preloaded screens share with these is a chunk of its own (scripts/screen-groups.ts), so neither loads the other's.
const LOADED_APART = ['app/screens/LoginScreen.tsx', 'app/screens/RegisterScreen.tsx', 'app/screens/ForgotScreen.tsx', 'app/KeyboardShortcuts.tsx'];

const ICON = `data:image/svg+xml,${encodeURIComponent(readFileSync(new URL('./src/app/public/icon.svg', import.meta.url), 'utf8').trim())}`;

export default defineConfig({
  plugins: [
    styledCssVite(),
    react(),
    dictionaryPreload({ alsoFirst: FIRST_SCREEN_COMPANIONS, screens: PRELOADED_SCREENS }),
    screenPreload(PRELOADED_SCREENS),
    // The requests those screens' first content waits for, which theme-boot.js sends with the page (src/app/firstAsks.ts).
    {
      name: 'pipkit-first-asks',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: (html) => insertIsland(html, 'pipkit-asks', JSON.stringify(FIRST_ASKS), 'first-asks') },
    },
    // The page names its icon inline (public/icon.svg as a data: address, a few hundred bytes of the page) instead
    // of leaving the browser to ask for /favicon.ico: on a phone's first load that request went ahead of
    // theme-boot.js and what it starts (docs/performance.md "The icon in the page").
    {
      name: 'pipkit-inline-icon',
      transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: ICON }, injectTo: 'head' }],
    },
    minifyPublicScripts(),
    // The entry and the chart library compiled while they download (docs/performance.md "Compile hints").
    compileHints([/[/\\]node_modules[/\\]lightweight-charts[/\\]/]),
    precompress(),
  ],
  base: './',
  root: 'src/app',
  publicDir: 'public',
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/react-sync-external-store.ts', import.meta.url)) },
      { find: /^stylis$/, replacement: fileURLToPath(new URL('./src/app/stylis.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist-app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: which file holds which module, now that the lazy chunks' names say nothing (the tests
    // find a screen's chunk by it). The server does not serve it (dot folders are not served).
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari since 17, Firefox since 115); an older one
    // still runs the app, fetching a screen's chunks one after another, so the polyfill is not in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'], includeDependenciesRecursively: false },
            // The screens whose code the page preloads get that code in three chunks each: their own, what they
            // share, what they share with what loads apart (docs/performance.md "A preloaded screen's code in few
            // files", "`/trade`'s code with the page").
            screenGroups(PRELOADED_SCREENS, LOADED_APART, DICTIONARY),
            // The code the lazy screens share, in one chunk per set of screens that use it (docs/performance.md "Fewer,
            // larger chunks"). No small part is joined to a neighbour: joining those under 8 kB made each screen load
            // code of others it never runs (/user loaded the order list's: 28 kB instead of 4.6), for fewer files.
            { name: 'shared', minShareCount: 2, entriesAware: true, test: (id: string) => !DICTIONARY.test(id) },
          ],
        },
        // The entry names every lazy chunk it may load (about 110 names), and a hash does not compress: 7 characters
        // of base64 (42 bits; the fewest the bundler allows for this many chunks) instead of 8 take ~0.1 kB off the
        // first load.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) => (DICTIONARY.test(chunk.facadeModuleId ?? '') ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/manifest.json': 'http://localhost:8080', '/v1': { target: 'http://localhost:8080', ws: true } } },
});
