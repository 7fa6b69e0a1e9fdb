#!/usr/bin/env node
// package.json "exports", generated from the widget folders (the same list tsup.config.ts builds and .size-limit.js
// measures): one subpath per widget, kebab-case of its folder (QuoteList → pipkit/quote-list), plus core ('.' and
// ./core), provider, theme, embed and ./package.json. Every subpath has ESM and CJS, each with its own types
// (.d.ts for import, .d.cts for require). "typesVersions" is generated too (TypeScript's node10 resolution).
//   node scripts/exports.mjs           rewrites package.json when it is out of date
//   node scripts/exports.mjs --check   fails (exit 1) when package.json is out of date (npm test)
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';

// Widget folders that are entries: those with an index.ts, except `_*` (shared code) and `ui` (primitives).
export const widgets = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== 'ui' && d.name !== 'internal' && existsSync(`src/widgets/${d.name}/index.ts`))
  .map((d) => d.name)
  .sort();

export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const entry = (dir) => ({
  import: { types: `./dist/${dir}/index.d.ts`, default: `./dist/${dir}/index.js` },
  require: { types: `./dist/${dir}/index.d.cts`, default: `./dist/${dir}/index.cjs` },
});

export function buildExports() {
  const subpaths = {
    '.': entry('core'),
    './core': entry('core'),
    ...Object.fromEntries(widgets.filter((w) => w !== 'provider').map((w) => [`./${kebab(w)}`, entry(`widgets/${w}`)])),
    './provider': entry('widgets/provider'),
    './theme': entry('widgets/theme'),
    './embed': entry('embed'),
    './package.json': './package.json',
  };
  return subpaths;
}

// TypeScript's moduleResolution "node10" (formerly "node") does not read "exports"; "typesVersions" points it at the
// same declarations (the require ones: node10 resolves as CommonJS), so `import … from 'pipkit/quote-list'` has types
// there too (attw's node10 column).
export function buildTypesVersions(subpaths = buildExports()) {
  const paths = {};
  for (const [key, value] of Object.entries(subpaths)) {
    if (key === '.' || typeof value === 'string') continue;
    paths[key.slice(2)] = [value.require.types];
  }
  return { '*': paths };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const text = readFileSync('package.json', 'utf8');
  const pkg = JSON.parse(text);
  const wanted = buildExports();
  const wantedTypes = buildTypesVersions(wanted);
  if (JSON.stringify(pkg.exports) === JSON.stringify(wanted) && JSON.stringify(pkg.typesVersions) === JSON.stringify(wantedTypes)) {
    console.log(`exports: package.json is up to date (${Object.keys(wanted).length} subpaths)`);
  } else if (check) {
    const have = Object.keys(pkg.exports ?? {});
    const want = Object.keys(wanted);
    const missing = want.filter((k) => !have.includes(k));
    const extra = have.filter((k) => !want.includes(k));
    console.error('exports: package.json "exports" or "typesVersions" is out of date; run `node scripts/exports.mjs`');
    if (missing.length) console.error(`  missing: ${missing.join(' ')}`);
    if (extra.length) console.error(`  not an entry: ${extra.join(' ')}`);
    process.exit(1);
  } else {
    // Only "exports" and "typesVersions" are replaced; the other keys keep their order.
    pkg.exports = wanted;
    if (!pkg.typesVersions) {
      // Placed right after "exports" on first write.
      const entries = Object.entries(pkg);
      const at = entries.findIndex(([k]) => k === 'exports') + 1;
      entries.splice(at, 0, ['typesVersions', wantedTypes]);
      Object.keys(pkg).forEach((k) => delete pkg[k]);
      Object.assign(pkg, Object.fromEntries(entries));
    }
    pkg.typesVersions = wantedTypes;
    writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`exports: package.json updated (${Object.keys(wanted).length} subpaths)`);
  }
}
