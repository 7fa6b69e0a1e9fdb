import { useEffect, useRef } from 'react';

/**
 * While `active` (something waits on an operator: a deposit under review, an identity check), calls `refresh`
 * every `everyMs` while the page is visible and as soon as it becomes visible again, so a status changes on screen
 * without a reload. Nothing runs while nothing waits.
 */
export function usePollWhile(active: boolean, refresh: () => void, everyMs = 15_000): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const visible = () => document.visibilityState !== 'hidden';
    const timer = setInterval(() => visible() && latest.current(), everyMs);
    const onVisibility = () => visible() && latest.current();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, everyMs]);
}
