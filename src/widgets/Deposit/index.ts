export { Deposit } from './Deposit';
export { DepositView, depositStatusKey, type DepositViewProps, type DepositMode, type DepositHistoryProps } from './DepositView';
export { useDeposit, type DepositCallbacks } from './useDeposit';
