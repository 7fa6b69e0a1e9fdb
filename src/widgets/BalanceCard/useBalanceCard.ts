import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $balance, $isDemo, $session, $settings } from '../../core';
import { usePipkit } from '../provider';
import type { BalanceCardViewProps } from './BalanceCardView';

/** Reads $balance (fetched once on mount) and the persisted hideBalance setting. */
export function useBalanceCard(): BalanceCardViewProps {
  const { actions } = usePipkit();
  const balance = useStore($balance);
  const settings = useStore($settings);
  const isDemo = useStore($isDemo);
  const token = useStore($session).token;
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
