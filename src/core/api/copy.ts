// Copy trading (docs/trading.md "Copy trading"): the traders the logged-in person copies, starting, changing the
// multiplier and stopping. Built by the Rank widget from the client's http, so `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';

/** A trader the person copies, with what the copies did. */
export interface CopyFollow {
  uid: string;
  /** The trader's display name, as the ranking shows it. */
  user: string;
  /** A copy's lots are the trader's × this, rounded down to the pair's lot step. */
  multiplier: string;
  /** Copy stop-loss, USD: the copies close and copying stops when together they lose this much; '' none. */
  stop_loss: string;
  started_at: string;
  /** Copies open now. */
  open: number;
  /** Positions of the trader ever copied. */
  copied: number;
  /** Realised P&L of the closed copies, USD (2 dp). */
  profit: string;
  /** The trader's positions not copied (too small, not enough free margin …) since the start. */
  skipped: number;
  /** Why the last one was not copied, in the person's language; '' when none. */
  last_skip: string;
}

/** The person as a trader of the ranking (GET /v1/api/copy/me). */
export interface CopyMe {
  /** Whether they are shown in the ranking once they have closed trades (false for a demo account). */
  ranked: boolean;
  /** Whether others may copy their trades now: shown in the ranking and copying not closed. */
  copyable: boolean;
  /** How many people copy them now. */
  followers: number;
  /** A demo account, which is never listed or copied. */
  demo: boolean;
}

/** What the person changes of their own side: either or both. */
export type CopyChoice = { ranked?: boolean; copyable?: boolean };

/** Socket topic COPY_TRADING (docs/socket.md): a trader's position not copied for the person, or their copy ended by another hand. */
export type CopyEvent =
  | { Event: 'skipped'; Uid: string; User: string; Code: string; Why: string }
  | { Event: 'ended'; Uid: string; User: string; Reason: 'stop_loss' | 'trader' | 'desk' };

export function createCopyApi(http: Http) {
  return {
    /** GET /v1/api/copy/list: oldest first. */
    list: (opts?: RequestOptions) => http.get<CopyFollow[]>('/v1/api/copy/list', undefined, opts),
    /**
     * POST /v1/api/copy/follow: starts copying, or sets the multiplier and the copy stop-loss ('' none); answers the
     * list (the server's msg is toasted).
     */
    follow: (uid: string, multiplier: string, stopLoss = '', opts?: RequestOptions) =>
      http.post<CopyFollow[]>('/v1/api/copy/follow', { uid, multiplier, stop_loss: stopLoss }, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /v1/api/copy/stop: no new copies; those open stay. Answers the list (the server's msg is toasted). */
    stop: (uid: string, opts?: RequestOptions) => http.post<CopyFollow[]>('/v1/api/copy/stop', { uid }, { form: true, showSuccessMessage: true, ...opts }),
    /** GET /v1/api/copy/me: whether the person is in the ranking and may be copied, and how many copy them. */
    me: (opts?: RequestOptions) => http.get<CopyMe>('/v1/api/copy/me', undefined, opts),
    /** POST /v1/api/copy/me: in the ranking or not, copyable or not (leaving or closing ends every copy of them). */
    choose: (choice: CopyChoice, opts?: RequestOptions) => http.post<CopyMe>('/v1/api/copy/me', choice, { form: true, showSuccessMessage: true, ...opts }),
  };
}

export type CopyApi = ReturnType<typeof createCopyApi>;
