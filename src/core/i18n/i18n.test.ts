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
  it('loads the real dictionaries lazily: the language first, the en fallback once idle', async () => {
    const { loadLanguage, t, $language, $loadedLanguages, $i18nReady } = await fresh();
    $language.set('hk');
    await loadLanguage('hk');
    expect([...$loadedLanguages.get()]).toEqual(['hk']);
    expect($i18nReady.get()).toBe(true);
    expect(t('msg.logoutSuccess')).not.toBe('msg.logoutSuccess');
    await vi.waitFor(() => expect([...$loadedLanguages.get()].sort()).toEqual(['en', 'hk']));
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

  it('with neither the file nor en (offline) the page still renders, and the labels come when back online', async () => {
    const { loadLanguage, setDictionaryLoaders, t, $t, $language, $i18nReady } = await fresh();
    const browser = new EventTarget();
    vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
    let online = false;
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    setDictionaryLoaders({
      cs: () => (online ? Promise.resolve({ default: { common: { ok: 'Dobře' } } }) : offline()),
      en: () => (online ? Promise.resolve({ default: { common: { ok: 'OK' } } }) : offline()),
    });
    $language.set('cs');
    await loadLanguage('cs');
    expect($i18nReady.get()).toBe(true);
    expect(t('common.ok')).toBe('common.ok');
    const seen: string[] = [];
    const stop = $t.subscribe((tr) => seen.push(tr('common.ok')));
    online = true;
    browser.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Dobře'));
    stop();
    vi.unstubAllGlobals();
  });

  it('back online before requests get through: the labels come when the connection has settled', async () => {
    const { loadLanguage, setDictionaryLoaders, t, $language } = await fresh();
    const { SETTLE_MS } = await import('../backOnline');
    const browser = new EventTarget();
    vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let through = false;
    const de = vi.fn(() => (through ? Promise.resolve({ default: { common: { ok: 'OK (de)' } } }) : Promise.reject(new TypeError('Failed to fetch'))));
    setDictionaryLoaders({ de, en: async () => ({ default: {} }) });
    try {
      $language.set('de');
      await loadLanguage('de');
      browser.dispatchEvent(new Event('online')); // the event, and the fetch at once still fails
      await vi.waitFor(() => expect(de).toHaveBeenCalledTimes(2));
      expect(t('common.ok')).toBe('common.ok');
      through = true;
      await vi.advanceTimersByTimeAsync(SETTLE_MS);
      await vi.waitFor(() => expect(t('common.ok')).toBe('OK (de)'));
      expect(de).toHaveBeenCalledTimes(3);
      // In for good: later events ask for nothing.
      browser.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(SETTLE_MS);
      expect(de).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
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

describe('loadFirstPart', () => {
  it('renders with the first screen’s part, then takes the full dictionary once idle', async () => {
    const { loadFirstPart, loadLanguage, setDictionaryLoaders, t, $language, $i18nReady, $i18nComplete } = await fresh();
    let full!: (v: unknown) => void;
    const fr = vi.fn(() => new Promise((resolve) => (full = resolve)));
    setDictionaryLoaders({ fr });
    $language.set('fr');
    loadFirstPart('fr', async () => ({ default: { common: { ok: "D'accord" } } }));
    const loaded = loadLanguage('fr');
    await vi.waitFor(() => expect($i18nReady.get()).toBe(true));
    expect($i18nComplete.get()).toBe(false);
    expect(t('common.ok')).toBe("D'accord");
    await vi.waitFor(() => expect(fr).toHaveBeenCalledTimes(1)); // after the part, when idle
    full({ default: { common: { ok: "D'accord", cancel: 'Annuler' } } });
    await loaded;
    expect($i18nComplete.get()).toBe(true);
    expect([t('common.ok'), t('common.cancel')]).toEqual(["D'accord", 'Annuler']);
  });

  it('the full dictionary waits for the part, so it never lands first and gets overwritten by it', async () => {
    const { loadFirstPart, loadLanguage, setDictionaryLoaders, t, $language } = await fresh();
    const order: string[] = [];
    setDictionaryLoaders({ de: async () => (order.push('full'), { default: { common: { ok: 'OK (voll)' } } }) });
    $language.set('de');
    loadFirstPart('de', () => new Promise((r) => setTimeout(() => (order.push('part'), r({ default: { common: { ok: 'OK (Teil)' } } })), 20)));
    await loadLanguage('de');
    expect(order).toEqual(['part', 'full']);
    expect(t('common.ok')).toBe('OK (voll)');
  });

  it('the full dictionary re-renders labels only when one on screen was missing from the part', async () => {
    for (const askMissing of [false, true]) {
      const { loadFirstPart, loadLanguage, setDictionaryLoaders, t, $t, $language, $i18nReady } = await fresh();
      let arrive!: (v: unknown) => void;
      setDictionaryLoaders({ fr: () => new Promise((resolve) => (arrive = resolve)) });
      $language.set('fr');
      loadFirstPart('fr', async () => ({ default: { common: { ok: "D'accord" } } }));
      const loaded = loadLanguage('fr');
      await vi.waitFor(() => expect($i18nReady.get()).toBe(true));
      expect(t('common.ok')).toBe("D'accord");
      if (askMissing) expect(t('common.cancel')).toBe('common.cancel'); // a label the part lacks, shown as its key
      const before = $t.get();
      await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
      arrive({ default: { common: { ok: "D'accord", cancel: 'Annuler' } } });
      await loaded;
      // Nothing on screen changes unless a label was missing: only then does everything re-render.
      expect($t.get() !== before, `asked for a missing label: ${askMissing}`).toBe(askMissing);
      expect(t('common.cancel')).toBe('Annuler'); // every label is there for what renders next
    }
  });

  it('a part that fails is skipped: the full dictionary comes at once', async () => {
    const { loadFirstPart, loadLanguage, setDictionaryLoaders, $language, $i18nReady, $i18nComplete } = await fresh();
    setDictionaryLoaders({ it: async () => ({ default: { common: { ok: 'OK' } } }) });
    $language.set('it');
    loadFirstPart('it', () => Promise.reject(new Error('chunk missing')));
    await loadLanguage('it');
    expect([$i18nReady.get(), $i18nComplete.get()]).toEqual([true, true]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('does nothing for a language already loaded', async () => {
    const { loadFirstPart, loadLanguage, setDictionaryLoaders, t, $language } = await fresh();
    setDictionaryLoaders({ pt: async () => ({ default: { common: { ok: 'Certo' } } }) });
    $language.set('pt');
    await loadLanguage('pt');
    const part = vi.fn(async () => ({ default: { common: { ok: 'Parte' } } }));
    loadFirstPart('pt', part);
    expect(part).not.toHaveBeenCalled();
    expect(t('common.ok')).toBe('Certo');
  });
});

describe('formatting', () => {
  it('maps product codes to BCP 47 with Latin digits', async () => {
    const { localeOf, formatNumber } = await fresh();
    const { $language } = await import('../stores/language');
    const { formatBalance } = await import('../money');
    expect(localeOf('hk')).toBe('zh-HK-u-nu-latn');
    expect(localeOf('jp')).toMatch(/^ja-/);
    expect(localeOf('spa')).toMatch(/^es-/);
    expect(localeOf('my')).toMatch(/^ms-/);
    expect(formatNumber(1234.5, {}, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, {}, 'de')).toBe('1.234,5');
    // Money follows the language (src/core/money/format.ts is told the locale), with Latin digits.
    $language.set('ar');
    expect(formatBalance('1234.5')).toMatch(/1.?234.50/);
    $language.set('fa');
    expect(formatBalance('1234.5')).not.toMatch(/[۰-۹]/);
    $language.set('de');
    expect(formatBalance('1234.5')).toBe('1.234,50');
  });

  it('formats decimal strings exactly (no float rounding)', async () => {
    const { formatNumber } = await fresh();
    const { formatDecimal } = await import('../money');
    expect(formatDecimal('12345678901234.123456', 6, { locale: 'en' })).toBe('12,345,678,901,234.123456');
    expect(formatDecimal('0.1', 2, { locale: 'en' })).toBe('0.10');
    expect(formatDecimal('', 2, { locale: 'en' })).toBe('--');
    expect(formatNumber('12345678901234.123456', { minimumFractionDigits: 6 }, 'en')).toBe('12,345,678,901,234.123456');
  });

  it('formats dates and passes through what it cannot parse', async () => {
    const { formatDate } = await fresh();
    const d = Date.UTC(2024, 0, 15, 12, 0);
    expect(formatDate(d, { year: 'numeric', timeZone: 'UTC' }, 'en')).toBe('2024');
    expect(formatDate(String(d), { month: 'long', timeZone: 'UTC' }, 'fr')).toBe('janvier');
    expect(formatDate('not a date', undefined, 'en')).toBe('not a date');
  });
});
