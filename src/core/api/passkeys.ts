// Passkeys (docs/accounts.md "Passkeys"): the logged-in user's passkeys — listed, added, removed — and signing in with
// one. Built by the Passkeys widget and the login form from the client's http, so `pipkit/core` does not carry them.
// The browser's half of each ceremony is widgets/internal/passkeys/ceremony.ts.
import type { Http, RequestOptions } from '../http';
import type { LoginResult } from '../types';

export interface Passkey {
  id: number;
  /** The owner's name for it; by default the browser and system it was added on. */
  name: string;
  /** Kept by a password manager or platform that syncs it (it outlives one device). */
  synced: boolean;
  created_at: string;
  /** Its last sign-in; null: never used. */
  last_used_at: string | null;
}

export interface PasskeyList {
  passkeys: Passkey[];
  /** How many an account may keep. */
  max: number;
  /** Two-step sign-in is on: adding a passkey also needs its code. */
  two_factor: boolean;
}

/** Options for the browser's ceremony, as the server made them (PublicKeyCredential*OptionsJSON). */
export type CeremonyOptions = Record<string, unknown> & { challenge: string };

export function createPasskeysApi(http: Http) {
  return {
    /** GET /api/user/passkeys: newest first. */
    list: (opts?: RequestOptions) => http.get<PasskeyList>('/api/user/passkeys', undefined, opts),
    /** POST /api/user/passkeys/register_options: the options for navigator.credentials.create(). */
    registerOptions: (opts?: RequestOptions) => http.post<CeremonyOptions>('/api/user/passkeys/register_options', undefined, opts),
    /** POST /api/user/passkeys/register: the browser's answer, with the password (and the two-step code when on). */
    register: (body: { response: unknown; password: string; totp_code?: string; name?: string }, opts?: RequestOptions) =>
      http.post<Passkey>('/api/user/passkeys/register', body, { showSuccessMessage: true, ...opts }),
    /** POST /api/user/passkeys/remove */
    remove: (id: number, opts?: RequestOptions) => http.post<null>('/api/user/passkeys/remove', { id }, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /api/user/passkeys/rename: the owner's own name for it (1–60 characters, trimmed). */
    rename: (id: number, name: string, opts?: RequestOptions) =>
      http.post<Passkey>('/api/user/passkeys/rename', { id, name }, { form: true, showSuccessMessage: true, ...opts }),
  };
}

/** Signing in with a passkey: apart, so the login form carries these two calls and not the settings'. */
export function createPasskeySignInApi(http: Http) {
  return {
    /** POST /api/user/passkeys/login_options: the options for navigator.credentials.get(). */
    loginOptions: (opts?: RequestOptions) => http.post<CeremonyOptions>('/api/user/passkeys/login_options', undefined, opts),
    /** POST /api/user/passkeys/login: a session, as the password login answers. */
    login: (response: unknown, opts?: RequestOptions) => http.post<LoginResult>('/api/user/passkeys/login', { response }, { loading: true, ...opts }),
  };
}

export type PasskeysApi = ReturnType<typeof createPasskeysApi>;
export type PasskeySignInApi = ReturnType<typeof createPasskeySignInApi>;
