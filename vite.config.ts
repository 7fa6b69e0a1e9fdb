import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';
import { dictionaryPreload } from './scripts/vite-dictionary-preload';

// The app build: served by the reference server from dist-app (relative base so it works under any path).
export default defineConfig({
  plugins: [react(), dictionaryPreload(), precompress()],
  base: './',
  root: 'src/app',
  publicDir: 'public',
  build: { outDir: '../../dist-app', emptyOutDir: true, chunkSizeWarningLimit: 900, rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } } },
  server: { proxy: { '/api': 'http://localhost:8080', '/v1': { target: 'http://localhost:8080', ws: true } } },
});
