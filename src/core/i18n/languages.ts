// The 21 product languages (docs/product.md#users-and-modes). Kept apart from the runtime so stores can validate codes
// without pulling rosetta or the dictionary loaders. Their names (for the picker) are in languageNames.ts, so the
// first load carries only what formatting needs.
import type { Lang } from '../types';

export interface LanguageInfo {
  code: Lang;
  /** Name in the language itself, for the language picker. */
  name: string;
  englishName: string;
  /** BCP 47 tag used for Intl formatting and <html lang>. */
  locale: string;
  dir: 'ltr' | 'rtl';
}

/** Each product code and its BCP 47 tag (Intl formatting, <html lang>), in the language picker's order. */
const LOCALES: Record<Lang, string> = {
  hk: 'zh-HK',
  en: 'en',
  jp: 'ja',
  kr: 'ko',
  th: 'th',
  vn: 'vi',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  spa: 'es',
  pt: 'pt',
  ar: 'ar',
  it: 'it',
  tr: 'tr',
  id: 'id',
  my: 'ms',
  hi: 'hi',
  cs: 'cs',
  fa: 'fa',
  fi: 'fi',
  et: 'et',
};
const RTL: readonly Lang[] = ['ar', 'fa'];

export const LANG_CODES = Object.keys(LOCALES) as readonly Lang[];

export const DEFAULT_LANG: Lang = 'hk';
export const FALLBACK_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

/** Reads a stored or user-supplied code: the legacy 'tw' means 'hk' (docs/product.md#users-and-modes); anything unknown is the default. */
export function normalizeLang(value: unknown): Lang {
  if (value === 'tw') return 'hk';
  return isLang(value) ? value : DEFAULT_LANG;
}

/** A code's BCP 47 tag; the default language's for anything unknown. */
export function localeTag(lang: Lang): string {
  return LOCALES[lang] ?? LOCALES[DEFAULT_LANG];
}

export function textDirection(lang: Lang): 'ltr' | 'rtl' {
  return RTL.includes(lang) ? 'rtl' : 'ltr';
}
