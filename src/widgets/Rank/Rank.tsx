import { RankView } from './RankView';
import { useRank } from './useRank';

/** The bound ranking / copy-trading list. */
export function Rank() {
  return <RankView {...useRank()} />;
}
