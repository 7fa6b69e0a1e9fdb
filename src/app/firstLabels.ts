// The first screen starts with the labels it shows only: the build cut them out of every dictionary and listed the
// files in index.html (scripts/vite-dictionary-preload.ts) — for the markets screen, and for the screens listed there
// (/user, /order, /trade) with a session, /trade for a visitor too. theme-boot.js chose the part and started its
// download (one place decides); the app loads it as that screen's part, and the full dictionary follows when the
// browser is idle. Any other screen waits for the full one (RouteGate, firstLabelsCover). On the development server
// (no map) the full dictionary loads as before.
import { $language, loadFirstPart } from '../core';
import { currentPath } from './hashLocation';

/** The screen whose part was loaded, besides the markets screen (its labels are in every part). */
let partScreen = '/';

/** Whether the labels loaded first cover the screen at `path` (before the full dictionary is in). */
export function firstLabelsCover(path: string): boolean {
  return path === '/' || path === partScreen;
}

/** What theme-boot.js chose: the part's language, its file and the screen it is for. */
interface FirstLabels {
  lang?: unknown;
  href?: unknown;
  screen?: unknown;
}

export function startFirstLabels(page: { pipkitFirstLabels?: FirstLabels } = globalThis as { pipkitFirstLabels?: FirstLabels }): void {
  const part = page.pipkitFirstLabels;
  const lang = $language.get();
  // Only if it is still true: the language and the screen the app opens with.
  if (part?.lang !== lang || part.screen !== currentPath()) return;
  partScreen = currentPath();
  const url = new URL(String(part.href), document.baseURI).href;
  loadFirstPart(lang, () => import(/* @vite-ignore */ url));
}
