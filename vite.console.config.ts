import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

// The operator console (docs/operators.md): a second build into the same dist-app, after the app's, so the trader
// app's chunks are exactly what they are without it and not one byte of console code reaches a trader.
export default defineConfig({
  plugins: [react(), precompress()],
  base: './',
  root: 'src/app',
  publicDir: false,
  build: {
    outDir: '../../dist-app',
    emptyOutDir: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: { input: { console: 'src/app/console.html' }, output: { entryFileNames: 'assets/console-[hash].js', chunkFileNames: 'assets/console-[name]-[hash].js' } },
  },
});
