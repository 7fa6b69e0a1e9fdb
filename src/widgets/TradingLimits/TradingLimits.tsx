import { TradingLimitsView } from './TradingLimitsView';
import { useTradingLimits } from './useTradingLimits';

/** The bound trading limits and break of the logged-in user. */
export function TradingLimits() {
  return <TradingLimitsView {...useTradingLimits()} />;
}
