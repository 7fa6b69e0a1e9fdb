import { BalanceCardView } from './BalanceCardView';
import { useBalanceCard } from './useBalanceCard';

/** The bound balance card: real USD balance from the wallet, hide/show remembered across visits. */
export function BalanceCard() {
  return <BalanceCardView {...useBalanceCard()} />;
}
