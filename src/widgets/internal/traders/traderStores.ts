// The watchlist and trading preferences of a client (docs/trading.md). They are made and bound to the session the
// first time a widget asks, one set per client (like its other stores), so a page without those widgets neither
// downloads nor calls them.
import { useStore } from '@nanostores/react';
import type { Pipkit } from '../../../core/pipkit';
import { createTradersApi, type TradersApi } from '../../../core/api/traders';
import { createPreferencesStore, type PreferencesStore } from '../../../core/stores/preferences';
import { createWatchlist, type Watchlist } from '../../../core/stores/watchlist';
import { usePipkit } from '../../provider';

export interface TraderStores {
  api: TradersApi;
  watchlist: Watchlist;
  preferences: PreferencesStore;
}

const byClient = new WeakMap<Pipkit, TraderStores>();

export function traderStores(client: Pipkit): TraderStores {
  let s = byClient.get(client);
  if (!s) {
    const api = createTradersApi(client.http);
    s = { api, watchlist: createWatchlist(`${client.storagePrefix}.watchlist`), preferences: createPreferencesStore() };
    s.watchlist.bind(client.stores.session, api);
    s.preferences.bind(client.stores.session, api);
    byClient.set(client, s);
  }
  return s;
}

export const useTraderStores = (): TraderStores => traderStores(usePipkit());

/** Whether one-click trading is on for the logged-in person (off for visitors and until known). */
export function useOneClick(): boolean {
  return useStore(useTraderStores().preferences.$preferences).one_click_trading;
}

/** The watchlist's ids and its actions. */
export function useWatchlist(): { ids: number[]; toggle: Watchlist['toggle']; move: Watchlist['move'] } {
  const { watchlist } = useTraderStores();
  return { ids: useStore(watchlist.$ids), toggle: watchlist.toggle, move: watchlist.move };
}
