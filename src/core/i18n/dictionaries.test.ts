// Guards the 21 JSON dictionaries (docs/CONVENTIONS.md § i18n): same keys as en.json, no blanks,
// identical {{placeholders}}, and real translations rather than English copies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = dirname(fileURLToPath(import.meta.url));

const LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'] as const;

/** Values that may legitimately equal the English one (codes, brand names, international words). */
const SAME_AS_EN_ALLOWED = new Set(['USD', 'UID', 'OK', 'Pipkit', 'ID', 'P&L', 'SMS', 'Email', 'E-mail']);
/** A non-English dictionary fails when more than this share of its values are copies of en. */
const MAX_COPY_RATIO = 0.3;

type Flat = Record<string, unknown>;

function flatten(node: unknown, prefix = '', out: Flat = {}): Flat {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = node;
  }
  return out;
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
}

/** Problems of one dictionary compared with en; empty when it is fine. */
function checkDictionary(lang: string, dict: unknown, en: unknown): string[] {
  const problems: string[] = [];
  const ref = flatten(en);
  const cur = flatten(dict);
  const refKeys = Object.keys(ref);
  const curKeys = Object.keys(cur);
  const missing = refKeys.filter((k) => !(k in cur));
  const extra = curKeys.filter((k) => !(k in ref));
  if (missing.length) problems.push(`${lang}: missing keys ${missing.join(', ')}`);
  if (extra.length) problems.push(`${lang}: extra keys ${extra.join(', ')}`);
  for (const [k, v] of Object.entries(cur)) {
    if (typeof v !== 'string') problems.push(`${lang}: ${k} is not a string`);
    else if (v.trim() === '') problems.push(`${lang}: ${k} is empty`);
    if (k in ref && placeholders(v).join(',') !== placeholders(ref[k]).join(',')) {
      problems.push(`${lang}: ${k} placeholders [${placeholders(v)}] differ from en [${placeholders(ref[k])}]`);
    }
  }
  if (lang !== 'en') {
    const shared = refKeys.filter((k) => typeof cur[k] === 'string');
    const copies = shared.filter((k) => {
      const v = String(cur[k]).trim();
      return v === String(ref[k]).trim() && !SAME_AS_EN_ALLOWED.has(v);
    });
    if (shared.length && copies.length / shared.length > MAX_COPY_RATIO) {
      problems.push(`${lang}: ${copies.length}/${shared.length} values are English copies (${copies.slice(0, 8).join(', ')}…)`);
    }
  }
  return problems;
}

function load(lang: string): unknown {
  return JSON.parse(readFileSync(join(DIR, `${lang}.json`), 'utf8'));
}

describe('dictionary files', () => {
  it('all 21 languages have a file, and there are no others', () => {
    for (const lang of LANGS) expect(existsSync(join(DIR, `${lang}.json`)), `${lang}.json`).toBe(true);
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
    expect(files).toEqual([...LANGS].sort());
  });

  it('en.json has the core namespaces and no blank values', () => {
    const en = load('en') as Record<string, unknown>;
    for (const ns of ['common', 'msg', 'tab', 'auth', 'user', 'system', 'lang', 'trade']) expect(Object.keys(en)).toContain(ns);
    expect(checkDictionary('en', en, en)).toEqual([]);
  });

  const en = existsSync(join(DIR, 'en.json')) ? load('en') : {};
  it.each(LANGS.filter((l) => l !== 'en'))('%s matches en.json (keys, non-empty, placeholders, translated)', (lang) => {
    expect(checkDictionary(lang, load(lang), en)).toEqual([]);
  });
});

describe('checkDictionary catches', () => {
  const en = { common: { ok: 'OK', save: 'Save', cancel: 'Cancel', hello: 'Hello {{name}}' } };
  const good = { common: { ok: 'OK', save: 'Sichern', cancel: 'Abbrechen', hello: 'Hallo {{name}}' } };

  it('nothing in a good dictionary', () => {
    expect(checkDictionary('de', good, en)).toEqual([]);
  });
  it('a missing key', () => {
    const { save: _drop, ...rest } = good.common;
    expect(checkDictionary('de', { common: rest }, en).join()).toMatch(/missing keys common\.save/);
  });
  it('an extra key', () => {
    expect(checkDictionary('de', { common: { ...good.common, more: 'Mehr' } }, en).join()).toMatch(/extra keys common\.more/);
  });
  it('an empty value', () => {
    expect(checkDictionary('de', { common: { ...good.common, save: ' ' } }, en).join()).toMatch(/common\.save is empty/);
  });
  it('a changed or dropped placeholder', () => {
    expect(checkDictionary('de', { common: { ...good.common, hello: 'Hallo {{nom}}' } }, en).join()).toMatch(/placeholders/);
    expect(checkDictionary('de', { common: { ...good.common, hello: 'Hallo' } }, en).join()).toMatch(/placeholders/);
  });
  it('a dictionary that is mostly English copies (allow-listed values excepted)', () => {
    expect(checkDictionary('de', { common: { ...en.common, cancel: 'Abbrechen' } }, en).join()).toMatch(/English copies/);
    // only OK (allow-listed) equals en: fine
    expect(checkDictionary('de', good, en)).toEqual([]);
  });
});
