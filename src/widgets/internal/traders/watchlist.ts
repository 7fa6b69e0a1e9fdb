// A client's watchlist (docs/trading.md "Watchlist"): made and bound to the session the first time a widget asks,
// one per client; the browser's list moves to the account on a real login (core/stores/watchlist.ts).
import { useStore } from '@nanostores/react';
import type { Pipkit } from '../../../core/pipkit';
import { createTradersApi } from '../../../core/api/traders';
import { createWatchlist, type Watchlist } from '../../../core/stores/watchlist';
import { usePipkit } from '../../provider';

const byClient = new WeakMap<Pipkit, Watchlist>();

export function watchlistOf(client: Pipkit): Watchlist {
  let w = byClient.get(client);
  if (!w) {
    w = createWatchlist(`${client.storagePrefix}.watchlist`);
    w.bind(client.stores.session, createTradersApi(client.http));
    byClient.set(client, w);
  }
  return w;
}

export interface WatchlistState {
  ids: number[];
  toggle: Watchlist['toggle'];
  move: Watchlist['move'];
}

export function useWatchlist(): WatchlistState {
  const w = watchlistOf(usePipkit());
  return { ids: useStore(w.$ids), toggle: w.toggle, move: w.move };
}
