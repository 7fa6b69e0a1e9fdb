export type Cancel = () => void;
export declare function nextFrame(cb: () => void): Cancel;
/**
 * Collects items and hands them over in one call per frame. `merge` decides how a new item joins the
 * pending batch (quotes keep only the latest per instrument, so a background tab cannot grow the queue).
 */
export declare function createBatcher<K, V>(apply: (batch: Map<K, V>) => void, merge: (prev: V | undefined, next: V) => V, 
/**
 * Most items applied in one frame; the rest wait for the next frame, oldest first. Under a storm this bounds the
 * work of a frame, so a slow frame cannot make the next batch (and frame) bigger still.
 */
perFrame?: number): {
    push(key: K, value: V): void;
    /** Applies what is queued now, all of it (tests, bench). */
    flush(): void;
    clear(): void;
};
