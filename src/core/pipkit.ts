// createPipkit(): the one configured client of an app or partner page (CONVENTIONS "Core API").
import type { Balance, BasicInfo, Lang, LoginForm, LoginResult, Notify, User } from './types';
import { createHttp, type Http } from './http';
import { createSocket, type Socket, type SocketLogger, type WebSocketCtor } from './socket';
import { resolveApiBase, resolveWsUrl, type PageLocation } from './host';
import { createApi, type Api } from './api';
import { $language } from './stores/language';
import { createLiveFeeds, createStores, type LiveFeeds, type PipkitStores } from './stores/client-stores';
import { readItem, writeItem } from './stores/persistent';
import { localeTag, normalizeLang, textDirection } from './i18n/languages';
import { loadLanguage, t } from './i18n';
import { firstContent } from './firstContent';

export interface PipkitOptions {
  /** API origin; wins over the host rule (host.ts). */
  apiBase?: string;
  /** WebSocket URL; default ws(s)://<api host>/v1/ws. */
  wsUrl?: string;
  /**
   * Token source for partners whose own site already holds the user's Pipkit token (single sign-on). Read before
   * every request and socket login; a token it returns wins over the stored session, and init() adopts it.
   * Without it the token comes from login / demo and is kept in localStorage.
   */
  token?: () => string | null | undefined;
  /** false: no live socket (prices and orders are what REST returned). Default true. */
  socket?: boolean;
  /** How messages reach the user; default this client's toast queue (stores.toasts). */
  notify?: Notify;
  /**
   * Prefix of this client's storage entries (`<prefix>.session`, `<prefix>.tradeList`, …); default 'pipkit'. Two
   * clients on one page that must keep separate logins across reloads use different prefixes.
   */
  storagePrefix?: string;
  /** The app's navigate (wouter); used for code 999 → /login. */
  navigate?: (path: string) => void;
  /** Desktop build: API host sub-domain `pc` instead of `api`. */
  isDesktop?: boolean;
  /** Page location for the host rule; default globalThis.location. */
  location?: PageLocation;
  /** Set <html lang dir> on language change. Default true; partners embedding widgets pass false. */
  documentLanguage?: boolean;
  fetch?: typeof globalThis.fetch;
  WebSocketImpl?: WebSocketCtor;
  logger?: SocketLogger;
}

export interface PipkitActions {
  /** Logs in, stores token + user, logs the socket in. Navigation is the caller's (docs/product.md#states-and-transitions: go home). */
  login(form: LoginForm): Promise<User>;
  /** Starts or resumes this browser's demo account (persistent demo_id). */
  tryDemo(): Promise<User>;
  /** Keeps a session signed in another way (a passkey: pipkit/passkeys), as login does. */
  signedIn(result: LoginResult): User;
  /** Server logout, local session cleared, socket logout, 'logout success' toast. Never rejects. */
  logout(): Promise<void>;
  /** The session ended on the server (the account was closed: pipkit/close-account): forgotten here, socket logged
   * out, no call and no toast. */
  signedOut(): void;
  /** Reloads the user; null when logged out. Init call: an expired session is cleared without navigating. */
  refreshUser(): Promise<User | null>;
  /** Reloads stores.$balance (an answer to an older call, or from before a logout, is not stored); null when logged out. */
  refreshBalance(): Promise<Balance | null>;
  /** Resets the demo account (server msg toasted) and reloads the balance. */
  resetDemo(): Promise<void>;
  /** Sets $language, loads its dictionary, updates <html lang dir>. */
  setLanguage(lang: Lang): Promise<void>;
  /** Loads stores.$basicInfo (init call). */
  loadBasicInfo(): Promise<BasicInfo | null>;
  /** App start: dictionary, server settings, and the user when a token is stored. Never rejects. */
  init(): Promise<void>;
}

export interface Pipkit {
  http: Http;
  socket: Socket;
  api: Api;
  actions: PipkitActions;
  apiBase: string;
  wsUrl: string;
  /** How a message reaches the user: the `notify` option, else the toast queue. Widgets tell the user only through it. */
  notify: Notify;
  /** The state this client holds (session, balance, quotes, orders, toasts, …); widgets read it through the provider. */
  stores: PipkitStores;
  /** Reference-counted socket subscriptions that feed stores.quotes and stores.orders. */
  live: LiveFeeds;
  /** Names this client's storage entries (`<prefix>.session`, …): the `storagePrefix` option, else 'pipkit'. */
  storagePrefix: string;
  /** Closes the socket and stops following $language. */
  destroy(): void;
}

export const DEMO_ID_KEY = 'pipkit.demo_id';

function randomId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The same browser resumes its demo account instead of creating a new one on every click. */
export function getDemoId(): string {
  const stored = readItem(DEMO_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  writeItem(DEMO_ID_KEY, id);
  return id;
}

export function applyDocumentLanguage(lang: Lang): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc?.documentElement) return;
  doc.documentElement.lang = localeTag(lang);
  doc.documentElement.dir = textDirection(lang);
}

let current: Pipkit | null = null;

export function createPipkit(options: PipkitOptions = {}): Pipkit {
  const stores = createStores(options.storagePrefix);
  const { session } = stores;
  const notify: Notify = options.notify ?? ((text, kind) => void stores.toasts.show(text, kind));
  const apiBase = resolveApiBase(options);
  const wsUrl = resolveWsUrl(options);

  const currentToken = () => options.token?.() || session.$session.get().token;

  const socket = createSocket({
    url: wsUrl,
    enabled: options.socket !== false,
    getToken: currentToken,
    WebSocketImpl: options.WebSocketImpl,
    logger: options.logger,
  });

  let balanceAsks = 0; // refreshBalance calls so far; an answer to an older one (or from before a logout) is dropped
  const endSession = () => {
    session.clear();
    balanceAsks++;
    stores.$balance.set(null);
    socket.logout();
  };

  const http = createHttp({
    baseURL: apiBase,
    getToken: currentToken,
    getLang: () => $language.get(),
    notify,
    clearSession: endSession,
    onSessionExpired: () => options.navigate?.('/login'),
    spinner: stores.spinner,
    networkErrorText: (status) => {
      const text = t('common.networkError', { status });
      return text === 'common.networkError' ? `Network error (${status})` : text;
    },
    fetch: options.fetch,
  });

  const api = createApi(http);

  const startSession = ({ token, user }: LoginResult): User => {
    session.set(token, user);
    socket.login(token);
    return user;
  };

  const manageDocument = options.documentLanguage !== false;
  // Anyone may set $language (the provider's locale prop, a partner page): keep dictionary and <html> in step.
  const stopFollowingLanguage = $language.subscribe((lang) => {
    void loadLanguage(lang);
    if (manageDocument) applyDocumentLanguage(lang);
  });

  const actions: PipkitActions = {
    async login(form) {
      return startSession(await api.user.login(form));
    },
    async tryDemo() {
      return startSession(await api.user.createDemo(getDemoId()));
    },
    signedIn: startSession,
    async logout() {
      try {
        // init: an already-expired session must not bounce the user to /login while logging out.
        await api.user.logout({ showErrorMessage: false, init: true });
      } catch {
        // The local session ends anyway; the server token expires on its own.
      }
      endSession();
      notify(t('msg.logoutSuccess'), 'success');
    },
    signedOut: endSession,
    async refreshUser() {
      if (!session.$session.get().token) return null;
      const user = await api.user.info({ init: true });
      session.setUser(user);
      return user;
    },
    async refreshBalance() {
      if (!session.$session.get().token) return null;
      // Two calls close together (a close and its FOREX_CLOSED) may be answered out of order: the last one asked wins.
      const asked = ++balanceAsks;
      const balance = await api.wallet.getBalance();
      if (asked === balanceAsks) stores.$balance.set(balance);
      return balance;
    },
    async resetDemo() {
      await api.wallet.resetDemo();
      await actions.refreshBalance();
    },
    async setLanguage(lang) {
      const code = normalizeLang(lang);
      $language.set(code);
      await loadLanguage(code);
      if (manageDocument) applyDocumentLanguage(code);
    },
    async loadBasicInfo() {
      const info = await api.basic.getBasicInfo({ showErrorMessage: false });
      stores.$basicInfo.set(info);
      return info;
    },
    async init() {
      const external = options.token?.();
      if (external && external !== session.$session.get().token) session.set(external, null);
      // The company's settings and the user's refresh wait for the first screen's content (core/firstContent.ts):
      // neither is on that screen, and on a slow network they would share its bandwidth. A session that ended or
      // changed meanwhile is not refreshed (a login has loaded its user itself).
      const later = firstContent();
      const token = session.$session.get().token;
      const refresh = () => (session.$session.get().token === token ? api.user.info({ init: true, showErrorMessage: false }).then(session.setUser) : null);
      await Promise.allSettled([loadLanguage($language.get()), later.then(() => actions.loadBasicInfo()), token ? later.then(refresh) : null]);
    },
  };

  // A balance moved by a fill or a close while the socket was down: read it again once it is back.
  const stopBalanceResync = socket.onReconnect(() => void actions.refreshBalance().catch(() => {}));

  const pipkit: Pipkit = {
    http,
    socket,
    api,
    actions,
    apiBase,
    wsUrl,
    notify,
    stores,
    live: createLiveFeeds(socket, stores),
    storagePrefix: options.storagePrefix ?? 'pipkit',
    destroy() {
      stopFollowingLanguage();
      stopBalanceResync();
      socket.close();
      if (current === pipkit) current = null;
    },
  };
  current = pipkit;
  return pipkit;
}

/** The most recently created Pipkit (for code outside React). */
export function getPipkit(): Pipkit {
  if (!current) throw new Error('getPipkit(): call createPipkit(options) first');
  return current;
}
