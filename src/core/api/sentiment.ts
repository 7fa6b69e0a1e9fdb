// Client sentiment (docs/trading.md "Client sentiment"): of the broker's real accounts holding a pair, the share net
// long and net short. Built by the widgets that show it from the client's http, so `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';

export interface PairSentiment {
  Code: string;
  /** Whole per cent of the accounts holding the pair that are net long; Long + Short = 100. */
  Long: number;
  Short: number;
}

export interface Sentiment {
  /** Unix seconds of the reading (read again at most once a minute). */
  Time: number;
  /** A pair held by fewer accounts than this is not listed. */
  MinTraders: number;
  /** The pairs held by enough accounts; with a code, that pair or none. */
  Pairs: PairSentiment[];
}

export function createSentimentApi(http: Http) {
  return {
    /** GET /v1/api/forex/sentiment (extension): one pair with `code`, else every pair held by enough accounts. */
    get: (code?: string, opts?: RequestOptions) => http.get<Sentiment>('/v1/api/forex/sentiment', code ? { code } : {}, opts),
  };
}

export type SentimentApi = ReturnType<typeof createSentimentApi>;
