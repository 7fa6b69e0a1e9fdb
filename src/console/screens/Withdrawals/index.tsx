import { useT } from '../../../widgets/provider/useT';
import { QueueScreen } from '../../ui/QueueScreen';
import { WithdrawalsView, type WithdrawalRow } from './WithdrawalsView';

/** The withdrawals queue: marking one paid takes the frozen amount out; a rejection returns it and needs a reason. */
export function Withdrawals() {
  const t = useT();
  return (
    <QueueScreen<WithdrawalRow>
      title={t('console.withdrawals.heading')}
      listPath={(all) => `/withdrawals?limit=50${all ? '' : '&status=0'}`}
      rowsOf={(data) => (data as { data: WithdrawalRow[] }).data}
      decide={(id, decision, reason) => ({ path: `/withdrawals/${id}/${decision}`, body: reason ? { notes: reason } : {} })}
      permission="funds.review"
      approveLabel={t('console.withdrawals.approve')}
      view={(rows, canReview, onReview) => <WithdrawalsView rows={rows} canReview={canReview} onReview={onReview} />}
    />
  );
}
