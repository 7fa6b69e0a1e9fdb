import type { Lang } from '../types';
import { type Dictionary } from './loaders';
export { LANGUAGES, LANG_CODES, DEFAULT_LANG, isLang, normalizeLang, languageInfo, type LanguageInfo } from './languages';
export type { Dictionary } from './loaders';
export type TParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TParams) => string;
/** Languages whose dictionary is in the table (a missing file counts as loaded: it falls back to en). */
export declare const $loadedLanguages: import("nanostores").PreinitializedWritableAtom<ReadonlySet<Lang>> & object;
/** True once the current language (and the en fallback) are ready to render. */
export declare const $i18nReady: import("nanostores").ReadableAtom<boolean>;
export declare function translate(lang: Lang, key: string, params?: TParams): string;
/** Translates in the current $language. Placeholders are rosetta's `{{name}}`. */
export declare const t: TFunction;
/** A t() that changes identity when the language or a dictionary changes: `useStore($t)` re-renders on both. */
export declare const $t: import("nanostores").ReadableAtom<TFunction>;
/** Adds or overrides labels (partners rebranding, tests). Deep-merges into what is already loaded. */
export declare function addTranslations(lang: Lang, table: Dictionary): void;
/** Tests replace the loaders to simulate missing files; pass nothing to restore. */
export declare function setDictionaryLoaders(next?: Partial<Record<Lang, () => Promise<unknown>>>): void;
/** Loads a language (plus en for the fallback). Safe to call repeatedly; resolves when both are ready. */
export declare function loadLanguage(lang: Lang): Promise<void>;
/**
 * Intl locale for a product code. Latin digits everywhere (`-u-nu-latn`): prices must read the same as the
 * chart axis and what users type into numeric inputs, also in Arabic and Persian.
 */
export declare function localeOf(lang?: Lang): string;
export declare function dirOf(lang?: Lang): 'ltr' | 'rtl';
/**
 * Formats a number or a decimal string. Strings are passed to Intl as strings (exact decimal formatting,
 * no float rounding), as money values must never go through Number (CONVENTIONS "Money").
 */
export declare function formatNumber(value: number | string, options?: Intl.NumberFormatOptions, lang?: Lang): string;
/** Money with a fixed number of decimals (balance 2, margin/fees/profits 6: SPEC §9). */
export declare function formatMoney(value: number | string, decimals?: number, lang?: Lang): string;
/** Dates from a Date, epoch milliseconds or a parseable string. Returns the input text when it cannot be parsed. */
export declare function formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions, lang?: Lang): string;
export declare const LANGUAGE_COUNT: number;
