// Whether the trader's own limits stop new positions now, for the ticket and the pending orders: read when the widget
// shows (real accounts only: demo accounts have none), on `read()` (the ticket's after a refused order: a close's loss
// or a break taken in another tab may be why), and every minute while trading is paused, so a loss limit whose window
// has moved on lifts the pause without a reload.
import { useEffect } from 'react';
import type { LimitsReader } from '../../../core/api/limits';
import { useOwnLimits } from './useOwnLimits';
import { tradingPause } from './pause';

const AGAIN_MS = 60_000;

export function useTradingPause(api: LimitsReader, real: boolean, token: string | null) {
  const { limits, read } = useOwnLimits(api, real, token);
  const pause = tradingPause(limits, Date.now());
  const paused = !!pause;
  useEffect(() => {
    if (!paused) return;
    const timer = setInterval(read, AGAIN_MS);
    return () => clearInterval(timer);
  }, [paused, read]);
  return { pause, read };
}
