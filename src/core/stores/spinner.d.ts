export declare const $spinner: import("nanostores").PreinitializedWritableAtom<number> & object;
export declare function openSpinner(): void;
/** Never below 0, so an unbalanced close cannot hide the spinner of a later request. */
export declare function closeSpinner(): void;
