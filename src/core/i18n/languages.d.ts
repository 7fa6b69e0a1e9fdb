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
export declare const LANGUAGES: readonly LanguageInfo[];
export declare const LANG_CODES: readonly Lang[];
export declare const DEFAULT_LANG: Lang;
export declare const FALLBACK_LANG: Lang;
export declare function isLang(value: unknown): value is Lang;
/** Reads a stored or user-supplied code: the legacy 'tw' means 'hk' (SPEC §1); anything unknown is the default. */
export declare function normalizeLang(value: unknown): Lang;
export declare function languageInfo(lang: Lang): LanguageInfo;
