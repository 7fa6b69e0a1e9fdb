// Trading preferences kept with the user (docs/trading.md "One-click trading"): loaded when a session starts, off
// for visitors and until loaded, so an unknown state never skips a confirmation.
import { atom, type ReadableAtom } from 'nanostores';
import type { TradersApi, TradingPreferences } from '../api/traders';
import type { SessionStore } from './session';
import { firstContent } from '../firstContent';

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
  // Changes so far (a new session counts as one). An answer that is not the newest one's — a load started before a
  // change, an older change answered after a newer one, anything from the session before — would show a setting the
  // trader has since changed: one-click trading on after they turned it off. Only the newest answer is shown.
  let changes = 0;
  return {
    $preferences,
    async set(p) {
      if (!save) return;
      const asked = ++changes;
      const saved = await save(p);
      if (asked === changes) $preferences.set(saved);
    },
    bind(session, api) {
      let token = '';
      const follow = async () => {
        const t = session.$session.get().token;
        if (t === token) return;
        token = t;
        const asked = ++changes;
        $preferences.set(OFF);
        save = t ? api.setPreferences : null;
        if (!t) return;
        try {
          const p = await api.preferences();
          if (asked === changes) $preferences.set({ one_click_trading: p.one_click_trading === true });
        } catch {
          token = '';
        }
      };
      // The session's first load waits for the first screen's content (core/firstContent.ts); until then it is off.
      let bound = true;
      void firstContent().then(() => (bound ? follow() : undefined));
      const unlisten = session.$session.listen(() => void follow());
      return () => {
        bound = false;
        unlisten();
      };
    },
  };
}
