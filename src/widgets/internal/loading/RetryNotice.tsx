import { useT } from '../../provider';
import { Button } from '../../ui/Button';
import { Notice } from '../funds/parts';

/** Data a widget asked for could not be loaded: said where it would have been, with Retry. */
export function RetryNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Notice role="alert">
      {t('common.loadFailed')}{' '}
      <Button $variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
