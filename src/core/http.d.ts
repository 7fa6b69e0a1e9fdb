import type { Envelope, Notify } from './types';
export interface RequestOptions {
    /** POST/PUT/PATCH body as application/x-www-form-urlencoded instead of JSON. */
    form?: boolean;
    /** false: do not toast a failure (the caller handles it). Default true. */
    showErrorMessage?: boolean;
    /** Toast the server msg on success (SPEC §8: close, cancel, demo reset, bind, submits …). */
    showSuccessMessage?: boolean;
    /** Init/background call: code 999 clears the session but does not navigate to /login. */
    init?: boolean;
    /** Count the call in $spinner while it runs. */
    loading?: boolean;
    /** The manifest call: transport errors are not toasted and the body is not an envelope. */
    manifest?: boolean;
    /** Resolve the whole envelope {code,msg,data} instead of data (code 1 only). Non-envelope bodies resolve as is. */
    raw?: boolean;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    timeout?: number;
}
export interface HttpOptions {
    /** API origin, e.g. https://api.example.com ('' = relative to the page). */
    baseURL: string;
    getToken: () => string;
    getLang: () => string;
    notify: Notify;
    /** Resets the stored session (code 999). */
    clearSession: () => void;
    /** Called after 999 on a non-init call; the app navigates to /login. */
    onSessionExpired?: () => void;
    spinner?: {
        open(): void;
        close(): void;
    };
    /** Message for transport errors; receives the HTTP status (0 = no response). */
    networkErrorText?: (status: number) => string;
    /** Custom fetch (tests, partners with their own transport). */
    fetch?: typeof globalThis.fetch;
    /** Request timeout in ms; none by default (SPEC §9: the spinner has no timeout). */
    timeout?: number;
}
export type Payload = Record<string, unknown> | FormData | undefined;
export interface Http {
    get<T = unknown>(url: string, params?: Payload, opts?: RequestOptions): Promise<T>;
    delete<T = unknown>(url: string, params?: Payload, opts?: RequestOptions): Promise<T>;
    post<T = unknown>(url: string, body?: Payload, opts?: RequestOptions): Promise<T>;
    put<T = unknown>(url: string, body?: Payload, opts?: RequestOptions): Promise<T>;
    patch<T = unknown>(url: string, body?: Payload, opts?: RequestOptions): Promise<T>;
    readonly baseURL: string;
}
export declare function isEnvelope(value: unknown): value is Envelope;
export declare function createHttp(options: HttpOptions): Http;
