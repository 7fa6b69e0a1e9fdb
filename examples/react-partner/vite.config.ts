import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is proxied, so the page and the API share an origin and the reference server needs no CORS setting.
const api = process.env.PIPKIT_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // `pipkit` is linked from ../.. (file:): make sure one React and one styled-components serve the whole page.
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
  server: {
    port: 5174,
    proxy: { '/v1': { target: api, ws: true, changeOrigin: true }, '/api': { target: api, changeOrigin: true } },
  },
});
