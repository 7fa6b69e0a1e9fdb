import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` proxies the API, so the page and the API share an origin and the reference server needs no CORS
// setting. A build served elsewhere takes `?api=<origin>` (the server's CORS_ORIGINS must list the site's origin).
const api = process.env.PIPKIT_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // `pipkit` is linked from ../.. (file:), so it resolves through the package's exports map to dist/ like a
  // published install. One React and one styled-components serve the whole page.
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
  server: {
    port: 5174,
    proxy: { '/v1': { target: api, ws: true, changeOrigin: true }, '/api': { target: api, changeOrigin: true } },
  },
});
