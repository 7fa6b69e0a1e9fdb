// The 21 product languages (docs/product.md#users-and-modes). Kept apart from the runtime so stores can validate codes
// without pulling rosetta or the dictionary loaders.
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

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'hk', name: '繁體中文', englishName: 'Traditional Chinese', locale: 'zh-HK', dir: 'ltr' },
  { code: 'en', name: 'English', englishName: 'English', locale: 'en', dir: 'ltr' },
  { code: 'jp', name: '日本語', englishName: 'Japanese', locale: 'ja', dir: 'ltr' },
  { code: 'kr', name: '한국어', englishName: 'Korean', locale: 'ko', dir: 'ltr' },
  { code: 'th', name: 'ไทย', englishName: 'Thai', locale: 'th', dir: 'ltr' },
  { code: 'vn', name: 'Tiếng Việt', englishName: 'Vietnamese', locale: 'vi', dir: 'ltr' },
  { code: 'fr', name: 'Français', englishName: 'French', locale: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', englishName: 'German', locale: 'de', dir: 'ltr' },
  { code: 'ru', name: 'Русский', englishName: 'Russian', locale: 'ru', dir: 'ltr' },
  { code: 'spa', name: 'Español', englishName: 'Spanish', locale: 'es', dir: 'ltr' },
  { code: 'pt', name: 'Português', englishName: 'Portuguese', locale: 'pt', dir: 'ltr' },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', locale: 'ar', dir: 'rtl' },
  { code: 'it', name: 'Italiano', englishName: 'Italian', locale: 'it', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', englishName: 'Turkish', locale: 'tr', dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', englishName: 'Indonesian', locale: 'id', dir: 'ltr' },
  { code: 'my', name: 'Bahasa Melayu', englishName: 'Malay', locale: 'ms', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', locale: 'hi', dir: 'ltr' },
  { code: 'cs', name: 'Čeština', englishName: 'Czech', locale: 'cs', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', englishName: 'Persian', locale: 'fa', dir: 'rtl' },
  { code: 'fi', name: 'Suomi', englishName: 'Finnish', locale: 'fi', dir: 'ltr' },
  { code: 'et', name: 'Eesti', englishName: 'Estonian', locale: 'et', dir: 'ltr' },
];

export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);
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

export function languageInfo(lang: Lang): LanguageInfo {
  return LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
}
