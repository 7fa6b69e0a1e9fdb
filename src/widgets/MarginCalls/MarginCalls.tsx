import { MarginCallsView } from './MarginCallsView';
import { useMarginCalls } from './useMarginCalls';

/** The bound margin call history of the logged-in user (demo accounts too). */
export function MarginCalls() {
  return <MarginCallsView {...useMarginCalls()} />;
}
