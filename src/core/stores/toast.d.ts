import type { Toast, ToastKind } from '../types';
export declare const TOAST_DURATION = 2500;
/** Older toasts drop off so a burst of errors cannot cover the screen. */
export declare const TOAST_LIMIT = 3;
export declare const $toasts: import("nanostores").PreinitializedWritableAtom<Toast[]> & object;
export declare function dismissToast(id: number): void;
export declare function showToast(text: string, kind?: ToastKind, duration?: number): number;
