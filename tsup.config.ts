import { defineConfig, type Options } from 'tsup';
import { readdirSync, existsSync, rmSync } from 'node:fs';

// The package as partners consume it (docs/embedding.md).
//
// 1. Library entries — ESM + CJS + types, react / react-dom / styled-components external (peer dependencies),
//    runtime dependencies (nanostores, ofetch, lightweight-charts …) external too (tsup leaves `dependencies`
//    to the partner's bundler):
//      dist/core/index.*                 'pipkit' and 'pipkit/core'
//      dist/widgets/<Name>/index.*       'pipkit/widgets/<Name>', one per widget folder with an index.ts
//      dist/widgets/provider/index.*     'pipkit/widgets/provider'  (PipkitProvider, usePipkit, useT) — public:
//                                        every React partner needs the provider around the widgets
//      dist/widgets/theme/index.*        'pipkit/widgets/theme'     (defaultTheme, PipkitTheme) — public, so a
//                                        partner theme can start from the default
//    Not entries: `_*` folders (code shared by several widgets) and `ui/` (primitives the widgets are built from,
//    not a public design system). They end up in shared chunks.
//    Splitting is on, so core stores, the provider's React context and the dictionaries exist once however many
//    widget entries a partner imports; each of the 21 dictionaries is its own lazy chunk.
//
// 2. The embed bundle dist/embed/index.js — one ESM file for any web page (mount(), custom elements) with react,
//    react-dom and styled-components bundled INTO it. The dictionaries stay lazy chunks next to it in dist/embed/.

const NOT_ENTRIES = new Set(['ui']);

const widgets = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !NOT_ENTRIES.has(d.name))
  .filter((d) => existsSync(`src/widgets/${d.name}/index.ts`))
  .map((d) => d.name);

const common: Options = {
  platform: 'browser', // with the default, ofetch and qrcode pull in their Node builds
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Both builds run in parallel and write into dist/: tsup's own clean of one would race with the other's output,
  // so dist/ is emptied once, below, before either starts.
  clean: false,
};

export default defineConfig((cli): Options[] => {
  if (!cli.watch && !cli.outDir) rmSync('dist', { recursive: true, force: true });
  return [
    {
      ...common,
      name: 'lib',
      entry: {
        'core/index': 'src/core/index.ts',
        'widgets/theme/index': 'src/widgets/theme.entry.ts',
        ...Object.fromEntries(widgets.map((w) => [`widgets/${w}/index`, `src/widgets/${w}/index.ts`])),
      },
      format: ['esm', 'cjs'],
      outDir: 'dist',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    },
    {
      ...common,
      name: 'embed',
      entry: { index: 'src/embed/index.ts' },
      format: ['esm'],
      outDir: 'dist/embed',
      // Everything in: a plain HTML page has no bundler and no node_modules.
      noExternal: [/.*/],
      minify: true,
      // React and styled-components read process.env.NODE_ENV; a browser has no `process`.
      env: { NODE_ENV: 'production' },
    },
  ];
});
