import type { Http, RequestOptions } from '../http';
import type { Balance } from '../types';
export declare function createWalletApi(http: Http): {
    /** GET /v1/api/main/wallet/getBalance */
    getBalance: (opts?: RequestOptions) => Promise<Balance>;
    /** GET /v1/api/main/user/resetForexDemoAccount: the server msg is toasted (SPEC §8). */
    resetDemo: (opts?: RequestOptions) => Promise<unknown>;
};
export type WalletApi = ReturnType<typeof createWalletApi>;
