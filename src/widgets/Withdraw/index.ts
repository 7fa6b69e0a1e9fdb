export { Withdraw } from './Withdraw';
export { WithdrawView, methodLabel, type WithdrawViewProps, type WithdrawMode, type WithdrawRecordsProps } from './WithdrawView';
export { useWithdraw, withdrawWayPath, type WithdrawCallbacks } from './useWithdraw';
