import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

// The journeys drive the built app as served by the real server; build it when a run starts without one. As a
// production build: vitest sets NODE_ENV=test, which a child's Vite would take over and bundle React's development
// build (1.5× the bytes, several times the main-thread time), leaving it in dist-app for `npm start` and the audits.
export default function setup() {
  if (!existsSync('dist-app/index.html') || !existsSync('dist-app/console.html')) {
    execSync('npm run build:app', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
}
