// Signed-in devices (docs/accounts.md "Signed-in devices"): the logged-in user's live sessions, signing one or all
// the others out, and the account's sign-in activity. Built by the Devices widget from the client's http, so
// `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';

/** A live session of the logged-in user: a signed-in device. */
export interface DeviceSession {
  id: number;
  /** "Chrome 131 on Android 14"; empty when the browser did not say. */
  device: string;
  ip: string;
  created_at: string;
  /** When it was last used, to about 5 minutes (absent from servers before it was kept). */
  seen_at?: string;
  expires_at: string;
  /** The session of this browser. */
  current: boolean;
}

/** A sign-in to the account, or an attempt on it that failed (the account's sign-in activity, newest first). */
export interface SignIn {
  id: number;
  at: string;
  /** "Chrome 131 on Android 14"; empty when the browser did not say. */
  device: string;
  ip: string;
  method: 'password' | 'passkey';
  /**
   * ok: signed in; otherwise what was wrong (wrong_passkey: the account's passkey answered but did not verify; locked:
   * the right password or a passkey, but the account is locked).
   */
  outcome: 'ok' | 'wrong_password' | 'wrong_code' | 'wrong_passkey' | 'locked';
}

export function createDevicesApi(http: Http) {
  return {
    /** GET /api/user/sessions: newest first. */
    list: (opts?: RequestOptions) => http.get<DeviceSession[]>('/api/user/sessions', undefined, opts),
    /** GET /api/user/sign_ins: the latest 50 sign-ins and failed attempts of the last 90 days, newest first. */
    signIns: (opts?: RequestOptions) => http.get<SignIn[]>('/api/user/sign_ins', undefined, opts),
    /** POST /api/user/sessions/revoke: signs one device out (the server's msg is toasted). */
    revoke: (id: number, opts?: RequestOptions) =>
      http.post<{ ended: number }>('/api/user/sessions/revoke', { id }, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /api/user/sessions/revoke_others: signs every other device out (the server's msg is toasted). */
    revokeOthers: (opts?: RequestOptions) =>
      http.post<{ ended: number }>('/api/user/sessions/revoke_others', undefined, { showSuccessMessage: true, ...opts }),
  };
}

export type DevicesApi = ReturnType<typeof createDevicesApi>;
