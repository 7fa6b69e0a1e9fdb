#!/usr/bin/env node
// Replaces one namespace in all 21 dictionaries from a file shaped { lang: { key: value } }.
// Each part of the product owns its namespaces, so parts can add labels without touching each other's.
// `--dir <folder>` targets another set of 21 dictionaries, e.g. the server's own messages: `--dir server/i18n`.
import { readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGS = ['hk','en','jp','kr','th','vn','fr','de','ru','spa','pt','ar','it','tr','id','my','hi','cs','fa','fi','et'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const dir = dirAt >= 0 ? resolve(root, args.splice(dirAt, 2)[1] ?? '') : join(root, 'src', 'core', 'i18n');
const [ns, file] = args;
if (!ns || !file) { console.error('usage: node scripts/i18n-merge.mjs <namespace> <file.json> [--dir server/i18n]'); process.exit(2); }
const input = JSON.parse(readFileSync(file, 'utf8'));
const missing = LANGS.filter((l) => !input[l]);
if (missing.length) { console.error(`missing languages: ${missing.join(', ')}`); process.exit(1); }
const ref = Object.keys(input.en).sort().join('\n');
for (const l of LANGS) {
  if (Object.keys(input[l]).sort().join('\n') !== ref) { console.error(`${l}: keys differ from en`); process.exit(1); }
}
for (const l of LANGS) {
  const path = join(dir, `${l}.json`);
  const dict = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  dict[ns] = input[l];
  const sorted = Object.fromEntries(Object.keys(dict).sort().map((k) => [k, dict[k]]));
  writeFileSync(path + '.tmp', JSON.stringify(sorted, null, 2) + '\n');
  renameSync(path + '.tmp', path);
}
console.log(`merged namespace "${ns}" into ${LANGS.length} dictionaries (${Object.keys(input.en).length} keys)`);
