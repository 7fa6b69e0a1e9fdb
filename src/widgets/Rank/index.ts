export { Rank, type RankProps } from './Rank';
export { orderEntries, type RankOrder } from './order';
export { RankView, type RankViewProps } from './RankView';
export { useRank } from './useRank';
