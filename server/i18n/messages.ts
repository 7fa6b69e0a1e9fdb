import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Server messages in the reader's language. Code throws and answers English (`AppError('Order not found')`,
// `ok(data, 'Order placed')`, validation texts); one preSerialization hook (installed by installEnvelope) renders the
// `msg` of every envelope in the request's `lang` header. The English texts are the templates of the `server`
// namespace of server/i18n/<lang>.json ({{name}} marks a variable part); everything is read and compiled once, when
// this module loads. Text that matches no template (framework errors, other services) is answered unchanged.
// Server-only dictionaries rather than a namespace of src/core/i18n: the client never needs these strings, and they
// would grow every language chunk the app downloads by about half. Same format and merge script
// (`node scripts/i18n-merge.mjs server <file> --dir server/i18n`), so translators keep one workflow.

export const SERVER_LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'] as const;
export type ServerLang = (typeof SERVER_LANGS)[number];

type Dict = Record<string, string>;

export function loadServerDictionary(lang: string): Dict {
  const file = new URL(`./${lang}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')).server ?? {}) as Dict;
}

const DICTS = new Map<string, Dict>(SERVER_LANGS.map((l) => [l, loadServerDictionary(l)]));
const LANG_SET = new Set<string>(SERVER_LANGS);

/** What a placeholder may stand for, by its name (narrow patterns keep plain sentences from matching templates). */
const PLACEHOLDER_RE: Record<string, string> = {
  field: '[A-Za-z_][\\w.\\-]*',
  limit: '-?\\d+(?:\\.\\d+)?',
  seconds: '\\d+',
  max: '\\d+',
  status: '[\\w ]+',
  min: '[\\d.]+',
  step: '[\\d.]+',
  price: '-?[\\d.]+',
  leverage: '[^\\s;]+',
  currency: '[\\w.]+',
  protocol: '[\\w.]+',
};
const DEFAULT_PLACEHOLDER = '.+?';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  names: string[];
  re: RegExp;
  /** Length of the fixed text: the more of it, the more specific the template. */
  literal: number;
}

/** English text → key for the templates without placeholders; the others as anchored patterns, most specific first. */
const en = DICTS.get('en')!;
const EXACT = new Map<string, string>();
const TEMPLATES: Template[] = [];
for (const [key, tpl] of Object.entries(en)) {
  const parts = tpl.split(/(\{\{\w+\}\})/);
  if (parts.length === 1) {
    EXACT.set(tpl, key);
    continue;
  }
  const names: string[] = [];
  const source = parts
    .map((part) => {
      const m = /^\{\{(\w+)\}\}$/.exec(part);
      if (!m) return escapeRe(part);
      names.push(m[1]);
      return `(${PLACEHOLDER_RE[m[1]] ?? DEFAULT_PLACEHOLDER})`;
    })
    .join('');
  // Literal length decides the order: "{{field}} must be a positive amount …" is tried before "{{field}} must be …".
  const literal = parts.filter((p) => !/^\{\{\w+\}\}$/.test(p)).join('').length;
  TEMPLATES.push({ key, names, re: new RegExp(`^${source}$`), literal });
}
TEMPLATES.sort((a, b) => b.literal - a.literal);

/** The catalogue key an English message belongs to, with the values of its variable parts; null when unknown. */
export function matchMessage(text: string): { key: string; values: Record<string, string> } | null {
  const exact = EXACT.get(text);
  if (exact) return { key: exact, values: {} };
  for (const t of TEMPLATES) {
    const hit = t.re.exec(text);
    if (hit) return { key: t.key, values: Object.fromEntries(t.names.map((n, i) => [n, hit[i + 1]])) };
  }
  return null;
}

/** `msg` in `lang` (a dictionary code); English and unknown texts come back unchanged. */
export function translateMessage(text: string, lang: string): string {
  if (lang === 'en' || !text || text === 'success') return text;
  const dict = DICTS.get(lang);
  if (!dict) return text;
  const hit = matchMessage(text);
  const tpl = hit && dict[hit.key];
  if (!hit || !tpl) return text;
  return tpl.replace(/\{\{(\w+)\}\}/g, (_, n: string) => hit.values[n] ?? '');
}

/** The request's `lang` header as a dictionary code: `tw` reads as `hk`; missing or unknown is `en`. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): string {
  const h = request.headers.lang;
  const raw = String((Array.isArray(h) ? h[0] : h) ?? '').trim();
  const code = raw === 'tw' ? 'hk' : raw;
  return LANG_SET.has(code) ? code : 'en';
}

/** The envelope with `msg` in the request's language, or the payload itself when nothing changes. */
export function translateEnvelope(request: Pick<FastifyRequest, 'headers'>, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const env = payload as { code?: unknown; msg?: unknown };
  if (typeof env.msg !== 'string' || typeof env.code !== 'number' || env.msg === 'success') return payload;
  const lang = requestLang(request);
  if (lang === 'en') return payload;
  const msg = translateMessage(env.msg, lang);
  return msg === env.msg ? payload : { ...env, msg };
}

/** Translates the `msg` of every envelope (success, refusal, validation, 404, 429) before it is serialised. */
export function installMessageTranslation(app: FastifyInstance) {
  // Callback style, not async: no promise per response on the hot path (most envelopes are msg 'success').
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => done(null, translateEnvelope(request, payload)));
}
