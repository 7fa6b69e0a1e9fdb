import { useEffect, useRef } from 'react';

/** How often a screen of live figures (a client's page, the margin monitor) asks again: prices move, and the desk
 * must not act on old ones. */
export const LIVE_REFRESH_MS = 5000;

/**
 * Calls `tick` every `ms` while the page is visible, and once when it becomes visible again: live figures (a
 * client's equity, the margin monitor) stay current on the screen the desk watches, and a console left in a
 * background tab asks the server nothing.
 */
export function useEvery(ms: number, tick: () => void, doc: Document = document): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = doc.visibilityState === 'hidden' ? undefined : setInterval(() => latest.current(), ms);
    };
    const onVisibility = () => {
      if (doc.visibilityState !== 'hidden') latest.current();
      start();
    };
    start();
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, doc]);
}
