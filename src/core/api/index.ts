// All API areas joined into pipkit.api. A part adding an area writes api/<area>.ts exporting
// create<Area>Api(http) and adds one line here.
import type { Http } from '../http';
import { createUserApi } from './user';
import { createBasicApi } from './basic';
import { createWalletApi } from './wallet';
import { createForexApi } from './forex';
import { createAccountApi } from './account';
import { createFundsApi } from './funds';
import { createContentApi } from './content';

export function createApi(http: Http) {
  return {
    user: createUserApi(http),
    basic: createBasicApi(http),
    wallet: createWalletApi(http),
    forex: createForexApi(http),
    account: createAccountApi(http),
    funds: createFundsApi(http),
    content: createContentApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
export { createUserApi, type UserApi } from './user';
export { createBasicApi, type BasicApi } from './basic';
export { createWalletApi, type WalletApi } from './wallet';
export * from './account';
export * from './funds';
export * from './content';
