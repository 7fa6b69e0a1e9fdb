import type { FastifyInstance, FastifyRequest } from 'fastify';
import type enDictionary from './en.json';
import { dictionarySection } from './files.js';

// Server messages in the reader's language, by key. Code throws `new AppError('orderNotFound')` or answers
// `ok(data, 'orderPlaced')` with a key of the `server` namespace of server/i18n/<lang>.json and the values of its
// {{placeholders}}; the envelope renders the key in the request's `lang` header (English when missing or unknown).
// Nothing is ever recognised by its English text. Server-only dictionaries rather than a namespace of src/core/i18n:
// the client never needs these strings, and they would grow every language chunk the app downloads by about half.
// Same format and merge script (`node scripts/i18n-merge.mjs server <file> --dir server/i18n`), so translators keep
// one workflow.

export const SERVER_LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'] as const;
export type ServerLang = (typeof SERVER_LANGS)[number];

/** Every message the server can show a user; the type makes a missing catalogue entry a compile error. */
export type MessageKey = keyof (typeof enDictionary)['server'];
export type MessageParams = Readonly<Record<string, string | number>>;

type Dict = Record<string, string>;

export function loadServerDictionary(lang: string): Dict {
  return dictionarySection('server', lang, 'server');
}

const DICTS = new Map<string, Dict>(SERVER_LANGS.map((l) => [l, loadServerDictionary(l)]));
const LANG_SET = new Set<string>(SERVER_LANGS);

/** The message `key` in `lang` (English for an unknown language), with its {{placeholders}} filled in. */
export function renderMessage(lang: string, key: MessageKey, params: MessageParams = {}): string {
  const tpl = DICTS.get(lang)?.[key] ?? DICTS.get('en')![key] ?? key;
  return tpl.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n] ?? ''));
}

/** English text of a message: what logs, tests and English readers see. */
export const englishMessage = (key: MessageKey, params?: MessageParams) => renderMessage('en', key, params);

/** The request's `lang` header as a dictionary code: `tw` reads as `hk`; missing or unknown is `en`. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): string {
  const h = request.headers.lang;
  const raw = String((Array.isArray(h) ? h[0] : h) ?? '').trim();
  const code = raw === 'tw' ? 'hk' : raw;
  return LANG_SET.has(code) ? code : 'en';
}

// Success envelopes remember the key they were made from, so the hook below renders them in the reader's language
// without a field in the JSON (a WeakMap: nothing to clean up, nothing serialised).
const keyed = new WeakMap<object, { key: MessageKey; params?: MessageParams }>();

export function rememberMessage(envelope: object, key: MessageKey, params?: MessageParams): void {
  keyed.set(envelope, { key, params });
}

/** The envelope with `msg` in the request's language, or the payload itself when nothing changes. */
export function translateEnvelope(request: Pick<FastifyRequest, 'headers'>, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const hit = keyed.get(payload);
  if (!hit) return payload;
  const lang = requestLang(request);
  if (lang === 'en') return payload;
  return { ...(payload as object), msg: renderMessage(lang, hit.key, hit.params) };
}

/** Renders the `msg` of keyed success envelopes before they are serialised (refusals are rendered by the error handler). */
export function installMessageTranslation(app: FastifyInstance) {
  // Callback style, not async: no promise per response on the hot path (most envelopes are msg 'success').
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => done(null, translateEnvelope(request, payload)));
}
