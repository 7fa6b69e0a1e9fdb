import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The dictionaries the server reads at run time, wherever it runs from:
// - compiled (server/dist, docs/deploy.md): the build copies them next to the code, dist/i18n/server and dist/i18n/app;
// - from the sources (tsx, tests): server/i18n (the server's messages) and src/core/i18n (the app's dictionaries,
//   whose `ledger` and `content` namespaces the server renders too).
// import.meta.url is this file in the sources and the bundle's chunk in dist, so one of the two layouts exists.

export type DictionaryKind = 'server' | 'app';

const compiled = fileURLToPath(new URL('./i18n/', import.meta.url));
const DIRS: Record<DictionaryKind, string> = existsSync(`${compiled}server`)
  ? { server: `${compiled}server/`, app: `${compiled}app/` }
  : { server: fileURLToPath(new URL('./', import.meta.url)), app: fileURLToPath(new URL('../../src/core/i18n/', import.meta.url)) };

const cache = new Map<string, Record<string, string>>();
const exists = new Map<string, boolean>();

/** Whether `lang` has a dictionary of this kind (`lang` must already be a plain code: letters only). Asked per
 * request (the `lang` header), so the answer for each code is remembered. */
export function hasDictionary(kind: DictionaryKind, lang: string): boolean {
  if (!/^[a-z]{2,3}$/.test(lang)) return false;
  const id = `${kind}/${lang}`;
  let known = exists.get(id);
  if (known === undefined) exists.set(id, (known = existsSync(`${DIRS[kind]}${lang}.json`)));
  return known;
}

/** One namespace of one dictionary, read once and cached; {} when the language or the namespace does not exist. */
export function dictionarySection(kind: DictionaryKind, lang: string, section: string): Record<string, string> {
  const id = `${kind}/${lang}/${section}`;
  let d = cache.get(id);
  if (!d) {
    try {
      d = (JSON.parse(readFileSync(`${DIRS[kind]}${lang}.json`, 'utf8'))[section] ?? {}) as Record<string, string>;
    } catch {
      d = {};
    }
    cache.set(id, d);
  }
  return d;
}
