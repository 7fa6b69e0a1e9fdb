export { Rank, type RankProps } from './Rank';
export { orderEntries, type RankOrder } from './order';
export { RankView, type RankViewProps } from './RankView';
export { useRank } from './useRank';
export { CopyView, type CopyViewProps } from './CopyView';
export { CopyDialog, type CopyDialogProps } from './CopyDialog';
export { Following, type FollowingProps } from './Following';
export { useCopy } from './useCopy';
export { copyForm, type CopyFormState } from './copyForm';
