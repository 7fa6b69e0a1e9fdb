import { useT } from '../provider';
import { Button, Skeleton } from '../ui';
import { Ltr, Muted, Panel, Row } from '../_content/parts';

export interface ComplaintEmailViewProps {
  email: string;
  status: 'loading' | 'ready' | 'error';
  onCopy: () => void;
  onRetry?: () => void;
}

/** Company complaint e-mail with a copy button (docs/product.md#routes-and-screens /mine/email). */
export function ComplaintEmailView({ email, status, onCopy, onRetry }: ComplaintEmailViewProps) {
  const t = useT();
  return (
    <Panel aria-busy={status === 'loading' || undefined}>
      <Muted>{t('content.complaintText')}</Muted>
      {status === 'loading' ? (
        <Skeleton $height="44px" />
      ) : status === 'error' || !email ? (
        <>
          <Muted role="alert">{t('content.complaintUnavailable')}</Muted>
          {onRetry && (
            <Button $variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </>
      ) : (
        <Row>
          <a href={`mailto:${email}`} style={{ color: 'inherit', fontWeight: 700 }}>
            <Ltr data-testid="complaint-email">{email}</Ltr>
          </a>
          <Button $variant="secondary" onClick={onCopy}>
            {t('common.copy')}
          </Button>
        </Row>
      )}
    </Panel>
  );
}
