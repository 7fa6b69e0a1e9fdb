// The watchlist (docs/trading.md "Watchlist"): favourite instruments in the person's order. A real account keeps it
// on the server; visitors and demo users keep it in this browser, and when they log in to a real account (right after
// registering, say) what they starred moves to the account: the account's list first, then the new ones.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { TradersApi } from '../api/traders';
import { persistentAtom, type Codec } from './persistent';
import type { SessionStore } from './session';

export interface Watchlist {
  /** Instrument ids (trade_list Id) in the person's order. */
  $ids: ReadableAtom<number[]>;
  /** Stars or unstars; a new star goes to the end. */
  toggle(id: number): Promise<void>;
  /** Moves an instrument to place `to` (clamped), for drag and keyboard ordering. */
  move(id: number, to: number): Promise<void>;
  /** Follows the session: loads the account's list on a real login, moving the browser's list into it. */
  bind(session: SessionStore, api: Pick<TradersApi, 'watchlist' | 'setWatchlist'>): () => void;
}

const idsCodec: Codec<number[]> = {
  decode: (raw) => {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? [...new Set(v.filter((x): x is number => Number.isInteger(x) && x > 0))] : [];
  },
  encode: (v) => JSON.stringify(v),
};

/** `ids` with `id` moved to place `to` (clamped to the list); unchanged when `id` is not in it. */
export function moveId(ids: number[], id: number, to: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The account's list, then what the browser had that the account did not. */
export const mergeIds = (account: number[], local: number[]): number[] => [...account, ...local.filter((id) => !account.includes(id))];

export function createWatchlist(key = 'pipkit.watchlist'): Watchlist {
  const $local = persistentAtom<number[]>(key, [], idsCodec);
  /** The account's list; null when the session is not a real account (or it is loading). */
  const $account = atom<number[] | null>(null);
  let save: ((ids: number[]) => Promise<number[]>) | null = null;
  const $ids = computed([$local, $account], (local, account) => account ?? local);

  // Each change sends the whole list, so two quick changes must reach the server in the order they were made (the
  // later list is the one to keep) and an older answer must not replace a newer change on screen: saves go one at a
  // time, and an answer is shown only while no newer change has been made.
  let saving: Promise<void> = Promise.resolve();
  const change = async (next: (ids: number[]) => number[]) => {
    const account = $account.get();
    if (account === null || !save) return $local.set(next($local.get()));
    const ids = next(account);
    $account.set(ids); // shown at once; put back if the server refuses (it has said why)
    const send = save;
    const shown = (v: number[]) => void ($account.get() === ids && $account.set(v));
    await (saving = saving.then(() => send(ids).then(shown, () => shown(account))));
  };

  return {
    $ids,
    toggle: (id) => change((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
    move: (id, to) => change((ids) => moveId(ids, id, to)),
    bind(session, api) {
      let token = '';
      const follow = async () => {
        const s = session.$session.get();
        const real = s.token !== '' && s.user !== null && s.user.is_demo !== 1;
        if (s.token === token) return;
        token = s.token;
        save = null;
        $account.set(null);
        if (!real) return;
        try {
          let ids = await api.watchlist();
          const local = $local.get();
          if (local.length) {
            ids = await api.setWatchlist(mergeIds(ids, local));
            $local.set([]);
          }
          if (session.$session.get().token !== s.token) return; // logged out meanwhile
          save = api.setWatchlist;
          $account.set(ids);
        } catch {
          token = ''; // try again on the next change of session
        }
      };
      void follow();
      return session.$session.listen(() => void follow());
    },
  };
}
