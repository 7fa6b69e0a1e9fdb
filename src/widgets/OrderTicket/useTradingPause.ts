// Reads the trader's own limits for the ticket (real accounts only: demo accounts have none): when it shows, after an
// order is refused (a close's loss or a break taken in another tab may be why), and every minute while trading is
// paused, so a loss limit whose window has moved on opens the ticket again without a reload.
import { useCallback, useEffect, useState } from 'react';
import type { createLimitsReader, TradingLimits } from '../../core/api/limits';
import { tradingPause } from './pause';

const AGAIN_MS = 60_000;

export function useTradingPause(api: ReturnType<typeof createLimitsReader>, real: boolean, token: string | null) {
  const [limits, setLimits] = useState<TradingLimits | null>(null);
  const read = useCallback(() => {
    if (real) void api.get({ showErrorMessage: false }).then(setLimits, () => undefined);
  }, [api, real]);
  useEffect(() => {
    setLimits(null); // another session's limits never show
    read();
  }, [read, token]);
  const pause = tradingPause(limits, Date.now());
  const paused = !!pause;
  useEffect(() => {
    if (!paused) return;
    const timer = setInterval(read, AGAIN_MS);
    return () => clearInterval(timer);
  }, [paused, read]);
  return { pause, read };
}
