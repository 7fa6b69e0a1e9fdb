import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, Input } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';

export type Decision = 'approve' | 'reject';

export interface ReviewDialogProps {
  /** What is being decided; null keeps the dialog closed. */
  review: { id: number; decision: Decision } | null;
  /** Label of the approve button ("Approve", "Mark paid"). */
  approveLabel?: string;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Confirms an approval or a rejection; a rejection needs a reason, which the user is shown. */
export function ReviewDialog({ review, approveLabel, busy, error, onConfirm, onClose }: ReviewDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [review?.id, review?.decision]);
  const rejecting = review?.decision === 'reject';
  const title = review ? t(rejecting ? 'console.common.confirmReject' : 'console.common.confirmApprove', { id: review.id }) : '';
  return (
    <Dialog
      open={!!review}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button $variant={rejecting ? 'danger' : 'primary'} disabled={busy || (rejecting && !reason.trim())} onClick={() => onConfirm(reason.trim())} data-autofocus={rejecting ? undefined : ''}>
            {rejecting ? t('console.common.reject') : (approveLabel ?? t('console.common.approve'))}
          </Button>
        </>
      }
    >
      <Input
        label={t('console.common.reason')}
        placeholder={t('console.common.reasonHint')}
        value={reason}
        maxLength={500}
        required={rejecting}
        onChange={(e) => setReason(e.target.value)}
        data-autofocus={rejecting ? '' : undefined}
      />
      {error && <Problem role="alert">{error}</Problem>}
    </Dialog>
  );
}
