export { TradingLimits } from './TradingLimits';
export { TradingLimitsView, type TradingLimitsViewProps, type LimitDraft } from './TradingLimitsView';
export { useTradingLimits } from './useTradingLimits';
// Not in 'pipkit/core': the limit endpoints (createLimitsApi(pipkit.http)).
export { createLimitsApi, LIMIT_PERIODS, type LimitKind, type LimitPeriod, type LimitsApi, type TradingLimit, type TradingLimits as TradingLimitsData } from '../../core/api/limits';
