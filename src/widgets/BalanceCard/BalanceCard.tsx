import { BalanceCardView } from './BalanceCardView';
import { useBalanceCard } from './useBalanceCard';
import { useLoginRequired, type LoginRequiredCallbacks } from '../internal/session/useLoginRequired';

export type BalanceCardProps = LoginRequiredCallbacks;

/** The bound balance card: real USD balance from the wallet, hide/show remembered across visits. */
export function BalanceCard({ onLoginRequired }: BalanceCardProps = {}) {
  useLoginRequired(onLoginRequired);
  return <BalanceCardView {...useBalanceCard()} />;
}
