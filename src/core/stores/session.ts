// Login state: token + user, persisted so a reload keeps the user logged in (docs/product.md#constants-and-limits:
// user data in local storage). Each client holds its own session store (createStores).
import { computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Session, User } from '../types';
import { persistentAtom, type Codec } from './persistent';

export const SESSION_KEY = 'pipkit.session';
const EMPTY: Session = { token: '', user: null };

const sessionCodec: Codec<Session> = {
  decode(raw) {
    const v = JSON.parse(raw) as Partial<Session> | null;
    // Half-written or foreign data must not leave a token without its shape.
    if (!v || typeof v !== 'object' || typeof v.token !== 'string') return EMPTY;
    return { token: v.token, user: v.user && typeof v.user === 'object' ? (v.user as User) : null };
  },
  encode: (v) => JSON.stringify(v),
};

export interface SessionStore {
  $session: WritableAtom<Session>;
  $user: ReadableAtom<User | null>;
  $isLoggedIn: ReadableAtom<boolean>;
  $isDemo: ReadableAtom<boolean>;
  set(token: string, user: User | null): void;
  setUser(user: User | null): void;
  /** docs/product.md#states-and-transitions: code 999 and logout reset the user info. */
  clear(): void;
}

/** A session persisted under `key` in localStorage (and followed across tabs). */
export function createSessionStore(key = SESSION_KEY): SessionStore {
  const $session = persistentAtom<Session>(key, EMPTY, sessionCodec);
  return {
    $session,
    $user: computed($session, (s) => s.user),
    $isLoggedIn: computed($session, (s) => s.token !== ''),
    $isDemo: computed($session, (s) => s.user?.is_demo === 1),
    set: (token, user) => $session.set({ token, user }),
    setUser: (user) => $session.set({ ...$session.get(), user }),
    clear: () => $session.set(EMPTY),
  };
}
