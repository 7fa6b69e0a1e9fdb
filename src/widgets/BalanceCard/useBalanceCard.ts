import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $balance, $isDemo, $settings } from '../../core';
import { usePipkit } from '../provider';
import type { BalanceCardViewProps } from './BalanceCardView';

/** Reads $balance (fetched once on mount) and the persisted hideBalance setting. */
export function useBalanceCard(): BalanceCardViewProps {
  const { actions } = usePipkit();
  const balance = useStore($balance);
  const settings = useStore($settings);
  const isDemo = useStore($isDemo);
  useEffect(() => {
    // Errors are toasted by the http client; the card keeps its skeleton/last value.
    actions.refreshBalance().catch(() => undefined);
  }, [actions]);
  return {
    balance: balance?.balance ?? null,
    hidden: !!settings.hideBalance,
    isDemo,
    onToggleHidden: () => $settings.setKey('hideBalance', !$settings.get().hideBalance),
  };
}
