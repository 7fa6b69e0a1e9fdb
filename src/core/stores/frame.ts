// One scheduler for socket batches: at most one flush per animation frame in a browser,
// a 16 ms timer where there is no requestAnimationFrame (Node, tests, some workers).
export type Cancel = () => void;

export function nextFrame(cb: () => void): Cancel {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => cb());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(cb, 16);
  return () => clearTimeout(id);
}

/**
 * Collects items and hands them over in one call per frame. `merge` decides how a new item joins the
 * pending batch (quotes keep only the latest per instrument, so a background tab cannot grow the queue).
 */
export function createBatcher<K, V>(
  apply: (batch: Map<K, V>) => void,
  merge: (prev: V | undefined, next: V) => V,
  /**
   * Most items applied in one frame; the rest wait for the next frame, oldest first. Under a storm this bounds the
   * work of a frame, so a slow frame cannot make the next batch (and frame) bigger still.
   */
  perFrame = Infinity,
) {
  let pending = new Map<K, V>();
  let cancel: Cancel | null = null;
  const flush = () => {
    cancel = null;
    if (pending.size === 0) return;
    let batch = pending;
    if (pending.size > perFrame) {
      batch = new Map();
      for (const [k, v] of pending) {
        if (batch.size >= perFrame) break;
        batch.set(k, v);
        pending.delete(k);
      }
      cancel = nextFrame(flush);
    } else {
      pending = new Map();
    }
    apply(batch);
  };
  return {
    push(key: K, value: V) {
      pending.set(key, merge(pending.get(key), value));
      if (!cancel) cancel = nextFrame(flush);
    },
    /** Applies what is queued now, all of it (tests, bench). */
    flush() {
      cancel?.();
      cancel = null;
      const batch = pending;
      pending = new Map();
      if (batch.size) apply(batch);
    },
    /** Forgets what is queued for one key. */
    drop(key: K) {
      pending.delete(key);
    },
    clear() {
      cancel?.();
      cancel = null;
      pending = new Map();
    },
  };
}
