import type { Balance, BasicInfo, Lang, LoginForm, Notify, User } from './types';
import { type Http } from './http';
import { type Socket, type SocketLogger, type WebSocketCtor } from './socket';
import { type PageLocation } from './host';
import { type Api } from './api';
export interface PipkitOptions {
    /** API origin; wins over the host rule (host.ts). */
    apiBase?: string;
    /** WebSocket URL; default ws(s)://<api host>/v1/ws. */
    wsUrl?: string;
    /** How messages reach the user; default showToast. */
    notify?: Notify;
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
    /** Logs in, stores token + user, logs the socket in. Navigation is the caller's (SPEC §4: go home). */
    login(form: LoginForm): Promise<User>;
    /** Starts or resumes this browser's demo account (persistent demo_id). */
    tryDemo(): Promise<User>;
    /** Server logout, local session cleared, socket logout, 'logout success' toast. Never rejects. */
    logout(): Promise<void>;
    /** Reloads the user; null when logged out. Init call: an expired session is cleared without navigating. */
    refreshUser(): Promise<User | null>;
    /** Reloads $balance; null when logged out. */
    refreshBalance(): Promise<Balance | null>;
    /** Resets the demo account (server msg toasted) and reloads the balance. */
    resetDemo(): Promise<void>;
    /** Sets $language, loads its dictionary, updates <html lang dir>. */
    setLanguage(lang: Lang): Promise<void>;
    /** Loads $basicInfo (init call). */
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
    /** Closes the socket and stops following $language. */
    destroy(): void;
}
export declare const DEMO_ID_KEY = "pipkit.demo_id";
/** The same browser resumes its demo account instead of creating a new one on every click. */
export declare function getDemoId(): string;
export declare function applyDocumentLanguage(lang: Lang): void;
export declare function createPipkit(options?: PipkitOptions): Pipkit;
/** The most recently created Pipkit (for code outside React). */
export declare function getPipkit(): Pipkit;
