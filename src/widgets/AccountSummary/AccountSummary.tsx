import { AccountSummaryView } from './AccountSummaryView';
import { useAccountSummary } from './useAccountSummary';

/** Balance, equity, used and free margin, risk rate: live while mounted. */
export function AccountSummary() {
  const s = useAccountSummary();
  return <AccountSummaryView figures={s.figures} loading={s.loading} />;
}
