import { DepositView } from './DepositView';
import { useDeposit, type DepositCallbacks } from './useDeposit';

/** The bound deposit widget (coin address or bank transfer with a proof image, and the deposit history). */
export function Deposit(props: DepositCallbacks) {
  return <DepositView {...useDeposit(props)} />;
}
