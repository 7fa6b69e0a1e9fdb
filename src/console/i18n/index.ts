// The console's own labels, merged into the package's translator (one `t`, one language setting with the trader
// app). They are separate files so the trader app's dictionaries never carry back-office text. A language without a
// console file falls back to English, key by key (core/i18n `translate`).
import { addTranslations, type Dictionary, type Lang } from '../../core';

const files = import.meta.glob<Dictionary>('./*.json', { import: 'default' });

export async function loadConsoleLabels(lang: Lang): Promise<void> {
  for (const l of new Set<Lang>(['en', lang])) {
    const load = files[`./${l}.json`];
    if (load) addTranslations(l, await load());
  }
}
