// Statements (docs/funds.md "Statements"): the CSV file of a period. Built by the Statement widget from the client's
// http, so `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';
import type { StatementKind, StatementPeriod } from '../statement';

export function createStatementsApi(http: Http) {
  return {
    /**
     * GET /api/user/statement: the file's text (without the byte order mark: the browser's decoder removes it). A
     * refusal is the usual envelope, toasted by the core and thrown as an ApiError.
     */
    csv: async (kind: StatementKind, period: StatementPeriod, opts?: RequestOptions): Promise<string> => {
      const body = await http.get<unknown>('/api/user/statement', { kind, ...period }, { raw: true, loading: true, ...opts });
      if (typeof body !== 'string') throw new TypeError('The statement is not a CSV file');
      return body;
    },
  };
}

export type StatementsApi = ReturnType<typeof createStatementsApi>;
