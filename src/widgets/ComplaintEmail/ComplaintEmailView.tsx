import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Row } from '../ui/Row';
import { Skeleton } from '../ui/Skeleton';
import { Mono, Muted } from '../ui/Text';

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
    <Card $compact aria-busy={status === 'loading' || undefined}>
      <Muted $size="md">{t('content.complaintText')}</Muted>
      {status === 'loading' ? (
        <Skeleton $height="44px" />
      ) : status === 'error' || !email ? (
        <>
          <Muted $size="md" role="alert">{t('content.complaintUnavailable')}</Muted>
          {onRetry && (
            <Button $variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </>
      ) : (
        <Row>
          <a href={`mailto:${email}`} style={{ color: 'inherit', fontWeight: 700 }}>
            <Mono data-testid="complaint-email">{email}</Mono>
          </a>
          <Button $variant="secondary" onClick={onCopy}>
            {t('common.copy')}
          </Button>
        </Row>
      )}
    </Card>
  );
}
