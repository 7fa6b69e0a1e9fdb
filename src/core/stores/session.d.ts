import type { Session, User } from '../types';
export declare const SESSION_KEY = "pipkit.session";
export declare const $session: import("nanostores").WritableAtom<Session>;
export declare const $user: import("nanostores").ReadableAtom<User | null>;
export declare const $isLoggedIn: import("nanostores").ReadableAtom<boolean>;
export declare const $isDemo: import("nanostores").ReadableAtom<boolean>;
export declare function setSession(token: string, user: User | null): void;
export declare function setUser(user: User | null): void;
/** SPEC §4: code 999 and logout reset the user info. */
export declare function clearSession(): void;
