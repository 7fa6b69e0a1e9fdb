import { useT } from '../../../widgets/provider/useT';
import { QueueScreen } from '../../ui/QueueScreen';
import { DepositsView, type DepositRow } from './DepositsView';

/** The deposits queue: approving credits the amount through the ledger once; a rejection needs a reason. */
export function Deposits() {
  const t = useT();
  return (
    <QueueScreen<DepositRow>
      title={t('console.deposits.heading')}
      listPath={(all) => `/deposits?limit=50${all ? '' : '&status=0'}`}
      rowsOf={(data) => (data as { data: DepositRow[] }).data}
      decide={(id, decision, reason) => ({ path: `/deposits/${id}/${decision}`, body: reason ? { remark: reason } : {} })}
      permission="funds.review"
      view={(rows, canReview, onReview) => <DepositsView rows={rows} canReview={canReview} onReview={onReview} />}
    />
  );
}
