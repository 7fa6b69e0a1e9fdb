import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

// The journeys drive the built app as served by the real server; build it when a run starts without one.
export default function setup() {
  if (!existsSync('dist-app/index.html') || !existsSync('dist-app/console.html')) execSync('npm run build:app', { stdio: 'inherit' });
}
