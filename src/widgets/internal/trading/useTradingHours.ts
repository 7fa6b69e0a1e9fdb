import { useCallback, useEffect, useRef, useState } from 'react';
import { createHoursApi, type TradingHours } from '../../../core/api/hours';
import { useApi } from '../api/useApi';
import { firstContent } from '../../../core/firstContent';

/** How often shown hours are asked again (a closure added meanwhile is then counted down to). */
const REFRESH_MS = 5 * 60_000;

export interface TradingHoursState {
  hours: TradingHours | null;
  failed: boolean;
  retry: () => void;
}

/**
 * The pair's trading hours while `enabled`, asked again when the pair or its live status changes (a market that has
 * just opened or closed has a new next change) and every five minutes. An answer for a pair no longer shown is
 * dropped.
 */
export function useTradingHours(code: string | undefined, status: number | undefined, enabled: boolean): TradingHoursState {
  const api = useApi({ hours: createHoursApi });
  const [hours, setHours] = useState<TradingHours | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const load = useCallback(() => {
    const n = ++asked.current;
    setFailed(false);
    if (!code) return;
    // On the screen an app opens on, after its first content (core/firstContent.ts): the ticket's word on the
    // market's clock comes after the ticket itself.
    const answer = firstContent().then(() => api.hours.get(code, { showErrorMessage: false }));
    answer.then(
      (h) => n === asked.current && setHours(h),
      () => n === asked.current && setFailed(true),
    );
  }, [api, code]);
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load, status]);
  // The desk may add a closure while the page is open, which changes no status: asked again now and then.
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled, load]);
  // Another pair's hours (an answer that came after the pair changed) are never shown.
  const shown = hours && hours.Code === code ? hours : null;
  return { hours: shown, failed, retry: load };
}
