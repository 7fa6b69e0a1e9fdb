import type { Balance } from '../types';
export declare const $balance: import("nanostores").PreinitializedWritableAtom<Balance | null> & object;
