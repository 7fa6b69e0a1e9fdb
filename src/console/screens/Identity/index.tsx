import { useT } from '../../../widgets/provider/useT';
import { QueueScreen } from '../../ui/QueueScreen';
import { IdentityView, type IdentityRow } from './IdentityView';

/** Identity reviews: approve, or reject with the reason the user sees (they may submit again). */
export function Identity() {
  const t = useT();
  return (
    <QueueScreen<IdentityRow>
      title={t('console.identity.heading')}
      listPath={(all) => `/identity?status=${all ? 'all' : 'waiting'}`}
      rowsOf={(data) => data as IdentityRow[]}
      decide={(id, decision, reason) => ({ path: `/identity/${id}/${decision}`, body: reason ? { reason } : {} })}
      permission="identity.review"
      view={(rows, canReview, onReview) => <IdentityView rows={rows} canReview={canReview} onReview={onReview} />}
    />
  );
}
