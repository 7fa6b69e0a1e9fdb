import { SpinnerView } from './SpinnerView';
import { useSpinner } from './useSpinner';

/** Mount once near the root: shows while the core counts open loading requests. */
export function Spinner() {
  return <SpinnerView {...useSpinner()} />;
}
