// The endpoint groups a widget uses. `pipkit.api` holds only the groups the client's own actions need (user, basic,
// wallet); the others are built from the client's http here, so a page downloads only the endpoints of the widgets it
// shows and the `pipkit/core` entry stays small (src/core/api/index.ts).
//   const api = useApi({ funds: createFundsApi });  api.funds.ledger(page); api.wallet.getBalance()
import { useMemo, useRef } from 'react';
import type { Api, Http } from '../../../core';
import { usePipkit } from '../../provider';

type Areas = Record<string, (http: Http) => unknown>;
export type ApiWith<A extends Areas> = Api & { [K in keyof A]: ReturnType<A[K]> };

/** `areas` is a literal of module-level factories: it is read once per client, not on every render. */
export function useApi<A extends Areas>(areas: A): ApiWith<A> {
  const { api, http } = usePipkit();
  // The first render's literal is kept: a new object literal on every render must not rebuild the API.
  const factories = useRef(areas);
  return useMemo(() => {
    const out: Record<string, unknown> = { ...api };
    for (const [name, create] of Object.entries(factories.current)) out[name] = create(http);
    return out as ApiWith<A>;
  }, [api, http]);
}
