import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

/** The code of a part of the app could not be fetched (offline, or its file gone after a deploy). */
export class LoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'LoadError';
  }
}

/** How many times the nearest LoadBoundary has been asked to try again (0 outside any). */
export const LoadAttempt = createContext(0);

/**
 * A lazily loaded component that can be tried again. React.lazy keeps a failed load for good (every later render
 * throws the same error, so "Retry" could never work); this one fetches again once its LoadBoundary retries (browsers
 * keep no failed module fetch either). The failure reaches that boundary as a LoadError.
 *
 * The fresh attempt waits for the boundary's retry, not just the next render: after an error React renders the tree
 * once more to confirm it, and a new fetch started then would suspend instead of failing, so the failure would never
 * settle.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  let madeAt = -1;
  const attempt = () => {
    failed = false;
    return lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw new LoadError(error);
        },
      ),
    );
  };
  let current = attempt();
  return function Retryable(props: P) {
    const asked = useContext(LoadAttempt);
    if (failed && asked !== madeAt) current = attempt();
    madeAt = asked;
    return createElement(current, props);
  };
}
