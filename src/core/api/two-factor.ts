// Two-step sign-in (docs/accounts.md "Two-step sign-in"): whether it is on, setting it up with an authenticator app,
// turning it off. Built by the TwoFactor widget from the client's http, so `pipkit/core` does not carry it. Signing
// in with a code is the login's `totp_code` (the server answers code 3 when one is needed).
import type { Http, RequestOptions } from '../http';

export interface TwoFactorStatus {
  enabled: boolean;
  /** When it was turned on; absent while off. */
  enabled_at?: string;
  /** Recovery codes not used yet. */
  recovery_left: number;
}

/** A new secret for the authenticator app: scanned as a QR code of `otpauth_url`, or typed in. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

export function createTwoFactorApi(http: Http) {
  return {
    /** GET /api/user/two_factor */
    status: (opts?: RequestOptions) => http.get<TwoFactorStatus>('/api/user/two_factor', undefined, opts),
    /** POST /api/user/two_factor/setup: a new pending secret (the last one not confirmed is replaced). */
    setup: (opts?: RequestOptions) => http.post<TwoFactorSetup>('/api/user/two_factor/setup', undefined, opts),
    /** POST /api/user/two_factor/enable: turns it on with a code from the app; the recovery codes, shown once. */
    enable: (code: string, opts?: RequestOptions) =>
      http.post<{ recovery_codes: string[] }>('/api/user/two_factor/enable', { code }, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /api/user/two_factor/disable: with the password and a code (from the app, or a recovery code). */
    disable: (password: string, code: string, opts?: RequestOptions) =>
      http.post<null>('/api/user/two_factor/disable', { password, code }, { form: true, showSuccessMessage: true, ...opts }),
  };
}

export type TwoFactorApi = ReturnType<typeof createTwoFactorApi>;
