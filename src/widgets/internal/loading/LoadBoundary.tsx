import { Component, type ReactNode } from 'react';
import { onBackOnline } from '../../../core/backOnline';
import { LoadAttempt, LoadError } from './retryableLazy';

export interface LoadFallbackProps {
  /** Renders the part again: code that failed to load is fetched again. */
  retry: () => void;
  /** Reloads the page (the way out when the part's files are gone: a new version was deployed). */
  reload: () => void;
  /** The part's code could not be fetched, rather than a fault while showing it. */
  load: boolean;
  /** It failed again after a retry while the browser says it is online: only a reload can help. */
  stale: boolean;
}

interface Props {
  children?: ReactNode;
  /** What shows instead of the part; `null` leaves its place empty until a retry works. */
  fallback: (props: LoadFallbackProps) => ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
  failures: number;
  /** Retries so far (retryableLazy fetches again on each). */
  attempt: number;
}

/**
 * Keeps a part that failed — above all one whose code could not be fetched — from taking the page down: without a
 * boundary React unmounts the whole root and the trader sees a blank page. Shows `fallback` instead, and tries again
 * by itself when the browser comes back online (at the event and once more when the connection has settled).
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, failures: 0, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override componentDidCatch(): void {
    this.setState((s) => ({ failures: s.failures + 1 }));
  }

  /** Between the browser's `online` event and the settled retry: a failure then is the connection, not a stale file. */
  private settling = false;
  private stop?: () => void;

  override componentDidMount(): void {
    this.stop = onBackOnline((settled) => {
      this.settling = !settled;
      this.retry();
    });
  }

  override componentWillUnmount(): void {
    this.stop?.();
  }

  retry = (): void => {
    if (this.state.failed) this.setState((s) => ({ failed: false, error: undefined, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    const { failed, error, failures, attempt } = this.state;
    if (!failed) return <LoadAttempt.Provider value={attempt}>{this.props.children}</LoadAttempt.Provider>;
    return this.props.fallback({
      retry: this.retry,
      reload: () => location.reload(),
      load: error instanceof LoadError,
      stale: failures > 1 && navigator.onLine && !this.settling,
    });
  }
}
