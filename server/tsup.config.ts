import { defineConfig } from 'tsup';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';

// The production build of the server (docs/deploy.md): plain JavaScript for `node dist/main.js`, no tsx at run time.
//
// - Entries: dist/main.js (the server) and dist/cli.js (the admin CLI); shared code lands in chunks next to them.
// - Everything in this package's `dependencies` stays external (tsup's default) and is installed by
//   `npm ci --omit=dev -w server`; the pure rules the server shares with the widgets (src/core/money, links, article,
//   instrument names, trading sessions) are bundled in, so the client package never has to be installed next to the server.
// - The dictionaries are data, read at run time: copied to dist/i18n/server (the server's messages) and
//   dist/i18n/app (the app's ledger and content texts). server/i18n/files.ts finds them there or in the sources.
export default defineConfig({
  entry: { main: 'main.ts', cli: 'admin/cli-main.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: true,
  dts: false,
  onSuccess: async () => {
    const copy = (from: string, to: string) => {
      mkdirSync(to, { recursive: true });
      for (const f of readdirSync(from)) if (/^[a-z]+\.json$/.test(f)) cpSync(`${from}/${f}`, `${to}/${f}`);
    };
    copy('i18n', 'dist/i18n/server');
    copy('../src/core/i18n', 'dist/i18n/app');
  },
});
