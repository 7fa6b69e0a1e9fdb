// A screen the app may open on marks its content (docs/performance.md "First content first"): what the app held back
// at its start (main.tsx) starts once that content has painted.
import { useEffect } from 'react';
import { firstContentShown } from '../../core';

export function useFirstContentWhen(shown: boolean): void {
  useEffect(() => {
    if (shown) firstContentShown();
  }, [shown]);
}
