import { AccountSummaryView } from './AccountSummaryView';
import { useAccountSummary } from './useAccountSummary';
import { useLoginRequired, type LoginRequiredCallbacks } from '../internal/session/useLoginRequired';

export type AccountSummaryProps = LoginRequiredCallbacks;

/** Balance, equity, used and free margin, risk rate: live while mounted; onLoginRequired while logged out. */
export function AccountSummary({ onLoginRequired }: AccountSummaryProps = {}) {
  useLoginRequired(onLoginRequired);
  return <AccountSummaryView {...useAccountSummary()} />;
}
