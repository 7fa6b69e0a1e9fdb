import { TradeResultsView } from './TradeResultsView';
import { useTradeResults } from './useTradeResults';

/** The bound trading results of the logged-in trader: what the trades closed over the last 30, 90 or 365 days came to. */
export function TradeResults() {
  return <TradeResultsView {...useTradeResults()} />;
}
