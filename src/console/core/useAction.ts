import { useState } from 'react';

/** One change at a time from a screen: busy while it runs, its error message when it fails. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (fn: () => Promise<unknown>, then?: () => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
      then?.();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
