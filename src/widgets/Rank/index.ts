export { Rank } from './Rank';
export { RankView, type RankViewProps } from './RankView';
export { useRank } from './useRank';
