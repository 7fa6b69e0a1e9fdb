/**
 * First content first (docs/performance.md "First content first"). On a slow phone network every request in flight
 * shares the bandwidth and the browser's six connections to the server, so a request the first screen does not need
 * (the bell's code, the English fallback, the service-mode check, a refresh of the user) delays the one it does: the
 * quote list. An app whose first screen marks its content holds such work until that content has painted; nothing
 * holds by default, so an embedding page's widgets start their work as before.
 *
 * - `holdUntilFirstContent(maxMs)`: the app at start, when its first screen will call `firstContentShown()`. The hold
 *   ends by itself after `maxMs` (a list that never answers, a tab in the background that paints nothing).
 * - `firstContentShown(content?)`: the screen, once its content is committed (naming the element that shows it, where
 *   it can); the hold ends once that content's paint is on screen.
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

type PaintEntry = PerformanceEntry & { element?: Element | null; size?: number };

/** The part of `el` inside the viewport, in square pixels: at least the size of any paint within it. */
function visibleArea(el: Element): number {
  const r = el.getBoundingClientRect();
  const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
  const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
  return w * h;
}

/**
 * The screen's content is committed now; `content`, when the screen names it, is the element that shows it (the
 * balance). Held work starts once the frame that paints it is on screen.
 *
 * Where the browser reports its largest paints (Chromium, Firefox) that is the report of the content's own paint. A
 * frame rendered before the commit can be presented after it: on /order the heading above the balance, on /user the
 * UID, reported 12-44 ms before the balance, so a rule by time alone let held requests start before the balance's
 * paint in about one load in ten, and Lighthouse counts such a request as one the paint waited for (0.2 s on /order's
 * simulated paint, docs/performance.md). A paint at least as large as the content's element makes the content's
 * never a largest one, so it counts too. Without a named content: the first paint presented after the next frame
 * began (the first that can render the commit). Then one frame more: a margin for a frame presented late, and for
 * the trace Lighthouse reads, which need not agree with the report to the millisecond. Without those reports: the
 * task after the next frame.
 */
export function firstContentShown(content?: Element | null): void {
  const end = release;
  if (!end) return;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    clearTimeout(fallback);
    observer?.disconnect();
    end();
  };
  const fallback = setTimeout(finish, PAINT_WAIT_MS);
  const afterNextFrame = () => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
    else finish();
  };
  const reported = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) return afterNextFrame();
  const watch = (counts: (e: PaintEntry) => boolean) => {
    observer = new PerformanceObserver((list) => {
      if (!(list.getEntries() as PaintEntry[]).some(counts)) return;
      observer?.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (content) {
    const area = visibleArea(content);
    return watch((e) => (!!e.element && content.contains(e.element)) || (e.size ?? 0) >= area);
  }
  const fromNow = () => {
    const since = performance.now();
    watch((e) => e.startTime >= since);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(fromNow);
  else fromNow();
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
