// Visual baselines: every story of stories/*.stories.tsx, rendered through Storybook's portable stories (so
// preview.tsx's provider, loaders and globals apply, and the play function runs, leaving dialogs open as in the
// `stories` project), screenshotted and compared with the committed PNGs in visual/__screenshots__/<variant>/.
// One test file per variant (*.visual.test.ts): each gets a fresh page, so the module-level state of a stories
// file (a fake server's records) starts clean in every variant. See docs/visual-testing.md.
import { composeStory } from '@storybook/react-vite';
import { composeStories } from 'storybook/preview-api';
import type { ComposedStoryFn, StoryAnnotations, Store_CSFExports } from 'storybook/internal/types';
import { beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { offTheScreen } from './offTheScreen';
import { resetPageState, shortTimersDone, sleep } from './setup';

export interface Variant {
  theme: 'light' | 'dark';
  locale: string;
  width: number;
  height: number;
}

// Mobile 375 px and desktop 1280 px, light and dark; one right-to-left language (Arabic) at mobile width.
export const VARIANTS = {
  'light-375': { theme: 'light', locale: 'en', width: 375, height: 812 },
  'dark-375': { theme: 'dark', locale: 'en', width: 375, height: 812 },
  'light-1280': { theme: 'light', locale: 'en', width: 1280, height: 800 },
  'dark-1280': { theme: 'dark', locale: 'en', width: 1280, height: 800 },
  'ar-rtl-375': { theme: 'light', locale: 'ar', width: 375, height: 812 },
} satisfies Record<string, Variant>;

// Stories left out of the screenshots, by story id or `<variant>/<story id>`, each with its reason (they still run
// in the `stories` project).
const SKIP: Record<string, string> = {
  'ar-rtl-375/funds-ledger--bound-with-fake-server':
    'rendered without its play function here, so whether the infinite list has fetched its second page when the ' +
    'screenshot is taken depends on timing; the play function that waits for it runs in the other four variants',
  'ar-rtl-375/trading-order-pairs--bound':
    'rendered without its play function here, so whether the fake server has answered the pending list when the ' +
    'screenshot is taken depends on timing; the play function that waits for it runs in the other four variants',
  'ar-rtl-375/trading-orders--bound-pending-paused':
    'rendered without its play function here, so whether the trader\'s limits have been read (the notice shown or ' +
    'not) when the screenshot is taken depends on timing; the play function that waits for it runs elsewhere',
  'ar-rtl-375/trading-orders--bound-history-note-search':
    'rendered without its play function here, so whether the history has loaded when the screenshot is taken ' +
    'depends on timing; the play function that waits for it runs in the other four variants',
  'ar-rtl-375/auth-loginform--passkey-autofill-bound':
    'rendered without its play function here, so whether the passkey picked as the form shows has signed in (the ' +
    'buttons busy or not) when the screenshot is taken depends on timing; the play function waits for it elsewhere',
};

// At phone width nothing may run past the screen's edge (offTheScreen): the operator's user page in Arabic and the
// console's books once did. Stories drawn wider than a phone on purpose are left out, each with its reason.
const WIDER: Record<string, string> = {
  'account-register--long-area-name-on-phone': 'drawn in a 390 px box: the phone the story is about',
  'trading-chart--resizes': 'drawn 700 px wide, then narrowed by its play to show the chart follows its box',
};

// The tester iframe is the viewport: content below its bottom edge would be captured blank, so a story taller than
// the variant's screen gets a viewport as tall as itself (capped, to keep the images small).
const MAX_HEIGHT = 3000;
let viewport = { width: 0, height: 0 };
async function setViewport(width: number, height: number) {
  if (viewport.width === width && viewport.height === height) return;
  await page.viewport(width, height);
  viewport = { width, height };
}

/**
 * Waits until the story has painted its final frame: lazy parts, pending short timers, web fonts, images, canvases
 * (the chart paints on animation frames) and a few animation frames.
 */
async function settle(root: HTMLElement) {
  // A chart draws once lightweight-charts has arrived (ChartView imports it on first use).
  for (let i = 0; i < 500 && root.querySelector('[data-chart-pending]'); i++) await new Promise((r) => setTimeout(r, 10));
  // So does an inline lazy part (an order's tools in its detail) once its code has come.
  for (let i = 0; i < 500 && root.querySelector('[data-part-loading]'); i++) await new Promise((r) => setTimeout(r, 10));
  await shortTimersDone();
  root.getBoundingClientRect(); // style and layout now, so the fonts the text needs start loading
  await document.fonts.ready;
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
  );
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  await document.fonts.ready;
}

/**
 * Dialogs, toasts, the spinner and the tab bar are position: fixed and may paint outside the story's own box; the
 * captured box grows to cover them (an element screenshot keeps the images small, not the whole page).
 */
function coverFixedDescendants(root: HTMLElement) {
  const box = root.getBoundingClientRect();
  let bottom = box.bottom;
  for (const node of root.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(node).position !== 'fixed') continue;
    const r = node.getBoundingClientRect();
    // A little room below for its shadow, within the viewport.
    if (r.width && r.height) bottom = Math.max(bottom, Math.min(window.innerHeight, r.bottom + 24));
  }
  if (bottom > box.bottom) root.style.minHeight = `${Math.ceil(bottom - box.top)}px`;
}

/** Copies an image vitest wrote, as it is now; resolves to whether there was one. */
const keep = (from: string, to: string) =>
  commands.readFile(from, 'base64').then(
    (data) => commands.writeFile(to, data, 'base64').then(() => true),
    () => false,
  );

/**
 * `toMatchScreenshot` against visual/__screenshots__/<name>.png. When it fails, vitest 4.1 writes its images (the
 * -actual and -diff of a mismatch; under CI the screenshot of a story that has no baseline yet) but then never
 * settles the assertion: it hangs recording them as test artifacts until the test times out without saying why.
 * So a failure is detected by those files appearing and reported here, with their paths.
 * `expect.element` also goes on retrying the assertion after that, screenshotting whatever the element shows while
 * later stories run and writing over the -actual and -diff images; the images of the failure itself are copied to
 * .tmp/visual-failed/ the moment they are seen, and the report names those copies.
 */
async function matchScreenshot(root: HTMLElement, name: string, playError?: unknown) {
  const actual = `.tmp/visual-diff/${name}-actual.png`;
  const diff = `.tmp/visual-diff/${name}-diff.png`;
  const unreferenced = `.tmp/visual-diff/${name}-reference.png`;
  const kept = `.tmp/visual-failed/${name}`;
  await Promise.all(
    [actual, diff, unreferenced, `${kept}-actual.png`, `${kept}-diff.png`].map((f) =>
      commands.removeFile(f).catch(() => undefined),
    ),
  );
  const exists = (f: string) => commands.readFile(f).then(() => true, () => false);
  let settled = false;
  const match = expect.element(root).toMatchScreenshot(name);
  const failure = (async () => {
    while (!settled) {
      await sleep(250);
      if (settled) return;
      if (await exists(actual)) {
        // The diff image is written right after the actual one (none when the sizes differ); once it is there, both
        // are whole.
        for (let i = 0; i < 20 && !(await exists(diff)); i++) await sleep(50);
        await Promise.all([keep(actual, `${kept}-actual.png`), keep(diff, `${kept}-diff.png`)]);
        throw new Error(
          [
            `Screenshot "${name}" differs from its baseline beyond the threshold.`,
            `  baseline: visual/__screenshots__/${name}.png`,
            `  actual:   ${kept}-actual.png`,
            `  diff:     ${kept}-diff.png (changed pixels in red)`,
            ...(playError === undefined
              ? []
              : [
                  // The first line only: testing-library's errors go on with the whole DOM.
                  'The play failed in this variant, so the story was captured as first rendered: ' +
                    String(playError).split('\n')[0].slice(0, 300),
                ]),
            'If the change is intended, update the baseline: npm run test:visual:update (docs/visual-testing.md).',
          ].join('\n'),
        );
      }
      if (await exists(unreferenced)) {
        throw new Error(
          `No baseline visual/__screenshots__/${name}.png (the screenshot is at ${unreferenced}): run ` +
            '`npm run test:visual:update` locally, review the new PNG and commit it (docs/visual-testing.md).',
        );
      }
    }
  })();
  try {
    await Promise.race([match, failure]);
  } finally {
    settled = true;
  }
}

const modules = import.meta.glob<Store_CSFExports>('../stories/*.stories.tsx', { eager: true });

/** Registers one test per story for the variant `name`. */
export function visualTests(name: keyof typeof VARIANTS) {
  const variant: Variant = VARIANTS[name];

  // Pinned fonts load on first use; load every weight and script up front so the first story is not special.
  beforeAll(async () => {
    const sample = 'Aa Ää Ђђ Ωω Ạạ 0123456789 العربية';
    await Promise.all([
      ...['400', '500', '600', '700'].flatMap((w) => [
        document.fonts.load(`${w} 16px "Noto Sans"`, sample),
        document.fonts.load(`${w} 16px "Noto Sans Arabic"`, sample),
      ]),
      ...['400', '700'].map((w) => document.fonts.load(`${w} 16px "Noto Sans Mono"`, sample)),
    ]);
  });

  for (const [file, mod] of Object.entries(modules)) {
    // Play functions were written for the `stories` project: English labels, the light theme, a 1280 px page.
    // Some assert exactly that (a colour, a width), so outside light-1280 a play function that fails leaves the story
    // captured as first rendered instead (the `stories` project still fails on it). In another language they would
    // all fail on their labels, so there the story is rendered without its play function, unless the story sets its
    // own language (then its play function expects it).
    const compose = (withPlay: boolean) =>
      Object.values(
        composeStories(
          mod,
          { initialGlobals: { theme: variant.theme, locale: variant.locale } },
          (story, meta, project, exportsName) => {
            const ownLocale = (story as StoryAnnotations).globals?.locale ?? meta.globals?.locale;
            const dropPlay = typeof story === 'object' && (!withPlay || (variant.locale !== 'en' && !ownLocale));
            return composeStory(
              dropPlay ? { ...(story as StoryAnnotations), play: undefined } : story,
              dropPlay ? { ...meta, play: undefined } : meta,
              project,
              exportsName,
            );
          },
        ),
      ) as ComposedStoryFn[];
    const stories = compose(true);
    const playless = compose(false);
    const strict = name === 'light-1280';
    describe(file.replace('../stories/', ''), () => {
      beforeAll(resetPageState);
      stories.forEach((story, i) => {
        const skip = SKIP[`${name}/${story.id}`] ?? SKIP[story.id];
        test.skipIf(!!skip)(story.id, async () => {
          await setViewport(variant.width, variant.height);
          // The previous story's box stays in the page until this one has rendered; the height it was given to cover
          // its fixed parts (a dialog) must not push this one down, where a play measuring positions would see it.
          for (const old of document.querySelectorAll<HTMLElement>('[data-visual-root]')) old.style.minHeight = '';
          const root = document.createElement('div');
          root.dataset.visualRoot = '';
          root.style.display = 'flow-root';
          document.body.append(root);
          let playError: unknown;
          try {
            await story.run({ canvasElement: root }); // unmounts the previous story, renders, runs play
          } catch (error) {
            if (strict) throw error;
            playError = error; // named if the screenshot then differs: a play that failed by chance looks like that
            await playless[i].run({ canvasElement: root });
          }
          for (const old of document.querySelectorAll('[data-visual-root]')) if (old !== root) old.remove();
          // The focus a play function's last click left behind shows or not depending on timing (:focus-visible
          // after a submit that disabled the button); screenshots are of the state, not of where focus happens to be.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo(0, 0);
          await settle(root);
          // Again once the lazy parts are in: one that mounted after the blur (an order's detail sheet, which focuses
          // itself) would otherwise show its focus ring in some runs.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          const tall = Math.min(MAX_HEIGHT, Math.ceil(root.getBoundingClientRect().height));
          if (tall > variant.height) {
            await setViewport(variant.width, tall);
            await settle(root);
          }
          coverFixedDescendants(root);
          if (variant.width < 600 && !WIDER[story.id]) {
            const off = offTheScreen(variant.width, root);
            if (off.length) throw new Error(`Runs past the edge of a ${variant.width} px screen:\n  ${off.join('\n  ')}`);
          }
          await matchScreenshot(root, `${name}/${story.id.replace(/-+/g, '-')}`, playError);
        });
      });
    });
  }
}
