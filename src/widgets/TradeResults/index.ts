export { TradeResults } from './TradeResults';
export { TradeResultsView, RESULT_PERIODS, type ResultsDays, type TradeResultsViewProps } from './TradeResultsView';
export { useTradeResults, useResultsOf } from './useTradeResults';
// Not in 'pipkit/core': the results endpoint (createResultsApi(pipkit.http)) and its answer.
export { createResultsApi, type ResultsApi, type TradeResultsAnswer, type NamedPairResult } from '../../core/api/results';
export { lastDays } from '../../core/statement';
