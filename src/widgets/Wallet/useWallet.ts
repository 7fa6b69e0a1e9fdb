import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit, useStores } from '../provider';
import type { WalletViewProps } from './WalletView';

export interface WalletCallbacks {
  /** Links out of the widget, as app paths (bank cards, coin addresses, deposit, withdraw). */
  onNavigate: (path: string) => void;
}

export function useWallet({ onNavigate }: WalletCallbacks): WalletViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const balance = useStore(stores.$balance);
  const isDemo = useStore(stores.session.$isDemo);
  useEffect(() => {
    if (!isDemo) actions.refreshBalance().catch(() => undefined);
  }, [actions, isDemo]);
  return {
    demoBlocked: isDemo,
    balance: balance?.balance ?? null,
    lockBalance: balance?.lock_balance ?? null,
    onBankCards: () => onNavigate('/mine/bank-card-list'),
    onCoinAddresses: () => onNavigate('/mine/coin-address-list'),
  };
}
