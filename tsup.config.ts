import { defineConfig } from 'tsup';
import { readdirSync, existsSync } from 'node:fs';

// One entry per widget plus core, so partners pay only for what they embed.
const widgets = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/widgets/${d.name}/index.ts`))
  .map((d) => d.name);

export default defineConfig({
  entry: {
    'core/index': 'src/core/index.ts',
    ...Object.fromEntries(widgets.map((w) => [`widgets/${w}/index`, `src/widgets/${w}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  outDir: 'dist',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
