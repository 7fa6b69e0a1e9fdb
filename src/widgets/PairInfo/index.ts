export { PairInfo, type PairInfoProps } from './PairInfo';
export { PairInfoView, type PairInfoViewProps } from './PairInfoView';
// Not in 'pipkit/core': the trading hours endpoint (createHoursApi(pipkit.http)) and its answer.
export { createHoursApi, type HoursApi, type TradingHours } from '../../core/api/hours';
