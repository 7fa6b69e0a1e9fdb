import { Button } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';
import { Actions } from './Table';
import type { Decision } from './ReviewDialog';

/** Approve and Reject of one waiting record; nothing when it is decided or the role may not decide. */
export function ReviewActions({ id, waiting, canReview, approveLabel, onReview }: { id: number; waiting: boolean; canReview: boolean; approveLabel?: string; onReview: (id: number, decision: Decision) => void }) {
  const t = useT();
  if (!canReview || !waiting) return null;
  return (
    <Actions>
      <Button onClick={() => onReview(id, 'approve')}>{approveLabel ?? t('console.common.approve')}</Button>
      <Button $variant="secondary" onClick={() => onReview(id, 'reject')}>
        {t('console.common.reject')}
      </Button>
    </Actions>
  );
}
