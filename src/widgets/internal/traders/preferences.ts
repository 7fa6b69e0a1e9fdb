// A client's trading preferences (docs/trading.md "One-click trading"): made and bound to the session the first time
// a widget asks, one per client, so a page without those widgets neither downloads nor calls them.
import { useStore } from '@nanostores/react';
import type { Pipkit } from '../../../core/pipkit';
import { createTradersApi } from '../../../core/api/traders';
import { createPreferencesStore, type PreferencesStore } from '../../../core/stores/preferences';
import { usePipkit } from '../../provider';

const byClient = new WeakMap<Pipkit, PreferencesStore>();

export function preferencesOf(client: Pipkit): PreferencesStore {
  let s = byClient.get(client);
  if (!s) {
    s = createPreferencesStore();
    s.bind(client.stores.session, createTradersApi(client.http));
    byClient.set(client, s);
  }
  return s;
}

export const usePreferences = (): PreferencesStore => preferencesOf(usePipkit());

/** Whether one-click trading is on for the logged-in person (off for visitors and until known). */
export function useOneClick(): boolean {
  return useStore(usePreferences().$preferences).one_click_trading;
}
