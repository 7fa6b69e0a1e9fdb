import { WithdrawView } from './WithdrawView';
import { useWithdraw, type WithdrawCallbacks } from './useWithdraw';

/** The bound withdraw widget: navigation to the bind form leaves through onNavigate. */
export function Withdraw(props: WithdrawCallbacks) {
  return <WithdrawView {...useWithdraw(props)} />;
}
