import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md#states-and-transitions, #constants-and-limits: after a code is sent the button is disabled for 60 s, showing the seconds left. */
export const RESEND_SECONDS = 60;

/** Seconds left until `start()`'s deadline (0 = ready). Counts from a deadline, so a throttled tab stays right. */
export function useCountdown(now: () => number = Date.now): { remaining: number; start(seconds?: number): void } {
  const [remaining, setRemaining] = useState(0);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const start = useCallback(
    (seconds = RESEND_SECONDS) => {
      stop();
      deadline.current = now() + seconds * 1000;
      setRemaining(seconds);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((deadline.current - now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 250);
    },
    [now],
  );
  return { remaining, start };
}
