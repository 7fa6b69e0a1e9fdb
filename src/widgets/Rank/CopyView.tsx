import type { FollowEntry } from '../../core';
import type { CopyFollow } from '../../core/api/copy';
import { CopyConsent, type CopyConsentProps } from './CopyConsent';
import { CopyDialog, type CopyDialogProps } from './CopyDialog';
import { Following } from './Following';
import { RankView, type RankViewProps } from './RankView';

export interface CopyViewProps extends Omit<CopyDialogProps, 'copying' | 'onClose'>, Partial<CopyConsentProps> {
  /** The ranking (its own dialog unused: a card opens the copy dialog). */
  ranking: Pick<RankViewProps, 'entries' | 'status' | 'onRetry'>;
  following: CopyFollow[];
  onOpen: (who: Pick<FollowEntry, 'uid' | 'user'>) => void;
  onClose: () => void;
}

/**
 * Copy trading: the traders the person copies, their own side (in the ranking, copyable), then the ranking; a card or a
 * copied trader opens the copy dialog.
 */
export function CopyView({ ranking, following, onOpen, me = null, meBusy = false, onChoose = () => undefined, ...dialog }: CopyViewProps) {
  const byUid = new Map(following.map((f) => [f.uid, f]));
  return (
    <>
      <Following following={following} onOpen={onOpen} />
      <CopyConsent me={me} meBusy={meBusy} onChoose={onChoose} />
      <RankView {...ranking} copying={Object.fromEntries(following.map((f) => [f.uid, f.multiplier]))} selected={null} onSelect={onOpen} onCloseDialog={dialog.onClose} />
      <CopyDialog {...dialog} copying={(dialog.target && byUid.get(dialog.target.uid)) ?? null} />
    </>
  );
}
