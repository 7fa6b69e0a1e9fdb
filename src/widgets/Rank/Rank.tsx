import { RankView } from './RankView';
import { CopyView } from './CopyView';
import { useCopy } from './useCopy';
import { useRank } from './useRank';
import type { RankOrder } from './order';

export interface RankProps {
  /** 'profit' (default): the ranking by three-week profit; 'winRate': copy trading, the most consistent first. */
  order?: RankOrder;
  /**
   * Copy trading (docs/trading.md "Copy trading"; the server must offer `/v1/api/copy/*`): a card opens the dialog
   * that starts copying its trader, and the traders the person copies are listed first. Off (the default): a card
   * opens the coming-soon dialog.
   */
  copyTrading?: boolean;
  /** Copy trading, logged out: the dialog's login button calls this. */
  onLoginRequired?: () => void;
}

/** The bound ranking / copy-trading list. */
export function Rank({ copyTrading, onLoginRequired, ...props }: RankProps) {
  const rank = useRank(props);
  return copyTrading ? <BoundCopy ranking={rank} onLoginRequired={onLoginRequired} /> : <RankView {...rank} />;
}

function BoundCopy({ ranking, onLoginRequired }: { ranking: ReturnType<typeof useRank>; onLoginRequired?: () => void }) {
  return <CopyView ranking={ranking} {...useCopy(onLoginRequired)} />;
}
