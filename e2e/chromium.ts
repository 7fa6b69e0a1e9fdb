import { existsSync } from 'node:fs';

// Flags this machine needs for headless Chromium (no sandbox as root, no network beyond loopback).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}; install Debian's chromium or set CHROMIUM_PATH`);
  return path;
}
