// pipkit.api: the endpoint groups the client's own actions use (login, session, settings, balance). The other areas
// (forex, account, funds, content) are not part of every client: each is built from the client's http where it is
// used — `createForexApi(pipkit.http)`, in widgets `useApi({ forex: createForexApi })` (src/widgets/internal/api) — so the
// `pipkit/core` entry does not carry every endpoint of the product (docs/embedding.md, "Budgets").
// A part adding an area writes api/<area>.ts exporting create<Area>Api(http).
import type { Http } from '../http';
import { createUserApi } from './user';
import { createBasicApi } from './basic';
import { createWalletApi } from './wallet';

export function createApi(http: Http) {
  return {
    user: createUserApi(http),
    basic: createBasicApi(http),
    wallet: createWalletApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
export { createUserApi, type UserApi } from './user';
export { createBasicApi, type BasicApi } from './basic';
export { createWalletApi, type WalletApi } from './wallet';
export * from './forex';
export * from './account';
export * from './funds';
export * from './content';
export * from './traders';
