// Reads the trader's own limits for the ticket (real accounts only: demo accounts have none): when it shows, after an
// order is refused (a close's loss or a break taken in another tab may be why), and every minute while trading is
// paused, so a loss limit whose window has moved on opens the ticket again without a reload.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { createLimitsReader, TradingLimits } from '../../core/api/limits';
import { tradingPause } from './pause';

const AGAIN_MS = 60_000;

export function useTradingPause(api: ReturnType<typeof createLimitsReader>, real: boolean, token: string | null) {
  const [limits, setLimits] = useState<TradingLimits | null>(null);
  // An answer for a session that has since changed is dropped: another account's limits never show.
  const session = useRef(0);
  const read = useCallback(() => {
    const asked = session.current;
    if (real) void api.get({ showErrorMessage: false }).then((l) => asked === session.current && setLimits(l), () => undefined);
  }, [api, real]);
  useEffect(() => {
    session.current++;
    setLimits(null);
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
