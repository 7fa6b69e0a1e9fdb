import { readFileSync } from 'node:fs';

/** A label as the app shows it in one language, read from the same dictionaries the app loads. */
export function label(lang: string, key: string): string {
  const dict = JSON.parse(readFileSync(`src/core/i18n/${lang}.json`, 'utf8'));
  const value = key.split('.').reduce((o: any, k) => o?.[k], dict);
  if (typeof value !== 'string') throw new Error(`no label ${key} in ${lang}`);
  return value;
}

/** A server message (envelope `msg`) as the server sends it in one language: server/i18n/<lang>.json, namespace `server`. */
export function serverMessage(lang: string, key: string): string {
  const value = JSON.parse(readFileSync(`server/i18n/${lang}.json`, 'utf8')).server?.[key];
  if (typeof value !== 'string') throw new Error(`no server message ${key} in ${lang}`);
  return value;
}
