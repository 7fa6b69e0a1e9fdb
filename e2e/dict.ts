import { readFileSync } from 'node:fs';

/** A label as the app shows it in one language, read from the same dictionaries the app loads. */
export function label(lang: string, key: string): string {
  const dict = JSON.parse(readFileSync(`src/core/i18n/${lang}.json`, 'utf8'));
  const value = key.split('.').reduce((o: any, k) => o?.[k], dict);
  if (typeof value !== 'string') throw new Error(`no label ${key} in ${lang}`);
  return value;
}
