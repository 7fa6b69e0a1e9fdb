export { Wallet, PayoutList } from './Wallet';
export { WalletView, type WalletViewProps } from './WalletView';
export { PayoutListView, type PayoutListViewProps, type PayoutKind } from './PayoutListView';
export { useWallet, type WalletCallbacks } from './useWallet';
export { usePayoutList, type PayoutListCallbacks } from './usePayoutList';
