import type { Lang } from '../types';
export declare const LANGUAGE_KEY = "pipkit.lang";
export declare const $language: import("nanostores").WritableAtom<Lang>;
