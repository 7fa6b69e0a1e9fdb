// A copy of the user's data (docs/accounts.md "Your data"): every record kept about them, as one JSON file. Built by
// the MyData widget from the client's http, so `pipkit/core` does not carry it.
import type { Http, RequestOptions } from '../http';
import { DATA_FORMAT } from '../my-data';

/** The file: `format` (DATA_FORMAT) names its sections and columns (docs/accounts.md "Your data"). */
export type DataCopy = { format: string; exported_at: string } & Record<string, unknown>;

export function createMyDataApi(http: Http) {
  return {
    /**
     * POST /api/user/data with the password (and the two-step code once the server asked for it: code 3). A refusal
     * is the usual envelope, toasted by the core and thrown as an ApiError.
     */
    download: async (body: { password: string; totp_code?: string }, opts?: RequestOptions): Promise<DataCopy> => {
      const file = await http.post<unknown>('/api/user/data', body, { form: true, raw: true, loading: true, ...opts });
      const copy = file as Partial<DataCopy> | null;
      if (copy?.format !== DATA_FORMAT || typeof copy.exported_at !== 'string') throw new TypeError('The answer is not a copy of the data');
      return copy as DataCopy;
    },
  };
}

export type MyDataApi = ReturnType<typeof createMyDataApi>;
