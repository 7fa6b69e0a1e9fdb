// Trading preferences kept with the user (docs/trading.md "One-click trading"): loaded when a session starts, off
// for visitors and until loaded, so an unknown state never skips a confirmation.
import { atom, type ReadableAtom } from 'nanostores';
import type { TradersApi, TradingPreferences } from '../api/traders';
import type { SessionStore } from './session';

export interface PreferencesStore {
  $preferences: ReadableAtom<TradingPreferences>;
  /** Saves on the server, then shows it; a refusal leaves the old value (the server has said why). */
  set(p: TradingPreferences): Promise<void>;
  bind(session: SessionStore, api: Pick<TradersApi, 'preferences' | 'setPreferences'>): () => void;
}

const OFF: TradingPreferences = { one_click_trading: false };

export function createPreferencesStore(): PreferencesStore {
  const $preferences = atom<TradingPreferences>(OFF);
  let save: TradersApi['setPreferences'] | null = null;
  return {
    $preferences,
    async set(p) {
      if (!save) return;
      $preferences.set(await save(p));
    },
    bind(session, api) {
      let token = '';
      const follow = async () => {
        const t = session.$session.get().token;
        if (t === token) return;
        token = t;
        $preferences.set(OFF);
        save = t ? api.setPreferences : null;
        if (!t) return;
        try {
          const p = await api.preferences();
          if (session.$session.get().token === t) $preferences.set({ one_click_trading: p.one_click_trading === true });
        } catch {
          token = '';
        }
      };
      void follow();
      return session.$session.listen(() => void follow());
    },
  };
}
