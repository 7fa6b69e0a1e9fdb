// Public core API (package entry "pipkit" / "pipkit/core"). No React here.
export * from './types';
export * from './errors';
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
export * from './stores';
export {
  t,
  $t,
  translate,
  loadLanguage,
  addTranslations,
  setDictionaryLoaders,
  $i18nReady,
  $loadedLanguages,
  formatNumber,
  formatMoney,
  formatDate,
  localeOf,
  dirOf,
  LANGUAGES,
  LANG_CODES,
  DEFAULT_LANG,
  isLang,
  normalizeLang,
  languageInfo,
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
export * from './api/account';
export * from './api/content';
