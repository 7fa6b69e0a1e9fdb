// Balance and demo reset (docs/product.md#api "Funds"). Deposit/withdraw calls live in their own area files.
import type { Http, RequestOptions } from '../http';
import type { Balance } from '../types';

export function createWalletApi(http: Http) {
  return {
    /** GET /v1/api/main/wallet/getBalance */
    getBalance: (opts?: RequestOptions) => http.get<Balance>('/v1/api/main/wallet/getBalance', undefined, opts),
    /** GET /v1/api/main/user/resetForexDemoAccount: the server msg is toasted (docs/product.md#errors). */
    resetDemo: (opts?: RequestOptions) =>
      http.get<unknown>('/v1/api/main/user/resetForexDemoAccount', undefined, {
        loading: true,
        showSuccessMessage: true,
        ...opts,
      }),
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
