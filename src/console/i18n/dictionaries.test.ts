import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../core';

// Every language of the app has the console's labels, with exactly English's keys and placeholders.
const dir = join(import.meta.dirname, '.');
const load = (lang: string) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;

function flat(o: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    if (v && typeof v === 'object') Object.assign(out, flat(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('console dictionaries', () => {
  const en = flat(load('en'));
  it('exist for every language and no other', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort()).toEqual([...LANG_CODES].sort());
  });
  for (const lang of LANG_CODES) {
    it(`${lang}: same keys and placeholders as English, nothing empty`, () => {
      const d = flat(load(lang));
      expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(d)) {
        expect(v.trim(), `${lang} ${k}`).not.toBe('');
        expect(placeholders(v), `${lang} ${k}`).toEqual(placeholders(en[k]));
      }
    });
  }
});
