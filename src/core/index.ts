// Public core API (package entry "pipkit" / "pipkit/core"). No React here.
export * from './types';
export * from './errors';
export { isSafeLink } from './links';
export { holdUntilFirstContent, firstContentShown, endFirstContentHold, firstContent, afterFirstContent, whenIdle } from './firstContent';
export { latinDigits, typedDecimal } from './typed';
export { resolveApiBase, resolveWsUrl, isLocalHost, type ApiBaseInput, type PageLocation } from './host';
export { createHttp, isEnvelope, type Http, type HttpOptions, type RequestOptions, type Payload } from './http';
export {
  createSocket,
  type Socket,
  type SocketOptions,
  type SocketMessage,
  type SocketStatus,
  type TopicHandler,
  type WebSocketLike,
  type WebSocketCtor,
  type SocketLogger,
  type Timers,
} from './socket';
// Every client holds its own stores (pipkit.stores, stores/client-stores.ts); the endpoint groups beyond pipkit.api
// are exported by the widget entries that use them, their types stay here.
export * from './stores/client-stores';
export * from './stores/session';
export * from './stores/settings';
export * from './stores/language';
export * from './stores/spinner';
export * from './stores/toast';
export { getStorage, readItem, writeItem, persistentAtom, persistentMap, jsonCodec, type Codec } from './stores/persistent';
export type * from './stores/quotes';
export type * from './stores/orders';
export type * from './stores/order-list';
export {
  t,
  $t,
  translate,
  loadLanguage,
  addTranslations,
  setDictionaryLoaders,
  $i18nReady,
  $i18nComplete,
  loadFirstPart,
  $loadedLanguages,
  formatNumber,
  formatDate,
  localeOf,
  dirOf,
  LANGUAGES,
  LANG_CODES,
  DEFAULT_LANG,
  isLang,
  normalizeLang,
  languageInfo,
  localeTag,
  textDirection,
  type LanguageInfo,
  type TFunction,
  type TParams,
  type Dictionary,
} from './i18n';
export { createApi, type Api, type UserApi, type BasicApi, type WalletApi } from './api';
export {
  createPipkit,
  getPipkit,
  getDemoId,
  applyDocumentLanguage,
  DEMO_ID_KEY,
  type Pipkit,
  type PipkitOptions,
  type PipkitActions,
} from './pipkit';
export type * from './api/forex';
export type * from './api/account';
export type * from './api/funds';
export type * from './api/content';
