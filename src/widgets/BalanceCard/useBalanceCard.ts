import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../core';
import { usePipkit, useStores } from '../provider';
import type { BalanceCardViewProps } from './BalanceCardView';

/** Reads stores.$balance (fetched once on mount) and the persisted hideBalance setting. */
export function useBalanceCard(): BalanceCardViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const balance = useStore(stores.$balance);
  const settings = useStore($settings);
  const isDemo = useStore(stores.session.$isDemo);
  const token = useStore(stores.session.$session).token;
  useEffect(() => {
    // A visitor has no balance; asking would answer 999 and clear the session.
    if (!token) return;
    // Errors are toasted by the http client; the card keeps its skeleton/last value.
    actions.refreshBalance().catch(() => undefined);
  }, [actions, token]);
  return {
    balance: balance?.balance ?? null,
    hidden: !!settings.hideBalance,
    isDemo,
    onToggleHidden: () => $settings.setKey('hideBalance', !$settings.get().hideBalance),
  };
}
