export { Wallet, PayoutList } from './Wallet';
export { WalletView, type WalletViewProps } from './WalletView';
export { PayoutListView, type PayoutListViewProps, type PayoutKind } from './PayoutListView';
export { useWallet, type WalletCallbacks } from './useWallet';
export { usePayoutList, type PayoutListCallbacks } from './usePayoutList';
// Not in 'pipkit/core': the funds endpoints (createFundsApi(pipkit.http)).
export { createFundsApi, newIdempotencyKey } from '../../core/api/funds';
