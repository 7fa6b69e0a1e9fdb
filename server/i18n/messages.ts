import type { FastifyInstance, FastifyRequest } from 'fastify';
import type enDictionary from './en.json';
import { dictionarySection } from './files.js';

// Server messages in the reader's language, by key. Code throws `new AppError('orderNotFound')` or answers
// `ok(data, 'orderPlaced')` with a key of the `server` namespace of server/i18n/<lang>.json and the values of its
// {{placeholders}}; the envelope renders the key in the request's `lang` header (English when missing or unknown).
// Nothing is ever recognised by its English text. Server-only dictionaries rather than a namespace of src/core/i18n:
// the client never needs these strings, and they would grow every language chunk the app downloads by about half.
// Same format and merge script (`node scripts/i18n-merge.mjs server <file> --dir server/i18n`), so translators keep
// one workflow. The `mail` section (merged with `mail` as the namespace) holds the pieces of the e-mails and texts
// the server sends — codes, owner notices (accounts/notices.ts) — rendered in the reader's language the same way.

export const SERVER_LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'] as const;
export type ServerLang = (typeof SERVER_LANGS)[number];

/** Every message the server can show a user; the type makes a missing catalogue entry a compile error. */
export type MessageKey = keyof (typeof enDictionary)['server'];
/** The pieces of the e-mails and texts the server sends (codes, owner notices): the `mail` section. */
export type MailKey = keyof (typeof enDictionary)['mail'];
export type MessageParams = Readonly<Record<string, string | number>>;

type Dict = Record<string, string>;

export function loadServerDictionary(lang: string): Dict {
  return dictionarySection('server', lang, 'server');
}

export function loadMailDictionary(lang: string): Dict {
  return dictionarySection('server', lang, 'mail');
}

const DICTS = new Map<string, Dict>(SERVER_LANGS.map((l) => [l, loadServerDictionary(l)]));
const MAIL = new Map<string, Dict>(SERVER_LANGS.map((l) => [l, loadMailDictionary(l)]));
const LANG_SET = new Set<string>(SERVER_LANGS);

function fill(dicts: Map<string, Dict>, lang: string, key: string, params: MessageParams): string {
  const tpl = dicts.get(lang)?.[key] ?? dicts.get('en')![key] ?? key;
  return tpl.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n] ?? ''));
}

/** The message `key` in `lang` (English for an unknown language), with its {{placeholders}} filled in. */
export function renderMessage(lang: string, key: MessageKey, params: MessageParams = {}): string {
  return fill(DICTS, lang, key, params);
}

/** A piece of an e-mail or text in `lang` (English for an unknown or missing language). */
export function renderMail(lang: string | null | undefined, key: MailKey, params: MessageParams = {}): string {
  return fill(MAIL, lang ?? 'en', key, params);
}

/** English text of a message: what logs, tests and English readers see. */
export const englishMessage = (key: MessageKey, params?: MessageParams) => renderMessage('en', key, params);

/** The request's `lang` header as a dictionary code (`tw` reads as `hk`); null when missing or unknown. */
export function headerLang(request: Pick<FastifyRequest, 'headers'>): string | null {
  const h = request.headers.lang;
  const raw = String((Array.isArray(h) ? h[0] : h) ?? '').trim();
  const code = raw === 'tw' ? 'hk' : raw;
  return LANG_SET.has(code) ? code : null;
}

/** The language to answer a request in: its `lang` header, English when missing or unknown. */
export const requestLang = (request: Pick<FastifyRequest, 'headers'>): string => headerLang(request) ?? 'en';

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
