// The markets screen starts with the labels it shows only: the build cut them out of every dictionary and listed the
// files in index.html (scripts/vite-dictionary-preload.ts; theme-boot.js has already started the download). The full
// dictionary follows when the browser is idle, and any other screen waits for it (RouteGate). Opening the app on
// another route, or the development server (no map), loads the full dictionary as before.
import { $language, loadFirstPart } from '../core';
import { currentPath } from './hashLocation';

export function startFirstLabels(): void {
  if (currentPath() !== '/') return;
  let href: string | undefined;
  try {
    const map = JSON.parse(document.getElementById('pipkit-dictionaries')?.textContent || '{}') as { first?: Record<string, string> };
    href = map.first?.[$language.get()];
  } catch {
    return; // a damaged page: the full dictionary loads as usual
  }
  if (!href) return;
  const url = new URL(href, document.baseURI).href;
  loadFirstPart($language.get(), () => import(/* @vite-ignore */ url));
}
