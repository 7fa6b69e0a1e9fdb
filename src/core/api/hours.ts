// A pair's trading hours (docs/trading.md "Trading hours"): its sessions over the coming week as instants, so the app
// shows them in the trader's own time zone. Built by the widgets that show them from the client's http, so
// `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';

export interface TradingHours {
  Code: string;
  /** The trading session the pair follows (fx, metal, …, crypto); crypto's swap rolls every day for one night. */
  Session: string;
  MarketStatus: number;
  /** sessions: open in `Sessions` only; always: never closes by the clock; broker: the desk opens and closes it. */
  Hours: 'sessions' | 'always' | 'broker';
  /** The market's own time zone (IANA); '' unless `sessions`. */
  Zone: string;
  /** Unix seconds; the sessions overlapping the coming 7 days, oldest first. */
  Sessions: Array<{ Open: number; Close: number }>;
  /** Unix seconds of the next opening (after the current session when open); 0 when none applies. */
  NextOpen: number;
  /** Unix seconds of the next closing; 0 when none applies. */
  NextClose: number;
  /**
   * The desk's closures of the market overlapping the coming 30 days (holidays, early closes, maintenance), oldest
   * first, already left out of the rest; absent from a server without them.
   */
  Closures?: MarketClosure[];
}

export interface MarketClosure {
  Reason: 'holiday' | 'maintenance';
  /** The desk's name for it, as written ("Christmas Day"). */
  Name: string;
  /** Unix seconds: closed from Start to End. */
  Start: number;
  End: number;
}

export function createHoursApi(http: Http) {
  return {
    /** GET /v1/api/forex/trading_hours (extension). */
    get: (code: string, opts?: RequestOptions) => http.get<TradingHours>('/v1/api/forex/trading_hours', { code }, opts),
  };
}

export type HoursApi = ReturnType<typeof createHoursApi>;
