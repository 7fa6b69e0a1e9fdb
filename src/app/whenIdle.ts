/**
 * Runs `fn` once the browser is idle (within 5 s at the latest); browsers without requestIdleCallback wait two
 * seconds. For what the first screen does not need but should be in hand soon after. Returns a cancel.
 */
export function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(() => fn(), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 2000);
  return () => clearTimeout(id);
}
