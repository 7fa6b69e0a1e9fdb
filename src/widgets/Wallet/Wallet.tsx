import { WalletView } from './WalletView';
import { useWallet, type WalletCallbacks } from './useWallet';
import { PayoutListView } from './PayoutListView';
import { usePayoutList, type PayoutListCallbacks } from './usePayoutList';

/** The bound wallet: balance and links to the two payout-method lists. */
export function Wallet(props: WalletCallbacks) {
  return <WalletView {...useWallet(props)} />;
}

/** The bound list of bank cards (kind 'bank') or coin addresses (kind 'coin'). */
export function PayoutList(props: PayoutListCallbacks) {
  return <PayoutListView {...usePayoutList(props)} />;
}
