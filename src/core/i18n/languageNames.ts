// The languages as the language picker lists them: each one's name in itself and in English. Apart from
// languages.ts so the first load, which formats in one language, does not carry 42 names in 15 scripts.
import type { Lang } from '../types';
import { LANG_CODES, localeTag, textDirection, type LanguageInfo } from './languages';

const NAMES: Record<Lang, readonly [name: string, englishName: string]> = {
  hk: ['繁體中文', 'Traditional Chinese'],
  en: ['English', 'English'],
  jp: ['日本語', 'Japanese'],
  kr: ['한국어', 'Korean'],
  th: ['ไทย', 'Thai'],
  vn: ['Tiếng Việt', 'Vietnamese'],
  fr: ['Français', 'French'],
  de: ['Deutsch', 'German'],
  ru: ['Русский', 'Russian'],
  spa: ['Español', 'Spanish'],
  pt: ['Português', 'Portuguese'],
  ar: ['العربية', 'Arabic'],
  it: ['Italiano', 'Italian'],
  tr: ['Türkçe', 'Turkish'],
  id: ['Bahasa Indonesia', 'Indonesian'],
  my: ['Bahasa Melayu', 'Malay'],
  hi: ['हिन्दी', 'Hindi'],
  cs: ['Čeština', 'Czech'],
  fa: ['فارسی', 'Persian'],
  fi: ['Suomi', 'Finnish'],
  et: ['Eesti', 'Estonian'],
};

export const LANGUAGES: readonly LanguageInfo[] = /* @__PURE__ */ LANG_CODES.map((code) => ({
  code,
  name: NAMES[code][0],
  englishName: NAMES[code][1],
  locale: localeTag(code),
  dir: textDirection(code),
}));

export function languageInfo(lang: Lang): LanguageInfo {
  return LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
}
