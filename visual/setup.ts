// Setup of the `visual` vitest project (see docs/visual-testing.md): the stories render exactly as in Storybook
// (preview.tsx's decorators, loaders and globals through portable stories), with everything that could make two
// runs, or two machines, paint differently pinned down.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-mono/400.css';
import '@fontsource/noto-sans-mono/700.css';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeEach, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as core from '../src/core';
import { defaultTheme } from '../src/widgets/theme';

// Fonts: bundled web fonts (npm packages with pinned versions) instead of whatever the machine has installed.
// darkTheme and every theme made by createTheme or a `{ ...defaultTheme }` spread share this `fonts` object, so
// the nested providers of provider.stories.tsx get the pinned fonts too.
Object.assign(defaultTheme.fonts, {
  body: '"Noto Sans", "Noto Sans Arabic", sans-serif',
  mono: '"Noto Sans Mono", monospace',
});

// No motion, no blinking caret, no smooth scrolling: a screenshot is taken of the final state.
const style = document.createElement('style');
style.textContent = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
  }
  html, body { margin: 0; padding: 0; }
`;
document.head.append(style);

setProjectAnnotations([preview]);

// A play's waitFor and findBy give up after 1 s by default: enough in the `stories` project, but here each story is
// also painted, settled and compared on the same two cores, and a bound story's play once ran out of time on a busy
// CI machine (it was then captured as first rendered, and failed against its baseline). A play that passes takes
// the same time either way; only one that would have failed waits longer.
configure({ asyncUtilTimeout: 5000 });

/** A small seeded generator (mulberry32): Math.random gives the same sequence in every story on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The frozen "now" of every story: relative times ("5 min ago"), countdowns and default dates never move. */
export const FROZEN_NOW = new Date('2026-03-02T09:30:00Z');

// In the `stories` project every stories file gets a fresh page; here all the stories files of a variant share one
// page. So the first story of each file starts from the state the page had before any story ran (resetPageState):
// the page-wide core stores ($settings) at their initial values, empty storage and no cookies (session, balance,
// quotes and orders belong to each story's own client, so there is nothing of theirs to reset).
// Later stories of the same file see what the earlier ones left, exactly as in the `stories` project.
const I18N = new Set(['$t', '$i18nReady', '$loadedLanguages', '$language']);
type Store = { get(): unknown; set(v: unknown): void };
const initialStores = Object.entries(core)
  .filter(([name, v]) => name.startsWith('$') && !I18N.has(name) && typeof (v as Store)?.set === 'function')
  .map(([, v]) => [v as Store, (v as Store).get()] as const);

export function resetPageState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const [store, value] of initialStores) store.set(value);
}

// Short timers the story schedules (the minimum "Refreshing…" time, a search debounce, a frame callback) are
// counted, so the screenshot waits for them to fire instead of catching the page half-way (see settle() in
// stories.visual.ts). Longer ones (a toast's 2.5 s life, testing-library's 1 s waitFor guard) are not waited for.
const SHORT_TIMER_MS = 800;
const pending = new Map<number, number>(); // id → when it is due
const realSetTimeout = window.setTimeout.bind(window);
const realClearTimeout = window.clearTimeout.bind(window);
window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
  const ms = Number(timeout) || 0;
  if (typeof handler !== 'function' || ms > SHORT_TIMER_MS) return realSetTimeout(handler, timeout, ...args);
  const id: number = realSetTimeout(() => {
    pending.delete(id);
    (handler as (...a: unknown[]) => void)(...args);
  }, ms);
  pending.set(id, performance.now() + ms);
  return id;
}) as typeof window.setTimeout;
window.clearTimeout = ((id?: number) => {
  if (id !== undefined) pending.delete(id);
  realClearTimeout(id);
}) as typeof window.clearTimeout;

/** Waits on the real clock, outside the short-timer count. */
export const sleep = (ms: number) => new Promise<void>((r) => realSetTimeout(r, ms));

/** Resolves once every short timer is due and has run (or after `max` ms, for stories that keep scheduling them). */
export async function shortTimersDone(max = 2000): Promise<void> {
  const until = performance.now() + max;
  for (;;) {
    const now = performance.now();
    for (const [id, due] of pending) if (due + 100 < now) pending.delete(id); // cleared by a captured clearTimeout
    if (!pending.size || now > until) return;
    await new Promise((r) => realSetTimeout(r, 20));
  }
}

beforeEach(() => {
  // Only Date is faked: timers keep running, so play functions, waitFor and the chart's animation frames work.
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
  Math.random = seeded(20260302);
});
