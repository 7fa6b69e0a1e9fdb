// HTTP client on ofetch implementing docs/product.md#api, #errors: headers, t= timestamp, envelope rules, 999, toasts, spinner.
import { ofetch, createFetch, FetchError, type $Fetch } from 'ofetch';
import type { Envelope, Notify } from './types';
import { ApiError, CODE_ABORTED, CODE_BAD_RESPONSE, CODE_SESSION_EXPIRED, CODE_SUCCESS, CODE_TRANSPORT } from './errors';

export interface RequestOptions {
  /** POST/PUT/PATCH body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** false: do not toast a failure (the caller handles it). Default true. */
  showErrorMessage?: boolean;
  /** Toast the server msg on success (docs/product.md#errors: close, cancel, demo reset, bind, submits …). */
  showSuccessMessage?: boolean;
  /** Init/background call: code 999 clears the session but does not navigate to /login. */
  init?: boolean;
  /** Count the call in the client's spinner while it runs. */
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
  spinner?: { open(): void; close(): void };
  /** Message for transport errors; receives the HTTP status (0 = no response). */
  networkErrorText?: (status: number) => string;
  /** Custom fetch (tests, partners with their own transport). */
  fetch?: typeof globalThis.fetch;
  /** Request timeout in ms; none by default (docs/product.md#constants-and-limits: the spinner has no timeout). */
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

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number' && 'msg' in value;
}

function toForm(payload: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    form.append(k, String(v));
  }
  return form;
}

function toQuery(payload: Payload): Record<string, unknown> {
  if (!payload || payload instanceof FormData) return {};
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null));
}

function isAbort(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const e = err as { name?: string; cause?: { name?: string } } | undefined;
  return e?.name === 'AbortError' || e?.cause?.name === 'AbortError';
}

export function createHttp(options: HttpOptions): Http {
  const fetcher: $Fetch = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch;
  const networkErrorText = options.networkErrorText ?? ((status: number) => `Network error (${status})`);

  async function request<T>(method: Method, url: string, payload: Payload, opts: RequestOptions = {}): Promise<T> {
    const inQuery = method === 'GET' || method === 'DELETE';
    const headers: Record<string, string> = {
      lang: options.getLang(),
      authorization: options.getToken() ?? '',
      ...opts.headers,
    };
    let body: BodyInit | Record<string, unknown> | undefined;
    if (!inQuery && payload !== undefined) {
      if (payload instanceof FormData) body = payload;
      else if (opts.form) {
        body = toForm(payload);
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else body = payload;
    }
    // t= defeats HTTP caches on reads (docs/product.md#api); it is added after the payload so it cannot be overridden.
    const query = inQuery ? { ...toQuery(payload), t: Date.now() } : undefined;

    let spinnerOpen = false;
    if (opts.loading && options.spinner) {
      options.spinner.open();
      spinnerOpen = true;
    }
    // docs/product.md#errors: the spinner is closed before any message is shown, so the toast is not hidden behind it.
    const closeSpinner = () => {
      if (spinnerOpen) {
        spinnerOpen = false;
        options.spinner?.close();
      }
    };
    const show = (text: string, kind: 'error' | 'success') => {
      if (kind === 'error' && opts.showErrorMessage === false) return;
      if (text) options.notify(text, kind);
    };

    const onEnvelope = (env: Envelope, status?: number): T => {
      closeSpinner();
      if (env.code === CODE_SUCCESS) {
        if (opts.showSuccessMessage) show(env.msg, 'success');
        return (opts.raw ? env : env.data) as T;
      }
      if (env.code === CODE_SESSION_EXPIRED) {
        options.clearSession();
        show(env.msg, 'error');
        if (!opts.init) options.onSessionExpired?.();
      } else {
        show(env.msg, 'error');
      }
      throw new ApiError(env.code, env.msg, env.data, status);
    };

    let response: unknown;
    try {
      response = await fetcher(url, {
        method,
        baseURL: options.baseURL || undefined,
        query,
        body: body as never,
        headers,
        signal: opts.signal,
        retry: 0, // a hidden retry would double-submit money operations
        timeout: opts.timeout ?? options.timeout,
        responseType: 'json',
      });
    } catch (err) {
      closeSpinner();
      if (isAbort(err, opts.signal)) throw new ApiError(CODE_ABORTED, 'aborted', null, 0);
      const fe = err instanceof FetchError ? err : undefined;
      const status = fe?.status ?? fe?.response?.status ?? 0;
      // The server answers 404/429 with an envelope: its msg is more useful than the status.
      if (isEnvelope(fe?.data)) return onEnvelope(fe.data, status);
      const text = networkErrorText(status);
      if (!opts.manifest) show(text, 'error');
      throw new ApiError(CODE_TRANSPORT, text, fe?.data ?? null, status);
    }

    if (isEnvelope(response)) return onEnvelope(response, 200);
    closeSpinner();
    // manifest.json and external hosts are not envelopes.
    if (opts.manifest || opts.raw) return response as T;
    const text = networkErrorText(200);
    show(text, 'error');
    throw new ApiError(CODE_BAD_RESPONSE, text, response, 200);
  }

  return {
    baseURL: options.baseURL,
    get: (url, params, opts) => request('GET', url, params, opts),
    delete: (url, params, opts) => request('DELETE', url, params, opts),
    post: (url, body, opts) => request('POST', url, body, opts),
    put: (url, body, opts) => request('PUT', url, body, opts),
    patch: (url, body, opts) => request('PATCH', url, body, opts),
  };
}
