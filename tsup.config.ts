import { defineConfig, type Options } from 'tsup';
import { readdirSync, existsSync, rmSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { styledCssEsbuild } from './scripts/styled-css';

// The package as partners consume it (docs/embedding.md).
//
// 1. Library entries — ESM + CJS + types, react / react-dom / styled-components external (peer dependencies),
//    runtime dependencies (nanostores, rosetta, lightweight-charts …) external too (tsup leaves `dependencies`
//    to the partner's bundler):
//      dist/core/index.*                 'pipkit' and 'pipkit/core'
//      dist/widgets/<Name>/index.*       'pipkit/<name>' (kebab-case: QuoteList → 'pipkit/quote-list'), one per
//                                        widget folder with an index.ts; package.json "exports" is generated from
//                                        the same folders by scripts/exports.mjs
//      dist/widgets/provider/index.*     'pipkit/provider'  (PipkitProvider, usePipkit, useT) — public:
//                                        every React partner needs the provider around the widgets
//      dist/widgets/theme/index.*        'pipkit/theme'     (defaultTheme, PipkitTheme) — public, so a
//                                        partner theme can start from the default
//    Not entries: `internal/` (code shared by several widgets, see its README) and `ui/` (primitives the widgets are built from,
//    not a public design system). They end up in shared chunks.
//    Splitting is on, so core stores, the provider's React context and the dictionaries exist once however many
//    widget entries a partner imports; each of the 21 dictionaries is its own lazy chunk.
//
// 2. The embed bundle dist/embed/index.js — one ESM file for any web page (mount(), custom elements) with react,
//    react-dom and styled-components bundled INTO it. The dictionaries stay lazy chunks next to it in dist/embed/.
//    Also built as CJS (index.cjs, 'pipkit/embed' under require), so every subpath of the package has both formats.

const NOT_ENTRIES = new Set(['ui', 'internal']);

const widgets = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !NOT_ENTRIES.has(d.name))
  .filter((d) => existsSync(`src/widgets/${d.name}/index.ts`))
  .map((d) => d.name);

const common: Options = {
  platform: 'browser', // with the default, qrcode pulls in its Node build
  // Styled templates' CSS minified and styled components marked pure (scripts/styled-css.ts)
  esbuildPlugins: [styledCssEsbuild()],
  target: 'es2022',
  // Types come from one TypeScript program (emitTypes below), not tsup's per-entry rollup of declarations.
  dts: false,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Both builds run in parallel and write into dist/: tsup's own clean of one would race with the other's output,
  // so dist/ is emptied once, below, before either starts.
  clean: false,
};

// Declarations. tsup's `dts` (rollup-plugin-dts) needed 111 s and 2.6 GB for the Orders entry alone (tsc: 11 s,
// 330 MB) and ran out of heap (4 GB) on all entries here, so the types are emitted by one TypeScript program into
// dist/types/ (the src/ tree), and each entry gets an index.d.ts / index.d.cts that re-exports its module.
// The build fails on any type error in the published sources.
function emitTypes(entries: Record<string, string>): void {
  const started = Date.now();
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram({
    rootNames: Object.values(entries),
    options: {
      ...config.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      rootDir: 'src',
      outDir: 'dist/types',
      types: [],
      skipLibCheck: true,
      ignoreDeprecations: '6.0',
    },
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...program.emit().diagnostics];
  if (diagnostics.length) {
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
    throw new Error(`types: ${diagnostics.length} error(s)\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  addJsExtensions('dist/types');
  for (const [name, source] of Object.entries(entries)) {
    const out = `dist/${name}`;
    const target = relative(dirname(out), `dist/types/${source.replace(/^src\//, '').replace(/\.tsx?$/, '.js')}`);
    const text = `export * from '${target.startsWith('.') ? target : './' + target}';\n`;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(`${out}.d.ts`, text);
    writeFileSync(`${out}.d.cts`, text);
  }
  console.log(`types: dist/types + ${Object.keys(entries).length} entry declarations in ${Date.now() - started} ms`);
}

// The sources import extensionless ('./QuoteRow', '../../core'); partners on moduleResolution node16/nodenext need
// full paths in declarations, so relative specifiers are rewritten to the emitted file ('./QuoteRow.js',
// '../../core/index.js').
function addJsExtensions(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      addJsExtensions(file);
      continue;
    }
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g, (all, lead: string, q: string, spec: string) => {
      if (/\.(js|json)$/.test(spec)) return all;
      const base = join(dirname(file), spec);
      if (existsSync(`${base}.d.ts`)) return `${lead}${q}${spec}.js${q}`;
      if (existsSync(`${base}/index.d.ts`)) return `${lead}${q}${spec.replace(/\/$/, '')}/index.js${q}`;
      return all;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

const libEntries: Record<string, string> = {
  'core/index': 'src/core/index.ts',
  'widgets/theme/index': 'src/widgets/theme.entry.ts',
  ...Object.fromEntries(widgets.map((w) => [`widgets/${w}/index`, `src/widgets/${w}/index.ts`])),
};

export default defineConfig((cli): Options[] => {
  if (!cli.watch && !cli.outDir) rmSync('dist', { recursive: true, force: true });
  return [
    {
      ...common,
      name: 'lib',
      entry: libEntries,
      format: ['esm', 'cjs'],
      outDir: 'dist',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
      // Types of every entry, the embed's included (dist/embed/index.d.ts).
      onSuccess: async () => emitTypes({ ...libEntries, 'embed/index': 'src/embed/index.ts' }),
    },
    {
      ...common,
      name: 'embed',
      entry: { index: 'src/embed/index.ts' },
      format: ['esm', 'cjs'],
      outDir: 'dist/embed',
      // Everything in: a plain HTML page has no bundler and no node_modules.
      noExternal: [/.*/],
      minify: true,
      // React and styled-components read process.env.NODE_ENV; a browser has no `process`.
      env: { NODE_ENV: 'production' },
      // Module scripts are always decoded as UTF-8: keep the dictionaries' scripts as text, not \uXXXX escapes
      // (halves the Arabic, Hindi, Russian and Thai chunks).
      esbuildOptions(o) {
        o.charset = 'utf8';
      },
    },
  ];
});
