export { PairInfo, type PairInfoProps } from './PairInfo';
export { PairInfoView, type PairInfoViewProps } from './PairInfoView';
// Not in 'pipkit/core': the trading hours endpoint (createHoursApi(pipkit.http)) and its answer, with the desk's closures.
export { createHoursApi, type HoursApi, type MarketClosure, type TradingHours } from '../../core/api/hours';
// Not in 'pipkit/core' either: the clients' sentiment (createSentimentApi(pipkit.http)) and its answer.
export { createSentimentApi, type PairSentiment, type Sentiment, type SentimentApi } from '../../core/api/sentiment';
