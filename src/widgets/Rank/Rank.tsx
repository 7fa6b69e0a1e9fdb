import { RankView } from './RankView';
import { useRank } from './useRank';
import type { RankOrder } from './order';

export interface RankProps {
  /** 'profit' (default): the ranking by three-week profit; 'winRate': copy trading, the most consistent first. */
  order?: RankOrder;
}

/** The bound ranking / copy-trading list. */
export function Rank(props: RankProps) {
  return <RankView {...useRank(props)} />;
}
