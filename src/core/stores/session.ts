// Login state: token + user, persisted so a reload keeps the user logged in (docs/product.md#constants-and-limits: user data in local storage).
import { computed } from 'nanostores';
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

export const $session = persistentAtom<Session>(SESSION_KEY, EMPTY, sessionCodec);

export const $user = computed($session, (s) => s.user);
export const $isLoggedIn = computed($session, (s) => s.token !== '');
export const $isDemo = computed($session, (s) => s.user?.is_demo === 1);

export function setSession(token: string, user: User | null): void {
  $session.set({ token, user });
}

export function setUser(user: User | null): void {
  $session.set({ ...$session.get(), user });
}

/** docs/product.md#states-and-transitions: code 999 and logout reset the user info. */
export function clearSession(): void {
  $session.set(EMPTY);
}
