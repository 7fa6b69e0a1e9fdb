// The operator console's client: the admin API over ofetch, the session token held for the browser tab only
// (sessionStorage: closing the tab signs out; a back-office token never sits in long-lived storage), and the signed-in
// operator in a nanostore. Framework-free, like the package's core: screens use it through hooks.
import { atom, type ReadableAtom } from 'nanostores';
import { createFetch, ofetch, FetchError } from 'ofetch';

export interface Operator {
  id: number;
  email: string;
  name: string;
  role: string;
}

export interface SignedIn {
  operator: Operator;
  permissions: string[];
}

export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

export interface ConsoleClientOptions {
  /** API origin ('' = this page's). */
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface ConsoleClient {
  /** null while signed out; undefined until the stored session has been checked. */
  readonly $session: ReadableAtom<SignedIn | null | undefined>;
  signIn(email: string, password: string, code: string): Promise<SignedIn>;
  signOut(): Promise<void>;
  /** Checks a stored token (page reload); signed out when it has expired. */
  restore(): Promise<void>;
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** A file the admin API answers instead of an envelope (a user's statement): its text; a refusal throws as call's. */
  file(path: string): Promise<string>;
  can(permission: string): boolean;
  /** The session token (the desk socket authenticates with it). */
  token(): string;
}

const TOKEN_KEY = 'pipkit.console.token';
const SIGN_IN_AGAIN = 999;
/** Longer than any refusal's envelope: a file's answer beyond it is not read as one. */
const ENVELOPE_MAX = 64 * 1024;

function defaultStorage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: the session lives in memory only
  }
}

export function createConsoleClient(options: ConsoleClientOptions = {}): ConsoleClient {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  let token = storage?.getItem(TOKEN_KEY) ?? '';
  const $session = atom<SignedIn | null | undefined>(token ? undefined : null);
  const http = (options.fetch ? createFetch({ fetch: options.fetch }) : ofetch).create({ baseURL: options.baseURL ?? '', retry: 0 });

  const setToken = (next: string) => {
    token = next;
    if (next) storage?.setItem(TOKEN_KEY, next);
    else storage?.removeItem(TOKEN_KEY);
  };
  const signedOut = () => {
    setToken('');
    $session.set(null);
  };

  type Envelope<T> = { code: number; msg: string; data: T };
  const headers = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  /** The envelope of a refused request (HTTP 4xx/5xx with a body), or the error to throw when there is none. */
  const refusal = <T>(e: unknown): { envelope: Envelope<T>; status: number } => {
    const status = (e instanceof FetchError ? e.response?.status : undefined) ?? 0;
    let data = (e as FetchError).data as { code?: number; msg?: string } | string | undefined;
    // A file's request reads its answer as text, a refusal's envelope too.
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as { code?: number; msg?: string };
      } catch {
        data = undefined; // not an envelope: said by its HTTP status
      }
    }
    if (!data || typeof data.code !== 'number') throw new ConsoleError(status ? `HTTP ${status}` : 'Network error', -1, status);
    return { envelope: data as Envelope<T>, status };
  };
  const settle = <T>(envelope: Envelope<T>, status: number): T => {
    if (envelope.code === 1) return envelope.data;
    if (envelope.code === SIGN_IN_AGAIN) signedOut();
    throw new ConsoleError(envelope.msg, envelope.code, status);
  };

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    try {
      const envelope = await http<Envelope<T>>(`/admin/api${path}`, { method, body: body === undefined ? undefined : (body as Record<string, unknown>), headers: headers() });
      return settle(envelope, 200);
    } catch (e) {
      if (e instanceof ConsoleError) throw e;
      const r = refusal<T>(e);
      return settle(r.envelope, r.status);
    }
  }

  async function file(path: string): Promise<string> {
    let text: string;
    try {
      text = await http(`/admin/api${path}`, { responseType: 'text', headers: headers() });
    } catch (e) {
      const r = refusal<string>(e);
      return settle(r.envelope, r.status);
    }
    // A refusal answered with HTTP 200 is an envelope: a small object with a numeric code. A CSV file never starts with
    // a brace; a JSON file (a client's copy of their data) does, but has no code and may be far larger than a refusal.
    if (text.length <= ENVELOPE_MAX && text.trimStart().startsWith('{')) {
      const parsed = JSON.parse(text) as Partial<Envelope<string>>;
      if (typeof parsed.code === 'number') return settle(parsed as Envelope<string>, 200);
    }
    return text;
  }

  return {
    $session,
    call,
    file,
    async signIn(email, password, code) {
      const r = await call<SignedIn & { token: string }>('POST', '/session', { email, password, code });
      setToken(r.token);
      const session = { operator: r.operator, permissions: r.permissions };
      $session.set(session);
      return session;
    },
    async signOut() {
      try {
        await call('DELETE', '/session');
      } finally {
        signedOut();
      }
    },
    async restore() {
      if (!token) return signedOut();
      try {
        $session.set(await call<SignedIn>('GET', '/session'));
      } catch {
        signedOut();
      }
    },
    can(permission) {
      return !!$session.get()?.permissions.includes(permission);
    },
    token: () => token,
  };
}
