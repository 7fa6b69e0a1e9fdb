export { BalanceCard } from './BalanceCard';
export { BalanceCardView, type BalanceCardViewProps } from './BalanceCardView';
export { useBalanceCard } from './useBalanceCard';
