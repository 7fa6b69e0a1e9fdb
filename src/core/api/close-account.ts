// Closing one's own account (docs/accounts.md "Closing the account"). Built by the CloseAccount widget from the
// client's http, so `pipkit/core` does not carry it. The server holds the rule of what must be settled first; the
// widget shows what it answers.
import type { Http, RequestOptions } from '../http';

/** What is left to settle before the account can close. */
export interface ClosureState {
  /** Nothing is left: the account can be closed now. */
  closable: boolean;
  /** Open positions, to close first. */
  positions: number;
  /** Pending orders, to cancel first. */
  pending: number;
  /** The balance in USD to the cent (a part of a cent cannot be paid out); anything but 0.00 is to withdraw first. */
  balance: string;
  /** Deposit claims under review. */
  deposits: number;
  /** Withdrawals under review. */
  withdrawals: number;
}

export function createCloseAccountApi(http: Http) {
  return {
    /** GET /api/user/closure */
    state: (opts?: RequestOptions) => http.get<ClosureState>('/api/user/closure', undefined, opts),
    /**
     * POST /api/user/closure with the password (and the two-step code once the server asked for it: code 3). Closed:
     * every session of the account has ended, this one too. A refusal is toasted by the core and thrown.
     */
    close: (body: { password: string; totp_code?: string }, opts?: RequestOptions) =>
      http.post<{ closed_at: string }>('/api/user/closure', body, { form: true, loading: true, showSuccessMessage: true, ...opts }),
  };
}

export type CloseAccountApi = ReturnType<typeof createCloseAccountApi>;
