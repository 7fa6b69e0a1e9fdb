import type { BasicInfo } from '../types';
export declare const $basicInfo: import("nanostores").PreinitializedWritableAtom<BasicInfo | null> & object;
