// A trader's margin calls (docs/trading.md "Margin call history"). Built by the MarginCalls widget from the client's
// http, so `pipkit/core` does not carry it; the console reads the same entries on a client's page.
import type { Http, RequestOptions } from '../http';

/** One margin call of the account, as GET /api/user/margin_calls answers them (newest first). */
export interface MarginCallEntry {
  started_at: string;
  /** null: still running */
  ended_at: string | null;
  /** When the owner was told by e-mail or SMS; null: not told (a demo account has no address). */
  notified_at: string | null;
  /** The risk rate when it began, %, against the margin-call level then in force (`level`, %). */
  risk_rate: string;
  level: string;
  /** Equity and used margin when it began, USD. */
  equity: string;
  margin: string;
}

export function createMarginCallsApi(http: Http) {
  return {
    /** GET /api/user/margin_calls: the latest ten. */
    list: (opts?: RequestOptions) => http.get<{ list: MarginCallEntry[] }>('/api/user/margin_calls', undefined, opts).then((r) => r.list),
  };
}

export type MarginCallsApi = ReturnType<typeof createMarginCallsApi>;
