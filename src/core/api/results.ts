// Trading results (docs/trading.md "Trading results"): what the closed trades of a period came to. Built by the
// TradeResults widget from the client's http, so `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';
import type { TradeResultsAnswer } from '../money/results';
import type { StatementPeriod } from '../statement';

export type { NamedPairResult, TradeResultsAnswer } from '../money/results';

export function createResultsApi(http: Http) {
  return {
    /** GET /api/user/trade_results: the results of the trades closed in the period (whole UTC days). */
    get: (period: StatementPeriod, opts?: RequestOptions) => http.get<TradeResultsAnswer>('/api/user/trade_results', { ...period }, opts),
  };
}

export type ResultsApi = ReturnType<typeof createResultsApi>;
