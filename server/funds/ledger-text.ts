import { dictionarySection, hasDictionary } from '../i18n/files.js';

// MemoTran is the ledger text "translated" for the reader (docs/product.md#entities: every type but 10 shows MemoTran). The rows store
// the English text written with the balance change; at read time it is matched against the English templates of the
// `ledger` namespace in the app's own dictionaries and re-rendered in the request's `lang`. Text that matches no
// template (other back ends, admin memos, older rows) is answered unchanged.

type Dict = Record<string, string>;
const load = (lang: string): Dict => dictionarySection('app', lang, 'ledger');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  key: string;
  names: string[];
  re: RegExp;
}
let matchers: Matcher[] | null = null;

/** The English templates as anchored patterns, longest first (so "Pending order cancelled …" wins over shorter ones). */
function englishMatchers(): Matcher[] {
  if (matchers) return matchers;
  const en = load('en');
  matchers = Object.entries(en)
    .map(([key, tpl]) => {
      const names: string[] = [];
      const source = tpl
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const m = /^\{\{(\w+)\}\}$/.exec(part);
          if (!m) return escapeRe(part);
          names.push(m[1]);
          return m[1] === 'id' ? '(\\d+)' : '(.+?)';
        })
        .join('');
      return { key, names, re: new RegExp(`^${source}$`) };
    })
    .sort((a, b) => b.re.source.length - a.re.source.length);
  return matchers;
}

/** Normalises the request's `lang` header to a dictionary code (tw = hk; unknown = the stored English). */
export function ledgerLang(header: unknown): string {
  const raw = String((Array.isArray(header) ? header[0] : header) ?? '');
  const code = raw === 'tw' ? 'hk' : raw;
  return hasDictionary('app', code) ? code : 'en';
}

/** The stored English ledger text in `lang`, or the text itself when no template matches. */
export function translateLedgerText(text: string, lang: string): string {
  if (!text || lang === 'en') return text;
  const dict = load(lang);
  for (const m of englishMatchers()) {
    const hit = m.re.exec(text);
    if (!hit) continue;
    const tpl = dict[m.key];
    if (!tpl) return text;
    const values = Object.fromEntries(m.names.map((n, i) => [n, hit[i + 1]]));
    return tpl.replace(/\{\{(\w+)\}\}/g, (_, n: string) => values[n] ?? '');
  }
  return text;
}
