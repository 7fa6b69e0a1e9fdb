// A screen the app may open on marks its content (docs/performance.md "First content first"): what the app held back
// at its start (main.tsx) starts once that content has painted.
import { useEffect } from 'react';
import { firstContentShown } from '../../core';

/** `content`: a selector for the element that shows the content (its widget's test id), to wait for its own paint. */
export function useFirstContentWhen(shown: boolean, content?: string): void {
  useEffect(() => {
    if (shown) firstContentShown(content ? document.querySelector(content) : undefined);
  }, [shown, content]);
}
