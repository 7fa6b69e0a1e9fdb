import { useT } from '../../provider';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { LoadFallbackProps } from './LoadBoundary';
import { failureKey } from './LoadFailed';

/**
 * In place of a dialog whose code could not be fetched (an order's confirmation): the trader is told, and can try
 * again or give up, instead of a tap that does nothing.
 */
export function LoadFailedDialog({ onDismiss, ...p }: LoadFallbackProps & { onDismiss: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      title={t(failureKey(p))}
      onClose={onDismiss}
      actions={
        <>
          <Button $variant="secondary" onClick={onDismiss}>
            {t('common.cancel')}
          </Button>
          <Button onClick={p.stale ? p.reload : p.retry}>{t(p.stale ? 'common.reload' : 'common.retry')}</Button>
        </>
      }
    />
  );
}
