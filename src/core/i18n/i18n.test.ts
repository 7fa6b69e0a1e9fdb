import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module state per test: loaded tables and $language live at module level.
async function fresh() {
  vi.resetModules();
  const i18n = await import('./index');
  const { $language } = await import('../stores/language');
  return { ...i18n, $language };
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('LANGUAGES', () => {
  it('has the 21 product codes, rtl for ar and fa', async () => {
    const { LANGUAGES } = await fresh();
    expect(LANGUAGES.map((l) => l.code)).toEqual(
      ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'],
    );
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'fa']);
  });
});

describe('t', () => {
  it('falls back to en, then to the key', async () => {
    const { t, addTranslations, $language } = await fresh();
    addTranslations('en', { common: { ok: 'OK', hello: 'Hello {{name}}' } });
    addTranslations('fr', { common: { ok: "D'accord" } });
    $language.set('fr');
    expect(t('common.ok')).toBe("D'accord");
    expect(t('common.hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('common.missing')).toBe('common.missing');
  });

  it('addTranslations deep-merges, so a partner can override one label', async () => {
    const { t, addTranslations, $language } = await fresh();
    addTranslations('en', { common: { ok: 'OK', cancel: 'Cancel' } });
    addTranslations('en', { common: { ok: 'Fine' } });
    $language.set('en');
    expect([t('common.ok'), t('common.cancel')]).toEqual(['Fine', 'Cancel']);
  });

  it('$t changes identity when a dictionary arrives, $i18nReady follows the current language', async () => {
    const { $t, $i18nReady, addTranslations, $language } = await fresh();
    $language.set('de');
    const seen: unknown[] = [];
    const off = $t.subscribe((fn) => seen.push(fn('common.ok')));
    expect($i18nReady.get()).toBe(false);
    addTranslations('en', { common: { ok: 'OK' } });
    addTranslations('de', { common: { ok: 'Gut' } });
    expect($i18nReady.get()).toBe(true);
    expect(seen.at(-1)).toBe('Gut');
    off();
  });
});

describe('loadLanguage', () => {
  it('loads the real dictionaries lazily (language + en)', async () => {
    const { loadLanguage, t, $language, $loadedLanguages } = await fresh();
    $language.set('hk');
    await loadLanguage('hk');
    expect([...$loadedLanguages.get()].sort()).toEqual(['en', 'hk']);
    expect(t('msg.logoutSuccess')).not.toBe('msg.logoutSuccess');
  });

  it('a missing dictionary falls back to en without throwing', async () => {
    const { loadLanguage, setDictionaryLoaders, t, $language, $i18nReady } = await fresh();
    setDictionaryLoaders({
      fi: () => Promise.reject(new Error('Cannot find module ./fi.json')),
      en: async () => ({ default: { common: { ok: 'OK' } } }),
    });
    $language.set('fi');
    await expect(loadLanguage('fi')).resolves.toBeUndefined();
    expect(t('common.ok')).toBe('OK');
    expect($i18nReady.get()).toBe(true);
    expect(console.warn).toHaveBeenCalled();
  });

  it('loads each file once', async () => {
    const { loadLanguage, setDictionaryLoaders } = await fresh();
    const en = vi.fn(async () => ({ default: {} }));
    setDictionaryLoaders({ en });
    await Promise.all([loadLanguage('en'), loadLanguage('en'), loadLanguage('en')]);
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('every one of the 21 dictionaries loads through the static map', async () => {
    const { DICTIONARY_LOADERS } = await import('./loaders');
    const tables = await Promise.all(Object.values(DICTIONARY_LOADERS).map((load) => load()));
    expect(tables).toHaveLength(21);
  });
});

describe('formatting', () => {
  it('maps product codes to BCP 47 with Latin digits', async () => {
    const { localeOf, formatNumber, formatMoney } = await fresh();
    expect(localeOf('hk')).toBe('zh-HK-u-nu-latn');
    expect(localeOf('jp')).toMatch(/^ja-/);
    expect(localeOf('spa')).toMatch(/^es-/);
    expect(localeOf('my')).toMatch(/^ms-/);
    expect(formatNumber(1234.5, {}, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, {}, 'de')).toBe('1.234,5');
    expect(formatMoney('1234.5', 2, 'ar')).toMatch(/1.?234.50/);
    expect(formatMoney('1234.5', 2, 'fa')).not.toMatch(/[۰-۹]/);
  });

  it('formats decimal strings exactly (no float rounding)', async () => {
    const { formatMoney } = await fresh();
    expect(formatMoney('12345678901234.123456', 6, 'en')).toBe('12,345,678,901,234.123456');
    expect(formatMoney('0.1', 2, 'en')).toBe('0.10');
    expect(formatMoney('', 2, 'en')).toBe('');
  });

  it('formats dates and passes through what it cannot parse', async () => {
    const { formatDate } = await fresh();
    const d = Date.UTC(2024, 0, 15, 12, 0);
    expect(formatDate(d, { year: 'numeric', timeZone: 'UTC' }, 'en')).toBe('2024');
    expect(formatDate(String(d), { month: 'long', timeZone: 'UTC' }, 'fr')).toBe('janvier');
    expect(formatDate('not a date', undefined, 'en')).toBe('not a date');
  });
});
