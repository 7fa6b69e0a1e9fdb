/**
 * First content first (docs/performance.md "First content first"). On a slow phone network every request in flight
 * shares the bandwidth and the browser's six connections to the server, so a request the first screen does not need
 * (the bell's code, the English fallback, the service-mode check, a refresh of the user) delays the one it does: the
 * quote list. An app whose first screen marks its content holds such work until that content has painted; nothing
 * holds by default, so an embedding page's widgets start their work as before.
 *
 * - `holdUntilFirstContent(maxMs)`: the app at start, when its first screen will call `firstContentShown()`. The hold
 *   ends by itself after `maxMs` (a list that never answers, a tab in the background that paints nothing).
 * - `firstContentShown()`: the screen, once its content is committed; the hold ends after the frame that paints it.
 * - `endFirstContentHold()`: the person moved on before the content came (another screen): the hold ends at once,
 *   since what they now look at may need what was held (its labels, the user's data).
 * - `firstContent()`: resolves when nothing holds (at once if nothing ever did).
 * - `afterFirstContent(fn)`: runs `fn` then, when the browser is next idle; answers a cancel.
 */

let gate: Promise<void> = Promise.resolve();
let release: (() => void) | null = null;

export function holdUntilFirstContent(maxMs: number): void {
  if (release) return;
  gate = new Promise<void>((resolve) => {
    const timer = setTimeout(() => end(), maxMs);
    const end = () => {
      clearTimeout(timer);
      release = null;
      resolve();
    };
    release = end;
  });
}

/** The longest a shown content waits for the paint that shows it (a paint not larger than an earlier one makes no entry). */
const PAINT_WAIT_MS = 1000;

export function firstContentShown(): void {
  const end = release;
  if (!end) return;
  // Once the frame that paints it is on screen. A task after the next animation frame can run before that frame is
  // presented, so where the browser reports its largest paints (Chromium, Firefox) the first one from now on is what
  // counts; elsewhere the task after the next frame.
  const since = performance.now();
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    clearTimeout(fallback);
    observer?.disconnect();
    end();
  };
  const fallback = setTimeout(finish, PAINT_WAIT_MS);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  else finish();
}

export function endFirstContentHold(): void {
  release?.();
}

export function firstContent(): Promise<void> {
  return gate;
}

/**
 * Runs `fn` once the browser is idle, within `maxMs` at the latest (requestIdleCallback's timeout); a browser without
 * requestIdleCallback (Safari) waits `fallbackMs` instead. Answers a cancel.
 */
export function whenIdle(fn: () => void, { maxMs = 5000, fallbackMs = 1 }: { maxMs?: number; fallbackMs?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: maxMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}

export function afterFirstContent(fn: () => void, idle?: Parameters<typeof whenIdle>[1]): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void gate.then(() => {
    if (!cancelled) cancelIdle = whenIdle(fn, idle);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
