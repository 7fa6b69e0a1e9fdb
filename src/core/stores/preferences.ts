// Trading preferences kept with the user (docs/trading.md "One-click trading"): loaded when a session starts, off
// for visitors and until loaded, so an unknown state never skips a confirmation.
import { atom, type ReadableAtom } from 'nanostores';
import type { TradersApi, TradingPreferences } from '../api/traders';
import type { SessionStore } from './session';

export interface PreferencesStore {
  $preferences: ReadableAtom<TradingPreferences>;
  /** Saves on the server, then shows it (the newest change's answer only); a refusal leaves the old value (the server has said why). */
  set(p: TradingPreferences): Promise<void>;
  bind(session: SessionStore, api: Pick<TradersApi, 'preferences' | 'setPreferences'>): () => void;
}

const OFF: TradingPreferences = { one_click_trading: false };

export function createPreferencesStore(): PreferencesStore {
  const $preferences = atom<TradingPreferences>(OFF);
  let save: TradersApi['setPreferences'] | null = null;
  let token = ''; // the session the stored value belongs to
  // Changes asked for so far. An answer that is not the last one's (a load started before a change, or an older
  // change answered after a newer one) would show a setting the trader has since changed: one-click trading on
  // after they turned it off. So only the newest answer, for the same session, is shown.
  let changes = 0;
  return {
    $preferences,
    async set(p) {
      if (!save) return;
      const asked = ++changes;
      const forSession = token;
      const saved = await save(p);
      if (asked === changes && forSession === token) $preferences.set(saved);
    },
    bind(session, api) {
      const follow = async () => {
        const t = session.$session.get().token;
        if (t === token) return;
        token = t;
        changes++;
        $preferences.set(OFF);
        save = t ? api.setPreferences : null;
        if (!t) return;
        const since = changes;
        try {
          const p = await api.preferences();
          if (token === t && changes === since) $preferences.set({ one_click_trading: p.one_click_trading === true });
        } catch {
          if (token === t) token = '';
        }
      };
      void follow();
      return session.$session.listen(() => void follow());
    },
  };
}
