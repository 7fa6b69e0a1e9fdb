// i18n runtime: rosetta tables filled lazily per language, a t() bound to $language, and Intl formatting.
// Lookup order: current language → en → the key itself, so a missing label degrades to English, never to blank.
import rosetta from 'rosetta';
import { atom, computed } from 'nanostores';
import type { Lang } from '../types';
import { $language } from '../stores/language';
import { DICTIONARY_LOADERS, type Dictionary } from './loaders';
import { FALLBACK_LANG, LANG_CODES, localeTag, normalizeLang, textDirection } from './languages';
import { setFormatLocale } from '../money/locale';
import { dateTimeFormat, numberFormat } from './formatters';
import { onBackOnline } from '../backOnline';
import { afterFirstContent } from '../firstContent';

export { LANG_CODES, DEFAULT_LANG, isLang, normalizeLang, localeTag, textDirection, type LanguageInfo } from './languages';
export { LANGUAGES, languageInfo } from './languageNames';
export type { Dictionary } from './loaders';

export type TParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TParams) => string;

const i18n = rosetta<Dictionary>();

/** Languages whose dictionary is in the table (a missing file counts as loaded: it falls back to en). */
export const $loadedLanguages = atom<ReadonlySet<Lang>>(new Set());
/** Bumped whenever a table changes, so computed stores and React re-render. */
const $revision = atom(0);

// The stores below are marked pure so that a widget bundle which never reads them drops them (widget budgets, .size-limit.js).
/** Languages of which only the first screen's labels are in so far (loadFirstPart); their full dictionary follows. */
const $firstParts = /* @__PURE__ */ atom<ReadonlySet<Lang>>(new Set());

/**
 * True once the current language can render: its dictionary is in (a language whose file failed waits for en
 * instead), or the part of it an app's first screen shows (loadFirstPart).
 */
export const $i18nReady = /* @__PURE__ */ computed([$language, $loadedLanguages, $firstParts], (lang, loaded, parts) => loaded.has(lang) || parts.has(lang));
/** True once the current language's whole dictionary is in: what any screen beyond the first one waits for. */
export const $i18nComplete = /* @__PURE__ */ computed([$language, $loadedLanguages], (lang, loaded) => loaded.has(lang));

function lookup(lang: Lang, key: string, params?: TParams): string | undefined {
  const value = i18n.t(key, params ?? {}, lang);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Set when a label was asked for in a language whose table lacks it (so the fallback or the key was shown): only
 * then can a dictionary arriving later change what is on screen (setFile).
 */
let missed = false;

export function translate(lang: Lang, key: string, params?: TParams): string {
  // One expression: this runs for every label, and it is part of every widget's bundle.
  return lookup(lang, key, params) ?? ((missed = true), (lang === FALLBACK_LANG ? undefined : lookup(FALLBACK_LANG, key, params)) ?? key);
}

/** Translates in the current $language. Placeholders are rosetta's `{{name}}`. */
export const t: TFunction = (key, params) => translate($language.get(), key, params);

/** A t() that changes identity when the language or a dictionary changes: `useStore($t)` re-renders on both. */
export const $t = computed([$language, $revision], (lang): TFunction => (key, params) => translate(lang, key, params));

function markLoaded(lang: Lang): void {
  const next = new Set($loadedLanguages.get());
  next.add(lang);
  $loadedLanguages.set(next);
}

function deepMerge(into: Dictionary, from: Dictionary): Dictionary {
  const out: Dictionary = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? deepMerge(prev as Dictionary, v as Dictionary)
        : v;
  }
  return out;
}

/** Labels added by addTranslations, per language: they win over the dictionary files, whenever those arrive. */
const added = new Map<Lang, Dictionary>();

/** Adds or overrides labels (partners rebranding, tests). Deep-merges into what is already loaded. */
export function addTranslations(lang: Lang, table: Dictionary): void {
  added.set(lang, deepMerge(added.get(lang) ?? {}, table));
  i18n.set(lang, deepMerge((i18n.table(lang) as Dictionary | undefined) ?? {}, table));
  $revision.set($revision.get() + 1);
  markLoaded(lang);
}

/** A dictionary file (or the first part of one) in the table, under the labels added so far. */
function setFile(lang: Lang, file: Dictionary): void {
  i18n.set(lang, deepMerge(file, added.get(lang) ?? {}));
  // Everything rendered so far found its labels (a first part's, or this language's own): the file changes nothing
  // on screen, and re-rendering every label of the page for it would only block the main thread (the en fallback
  // and the full dictionary after a first part arrive while the person is already looking at the page).
  if (!missed && $i18nReady.get()) return;
  missed = false;
  $revision.set($revision.get() + 1);
}

const pending = new Map<Lang, Promise<void>>();
/** Languages whose file failed once: asked for again whenever the browser is back online (a no-op once in). */
const retrying = new Set<Lang>();
/**
 * First parts on their way (loadFirstPart): the full dictionary of that language waits for its part, then for the
 * first content (firstContent.ts) and idle.
 */
const firstParts = new Map<Lang, Promise<boolean>>();
let loaders: Record<Lang, () => Promise<unknown>> = DICTIONARY_LOADERS;

/** Tests replace the loaders to simulate missing files; pass nothing to restore. */
export function setDictionaryLoaders(next?: Partial<Record<Lang, () => Promise<unknown>>>): void {
  loaders = next ? { ...DICTIONARY_LOADERS, ...next } : DICTIONARY_LOADERS;
  pending.clear();
  firstParts.clear();
}

/** A dynamic import's value: the module's default export, or the object itself. */
const tableOf = (mod: unknown): Dictionary =>
  ((mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod) as Dictionary) ?? {};

function loadOne(lang: Lang): Promise<void> {
  const known = pending.get(lang);
  if (known) return known;
  const part = firstParts.get(lang);
  const p = (part ?? Promise.resolve(false))
    .then((shown) => (shown ? new Promise<void>((ready) => afterFirstContent(ready)) : undefined))
    .then(() => loaders[lang]())
    .then((mod) => {
      setFile(lang, tableOf(mod));
      markLoaded(lang);
    })
    .catch(async (err: unknown) => {
      // A missing or broken chunk (offline, deploy in progress) must not break the page: labels fall back to en,
      // and the language counts as ready once en was tried (a page that waited for labels forever would be blank).
      // The file is asked for again when the browser is back online (at the event and once the connection has
      // settled; a loaded language asks nothing), so labels missing meanwhile come then.
      console.warn(`[pipkit] dictionary "${lang}" failed to load; falling back to en`, err);
      pending.delete(lang);
      if (!retrying.has(lang)) {
        retrying.add(lang);
        onBackOnline(() => void loadOne(lang));
      }
      if (lang !== FALLBACK_LANG) await loadOne(FALLBACK_LANG);
      markLoaded(lang);
    });
  pending.set(lang, p);
  return p;
}

/**
 * Lets an app's first screen render with only the labels it shows: `load` brings that part of the language's
 * dictionary (the app build cuts it out, scripts/vite-dictionary-preload.ts), $i18nReady turns true when it is in, and
 * the full dictionary loads once the part is in, the screen's first content has painted and the browser is idle
 * ($i18nComplete; core/firstContent.ts), so the first screen's path
 * carries a few dozen labels instead of all. Call it before anything loads the language; a part that fails to load
 * is skipped (the full dictionary comes at once).
 */
export function loadFirstPart(lang: Lang, load: () => Promise<unknown>): void {
  const code = normalizeLang(lang);
  if (pending.has(code) || $loadedLanguages.get().has(code)) return;
  const part = load().then(
    (mod) => {
      if ($loadedLanguages.get().has(code)) return false;
      setFile(code, tableOf(mod));
      $firstParts.set(new Set($firstParts.get()).add(code));
      return true;
    },
    (err: unknown) => {
      console.warn(`[pipkit] first labels of "${code}" failed to load; loading the whole dictionary`, err);
      return false;
    },
  );
  firstParts.set(code, part);
}

/**
 * Loads a language; safe to call repeatedly; resolves when it is ready. Only that dictionary is on the first
 * screen's path: every dictionary holds every key (dictionaries.test.ts), so the en fallback — for labels a partner
 * added in English only — loads afterwards, after the first content (core/firstContent.ts) when the browser is idle.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  const code = normalizeLang(lang);
  await loadOne(code);
  if (code !== FALLBACK_LANG) afterFirstContent(() => void loadOne(FALLBACK_LANG));
}

// ---- formatting -------------------------------------------------------------------------------------------

/**
 * Intl locale for a product code. Latin digits everywhere (`-u-nu-latn`): prices must read the same as the
 * chart axis and what users type into numeric inputs, also in Arabic and Persian.
 */
export function localeOf(lang: Lang = $language.get()): string {
  return `${localeTag(lang)}-u-nu-latn`;
}

// Money is displayed in the language's locale (src/core/money/format.ts), page-wide like the language itself.
$language.subscribe((lang) => setFormatLocale(localeOf(lang)));

export function dirOf(lang: Lang = $language.get()): 'ltr' | 'rtl' {
  return textDirection(lang);
}

/**
 * Formats a number or a decimal string. Strings are passed to Intl as strings (exact decimal formatting,
 * no float rounding), as money values must never go through Number (CONVENTIONS "Money").
 */
export function formatNumber(value: number | string, options: Intl.NumberFormatOptions = {}, lang?: Lang): string {
  if (value === '' || value === null || value === undefined) return '';
  return numberFormat(localeOf(lang), options).format(value as unknown as number);
}

/** Dates from a Date, epoch milliseconds or a parseable string. Returns the input text when it cannot be parsed. */
export function formatDate(
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  lang?: Lang,
): string {
  const d = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(d.getTime())) return String(value);
  return dateTimeFormat(localeOf(lang), options).format(d);
}

export const LANGUAGE_COUNT = LANG_CODES.length;
